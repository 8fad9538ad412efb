import Foundation
import Testing

@testable import Engine

/// The one discovery (`ProjectFiles`) and format detection, whatever the format.
@Suite struct DiscoveryAndDetectionTests {
    /// A folder with `files` (path → text), removed afterwards.
    private func folder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-discovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(root.path)
    }

    @Test func listsTheFolderAndItsLanguageSubfoldersOnly() throws {
        try folder([
            "base.json": "{}", "notes.txt": "x", "Localizable.xcstrings": "{}", "pl/translation.json": "{}",
            "pl/readme.md": "x", "node_modules/x.json": "{}", "pt_BR/common.json": "{}", "a/b/c.json": "{}",
        ]) { root in
            #expect(
                try ProjectFiles.paths(in: root) == [
                    "Localizable.xcstrings", "base.json", "pl/translation.json", "pt_BR/common.json",
                ])
            let files = try ProjectFiles.discover(in: root)
            #expect(files.contents["pl/translation.json"] == Array("{}".utf8))
            #expect(files.topLevelPaths == ["Localizable.xcstrings", "base.json"])
            #expect(files.nestedPaths == ["pl/translation.json", "pt_BR/common.json"])
        }
    }

    @Test func anUnreadableFileIsListedWithItsReason() throws {
        try folder(["base.json": "{}"]) { root in
            try FileManager.default.createDirectory(
                atPath: root + "/pl.json", withIntermediateDirectories: false)
            let files = try ProjectFiles.discover(in: root)
            #expect(files.contents.keys.sorted() == ["base.json"])
            #expect(files.unreadable.keys.sorted() == ["pl.json"])
        }
    }

    /// A whole load reads each language file where it parses it: one gone since the folder was listed is named
    /// unreadable, with the reason, as one that could not be read at discovery is.
    @Test func aFileGoneBeforeItIsReadIsListedWithItsReason() throws {
        try folder(["base.json": #"{"a": "A"}"#, "de.json": #"{"a": "Ä"}"#, "pl.json": #"{"a": "Ą"}"#]) { root in
            let files = try ProjectFiles.discoverDeferring(in: root)
            try FileManager.default.removeItem(atPath: root + "/pl.json")
            let project = Project(directory: root, files: files)
            #expect(project.files.map(\.fileName) == ["base.json", "de.json"])
            #expect(
                project.problems == [ProjectProblem(fileName: "pl.json", kind: .unreadable("the file does not exist"))])
        }
    }

    @Test func swifternalizationFitsByItsFilesThenItsSelectorsThenItsNames() {
        func fit(_ contents: [String: String]) -> FormatFit? {
            FormatName.swifternalization.format.fit(ProjectFiles(contents: contents.mapValues { Array($0.utf8) }))
        }
        #expect(fit(["base.json": "{}"])?.strength == 3)
        #expect(fit(["expressions.json": "{}", "pl.json": "{}"])?.reason == "it has expressions.json")
        #expect(
            fit(["pl.json": #"{"a": {"ie:x=1": "A"}}"#])
                == FormatFit(strength: 2, reason: #"pl.json has the selector "ie:x=1""#))
        #expect(fit(["pl.json": #"{"a": {"@200": "A"}}"#])?.strength == 2)
        #expect(fit(["pl.json": #"{"a": "@home"}"#])?.strength == 1)
        #expect(fit(["notes.old.json": "{}"]) == nil)
    }

    @Test func aForcedFormatWinsAndSaysWhy() {
        let files = ProjectFiles(contents: ["pl.json": Array("{}".utf8)])
        let forced = FormatDetection.detect(files, forced: .swifternalization, forcedBy: "\"format\" in glossa.json")
        #expect(forced?.format == .swifternalization)
        #expect(forced?.explanation == "Swifternalization JSON (\"format\" in glossa.json swifternalization)")
        #expect(FormatDetection.detect(ProjectFiles(contents: [:]), forced: nil) == nil)
    }

    @Test func glossaJSONNamesTheFormatAndTheSource() {
        let project = Project(contents: [
            "glossa.json": Array(#"{"format": "swifternalization", "sourceLanguage": "pl"}"#.utf8),
            "en.json": Array(#"{"a": "A"}"#.utf8),
        ])
        #expect(project.format == .swifternalization)
        #expect(project.detection.reason == "\"format\" in glossa.json swifternalization")
        #expect(project.settings.baseLanguage.description == "pl")
        let unknown = Project(contents: [
            "glossa.json": Array(#"{"format": "yaml"}"#.utf8), "base.json": Array(#"{"a": "A"}"#.utf8),
        ])
        #expect(unknown.problems.map(\.message).contains { $0.contains("'yaml'") && $0.contains("a format") })
    }
}
