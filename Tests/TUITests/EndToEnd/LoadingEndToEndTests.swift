import Foundation
import Testing

/// `glossa DIR` on a project of a few thousand keys in 40 languages: the first frame shows the source's keys
/// with the loading line, then the whole project; an edit typed at once waits for the load and is then made.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LoadingEndToEndTests {
    /// The 39 languages besides the source.
    static let languages = [
        "ar", "bg", "ca", "cs", "da", "de", "el", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja",
        "ko", "lt", "lv", "nl", "nb", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh",
        "ms", "fa", "is",
    ]

    /// A folder with `keys` keys in `base.json` and every language, removed with the value.
    static func generated(keys: Int) throws -> TemporaryProject {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-e2e-large-\(UUID())")
        let project = folder.appendingPathComponent("large")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["base"] + languages {
            let members = (0..<keys).map { #"    "section\#($0 / 100).key\#($0)": "Text \#($0) in \#(language)""# }
            try Data(("{\n" + members.joined(separator: ",\n") + "\n}\n").utf8)
                .write(to: project.appendingPathComponent("\(language).json"))
        }
        return try TemporaryProject(copying: project.path)
    }

    @Test func theFirstFrameShowsTheLoadingLineThenTheWholeProject() throws {
        let project = try Self.generated(keys: 4_000)
        defer { project.remove() }
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let session = try TmuxSession(command: command, width: 120, height: 36)
        // The first frame is drawn before the other files are read: it has the loading line.
        let first = try session.waitFor("Keys 4000")
        #expect(first.contains("40 languages · 4000 keys"))
        #expect(first.contains(" loading "), "\(first)")
        #expect(first.contains("/40 files"), "\(first)")
        // An edit typed at once: Enter on the base row of the first key, a new text.
        try session.send("Tab", "Enter", "C-u")
        try session.sendLiteral("Edited at once")
        try session.send("Enter")
        let loaded = try session.waitUntil("the whole project, validated", timeout: .seconds(60)) { screen in
            !screen.contains(" loading ") && screen.contains("0 errors") && screen.contains("1 unsaved")
        }
        #expect(loaded.contains("Edited at once"))
        #expect(loaded.contains("Text 0 in ar"), "every language is shown")
        try session.send("C-s")
        try session.waitFor("saved base.json")
        #expect(try project.contents(of: "base.json").contains(#""section0.key0": "Edited at once""#))
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
