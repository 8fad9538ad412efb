import Engine
import Foundation
import Testing

@testable import TUI

/// `set`, `rm`, `mv` and the statistics of a `.stringsdict` project: edits through the format in each file's style,
/// a new language's `.lproj` folder, and what the format refuses.
@Suite struct StringsDictCommandTests {
    private func copy() throws -> TemporaryProject {
        try TemporaryProject(copying: GlossaBinary.packageRoot + "/Tests/EngineTests/Fixtures/StringsDict/project")
    }

    @Test func setAddsAFormAndCreatesANewLanguagesFolder() throws {
        let project = try copy()
        defer { project.remove() }
        let many = runGlossa([
            "set", project.path, "--lang", "pl", "--key", "files.count", "--selector", "many", "%d plików w folderze",
        ])
        #expect(many.status == 0, "\(many.errors)")
        #expect(
            try project.contents(of: "pl.lproj/Localizable.stringsdict").contains(
                "        <key>many</key>\n        <string>%d plików</string>\n        <key>other</key>"))
        let german = runGlossa([
            "set", project.path, "--lang", "de", "--key", "files.count", "--selector", "one", "--create", "%d Datei",
        ])
        #expect(german.status == 0, "\(german.errors)")
        #expect(
            try project.contents(of: "de.lproj/Localizable.stringsdict").contains(
                "\t\t\t<key>one</key>\n\t\t\t<string>%d Datei</string>\n"))
        let loaded = try Project.load(directory: project.path)
        #expect(loaded.resolve("files.count", language: "pl", number: "5").value == "%d plików w folderze")
        #expect(loaded.resolve("files.count", language: "de", number: "1").value == "%d Datei")
    }

    @Test func renameRemoveAndRefusals() throws {
        let project = try copy()
        defer { project.remove() }
        #expect(runGlossa(["mv", project.path, "greeting", "hello"]).status == 0)
        #expect(try project.contents(of: "ru.lproj/Localizable.stringsdict").contains("\t<key>hello</key>\n"))
        let removed = runGlossa(["rm", project.path, "--lang", "ru", "--key", "launch", "--width", "20"])
        #expect(removed.status == 0, "\(removed.errors)")
        #expect(try !project.contents(of: "ru.lproj/Localizable.stringsdict").contains("Пуск"))
        let refused = runGlossa([
            "set", project.path, "--lang", "ru", "--key", "files.count", "--selector", "ie:x=3", "x",
        ])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("Apple .stringsdict cannot hold the selector 'ie:x=3'"))
    }

    @Test func statsCountPluralsPerLanguage() throws {
        let project = try Project.load(
            directory: GlossaBinary.packageRoot + "/Tests/EngineTests/Fixtures/StringsDict/project")
        let rows = StatsTable(project: project, report: Validator().validate(project)).rows
        #expect(rows.map(\.label) == ["base (English)", "pl (Polish)", "ru (Russian)"])
        #expect(rows.map(\.missing) == [0, 2, 1])
        #expect(rows.map(\.pluralsComplete) == [2, 0, 1])
    }
}
