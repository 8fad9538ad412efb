import Engine
import Foundation
import Testing

@testable import TUI

/// `Tests/EngineTests/Fixtures/Edits`: one folder per formatting style, each with `before.json`.
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("EngineTests/Fixtures/Edits").path

/// One command run on a copy of `before.json` (named `pl.json`); its expected result is `<name>.json`.
struct FixtureEdit: CustomTestStringConvertible, Sendable {
    let name: String
    /// The command line, `DIR` standing for the folder.
    let arguments: [String]
    /// Whether exactly one line changes (for a single-line file, only the value's bytes).
    let changesOneLine: Bool

    var testDescription: String { name }

    static let all = [
        FixtureEdit(
            name: "set-value",
            arguments: ["set", "DIR", "--lang", "pl", "--key", "title", "Zażółć \"gęślą\" \\ jaźń\n😀 / ok"],
            changesOneLine: true),
        FixtureEdit(
            name: "set-variant",
            arguments: ["set", "DIR", "--lang", "pl", "--key", "cars", "--selector", "few", "%d auta!"],
            changesOneLine: true),
        FixtureEdit(
            name: "set-width",
            arguments: ["set", "DIR", "--lang", "pl", "--key", "forgot", "--width", "@100", "Hasło?"],
            changesOneLine: true),
        FixtureEdit(
            name: "add-key", arguments: ["set", "DIR", "--lang", "pl", "--key", "new.key", "Nowość"],
            changesOneLine: false),
        FixtureEdit(
            name: "add-variant",
            arguments: ["set", "DIR", "--lang", "pl", "--key", "cars", "--selector", "many", "%d samochodów"],
            changesOneLine: false),
        FixtureEdit(
            name: "add-width",
            arguments: [
                "set", "DIR", "--lang", "pl", "--key", "forgot", "--width", "300", "Nie pamiętasz hasła? Pomoc.",
            ],
            changesOneLine: false),
        FixtureEdit(
            name: "add-key-with-variant",
            arguments: ["set", "DIR", "--lang", "pl", "--key", "files", "--selector", "one", "%d plik"],
            changesOneLine: false),
        FixtureEdit(
            name: "force-variants",
            arguments: ["set", "DIR", "--lang", "pl", "--key", "title", "--selector", "one", "--force", "Samochód"],
            changesOneLine: false),
        FixtureEdit(name: "rm-key", arguments: ["rm", "DIR", "--lang", "pl", "--key", "cars"], changesOneLine: false),
        FixtureEdit(
            name: "rm-variant", arguments: ["rm", "DIR", "--lang", "pl", "--key", "cars", "--selector", "few"],
            changesOneLine: false),
        FixtureEdit(
            name: "rm-last-key", arguments: ["rm", "DIR", "--lang", "pl", "--key", "last"], changesOneLine: false),
        FixtureEdit(name: "mv", arguments: ["mv", "DIR", "title", "heading"], changesOneLine: true),
    ]
}

/// The styles: the fixture folders.
private let styles: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? [])
    .filter { FileManager.default.fileExists(atPath: fixtures + "/" + $0 + "/before.json") }.sorted()

@Suite struct EditFixtureTests {
    @Test func everyStyleHasAFixture() {
        #expect(
            styles == [
                "bom", "colon-spacing", "comments", "crlf", "four-spaces", "minified", "no-final-newline", "tabs",
                "trailing-commas", "two-spaces", "unicode-escapes",
            ])
    }

    /// After each command, the file's bytes are exactly the expected file's.
    @Test(arguments: styles, FixtureEdit.all)
    func theResultIsByteForByteTheExpectedFile(style: String, edit: FixtureEdit) throws {
        let before = Array(try Data(contentsOf: URL(fileURLWithPath: "\(fixtures)/\(style)/before.json")))
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("pl.json", before)
        let outcome = runGlossa(edit.arguments.map { $0 == "DIR" ? folder.path : $0 })
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.isEmpty)
        #expect(outcome.output.hasPrefix("pl.json:"))
        let after = try folder.bytes("pl.json")
        let expectedPath = "\(fixtures)/\(style)/\(edit.name).json"
        if ProcessInfo.processInfo.environment["GLOSSA_RECORD_FIXTURES"] == "1" {
            try Data(after).write(to: URL(fileURLWithPath: expectedPath))
        }
        let expected = Array(try Data(contentsOf: URL(fileURLWithPath: expectedPath)))
        #expect(
            after == expected,
            "\(LineDiff(old: expected, new: after).unified(oldName: "expected", newName: "actual"))")
        #expect(try folder.names() == ["pl.json"])
        let document = try JSONDocument(bytes: after)
        let original = try JSONDocument(bytes: before)
        if edit.arguments[0] != "rm" {
            #expect(document.notices.count == original.notices.count)
        }
        if edit.changesOneLine {
            let diff = LineDiff(old: before, new: after)
            #expect(diff.removedCount == 1 && diff.addedCount == 1)
        }
    }
}
