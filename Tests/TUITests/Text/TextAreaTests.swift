import Testing

@testable import EditorCore

/// `TextArea`: lines of `TextField`s, with what crosses lines (breaks, joins, vertical moves by column).
@Suite struct TextAreaTests {
    @Test func startsAtTheEndOfTheFirstLine() {
        let area = TextArea(text: "ab\ncd")
        #expect(area.lines.map(\.text) == ["ab", "cd"])
        #expect(area.row == 0)
        #expect(area.lines[0].cursor == 2)
        #expect(TextArea().lines.map(\.text) == [""])
    }

    @Test func insertedLineBreaksBreakTheLine() {
        var area = TextArea(text: "{}")
        _ = area.perform(.fieldHome)
        _ = area.perform(.fieldRight)
        area.insert("\n  \"a\": 1\r\n")
        #expect(area.text == "{\n  \"a\": 1\n}")
        #expect(area.row == 2)
        #expect(area.lines[2].cursor == 0)
    }

    @Test func breakingALineKeepsItsIndentation() {
        var area = TextArea(text: "    \"one\": \"a\",")
        area.breakLine()
        area.insert("\"few\": \"b\",")
        #expect(area.text == "    \"one\": \"a\",\n    \"few\": \"b\",")
        #expect(area.lines[1].cursor == 15)
    }

    @Test func backspaceAndDeleteJoinLines() {
        var area = TextArea(text: "ab\ncd\nef")
        area.moveVertically(by: 1)
        _ = area.perform(.fieldHome)
        area.deleteBackward()
        #expect(area.text == "abcd\nef")
        #expect((area.row, area.lines[0].cursor) == (0, 2))
        _ = area.perform(.fieldEnd)
        area.deleteForward()
        #expect(area.text == "abcdef")
        // A combining mark at the start of the joined line merges with the grapheme before it.
        var marks = TextArea(text: "e\n\u{301}x")
        marks.moveVertically(by: 1)
        _ = marks.perform(.fieldHome)
        marks.deleteBackward()
        #expect(marks.text == "e\u{301}x")
        #expect(marks.lines[0].cursor <= marks.lines[0].text.count)
    }

    @Test func leftAndRightCrossLineEnds() {
        var area = TextArea(text: "ab\ncd")
        area.moveRight()
        #expect((area.row, area.lines[1].cursor) == (1, 0))
        area.moveLeft()
        #expect((area.row, area.lines[0].cursor) == (0, 2))
    }

    /// Up and down keep the display column: a CJK character is two columns, an emoji with a skin tone four.
    @Test func verticalMovesKeepTheDisplayColumn() {
        var area = TextArea(text: "abcdef\n中文字\n👍🏽x\nab")
        _ = area.perform(.fieldHome)
        for _ in 0..<4 { _ = area.perform(.fieldRight) }
        area.moveVertically(by: 1)
        #expect(area.lines[1].cursor == 2, "column 4 is after 中文")
        area.moveVertically(by: 1)
        #expect(area.lines[2].cursor == 1, "column 4 is after 👍🏽")
        area.moveVertically(by: 1)
        #expect(area.lines[3].cursor == 2, "a shorter line: its end")
        area.moveVertically(by: -10)
        #expect(area.row == 0)
    }

    @Test func scrollKeepsTheCursorLineInView() {
        var area = TextArea(text: (1...20).map(String.init).joined(separator: "\n"))
        area.moveVertically(by: 12)
        area.scrollToCursor(height: 5, width: 10)
        #expect(area.top == 8)
        area.moveVertically(by: -10)
        area.scrollToCursor(height: 5, width: 10)
        #expect(area.top == 2)
    }
}
