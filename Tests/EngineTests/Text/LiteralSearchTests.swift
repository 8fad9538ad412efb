import Testing

@testable import Engine

/// Literal search and replace by grapheme (search and replace across a project's values): every occurrence, left
/// to right, never inside a character; case-sensitive or not.
@Suite struct LiteralSearchTests {
    @Test(arguments: [
        ("Zapisz plik", "Zapisz", "Zachowaj", "Zachowaj plik", 1),
        ("保存して保存", "保存", "存储", "存储して存储", 2),
        ("Сохранить, сохранить", "Сохранить", "Записать", "Записать, сохранить", 1),
        ("aaaa", "aa", "b", "bb", 2),
        ("👍🏽 ok 👍", "👍", "✅", "👍🏽 ok ✅", 1),
        ("🇵🇱🇩🇪", "🇩🇪", "🇫🇷", "🇵🇱🇫🇷", 1),
        ("cafe\u{301} cafe", "e", "é", "cafe\u{301} café", 1),
        ("cafe\u{301}", "café", "kawa", "kawa", 1),
    ])
    func replacesEveryWholeOccurrence(text: String, search: String, with: String, expected: String, count: Int) {
        let result = LiteralSearch(search).replacing(in: text, with: with)
        #expect(result?.text == expected)
        #expect(result?.count == count)
    }

    @Test func occurrencesAreGraphemeRanges() {
        #expect(LiteralSearch("👍").occurrences(in: "👍🏽 ok 👍") == [5..<6], "👍🏽 is one character, not 👍")
        #expect(LiteralSearch("ść").occurrences(in: "Cześć, cześć") == [3..<5, 10..<12])
        #expect(LiteralSearch("").occurrences(in: "anything").isEmpty)
        #expect(LiteralSearch("").replacing(in: "anything", with: "x") == nil)
        #expect(LiteralSearch("x").replacing(in: "nothing here", with: "y") == nil)
    }

    @Test func caseMattersUnlessSaidOtherwise() {
        #expect(LiteralSearch("żółw").replacing(in: "ŻÓŁW i żółw", with: "kot")?.text == "ŻÓŁW i kot")
        let anyCase = LiteralSearch("żółw", caseSensitive: false)
        #expect(anyCase.replacing(in: "ŻÓŁW i Żółw", with: "kot")?.text == "kot i kot")
        #expect(LiteralSearch("SAVE", caseSensitive: false).occurrences(in: "Save, save") == [0..<4, 6..<10])
    }

    /// Characters that equal an ASCII one by canonical equivalence (the Kelvin sign and `K`, the Greek question
    /// mark and `;`, U+1FEF and a grave accent), or in lower case (the Kelvin sign and `k`), are found, though the
    /// bytes differ: the look at the bytes that rules most strings out never rules them out.
    @Test func charactersEqualToAnASCIIOneAreFound() {
        #expect(LiteralSearch("OK").occurrences(in: "O\u{212A}") == [0..<2])
        #expect(LiteralSearch("ok", caseSensitive: false).occurrences(in: "O\u{212A}") == [0..<2])
        #expect(LiteralSearch("a;b").occurrences(in: "a\u{37E}b") == [0..<3])
        #expect(LiteralSearch("a`b").occurrences(in: "a\u{1FEF}b") == [0..<3])
        #expect(LiteralSearch("ab", caseSensitive: false).occurrences(in: "xAB") == [1..<3])
        #expect(!LiteralSearch("ugšup").mayOccur(in: "nothing of it"))
        #expect(!LiteralSearch("UG", caseSensitive: false).mayOccur(in: "nothing"))
    }

    /// Random strings and search texts of characters that are tricky for a look at bytes (ASCII ones with and
    /// without marks after them, the characters above, both cases, composed and decomposed letters, emoji): when
    /// the text occurs, comparing grapheme by grapheme, `mayOccur` says it may.
    @Test func theLookAtTheBytesNeverRulesOutAnOccurrence() {
        let alphabet: [String] = [
            "a", "A", "b", "B", "k", "K", "\u{212A}", ";", "\u{37E}", "`", "\u{1FEF}", "\u{301}", "é", "e\u{301}",
            "ł", "Ł", "👍", "🏽", " ", "\r", "\n",
        ]
        var generator = SystemRandomNumberGenerator()
        func random(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                .joined()
        }
        for _ in 0..<3_000 {
            let (text, string) = (random(1...4), random(0...12))
            for caseSensitive in [true, false] {
                let search = LiteralSearch(text, caseSensitive: caseSensitive)
                let fold = { (character: Character) in caseSensitive ? String(character) : character.lowercased() }
                let (needle, haystack) = (text.map(fold), string.map(fold))
                let occurs =
                    !needle.isEmpty && haystack.count >= needle.count
                    && (0...haystack.count - needle.count).contains {
                        Array(haystack[$0..<$0 + needle.count]) == needle
                    }
                #expect(
                    !occurs || search.mayOccur(in: string), "\(text.debugDescription) in \(string.debugDescription)")
            }
        }
    }
}
