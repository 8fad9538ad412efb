import CNcurses
import Testing

@testable import EditorCore
@testable import Engine

@Suite struct DisplayWidthTests {
    /// Texts and the columns ncurses and tmux give them (NCURSES.md, "Unicode and display width").
    static let texts: [(String, Int)] = [
        ("", 0),
        ("Glossa", 6),
        ("Zażółć", 6),
        ("Zażółć gęślą jaźń", 17),
        ("Привет, мир", 11),
        ("مرحبا", 5),
        ("مَرْحَبًا", 5),  // the harakat are combining marks
        ("中文", 4),
        ("日本語のテキスト", 16),
        ("ｶﾀｶﾅ", 4),  // half-width katakana
        ("ＡＢ", 4),  // full-width Latin
        ("한국어", 6),
        ("\u{1100}\u{1161}\u{11A8}", 2),  // 각 as conjoining jamo: a wide lead, then two of width 0
        ("😀", 2),
        ("👍🏽", 4),  // 2 + 2: the skin tone modifier is wide too
        ("🇵🇱", 2),  // two regional indicators of 1 each
        ("e\u{0301}", 1),
        ("a\u{0308}\u{0301}", 1),
        ("❤\u{FE0F}", 1),
        ("1\u{FE0F}\u{20E3}", 1),  // keycap
        ("👨‍👩‍👧", 6),  // three wide people, two ZWJ of width 0
        ("\u{200D}", 0),
        ("\u{00AD}", 1),  // glibc gives the soft hyphen a column
        ("\u{1FAE8}", 1),  // newer than glibc's tables: ncurses draws one blank column
        ("Zaż 中 👍🏽!", 12),
    ]

    @Test(arguments: texts)
    func textIsTheSumOfItsScalars(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
        #expect(DisplayWidth.of(text[...]) == columns)
        #expect(text.reduce(0) { $0 + DisplayWidth.of($1) } == columns)
        #expect(text.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) } == columns)
    }

    @Test(arguments: [
        (Character("👍🏽"), 4), (Character("🇵🇱"), 2), (Character("e\u{0301}"), 1), (Character("👨‍👩‍👧"), 6),
        (Character("ó"), 1), (Character("中"), 2),
    ])
    func graphemeIsTheSumOfItsScalarsNotTheWidest(character: Character, columns: Int) {
        #expect(DisplayWidth.of(character) == columns)
    }

    @Test(arguments: [0x00, 0x09, 0x0A, 0x1B, 0x1F, 0x7F, 0x80, 0x9F] as [UInt32])
    func controlsTakeOneColumnSoNothingVanishesByAccident(control: UInt32) {
        #expect(DisplayWidth.of(Unicode.Scalar(control)!) == 1)
    }

    @Test func tablesAreSortedAndDisjoint() {
        for table in [DisplayWidth.zeroWidth, DisplayWidth.doubleWidth] {
            #expect(zip(table, table.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        }
        let firstListed = min(DisplayWidth.zeroWidth[0].lowerBound, DisplayWidth.doubleWidth[0].lowerBound)
        #expect(DisplayWidth.firstNotSingleWidth == firstListed)
    }

    /// Every scalar's width against the live `wcwidth` under C.UTF-8, with the table's two departures.
    @Test func tableAgreesWithGlibcForEveryScalar() throws {
        try #require(CUTF8.isSet)
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            let glibc = Int(wcwidth(wchar_t(value)))
            let expected = isControl || glibc == -1 ? 1 : glibc
            if DisplayWidth.of(scalar) != expected {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)): \(DisplayWidth.of(scalar))")
            }
        }
        #expect(disagreements.isEmpty, "first disagreements: \(disagreements.prefix(20))")
    }
}

/// Sets LC_CTYPE to C.UTF-8 once for the whole test process: `setlocale` is process-global and tests
/// run in parallel, so no test may set it itself.
private enum CUTF8 {
    static let isSet = setlocale(LC_CTYPE, "C.UTF-8") != nil
}
