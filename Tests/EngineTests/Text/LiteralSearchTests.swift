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
}
