import Engine
import Foundation
import Testing

@testable import TUI

/// `glossa set --state`, `stats` and `validate` on the formats that keep states themselves (DESIGN §12): a
/// catalog's `state`, a PO file's `fuzzy` flag; no sidecar is written.
@Suite struct NativeStateCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "pl" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Anuluj"
                  }
                }
              }
            },
            "Save" : {
              "localizations" : {
                "pl" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Save"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let template = "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Cancel\"\nmsgstr \"\"\n\nmsgid \"Save\"\nmsgstr \"\"\n"
    static let polish = """
        msgid ""
        msgstr ""
        "Language: pl\\n"

        #: main.c:3
        msgid "Cancel"
        msgstr "Anuluj"

        #, fuzzy
        msgid "Save"
        msgstr "Zapisz"

        """

    private func set(_ folder: ScratchFolder, _ arguments: [String]) -> CommandOutcome {
        runGlossa(["set", folder.path] + arguments)
    }

    private func stats(_ folder: ScratchFolder) throws -> String {
        let project = try Project.load(directory: folder.path)
        var validator = Validator()
        validator.summarizesPortability = false
        return StatsTable(project: project, report: validator.validate(project)).render()
    }

    @Test func aCatalogKeepsItsStatesInItsStringUnits() throws {
        let folder = try ScratchFolder(files: ["Localizable.xcstrings": Self.catalog])
        defer { folder.remove() }
        let before = try stats(folder)
        #expect(before.contains("Needs translation  Needs review  Stale"), "\(before)")
        #expect(before.contains("pl (Polish)            1/2                  1             0      0"), "\(before)")
        #expect(
            set(folder, ["--lang", "pl", "--key", "Cancel", "--state", "needs-review"])
                == CommandOutcome(output: "Localizable.xcstrings:4: pl \"Cancel\": translated → needs-review\n"))
        #expect(
            try folder.text("Localizable.xcstrings")
                == Self.catalog.replacingOccurrences(
                    of: "\"translated\",\n            \"value\" : \"Anuluj\"",
                    with: "\"needs_review\",\n            \"value\" : \"Anuluj\""))
        #expect(
            set(folder, ["--lang", "pl", "--key", "Save", "--state", "translated", "Zapisz"]).status
                == CommandOutcome.done)
        let after = try stats(folder)
        #expect(after.contains("pl (Polish)            1/2                  0             1      0"), "\(after)")
        let findings = Validator().validate(try Project.load(directory: folder.path)).findings
        #expect(
            findings.filter { $0.ruleID.hasPrefix("state-") }.map(\.formatted) == [
                "Localizable.xcstrings:6:9: note: the Polish translation of \"Cancel\" needs review [state-needs-review]"
            ])
        #expect(try folder.names() == ["Localizable.xcstrings"])
    }

    @Test func aPOFileKeepsNeedsReviewAsFuzzy() throws {
        let folder = try ScratchFolder(files: ["app.pot": Self.template, "pl.po": Self.polish])
        defer { folder.remove() }
        let before = try stats(folder)
        #expect(before.contains("pl (Polish)            1/2                  0             1      0"), "\(before)")
        #expect(
            set(folder, ["--lang", "pl", "--key", "Cancel", "--state", "needs-review"])
                == CommandOutcome(output: "pl.po:7: pl \"Cancel\": translated → needs-review\n"))
        #expect(
            set(folder, ["--lang", "pl", "--key", "Save", "--state", "translated"])
                == CommandOutcome(output: "pl.po:10: pl \"Save\": needs-review → translated\n"))
        #expect(
            try folder.text("pl.po")
                == Self.polish.replacingOccurrences(of: "#: main.c:3\n", with: "#: main.c:3\n#, fuzzy\n")
                .replacingOccurrences(of: "#, fuzzy\nmsgid \"Save\"", with: "msgid \"Save\""))
        let refused = set(folder, ["--lang", "pl", "--key", "Save", "--state", "needs-translation"])
        #expect(refused.status == CommandOutcome.refused)
        #expect(try folder.names() == ["app.pot", "pl.po"])
    }
}
