import Foundation
import Testing

@testable import Engine

/// The folder of a JSONlize fixture project.
func jsonlizeFixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/JSONlize/\(name)").path
}

/// A project built in memory from file texts by path.
private func project(_ files: [String: String]) -> Project {
    Project(contents: files.mapValues { Array($0.utf8) })
}

@Suite struct JSONlizeProjectTests {
    @Test func isDetectedByItsFileNames() {
        let files = ProjectFiles(contents: ["lang.en-US.json": Array("{}".utf8), "lang.de-DE.json": Array("{}".utf8)])
        let detection = FormatDetection.detect(files, forced: nil)
        #expect(detection?.format == .jsonlize)
        #expect(
            detection?.explanation
                == "JSONlize (lang.de-DE.json and 1 more named lang.<language>.json, as JSONlize names its files)")
        #expect(JSONlizeFormat().fit(ProjectFiles(contents: ["en.json": Array("{}".utf8)])) == nil)
    }

    @Test func theSourceIsEnUSThenEnThenWhatGlossaJSONSays() {
        let both = project(["lang.en.json": "{}", "lang.en-US.json": "{}", "lang.pl.json": "{}"])
        #expect(both.format == .jsonlize)
        #expect(both.files.map(\.fileName) == ["lang.en-US.json", "lang.en.json", "lang.pl.json"])
        #expect(both.files.map(\.language.description) == ["base", "en", "pl"])
        #expect(both.settings.baseLanguage.description == "en-US")
        #expect(both.problems.isEmpty)

        let english = project(["lang.en.json": "{}", "lang.pt_BR.json": "{}"])
        #expect(english.files.map(\.language.description) == ["base", "pt-BR"])
        #expect(english.settings.baseLanguage.description == "en")

        let named = project([
            "lang.en-US.json": "{}", "lang.de-DE.json": "{}", "glossa.json": #"{"sourceLanguage": "de-DE"}"#,
        ])
        #expect(named.files.map(\.fileName) == ["lang.de-DE.json", "lang.en-US.json"])
        #expect(named.files.map(\.language.description) == ["base", "en-US"])

        let none = project(["lang.de-DE.json": "{}", "lang.pt_BR.json": "{}", "lang.pt-BR.json": "{}"])
        #expect(none.files.map(\.language.description) == ["de-DE", "pt-BR"])
        #expect(
            none.problems.map(\.message) == [
                "'lang.pt_BR.json' is the same language as 'lang.pt-BR.json', so it is not loaded",
                "no file holds the source language (lang.en-US.json or lang.en.json): every language falls back to "
                    + "it, so add one or name it in glossa.json (\"sourceLanguage\": \"en\")",
            ])
    }

    @Test func readsTextsPluralsAndKeys() throws {
        let readme = try Project.load(directory: jsonlizeFixture("readme"))
        let english = readme.files[0]
        #expect(english.fileName == "lang.en-US.json")
        #expect(english.entries.map(\.key) == ["sentence", "category", "comment", "commentCount"])
        #expect(english.selectors.map(\.text) == ["travel", "art", "food", "=1", "other"])
        #expect(
            english.selectors.map(\.selector.role) == [.explicit, .explicit, .explicit, .explicit, .category(.other)])
        guard case .variants(let variants) = english.entries[3].value else {
            Issue.record("commentCount has no variants")
            return
        }
        #expect(variants.map(english.selectorText) == ["=1", "other"])
        // Offsets are those of the members' keys: `"1"` of commentCount's plurals.
        #expect(Array(english.bytes[variants[0].offset..<variants[0].offset + 3]) == Array(#""1""#.utf8))
        #expect(english.problems.isEmpty)
    }

    @Test func reportsValuesJSONlizeCannotRead() {
        let file = jsonlizeFile(
            #"{"a": 1, "b": {"note": {}}, "c": {"plurals": {"1": 2, "one": "x", "*": "y"}}, "d": {"keys": []}}"#)
        #expect(
            file.problems.map(\.message) == [
                #""a" is a number; expected a text, {"plurals": {…}} or {"keys": {…}}"#,
                #""b" is an object without "plurals" or "keys"; expected a text, {"plurals": {…}} or {"keys": {…}}"#,
                #""c" › "plurals" › "1" is a number; expected a text"#,
                #""d" › "keys" is an array; expected an object of texts"#,
            ])
        #expect(file.selectors.map(\.text) == ["=1", "one", "other"])
        #expect(file.selectors[1].selector.role == .never)
    }

    @Test(arguments: ["readme", "shop"])
    func loadsToTheSameBytes(_ name: String) throws {
        let folder = jsonlizeFixture(name)
        let loaded = try Project.load(directory: folder)
        #expect(loaded.format == .jsonlize)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("lang.") }
        #expect(Set(loaded.files.map(\.fileName)) == Set(names))
        for file in loaded.files {
            #expect(file.isEditable)
            #expect(file.bytes == Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file.fileName))))
        }
    }
}

/// One edit in every fixture file: only the entry's line changes, and Python's `json` reads the new value.
@Suite struct JSONlizeFixtureEditTests {
    static let value = "Zażółć \"gęślą\" \\ jaźń 😀 ${i}"

    /// The first plural variant of each file (else its first text), as an address and its JSON path.
    static func target(in file: LanguageFile) -> (address: EntryAddress, path: [String])? {
        for entry in file.entries {
            if case .variants(let variants) = entry.value, let first = variants.first {
                let text = file.selectorText(first)
                guard text.hasPrefix("=") || text == "other" else { continue }
                let member = text == "other" ? "*" : String(text.dropFirst())
                return (EntryAddress(key: entry.key, selector: text), [entry.key, "plurals", member])
            }
        }
        return file.entries.first.map { (EntryAddress(key: $0.key), [$0.key]) }
    }

    @Test(arguments: ["readme", "shop"])
    func anEditChangesOneLineAndStaysJSON(_ name: String) throws {
        let loaded = try Project.load(directory: jsonlizeFixture(name))
        for file in loaded.files {
            let (address, path) = try #require(Self.target(in: file))
            let edited = try JSONlizeFormat().setting(Self.value, at: address, in: file, force: false)
            let before = String(decoding: file.bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let after = edited.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count, "\(file.fileName)")
            #expect(zip(before, after).filter { $0 != $1 }.count == 1, "\(file.fileName)")
            if let parsed = try Self.python(edited.bytes, path) {
                #expect(parsed == Self.value, "\(file.fileName)")
            }
            // And the project reads it back.
            let reread = JSONlizeFormat().reread(
                file.fileName, bytes: edited.bytes, languages: [file.language], context: loaded.formatContext)
            #expect(reread[0].problems.isEmpty && reread[0].isEditable)
        }
    }

    /// The string at `path` as Python's `json` reads it, or `nil` when there is no `python3`.
    static func python(_ bytes: [UInt8], _ path: [String]) throws -> String? {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let file = scratch.path + "/edited.json"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script =
            "import json, sys\nv = json.load(open(sys.argv[1], encoding='utf-8'))\n"
            + "for k in sys.argv[2:]: v = v[k]\nsys.stdout.buffer.write(v.encode('utf-8'))"
        process.arguments = ["python3", "-c", script, file] + path
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 127 else { return nil }
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
