import EditorCore
import Engine
import Testing

@testable import EditorCore

/// Long values and line breaks in the languages pane: the selected value wraps and shows whole, the
/// others take one line cut with `…`, and `Alt-Enter` types a line break.
@Suite struct LongValueTests {
    static let long =
        "Zażółć gęślą jaźń, a potem jeszcze raz: zażółć gęślą jaźń — ten tekst jest zdecydowanie za długi na jedną linię"
    static let japanese = "東京都の写真を見る東京都の写真を見る東京都の写真を見る東京都の写真を見る"

    /// A project whose `pl` and `ja` values of `intro` are long.
    static func editor(width: Int = 80, height: Int = 30, keys: String = "") -> HeadlessEditor {
        let files = [
            "base.json": #"{"intro": "Short intro", "second": "x"}"#,
            "pl.json": #"{"intro": "\#(long)", "second": "y"}"#,
            "ja.json": #"{"intro": "\#(japanese)"}"#,
        ]
        var editor = HeadlessEditor(project: project(files), width: width, height: height)
        editor.press(keys)
        return editor
    }

    /// Rows `range` of the languages pane (right of the key list's separator).
    private func pane(_ editor: HeadlessEditor, _ range: ClosedRange<Int>) -> [String] {
        editor.rows[range].map {
            String($0.split(separator: "│", maxSplits: 1, omittingEmptySubsequences: false).last ?? "")
        }
    }

    @Test func theSelectedValueWrapsWholeAndTheOthersAreCut() {
        #expect(
            pane(Self.editor(keys: "<tab>jj"), 4...9) == [
                " ja · Japanese",
                " ▸ 東京都の写真を見る東京都の写真を見る東京都の写真を…",
                " pl · Polish",
                " ▸ Zażółć gęślą jaźń, a potem jeszcze raz: zażółć",
                "   gęślą jaźń — ten tekst jest zdecydowanie za długi",
                "   na jedną linię",
            ])
        // CJK wraps between graphemes, two columns each, never splitting one.
        #expect(
            pane(Self.editor(keys: "<tab>j"), 4...8) == [
                " ja · Japanese",
                " ▸ 東京都の写真を見る東京都の写真を見る東京都の写真を見",
                "   る東京都の写真を見る",
                " pl · Polish",
                " ▸ Zażółć gęślą jaźń, a potem jeszcze raz: zażółć gęśl…",
            ])
    }

    @Test func editingALongValueDrawsItWhereItWasWithNothingLeftOver() {
        let browsing = Self.editor(keys: "<tab>jj")
        let editing = Self.editor(keys: "<tab>jj<enter>")
        #expect(pane(editing, 7...10) == pane(browsing, 7...10))
        let screen = editing.render()
        #expect(screen.cursor?.x == 42 && screen.cursor?.y == 9, "after `linię`")
        // The field's style covers the text's columns to the pane's edge, and nothing else is there.
        #expect(screen[79, 9].style.underline && screen[79, 9].text == " ")
    }

    @Test func altEnterTypesALineBreakStoredAsANewline() throws {
        var editor = Self.editor(keys: "<tab>jj<enter><A-enter>Druga linia<A-enter>")
        #expect(
            pane(editor, 7...11) == [
                " ▸ Zażółć gęślą jaźń, a potem jeszcze raz: zażółć",
                "   gęślą jaźń — ten tekst jest zdecydowanie za długi",
                "   na jedną linię↵",
                "   Druga linia↵",
                "",
            ])
        #expect(editor.render().cursor?.x == 28 && editor.render().cursor?.y == 11, "on the empty line after ↵")
        editor.press("<enter>")
        let value = editor.state.project.entry("intro", in: .tag(LanguageTag("pl")!))?.value
        guard case .text(let text) = value else {
            Issue.record("not a text: \(String(describing: value))")
            return
        }
        #expect(text == Self.long + "\nDruga linia\n")
        let polish = editor.state.project.files.first { $0.fileName == "pl.json" }!
        #expect(String(decoding: polish.bytes, as: UTF8.self).contains(#"linię\nDruga linia\n""#))
        // One-line views (a row not selected, the preview) show the breaks as ↵.
        editor.press("gk<enter><A-enter>two<enter>j")
        #expect(pane(editor, 3...3) == [" ▸ Short intro↵two"])
        #expect(editor.rows.contains { $0.hasSuffix("│ base Short intro↵two                                 —") })
    }

    @Test func aLineBreakGoesOnlyInAValue() {
        let editor = Self.editor(keys: "/in<A-enter>")
        #expect(editor.state.field.text == "in")
        #expect(editor.state.message == "a line break goes only in a value's text")
    }

    @Test func wrappingIsByDisplayWidthAndNeverInsideAGrapheme() {
        func lines(_ text: String, _ width: Int) -> [String] {
            let wrapped = WrappedText(text, width: width)
            return wrapped.lines.indices.map(wrapped.text(ofLine:))
        }
        #expect(lines("ab cd ef", 5) == ["ab ", "cd ef"])
        #expect(lines("abcdefgh", 3) == ["abc", "def", "gh"])
        #expect(lines("中文字", 5) == ["中文", "字"])
        // 👍🏽 takes 4 columns (2 + 2, as the terminal draws it), é (e + U+0301) one.
        #expect(lines("👍🏽👍🏽e\u{301}", 5) == ["👍🏽", "👍🏽e\u{301}"])
        #expect(lines("مرحبا بك في", 6) == ["مرحبا ", "بك في"])
        #expect(lines("a\nb", 10) == ["a\n", "b"])
        #expect(lines("", 4) == [""])
        // A cursor after a full last line is shown on a line of its own.
        #expect(WrappedText("abc", width: 3).place(of: 3) == (1, 0))
        #expect(WrappedText("abc", width: 3).lineCount(cursor: 3) == 2)
        #expect(WrappedText("ab cd", width: 3).place(of: 3) == (1, 0))
    }
}
