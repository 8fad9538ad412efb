import EditorCore
import Engine
import Foundation
import TestSupport
import Testing

@testable import EditorCore
@testable import TUI

/// The raw JSON editor (`J`): the entry as it stands in the file, problems shown as they are typed, an
/// applied edit that changes only the entry's lines and can be undone.
@Suite struct RawJSONFlowTests {
    /// An editor on a fresh copy of the sample project with `key` selected and the languages pane's
    /// cursor on `language`'s header.
    private func editor(key: String, language: String) throws -> (HeadlessEditor, TemporaryProject) {
        let copy = try TemporaryProject()
        let (project, disk) = try Project.loadForEditing(directory: copy.path)
        var editor = HeadlessEditor(
            project: project, disk: disk, width: 140, height: 50, perform: ShellEffects().perform)
        editor.press("/\(key)<enter><tab>")
        for _ in 0..<200 {
            let rows = editor.state.languageRows
            if rows.indices.contains(editor.state.languageCursor),
                editor.state.project.files[rows[editor.state.languageCursor].fileIndex].language.description
                    == language
            {
                break
            }
            editor.press("j")
        }
        return (editor, copy)
    }

    private func original(_ file: String) throws -> String {
        try String(contentsOfFile: GlossaBinary.sampleProject + "/" + file, encoding: .utf8)
    }

    @Test func addAVariantByHandAndSave() throws {
        var (editor, copy) = try editor(key: "comments.count", language: "pl")
        editor.press("J")
        var screen = editor.rows.joined(separator: "\n")
        #expect(screen.contains("comments.count · raw JSON"))
        #expect(screen.contains(" 1 │ \"comments.count\": {"))
        #expect(screen.contains(" 2 │     \"ie:x=0\": \"Brak komentarzy\","), "the file's own indentation inside")
        #expect(screen.contains("✓ valid"))
        #expect(editor.rows.last?.contains("JSON") == true)
        // After the `ie:x=0` line, a new line indented like it, then a `few` form.
        editor.press(#"<down><end><enter>"few": "%d komentarze","#)
        screen = editor.rows.joined(separator: "\n")
        #expect(screen.contains(#" 3 │     "few": "%d komentarze","#))
        #expect(screen.contains("✓ valid"))
        editor.press("<C-s>")
        #expect(editor.state.mode == .browse)
        #expect(editor.state.disk.unsavedFiles == ["pl.json"])
        #expect(
            editor.state.languageRows.contains { $0.label == "few" && $0.text == "%d komentarze" },
            "the structured view shows the new form")
        editor.press("<C-s>")
        let saved = try copy.contents(of: "pl.json").split(separator: "\n", omittingEmptySubsequences: false)
        let before = try original("pl.json").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(saved.count == before.count + 1)
        #expect(Array(saved[..<27]) == Array(before[..<27]))
        #expect(saved[27] == #"        "few": "%d komentarze","#)
        #expect(Array(saved[28...]) == Array(before[27...]))
    }

    @Test func problemsShowAsTypedAndBlockApplying() throws {
        var (editor, copy) = try editor(key: "comments.count", language: "pl")
        editor.press(#"J<down><end><enter>"iex:2<lt>x": "zła","#)
        var screen = editor.rows.joined(separator: "\n")
        #expect(screen.contains("✗ line 3, column 5: the selector 'iex:2<x' is malformed"), "\(screen)")
        editor.press("<C-s>")
        #expect(editor.state.mode == .editingJSON, "not applied")
        #expect(editor.rows.last?.contains("a problem to fix first") == true)
        // A missing comma is a JSON error, located too.
        editor.press("<bs>")
        screen = editor.rows.joined(separator: "\n")
        #expect(screen.contains("✗ line 3, column"), "\(screen)")
        #expect(screen.contains("expected ',' or '}'"), "\(screen)")
        editor.press("<esc>")
        #expect(editor.state.mode == .browse)
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        editor.press("<C-s>")
        #expect(try copy.contents(of: "pl.json") == original("pl.json"))
    }

    /// In a narrow terminal a problem wraps under its mark instead of being cut.
    @Test func aLongProblemWrapsInANarrowTerminal() throws {
        var (editor, _) = try editor(key: "comments.count", language: "pl")
        editor.press("<esc><esc>")
        editor.send(.resize(width: 80, height: 24))
        editor.press(#"J<down><end><enter>"iex:2<lt>x": "zła","#)
        let problem = try #require(editor.state.rawEditor?.problems.first).description
        let rows = editor.rows
        let first = try #require(rows.firstIndex { $0.contains("✗ line 3, column 5:") }, "\(rows)")
        let mark = try #require(rows[first].firstIndex(of: "✗"))
        let column = rows[first].distance(from: rows[first].startIndex, to: mark)
        // The problem's text, read back from its rows: the first from the mark, the next ones indented.
        var text = String(rows[first].dropFirst(column)).trimmingCharacters(in: .whitespaces)
        var wrappedRows = 0
        for row in rows[(first + 1)...] {
            let continued = row.dropFirst(column)
            guard continued.hasPrefix("  "), !continued.trimmingCharacters(in: .whitespaces).isEmpty else { break }
            text += " " + continued.trimmingCharacters(in: .whitespaces)
            wrappedRows += 1
        }
        #expect(wrappedRows > 0, "the problem is longer than the pane is wide")
        #expect(text == "✗ " + problem)
    }

    @Test func theKeyStaysAndAMissingEntryIsAdded() throws {
        var (editor, _) = try editor(key: "settings.dark-mode", language: "ja")
        editor.press("J")
        #expect(editor.rows.contains { $0.contains(#" 1 │ "settings.dark-mode": """#) })
        editor.press(#"<home><right>X"#)
        #expect(editor.rows.contains { $0.contains("the key must stay \"settings.dark-mode\"") })
        editor.press(#"<home><right><del><end><bs>ダークモード""#)
        #expect(editor.rows.contains { $0.contains("✓ valid") })
        editor.press("<C-s>")
        #expect(editor.state.disk.unsavedFiles == ["ja.json"])
        let ja = editor.state.project.fileIndex(of: .tag(LanguageTag("ja")!))!
        #expect(editor.state.project.files[ja].document()?.node(at: ["settings.dark-mode"])?.string == "ダークモード")
        editor.press("u")
        #expect(editor.state.disk.unsavedFiles.isEmpty, "the edit is undone like any other")
    }

    @Test func aMultiLinePasteAndLineJoins() throws {
        var (editor, _) = try editor(key: "welcome.title", language: "de")
        editor.press("J<C-u>")
        editor.send(
            .paste("\"welcome.title\": {\n  \"@100\": \"Willkommen\",\n  \"@300\": \"Willkommen bei Lumi 📷\"\n}"))
        #expect(editor.state.rawEditor?.area.lines.count == 4)
        #expect(editor.rows.contains { $0.contains("✓ valid") })
        // Backspace at the start of a line joins it to the line above; Delete at the end joins the next.
        editor.press("<up><home><bs>")
        #expect(editor.state.rawEditor?.area.lines.count == 3)
        editor.press("<end><del>")
        #expect(editor.state.rawEditor?.area.lines.count == 2)
        #expect(editor.rows.contains { $0.contains("✓ valid") }, "JSON does not care about the line breaks")
        editor.press("<C-s>")
        let de = editor.state.project.fileIndex(of: .tag(LanguageTag("de")!))!
        #expect(
            editor.state.project.resolve("welcome.title", language: "de", width: 150).value == "Willkommen",
            "\(String(decoding: editor.state.project.files[de].bytes.prefix(200), as: UTF8.self))")
    }

    /// An editor on a project of `files` with `key` selected and the cursor on `language`'s header.
    private func editor(_ files: [String: String], key: String, language: String) -> HeadlessEditor {
        let project = Project(contents: files.mapValues { Array($0.utf8) })
        var editor = HeadlessEditor(project: project, width: 140, height: 50)
        editor.press("/\(key)<enter><tab>")
        for _ in 0..<50 {
            let rows = editor.state.languageRows
            if editor.state.project.files[rows[editor.state.languageCursor].fileIndex].language.description == language
            {
                break
            }
            editor.press("j")
        }
        return editor
    }

    @Test func jsonlizeEntriesAreMembers() throws {
        let shop = try Project.load(directory: GlossaBinary.packageRoot + "/Tests/EngineTests/Fixtures/JSONlize/shop")
        var jsonlize = HeadlessEditor(project: shop, width: 140, height: 50)
        jsonlize.press("/cart<enter><tab>J")
        #expect(jsonlize.state.mode == .editingJSON)
        #expect(jsonlize.rows.joined(separator: "\n").contains("cart · raw JSON"))
    }

    @Test func anI18nextPluralIsItsMembersAsTheyStand() {
        var editor = editor(
            [
                "en.json": #"{"title": "Title", "items_one": "{{count}} item", "items_other": "{{count}} items"}"#,
                "pl.json": """
                {
                  "title": "Tytuł",
                  "items_one": "{{count}} rzecz",
                  "items_other": "{{count}} rzeczy"
                }
                """,
            ], key: "items", language: "pl")
        editor.press("J")
        #expect(editor.state.mode == .editingJSON)
        #expect(editor.rows.joined(separator: "\n").contains("items · as in the file"))
        #expect(
            editor.state.rawEditor?.area.text
                == "\"items_one\": \"{{count}} rzecz\",\n\"items_other\": \"{{count}} rzeczy\"")
        #expect(editor.state.rawEditor?.problems == [])
        // A third form typed by hand; then a key that is not this entry's is refused.
        editor.press("<pgdn><end>,<enter>\"items_few\": \"{{count}} rzeczy\"")
        #expect(editor.state.rawEditor?.problems == [])
        editor.press(",<enter>\"other\": \"x\"")
        #expect(
            editor.state.rawEditor?.problems.map(\.message) == [
                "only the entry \"items\" is edited here, not \"other\""
            ])
        for _ in 0..<14 { editor.press("<bs>") }
        #expect(editor.state.rawEditor?.problems == [])
        editor.press("<C-s>")
        #expect(editor.state.mode == .browse)
        let polish = editor.state.project.files[editor.state.project.fileIndex(of: .tag(LanguageTag("pl")!))!]
        #expect(
            String(decoding: polish.bytes, as: UTF8.self) == """
                {
                  "title": "Tytuł",
                  "items_one": "{{count}} rzecz",
                  "items_other": "{{count}} rzeczy",
                  "items_few": "{{count}} rzeczy"
                }
                """)
        #expect(editor.state.project.resolve("items", language: "pl", number: "3").matched == "few")
        editor.press("u")
        #expect(editor.state.project.resolve("items", language: "pl", number: "3").matched == "other")
    }

    @Test func aCatalogLanguageIsItsLocalization() {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo"
                      }
                    },
                    "pl" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Cześć"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        var editor = editor(["Localizable.xcstrings": catalog], key: "Hello", language: "pl")
        editor.press("J")
        #expect(editor.state.mode == .editingJSON)
        #expect(editor.state.rawEditor?.area.text.hasPrefix("\"pl\" : {\n  \"stringUnit\" : {") == true)
        editor.press("<pgdn><end><up><up><end><bs><bs><bs><bs><bs><bs>Witaj\"")
        #expect(editor.state.rawEditor?.problems == [])
        editor.press("<C-s>")
        #expect(editor.state.project.resolve("Hello", language: "pl").value == "Witaj")
        #expect(editor.state.project.resolve("Hello", language: "de").value == "Hallo")
        #expect(
            String(decoding: editor.state.project.files[0].bytes, as: UTF8.self)
                == catalog.replacingOccurrences(of: "Cześć", with: "Witaj"))
    }

    @Test func anAndroidResourceIsItsElement() {
        var editor = editor(
            [
                "values/strings.xml":
                    "<resources>\n    <string name=\"a\">A</string>\n    <string name=\"b\">B</string>\n</resources>\n",
                "values-pl/strings.xml": "<resources>\n    <string name=\"a\">Ą</string>\n</resources>\n",
            ], key: "a", language: "pl")
        editor.press("J")
        #expect(editor.state.rawEditor?.area.text == "<string name=\"a\">Ą</string>")
        editor.press(
            "<home><right><right><right><right><right><right><right><right><right><right><right><right><right><right><del>c"
        )
        #expect(editor.state.rawEditor?.problems.map(\.message).first?.hasPrefix("the key must stay \"a\"") == true)
        editor.press("<bs>a<end><left><left><left><left><left><left><left><left><left><bs>Ę")
        #expect(editor.state.rawEditor?.problems == [])
        editor.press("<C-s>")
        #expect(editor.state.project.resolve("a", language: "pl").value == "Ę")
    }
}
