import Engine
import Foundation
import Testing

@testable import TUI

/// `set`, `rm` and `mv` on projects in other formats than Swifternalization JSON: keys named as DESIGN §11
/// says, edits through the format, new languages' files (and their folders) created in the format's layout.
@Suite struct FormatEditCommandTests {
    @Test func setCreatesANewLanguagesFileInItsFolder() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/en", withIntermediateDirectories: true)
        try folder.write(
            "en/translation.json", Array(#"{"files_one": "{{count}} file", "files_other": "{{count}} files"}"#.utf8))
        let outcome = runGlossa([
            "set", folder.path, "--lang", "pl", "--key", "files", "--selector", "few", "--create", "{{count}} pliki",
        ])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(try folder.text("pl/translation.json").contains(#""files_few": "{{count}} pliki""#))
        let project = try Project.load(directory: folder.path)
        #expect(project.format == .i18next)
        #expect(project.resolve("translation:files", language: "pl", number: "3").value == "{{count}} pliki")
    }

    @Test func renameAndRemoveGoThroughTheFormat() throws {
        let folder = try ScratchFolder(files: [
            "en.json": #"{"app": {"open_one": "Open {{count}}", "open_other": "Open {{count}} items"}}"#,
            "pl.json": #"{"app": {"open_one": "Otwórz {{count}}", "open_few": "Otwórz {{count}} elementy"}}"#,
        ])
        defer { folder.remove() }
        #expect(runGlossa(["mv", folder.path, "app.open", "app.show"]).status == 0)
        #expect(
            try folder.text("pl.json")
                == #"{"app": {"show_one": "Otwórz {{count}}", "show_few": "Otwórz {{count}} elementy"}}"#)
        let removed = runGlossa(["rm", folder.path, "--lang", "pl", "--key", "app.show", "--selector", "few"])
        #expect(removed.status == 0, "\(removed.errors)")
        #expect(try folder.text("pl.json") == #"{"app": {"show_one": "Otwórz {{count}}"}}"#)
        let refused = runGlossa(["set", folder.path, "--lang", "pl", "--key", "app.show", "--width", "20", "Pokaż"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("i18next JSON cannot hold"))
    }
}
