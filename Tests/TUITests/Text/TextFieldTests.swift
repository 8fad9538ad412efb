import Testing

@testable import EditorCore

/// One editing operation of the line editor, as the key that triggers it.
enum FieldEdit: Sendable, CustomTestStringConvertible {
    case insert(String)
    case left, right, wordLeft, wordRight, home, end
    case backspace, delete, killToEnd, killToStart, deleteWord

    func apply(to field: inout TextField) {
        switch self {
        case .insert(let string): field.insert(string)
        case .left: field.moveLeft()
        case .right: field.moveRight()
        case .wordLeft: field.moveWordLeft()
        case .wordRight: field.moveWordRight()
        case .home: field.moveToStart()
        case .end: field.moveToEnd()
        case .backspace: field.deleteBackward()
        case .delete: field.deleteForward()
        case .killToEnd: field.killToEnd()
        case .killToStart: field.killToStart()
        case .deleteWord: field.deleteWordBackward()
        }
    }

    var testDescription: String {
        switch self {
        case .insert(let string): "insert \(string.debugDescription)"
        default: "\(self)"
        }
    }
}

@Suite struct TextFieldTests {
    /// (text with `|` at the cursor, edit, expected text with `|` at the cursor).
    static let edits: [(String, FieldEdit, String)] = [
        // Polish
        ("Zaż|ółć", .left, "Za|żółć"),
        ("Zaż|ółć", .right, "Zażó|łć"),
        ("Zażółć |gęślą jaźń", .wordRight, "Zażółć gęślą| jaźń"),
        ("Zażółć gę|ślą jaźń", .wordLeft, "Zażółć |gęślą jaźń"),
        ("Zażółć gęś|lą jaźń", .home, "|Zażółć gęślą jaźń"),
        ("Zażółć gęś|lą jaźń", .end, "Zażółć gęślą jaźń|"),
        ("Zażó|łć", .backspace, "Zaż|łć"),
        ("Zaż|ółć", .delete, "Zaż|łć"),
        ("Zażółć |gęślą jaźń", .killToEnd, "Zażółć |"),
        ("Zażółć |gęślą jaźń", .killToStart, "|gęślą jaźń"),
        ("Zażółć gęślą |jaźń", .deleteWord, "Zażółć |jaźń"),
        ("Zaż|", .insert("ółć"), "Zażółć|"),
        // Russian
        ("Привет, |мир", .wordLeft, "|Привет, мир"),
        ("|Привет, мир", .wordRight, "Привет|, мир"),
        ("Привет, мир|", .deleteWord, "Привет, |"),
        ("При|вет", .backspace, "Пр|вет"),
        // Arabic, with and without harakat (combining marks)
        ("مرحبا |بالعالم", .backspace, "مرحبا|بالعالم"),
        ("مرحبا بالعالم|", .wordLeft, "مرحبا |بالعالم"),
        ("|مرحبا بالعالم", .wordRight, "مرحبا| بالعالم"),
        ("مَرْ|حَبًا", .backspace, "مَ|حَبًا"),
        ("مَ|رْحَبًا", .right, "مَرْ|حَبًا"),
        // CJK and Hangul
        ("日本|語", .backspace, "日|語"),
        ("|日本語のテキスト", .wordRight, "日本語のテキスト|"),
        ("|日本語、テキスト", .wordRight, "日本語|、テキスト"),
        ("한국|어", .delete, "한국|"),
        // Emoji: skin tones, flags, ZWJ families are single graphemes
        ("👍🏽|", .backspace, "|"),
        ("a|👍🏽b", .right, "a👍🏽|b"),
        ("🇵🇱🇩🇪|", .backspace, "🇵🇱|"),
        ("|🇵🇱🇩🇪", .delete, "|🇩🇪"),
        ("👨‍👩‍👧|", .left, "|👨‍👩‍👧"),
        ("x👨‍👩‍👧|", .backspace, "x|"),
        // Combining sequences
        ("e\u{0301}|", .backspace, "|"),
        ("|a\u{0308}\u{0301}b", .right, "a\u{0308}\u{0301}|b"),
        // Word moves across punctuation, digits and mixed scripts
        ("foo.bar|", .wordLeft, "foo.|bar"),
        ("|foo.bar", .wordRight, "foo|.bar"),
        ("Zażółć中文 Привет|", .wordLeft, "Zażółć中文 |Привет"),
        ("|Zażółć中文 Привет", .wordRight, "Zażółć中文| Привет"),
        ("«Cześć», |", .wordLeft, "«|Cześć», "),
        ("%@ pliki|", .wordLeft, "%@ |pliki"),
        ("plik123 x|", .deleteWord, "plik123 |"),
        ("plik123 |x", .deleteWord, "|x"),
        ("ab 👍🏽 |cd", .deleteWord, "|cd"),
        ("%@|", .deleteWord, "|"),
        // Edges are no-ops
        ("|Zażółć", .left, "|Zażółć"),
        ("Zażółć|", .right, "Zażółć|"),
        ("|Zażółć", .backspace, "|Zażółć"),
        ("Zażółć|", .delete, "Zażółć|"),
        ("Zażółć|", .killToEnd, "Zażółć|"),
        ("|Zażółć", .killToStart, "|Zażółć"),
        ("|Zażółć", .deleteWord, "|Zażółć"),
        ("|Zażółć", .wordLeft, "|Zażółć"),
        ("Zażółć|", .wordRight, "Zażółć|"),
        ("Zaż|ółć", .insert(""), "Zaż|ółć"),
        ("|", .backspace, "|"),
    ]

    @Test(arguments: edits)
    func edit(before: String, edit: FieldEdit, after: String) {
        var field = TextField(marked: before)
        edit.apply(to: &field)
        #expect(field.marked == after)
    }

    @Test func combiningMarkTypedAfterALetterMergesWithIt() {
        var field = TextField(marked: "e|x")
        field.insert("\u{0301}")
        #expect(field.text == "e\u{0301}x")
        #expect(field.text.count == 2)
        #expect(field.cursor == 1)
        field.insert("\u{0323}")
        #expect(field.cursor == 1)
        #expect(Array(field.text) == ["e\u{0301}\u{0323}", "x"])
    }

    @Test func insertedScalarsThatJoinTheNextGraphemeLeaveTheCursorAfterIt() {
        var flag = TextField(marked: "|\u{1F1F1}")  // a lone regional indicator L
        flag.insert("\u{1F1F5}")  // P before it makes 🇵🇱
        #expect(flag.marked == "🇵🇱|")

        var family = TextField(marked: "👨|")
        family.insert("\u{200D}👩")
        #expect(family.text.count == 1)
        #expect(family.marked == "👨‍👩|")
    }

    @Test func deletionThatBringsRegionalIndicatorsTogetherLeavesTheCursorAfterTheFlag() {
        var field = TextField(marked: "\u{1F1F5}x|\u{1F1F1}")
        field.deleteBackward()
        #expect(field.text == "🇵🇱")
        #expect(field.marked == "🇵🇱|")
    }

    @Test func pasteKeepsNewlinesAndTabs() {
        var field = TextField(marked: "Title|!")
        field.insert("\nLine 1\tx\r\nLine 2")
        #expect(field.text == "Title\nLine 1\tx\r\nLine 2!")
        #expect(field.marked == "Title\nLine 1\tx\r\nLine 2|!")
        field.moveWordLeft()
        #expect(field.marked == "Title\nLine 1\tx\r\nLine |2!")
        field.killToStart()
        #expect(field.marked == "|2!")
    }

    @Test func newFieldHasTheCursorAtTheEnd() {
        let field = TextField(text: "Zażółć 👍🏽")
        #expect(field.cursor == 8)
        #expect(field.scroll == 0)
        #expect(TextField().marked == "|")
    }
}
