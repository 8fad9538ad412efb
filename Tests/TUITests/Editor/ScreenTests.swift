import Engine
import Testing

@testable import EditorCore

@Suite struct ScreenTests {
    @Test func wideGraphemesTakeTheirColumns() {
        var screen = Screen(width: 20, height: 4)
        screen.write("中文|", x: 0, y: 0)
        screen.write("👍🏽|", x: 0, y: 1)
        screen.write("Zażółć|", x: 0, y: 2)
        screen.write("e\u{301}🇵🇱|", x: 0, y: 3)
        #expect(screen.rows == ["中文|", "👍🏽|", "Zażółć|", "e\u{301}🇵🇱|"])
        #expect(screen[4, 0].text == "|")
        #expect(screen[4, 1].text == "|")
        #expect(screen[6, 2].text == "|")
        #expect(screen[3, 3].text == "|")
        #expect(screen[1, 0].text.isEmpty, "the spill cell of 中")
    }

    @Test func clipsWithoutSplittingAGraphemeAndShowsTheCut() {
        var screen = Screen(width: 10, height: 1)
        let written = screen.write("ab中文字", x: 0, y: 0, limit: 5)
        #expect(screen.row(0) == "ab中…")
        #expect(written == 5)
        // A wide grapheme that would need the cut's column is left out whole.
        var narrow = Screen(width: 10, height: 1)
        #expect(narrow.write("a中文字", x: 0, y: 0, limit: 5) == 4)
        #expect(narrow.row(0) == "a中…")
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var screen = Screen(width: 6, height: 1)
        screen.write("中文", x: 0, y: 0)
        screen.write("x", x: 1, y: 0)
        #expect(screen.row(0) == " x文")
        screen.write("y", x: 2, y: 0)
        #expect(screen.row(0) == " xy")
    }

    @Test func controlCharactersAndLoneMarksAreVisible() {
        var screen = Screen(width: 12, height: 1)
        screen.write("a\nb\tc\u{301}", x: 0, y: 0)
        #expect(screen.row(0) == "a↵b⇥c\u{301}")
        var lone = Screen(width: 6, height: 1)
        lone.write("\u{301}x", x: 0, y: 0)
        #expect(lone.row(0) == "◌\u{301}x")
        #expect(lone[1, 0].text == "x")
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(Screen.truncated("Zażółć gęślą jaźń", to: 8) == "Zażółć …")
        #expect(Screen.truncated("中文中文", to: 5) == "中文…")
        #expect(Screen.truncated("short", to: 8) == "short")
    }

    /// Lines break at spaces by display width, inside a word only when it is longer than a line, and
    /// never inside a grapheme.
    @Test func wrapsByDisplayWidth() {
        #expect(Screen.wrapped("Zażółć gęślą jaźń", to: 12) == ["Zażółć gęślą", "jaźń"])
        #expect(Screen.wrapped("中文中文 中文", to: 5) == ["中文", "中文", "中文"])
        #expect(Screen.wrapped("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(Screen.wrapped("👍🏽👍🏽 ok", to: 4) == ["👍🏽", "👍🏽", "ok"])
        #expect(Screen.wrapped("e\u{301}e\u{301}e\u{301}", to: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(Screen.wrapped("short", to: 8) == ["short"])
        #expect(Screen.wrapped("", to: 8) == [""])
        for line in Screen.wrapped("the selector 'iex:2<x' is malformed: expected < or <=, found the end", to: 10) {
            #expect(Screen.columns(of: line) <= 10, "\(line)")
        }
    }
}
