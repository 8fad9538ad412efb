import EditorCore
import Engine
import Testing

@testable import EditorCore

/// The comment a file keeps for translators (a `.strings` comment above its pair, a catalog's `comment`) is
/// shown in the preview of the selected key, on one line, and never as a control sequence.
@Suite struct CommentPreviewTests {
    private func editor(_ files: [String: String], key: String) -> HeadlessEditor {
        var editor = HeadlessEditor(
            project: Project(contents: files.mapValues { Array($0.utf8) }), width: 100, height: 30)
        editor.press("/\(key)<enter>")
        return editor
    }

    @Test func aStringsCommentIsShownInThePreview() {
        let editor = editor(
            [
                "Base.lproj/Localizable.strings": """
                /* The button that sends the form:
                   keep it short. */
                "send" = "Send";
                "cancel" = "Cancel";
                """,
                "pl.lproj/Localizable.strings": "\"send\" = \"Wyślij\";\n\"cancel\" = \"Anuluj\";\n",
            ], key: "send")
        #expect(editor.rows.contains { $0.contains("│ Comment: The button that sends the form: keep it short.") })
        var other = editor
        other.press("<esc>/cancel<enter>")
        #expect(!other.rows.contains { $0.contains("Comment:") })
    }

    @Test func aCatalogCommentWithControlCharactersIsShownInert() {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "comment" : "Greeting \\u001b[31mred",
                  "localizations" : {
                    "pl" : { "stringUnit" : { "state" : "translated", "value" : "Cześć" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let editor = editor(["Localizable.xcstrings": catalog], key: "Hello")
        let line = editor.rows.first { $0.contains("Comment: Greeting") }
        #expect(line != nil)
        #expect(line?.contains("\u{1B}") == false)
    }
}
