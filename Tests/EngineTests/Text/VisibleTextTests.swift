import Testing

@testable import Engine

@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("plain text, zażółć, 日本語, مرحبا, 👍🏽", "plain text, zażółć, 日本語, مرحبا, 👍🏽"),
        ("a\u{1B}[2J\u{1B}]0;pwned\u{7}", "a␛[2J␛]0;pwned␇"),
        ("line\r\nforged", "line␍↵forged"),
        ("\t\u{0}\u{1F}\u{7F}", "⇥␀␟␡"),
        ("c1\u{85}\u{9B}", #"c1\u{85}\u{9B}"#),
        ("\u{202A}\u{202E}\u{2066}\u{2069}", #"\u{202A}\u{202E}\u{2066}\u{2069}"#),
        ("\u{2028}\u{2029}", #"\u{2028}\u{2029}"#),
        // Marks that belong to right-to-left text are not controls: kept.
        ("\u{200F}שלום\u{200E}", "\u{200F}שלום\u{200E}"),
        ("e\u{301}", "e\u{301}"),
    ])
    func picturesReplaceControls(text: String, shown: String) {
        #expect(VisibleText.of(text) == shown)
    }

    @Test func lineFeedsCanBeKept() {
        #expect(VisibleText.keepingLineFeeds("one\ntwo\r\n\u{1B}") == "one\ntwo␍\n␛")
        #expect(VisibleText.of("one\ntwo") == "one↵two")
    }

    @Test func everyReplacedScalarIsOneTheFunctionSaysItReplaces() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                (VisibleText.replacement(for: scalar) != nil) == VisibleText.needsReplacement(scalar),
                "U+\(String(value, radix: 16))")
            if let picture = VisibleText.replacement(for: scalar) {
                #expect(!picture.unicodeScalars.contains(where: VisibleText.needsReplacement))
            }
        }
    }

    @Test func theCaretStaysUnderItsCharacter() {
        // The caret points at `x`, after a tab, an ESC, a C1 control and an override.
        let snippet = CaretSnippet(line: "\t\u{1B}\u{85}\u{202E}x", column: 5)
        #expect(snippet.text == "⇥␛\\u{85}\\u{202E}x\n" + String(repeating: " ", count: 16) + "^")
        let cut = CaretSnippet(line: String(repeating: "\u{7}", count: 50) + "x", column: 51, width: 12)
        #expect(cut.text == "…" + String(repeating: "␇", count: 4) + "x\n" + String(repeating: " ", count: 5) + "^")
    }

    /// A printable ASCII line is shown as it is, the caret one column per character before it (past the end,
    /// after the last); a longer one is cut as any line is.
    @Test func aPrintableLineIsShownAsItIs() {
        let line = #"    "greeting": "Hello, %@!","#
        for column in [1, 5, 17, line.count, line.count + 1, line.count + 9] {
            let snippet = CaretSnippet(line: line, column: column)
            #expect(snippet.text == line + "\n" + String(repeating: " ", count: min(column - 1, line.count)) + "^")
        }
        let long = String(repeating: "ab", count: 100)
        #expect(CaretSnippet(line: long, column: 150).line.hasPrefix("…"))
    }

    /// Wide characters take two columns on a terminal, a combining mark none: the caret counts columns, not
    /// characters (the column of a finding counts scalars).
    @Test func theCaretStaysUnderItsCharacterAfterWideAndCombiningOnes() {
        let japanese = CaretSnippet(line: #""k": "こんにちは %d","#, column: 13)
        #expect(japanese.text == #""k": "こんにちは %d","# + "\n" + String(repeating: " ", count: 17) + "^")
        let marks = CaretSnippet(line: "e\u{301}e\u{301}%d", column: 5)
        #expect(marks.text == "e\u{301}e\u{301}%d\n  ^")
        let emoji = CaretSnippet(line: "👍🏽 %d", column: 4)
        #expect(emoji.text == "👍🏽 %d\n     ^")
    }
}
