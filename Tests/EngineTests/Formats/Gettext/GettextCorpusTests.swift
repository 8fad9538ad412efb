import Foundation
import Testing

@testable import Engine

/// Every PO file of the committed sets (humanize, WirePlumber, humanize's Russian: MIT) and of the corpus (Tuba,
/// GPL: read in place when `../shared` is there): it loads to the same bytes, and one edit changes only that
/// `msgstr`'s lines and reads back through gettext itself — `msgfmt` compiles it (and, where the file passed
/// `msgfmt --check` before, still passes), and Python's `gettext` module reads the new text from the `.mo`.
/// Requires `msgfmt` (Debian's `gettext`) when `CI` is set.
@Suite struct GettextCorpusTests {
    static let msgfmt = GettextTools.path("msgfmt")
    static let required = GettextTools.required
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders of PO files: the committed ones, and the corpus's when it is there.
    static let folders: [String] =
        [
            "Tests/Acceptance/Projects/gettext-humanize", "Tests/Acceptance/Projects/gettext-wireplumber",
            "Tests/EngineTests/Fixtures/Gettext/python-humanize__ru_RU",
        ].map { root.appendingPathComponent($0).path }
        + [root.appendingPathComponent("../shared/corpus/GeopJr__Tuba__po").standardizedFileURL.path].filter {
            FileManager.default.fileExists(atPath: $0)
        }

    static let newText = "Zażółć \"gęślą\" \\ jaźń 👍🏽\nи ещё одна строка, długa na tyle, że gettext złamie ją po spacji"

    @Test(.enabled(if: msgfmt != nil || required, "needs msgfmt (Debian package gettext)"))
    func everyFileRoundTripsAndOneEditReadsBackThroughGettext() throws {
        let msgfmt = try #require(Self.msgfmt, "msgfmt is missing: install the Debian package gettext")
        var edited = 0
        for folder in Self.folders {
            let project = try Project.load(directory: folder)
            #expect(project.format == .gettext, "\(folder)")
            var seen: Set<String> = []
            for file in project.files where file.language != .base && seen.insert(file.fileName).inserted {
                let onDisk = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file.fileName))
                #expect(file.bytes == Array(onDisk), "\(file.fileName)")
                #expect(file.syntaxError == nil)
                let document = try PODocument(bytes: file.bytes)
                // A translated, not fuzzy, singular entry.
                let message = try #require(
                    document.messages.first {
                        $0.msgidPlural == nil && !$0.isUntranslated && !$0.isFuzzy && $0.key?.isEmpty == false
                    })
                let key = file.keyPrefix + message.key!
                let edit = try GettextFormat().setting(Self.newText, at: EntryAddress(key: key), in: file, force: false)
                let field = message.translations[0].range
                let tail = file.bytes.count - field.upperBound
                #expect(edit.bytes.prefix(field.lowerBound) == file.bytes.prefix(field.lowerBound), "\(file.fileName)")
                #expect(edit.bytes.suffix(tail) == file.bytes.suffix(tail), "\(file.fileName)")
                let context =
                    message.key!.split(separator: "\u{4}", maxSplits: 1).count == 2
                    ? String(message.key!.split(separator: "\u{4}")[0]) : nil
                let read = try Self.gettextReads(
                    edit.bytes, original: file.bytes, msgid: message.msgid!.text, context: context, msgfmt: msgfmt)
                #expect(read == Self.newText, "\(file.fileName): \(key)")
                edited += 1
            }
        }
        #expect(edited >= 6)
    }

    /// What Python's `gettext` reads for the entry from the `.mo` that `msgfmt` compiles of `bytes`; checks that
    /// `msgfmt --check` passes on `bytes` when it passes on `original`.
    static func gettextReads(
        _ bytes: [UInt8], original: [UInt8], msgid: String, context: String?, msgfmt: String
    ) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-msgfmt-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent("edited.po"))
        try Data(original).write(to: folder.appendingPathComponent("original.po"))
        func run(_ tool: String, _ arguments: [String], input: String? = nil) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.currentDirectoryURL = folder
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let inputPipe = Pipe()
            process.standardInput = inputPipe
            try process.run()
            inputPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
            try inputPipe.fileHandleForWriting.close()
            let said = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: said, as: UTF8.self))
        }
        #expect(try run(msgfmt, ["-o", "edited.mo", "edited.po"]).0 == 0, "msgfmt refuses the edited file")
        if try run(msgfmt, ["--check", "-o", "/dev/null", "original.po"]).0 == 0 {
            #expect(try run(msgfmt, ["--check", "-o", "/dev/null", "edited.po"]).0 == 0, "msgfmt --check")
        }
        let script = """
            import gettext, json, sys
            query = json.load(sys.stdin)
            with open('edited.mo', 'rb') as f:
                t = gettext.GNUTranslations(f)
            value = t.pgettext(query['context'], query['msgid']) if query['context'] is not None else t.gettext(query['msgid'])
            sys.stdout.write(json.dumps(value))
            """
        let query = try JSONSerialization.data(
            withJSONObject: ["msgid": msgid, "context": context as Any? ?? NSNull()])
        let (status, output) = try run(
            "/usr/bin/python3", ["-c", script], input: String(decoding: query, as: UTF8.self))
        guard status == 0 else { return nil }
        return try JSONDecoder().decode(String.self, from: Data(output.utf8))
    }
}
