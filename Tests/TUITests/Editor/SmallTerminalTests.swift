import EditorCore
import Engine
import Testing

@testable import EditorCore

/// The layout at 80×24, 120×35 and 200×60: every pane reachable, and the preview with the plural table of
/// a six-category key (Arabic `photos.count`) whole.
@Suite struct SmallTerminalTests {
    /// The right side of a row (after the key list's separator).
    private func right(_ row: String) -> String {
        String(row.split(separator: "│", maxSplits: 1, omittingEmptySubsequences: false).last ?? "")
    }

    private let arabicTable = [
        " ar    zero  0; 0.0, 0.00           → لا توجد صور بعد",
        "       one   1; 1.0, 1.00           → صورة واحدة",
        "       two   2; 2.0                 → صورتان",
        "       few   3~10, 103, …; 3.0, 4.… → 3 صور",
        "       many  11~25, 111, …; 11.0, … → 11 صورة",
        "       other 100, 1000, 10000, 100… → 100 صورة",
    ]

    @Test func at120x35ThePreviewShowsTheSelectedLanguagesWholePluralTable() {
        var editor = HeadlessEditor.sample(width: 120, height: 35, keys: "/photos.c<enter><tab>")
        editor.press("jjjjj")
        #expect(editor.state.selectedString?.row.fileIndex == 1, "an Arabic row")
        let rows = editor.rows
        #expect(rows[9].contains("│ Preview "))
        #expect(rows[20...26].map(right) == [" Plural forms · CLDR examples → this key"] + arabicTable)
        #expect(rows[28].contains("│ Findings "))
        #expect(editor.state.layout?.isTabbed == false)
    }

    @Test func at80x24ThePanesTakeTurnsUnderTabs() {
        var editor = HeadlessEditor.sample(width: 80, height: 24, keys: "/photos.c<enter>")
        #expect(editor.state.layout?.isTabbed == true)
        let tabs = "│ Languages   Preview   Findings           Tab switches"
        #expect(editor.rows[1] == " Keys 1/32  /photos.c   " + tabs)
        #expect(right(editor.rows[2]).hasPrefix(" Languages "), "the key list focused: the languages shown")
        editor.press("<tab>jjjj")
        #expect(right(editor.rows[2]).hasPrefix(" Languages "))
        editor.press("<tab>")
        #expect(editor.rows[23].hasPrefix(" PREVIEW "))
        #expect(right(editor.rows[2]).hasPrefix(" Preview "))
        // The fields, a result per language, and the selected language's table of six categories.
        #expect(right(editor.rows[3]) == " Number —             Width —")
        #expect(right(editor.rows[11]).hasPrefix(" ru    %d фотографии"))
        #expect(editor.rows[14...19].map(right) == arabicTable)
        editor.press("<tab>")
        #expect(right(editor.rows[2]).hasPrefix(" Findings "))
        #expect(right(editor.rows[3]).hasPrefix(" i base.json:7:9 login.forgot-password"))
        editor.press("<S-tab><S-tab><S-tab>")
        #expect(editor.state.focus == .keys)
        #expect(right(editor.rows[2]).hasPrefix(" Languages "), "the pane focused last")
        // `#` from the key list shows the preview, where the number is typed.
        editor.press("#21")
        #expect(right(editor.rows[2]).hasPrefix(" Preview "))
        #expect(editor.render().cursor?.y == 3)
        editor.press("<enter>")
        // A click on a tab shows and focuses its pane.
        editor.send(.click(x: 48, y: 1))
        #expect(editor.state.focus == .findings)
        editor.send(.click(x: 3, y: 4))
        #expect(editor.state.focus == .keys)
    }

    @Test func at200x60TheLanguagesAndThePreviewAreSideBySide() {
        let editor = HeadlessEditor.sample(width: 200, height: 60, keys: "/photos.c<enter>")
        let layout = editor.state.layout
        #expect(layout?.isTabbed == false)
        #expect(layout?.preview.y == layout?.languages.y)
        #expect(layout.map { $0.preview.x > $0.languages.maxX } == true)
        #expect(editor.rows[1].contains("│ Languages ") && editor.rows[1].contains("│ Preview "))
    }

    @Test func aResizeLaysTheScreenOutAgain() {
        var editor = HeadlessEditor.sample(width: 120, height: 35)
        #expect(editor.state.layout?.isTabbed == false)
        editor.send(.resize(width: 80, height: 24))
        #expect(editor.state.layout?.isTabbed == true)
        editor.send(.resize(width: 79, height: 24))
        #expect(editor.state.layout == nil)
        #expect(editor.rows.contains { $0.contains("Terminal too small: 79×24.") })
    }
}
