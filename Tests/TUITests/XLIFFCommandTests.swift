import Engine
import Foundation
import Testing

@testable import EditorCore
@testable import TUI

/// A folder of XLIFF files through the commands and the editor: `set`, `rm`, `mv`, `set --state`, `stats`, and
/// a translation typed in the editor and saved.
@Suite struct XLIFFCommandTests {
    static let german = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="Cancel" xml:space="preserve">
                <source>Cancel</source>
                <target state="translated">Abbrechen</target>
              </trans-unit>
              <trans-unit id="Save" xml:space="preserve">
                <source>Save</source>
                <target state="new">Save</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    @Test func setRemoveRenameAndStates() throws {
        let folder = try ScratchFolder(files: ["de.xliff": Self.german])
        defer { folder.remove() }
        #expect(
            runGlossa(["set", folder.path, "--lang", "de", "--key", "Save", "Sichern"])
                == CommandOutcome(output: "de.xliff:9: \"Save\": \"Save\" → \"Sichern\"\n"))
        #expect(
            try folder.text("de.xliff")
                == Self.german.replacingOccurrences(
                    of: #"<target state="new">Save</target>"#, with: #"<target state="translated">Sichern</target>"#))
        #expect(
            runGlossa(["set", folder.path, "--lang", "de", "--key", "Cancel", "--state", "needs-review"]).output
                == "de.xliff:5: de \"Cancel\": translated → needs-review\n")
        #expect(try folder.text("de.xliff").contains(#"<target state="needs-review-translation">Abbrechen</target>"#))
        #expect(runGlossa(["mv", folder.path, "Cancel", "cancel.button"]).status == 0)
        #expect(try folder.text("de.xliff").contains(#"<trans-unit id="cancel.button" xml:space="preserve">"#))
        #expect(runGlossa(["rm", folder.path, "--lang", "de", "--key", "cancel.button"]).status == 0)
        let project = try Project.load(directory: folder.path)
        #expect(project.format == .xliff12)
        #expect(project.keys == ["cancel.button", "Save"])
        #expect(project.resolve("cancel.button", language: "de").value == "Cancel")
        let stats = StatsTable(project: project, report: Validator().validate(project)).render()
        #expect(stats.contains("de (German)"), "\(stats)")
    }

    @Test func aTranslationTypedInTheEditorIsSavedIntoItsTarget() throws {
        let folder = try ScratchFolder(files: ["de.xliff": Self.german])
        defer { folder.remove() }
        let (project, disk) = try Project.loadForEditing(directory: folder.path)
        var editor = HeadlessEditor(
            project: project, disk: disk, width: 140, height: 40, perform: ShellEffects().perform)
        #expect(editor.rows.joined(separator: "\n").contains("XLIFF 1.2"))
        editor.press("/Save<enter><tab>")
        editor.selectRow(language: "de")
        editor.press("<enter><C-u>Speichern<enter><C-s>")
        #expect(try folder.text("de.xliff").contains(#"<target state="translated">Speichern</target>"#))
        #expect(try folder.text("de.xliff").contains(#"<target state="translated">Abbrechen</target>"#))
    }
}

extension XLIFFCommandTests {
    @Test func aUnitEditedByHand() throws {
        let project = Project(contents: ["de.xliff": Array(Self.german.utf8)])
        var editor = HeadlessEditor(project: project, width: 140, height: 40)
        editor.press("/Save<enter><tab>")
        editor.selectRow(language: "de")
        editor.press("J")
        #expect(
            editor.state.rawEditor?.area.text
                == "<trans-unit id=\"Save\" xml:space=\"preserve\">\n  <source>Save</source>\n  <target state=\"new\">Save</target>\n</trans-unit>"
        )
    }
}
