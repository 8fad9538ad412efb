import Engine
import Testing

@testable import EditorCore

@Suite struct TextFieldLayoutTests {
    /// (text with `|` at the cursor, field width, expected visible text, expected cursor column), with
    /// the scroll settled from 0.
    static let layouts: [(String, Int, String, Int)] = [
        ("Zażółć|", 10, "Zażółć", 6),
        ("Zażółć gęślą jaźń|", 10, "ęślą jaźń", 9),
        ("|Zażółć gęślą jaźń", 10, "Zażółć gęś", 0),
        ("Zażółć gęśl|ą jaźń", 10, "żółć gęślą", 9),
        ("Привет, мир|", 8, "ет, мир", 7),
        ("مرحبا بالعالم|", 6, "لعالم", 5),
        ("日本語のテキスト|", 7, "キスト", 6),
        ("|日本語のテキスト", 7, "日本語", 0),  // the fourth would need columns 7 and 8
        ("日本語の|テキスト", 7, "語のテ", 4),  // the grapheme under the cursor needs two columns
        ("한국어|", 4, "어", 2),
        ("👍🏽👍🏽👍🏽|", 6, "👍🏽", 4),
        ("|👍🏽👍🏽👍🏽", 6, "👍🏽", 0),
        ("|👍🏽👍🏽👍🏽", 8, "👍🏽👍🏽", 0),
        ("|🇵🇱🇩🇪🇫🇷", 4, "🇵🇱🇩🇪", 0),
        ("🇵🇱🇩🇪🇫🇷|", 4, "🇫🇷", 2),
        ("x👨‍👩‍👧|", 7, "👨‍👩‍👧", 6),
        ("cafe\u{0301} au lait|", 8, "au lait", 7),
        ("a\nb|", 10, "a\nb", 3),  // a control counts one column: the screen draws it as one symbol
        ("|中", 1, "", 0),  // a wide grapheme never fits in one column
        ("中|", 1, "", 0),
    ]

    @Test(arguments: layouts)
    func layout(marked: String, width: Int, text: String, cursorColumn: Int) {
        var field = TextField(marked: marked)
        field.scrollToCursor(width: width)
        #expect(field.visible(width: width) == TextField.Visible(text: text, cursorColumn: cursorColumn))
    }

    @Test func zeroWidthShowsNothing() {
        #expect(TextField(text: "Zażółć").visible(width: 0) == TextField.Visible(text: "", cursorColumn: 0))
    }

    @Test func cursorIsShownEvenBeforeTheScrollIsSettled() {
        let field = TextField(text: "Zażółć gęślą jaźń")
        #expect(field.scroll == 0)
        #expect(field.visible(width: 10) == TextField.Visible(text: "ęślą jaźń", cursorColumn: 9))
    }

    @Test func typingAtTheEndScrollsOneGraphemeAtATime() {
        var field = TextField()
        for character in "Zażółć gęślą jaźń" {
            field.insert(String(character))
            field.scrollToCursor(width: 8)
        }
        #expect(field.visible(width: 8) == TextField.Visible(text: "lą jaźń", cursorColumn: 7))
        #expect(field.scroll == 10)
    }

    @Test func movingLeftKeepsTheTextStillUntilTheCursorReachesTheLeftEdge() {
        var field = TextField(text: "Zażółć gęślą jaźń")
        field.scrollToCursor(width: 8)
        var columns: [Int] = []
        var shown: Set<String> = []
        for _ in 0..<7 {
            field.moveLeft()
            field.scrollToCursor(width: 8)
            columns.append(field.visible(width: 8).cursorColumn)
            shown.insert(field.visible(width: 8).text)
        }
        #expect(columns == [6, 5, 4, 3, 2, 1, 0])
        #expect(shown == ["lą jaźń"])

        field.moveLeft()
        field.scrollToCursor(width: 8)
        #expect(field.visible(width: 8) == TextField.Visible(text: "ślą jaźń", cursorColumn: 0))
    }

    @Test func deletingAtTheEndBringsBackHiddenText() {
        var field = TextField(text: "日本語のテキスト")
        field.scrollToCursor(width: 7)
        #expect(field.visible(width: 7).text == "キスト")
        field.deleteBackward()
        field.scrollToCursor(width: 7)
        #expect(field.visible(width: 7) == TextField.Visible(text: "テキス", cursorColumn: 6))
    }

    @Test func killToEndInAScrolledFieldShowsTheTextBeforeTheCursor() {
        var field = TextField(text: "Zażółć gęślą jaźń")
        field.scrollToCursor(width: 8)
        field.moveWordLeft()
        field.moveWordLeft()
        field.scrollToCursor(width: 8)
        #expect(field.visible(width: 8) == TextField.Visible(text: "gęślą ja", cursorColumn: 0))
        field.killToEnd()
        field.scrollToCursor(width: 8)
        #expect(field.visible(width: 8) == TextField.Visible(text: "Zażółć ", cursorColumn: 7))
    }

    /// Every cursor position, in every width, moving right from the start and then back: the cursor's
    /// column is inside the field, the shown text fits, the column is the width of the shown text before
    /// the cursor, and the grapheme under the cursor is shown unless it is wider than the field.
    @Test(arguments: [
        "Zażółć gęślą jaźń", "Привет, мир", "مَرْحَبًا بالعالم", "日本語のテキスト", "한국어 텍스트",
        "👍🏽 ok 🇵🇱🇩🇪 👨‍👩‍👧 e\u{0301}", "a\tb\nc",
    ])
    func cursorIsAlwaysInsideTheFieldAndTheTextFits(text: String) {
        for width in 1...12 {
            var field = TextField(text: text)
            field.moveToStart()
            let positions = Array(0...text.count) + Array((0..<text.count).reversed())
            for (step, position) in positions.enumerated() {
                if step > 0, position > field.cursor {
                    field.moveRight()
                } else if step > 0 {
                    field.moveLeft()
                }
                field.scrollToCursor(width: width)
                let visible = field.visible(width: width)
                let before = text.dropFirst(field.scroll).prefix(field.cursor - field.scroll)
                let shownUpToCursor = visible.text.count > field.cursor - field.scroll
                let tooWide = field.cursor < text.count && DisplayWidth.of(Array(text)[field.cursor]) > width
                #expect(field.cursor == position)
                #expect(visible.cursorColumn < width, "width \(width), cursor \(position)")
                #expect(DisplayWidth.of(visible.text) <= width, "width \(width), cursor \(position)")
                #expect(visible.text.hasPrefix(before), "width \(width), cursor \(position)")
                #expect(visible.cursorColumn == DisplayWidth.of(before))
                #expect(shownUpToCursor || field.cursor == text.count || tooWide, "width \(width), cursor \(position)")
            }
        }
    }
}
