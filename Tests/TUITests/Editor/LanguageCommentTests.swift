import EditorCore
import Engine
import Testing

@testable import EditorCore

/// A language's own comment for the selected key (a PO translator comment, a `.strings` comment in that
/// language's file, an Android comment before the element) is shown dimmed under its language's block when it
/// differs from the source's, on one line cut with `…`, and never as a control sequence; the cursor steps over
/// it.
@Suite struct LanguageCommentTests {
    private func editor(_ files: [String: String], key: String, width: Int = 80) -> HeadlessEditor {
        var editor = HeadlessEditor(project: project(files), width: width, height: 40)
        editor.press("/\(key)<enter>")
        return editor
    }

    /// The languages pane's rows, from its title to the preview's, without the key list beside it.
    private func languageRows(_ editor: HeadlessEditor) -> [String] {
        let rows = editor.rows.map { row -> String in
            guard let bar = row.firstIndex(of: "│") else { return row }
            return String(row[row.index(after: bar)...]).replacingOccurrences(
                of: "\\s+$", with: "", options: .regularExpression)
        }
        guard let start = rows.firstIndex(where: { $0.hasPrefix(" Languages") }),
            let end = rows.firstIndex(where: { $0.hasPrefix(" Preview") })
        else { return [] }
        return Array(rows[start + 1..<end]).filter { !$0.isEmpty }
    }

    static let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"

    @Test func aPOTranslatorCommentUnderItsLanguage() {
        let extracted = "#. The button that saves the document.\n"
        var editor = editor(
            [
                "app.pot": Self.header + "\n" + extracted + "msgid \"Save\"\nmsgstr \"\"\n",
                "pl.po": Self.header + "\n# Bezokolicznik, jak w innych przyciskach.\n" + extracted
                    + "msgid \"Save\"\nmsgstr \"Zapisz\"\n",
                "ru.po": Self.header + "\n" + extracted + "msgid \"Save\"\nmsgstr \"Сохранить\"\n",
            ], key: "Save")
        #expect(
            languageRows(editor) == [
                " base · English",
                " ▸ Save",
                " pl · Polish",
                " ▸ Zapisz",
                "   Comment: Bezokolicznik, jak w innych przyciskach.",
                " ru · Russian",
                " ▸ Сохранить",
            ])
        let screen = editor.render()
        let y = screen.rows.firstIndex { $0.contains("Comment: Bezokolicznik") }!
        let x = screen.rows[y].prefix { $0 != "C" }.count
        #expect(screen[x, y].text == "C")
        #expect(screen[x, y].style == .faint)
        // The cursor steps from Polish's value over its comment to Russian's.
        editor.press("<tab>j")
        #expect(editor.state.languageRows[editor.state.languageCursor].text == "Zapisz")
        editor.press("j")
        #expect(editor.state.languageRows[editor.state.languageCursor].text == "Сохранить")
        editor.press("k")
        #expect(editor.state.languageRows[editor.state.languageCursor].text == "Zapisz")
    }

    @Test func aStringsCommentCutAndInert() {
        let editor = editor(
            [
                "Base.lproj/Localizable.strings": "/* Sends the form. */\n\"send\" = \"Send\";\n",
                "pl.lproj/Localizable.strings":
                    "/* Czasownik w trybie rozkazującym, krótki: przycisk ma mało miejsca na ekranie telefonu. */\n\"send\" = \"Wyślij\";\n",
                "ru.lproj/Localizable.strings": "/* Sends the form. */\n\"send\" = \"Отправить\";\n",
                "uk.lproj/Localizable.strings": "/* \u{1B}[31mred\nsecond line */\n\"send\" = \"Надіслати\";\n",
            ], key: "send", width: 100)
        #expect(
            languageRows(editor) == [
                " base · English",
                " ▸ Send",
                " pl · Polish",
                " ▸ Wyślij",
                "   Comment: Czasownik w trybie rozkazującym, krótki: przycisk ma mało mie…",
                " ru · Russian",
                " ▸ Отправить",
                " uk · Ukrainian",
                " ▸ Надіслати",
                "   Comment: ␛[31mred second line",
            ])
    }

    @Test func anAndroidCommentBeforeTheElement() {
        let editor = editor(
            [
                "values/strings.xml":
                    "<resources>\n    <!-- Greets the user. -->\n    <string name=\"hello\">Hello</string>\n</resources>\n",
                "values-pl/strings.xml":
                    "<resources>\n    <!-- Nieformalnie, jak do znajomego. -->\n    <string name=\"hello\">Cześć</string>\n</resources>\n",
                "values-ru/strings.xml": "<resources>\n    <string name=\"hello\">Привет</string>\n</resources>\n",
            ], key: "hello")
        #expect(
            languageRows(editor) == [
                " base · English",
                " ▸ Hello",
                " pl · Polish",
                " ▸ Cześć",
                "   Comment: Nieformalnie, jak do znajomego.",
                " ru · Russian",
                " ▸ Привет",
            ])
    }
}
