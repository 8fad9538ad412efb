import Testing

@testable import Engine

/// Expected categories, worked out by hand from the CLDR 47 rules quoted in each group.
private let cardinalCases: [(locale: String, number: String, expected: PluralCategory)] = [
    // en one: i = 1 and v = 0
    ("en", "1", .one), ("en", "1.0", .other), ("en", "1.00", .other), ("en", "0", .other), ("en", "0.0", .other),
    ("en", "2", .other), ("en", "-1", .one), ("en", "1c3", .other), ("en", "10000000000000000000001", .other),
    // de: like en
    ("de", "1", .one), ("de", "1.0", .other), ("de", "1.5", .other),
    // fr one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    ("fr", "0", .one), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "0.0", .one), ("fr", "-1.99", .one),
    ("fr", "2", .other), ("fr", "1000000", .many), ("fr", "2000000", .many), ("fr", "1000000.0", .other),
    ("fr", "1c6", .many), ("fr", "1.2c6", .many), ("fr", "1.2e6", .many), ("fr", "1c3", .other),
    ("fr", "1c5", .other), ("fr", "1.5c5", .other), ("fr", "1000001", .other),
    ("fr", "10000000000000000000000", .many), ("fr", "10000000000000000000001", .other),
    // pt one: i = 0..1; many like fr
    ("pt", "0", .one), ("pt", "1", .one), ("pt", "1.5", .one), ("pt", "2", .other), ("pt", "1000000", .many),
    ("pt", "1c6", .many), ("pt-BR", "0", .one),
    // pt_PT one: i = 1 and v = 0; many like fr
    ("pt-PT", "1", .one), ("pt-PT", "0", .other), ("pt-PT", "1.0", .other), ("pt-PT", "1000000", .many),
    ("pt_AO", "0", .other),
    // es one: n = 1; many like fr
    ("es", "1", .one), ("es", "1.0", .one), ("es", "1.00", .one), ("es", "1.5", .other), ("es", "0", .other),
    ("es", "1000000", .many), ("es", "1c6", .many), ("es", "1.0c6", .many), ("es", "1.5c3", .other),
    // it one: i = 1 and v = 0; many like fr
    ("it", "1", .one), ("it", "1.0", .other), ("it", "1000000", .many), ("it", "3c6", .many),
    // ru one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
    // many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14)
    ("ru", "1", .one), ("ru", "21", .one), ("ru", "101", .one), ("ru", "11", .many), ("ru", "111", .many),
    ("ru", "2", .few), ("ru", "22", .few), ("ru", "12", .many), ("ru", "5", .many), ("ru", "0", .many),
    ("ru", "1.0", .other), ("ru", "1.5", .other), ("ru", "-21", .one), ("ru", "-0", .many),
    ("ru", "10000000000000000000001", .one), ("ru", "10000000000000000000011", .many),
    ("ru", "10000000000000000000002", .few), ("ru", "1c6", .many), ("ru", "2.1c1", .one),
    // pl one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
    // many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
    ("pl", "1", .one), ("pl", "2", .few), ("pl", "4", .few), ("pl", "5", .many), ("pl", "12", .many),
    ("pl", "21", .many), ("pl", "22", .few), ("pl", "0", .many), ("pl", "101", .many), ("pl", "1.5", .other),
    ("pl", "1.0", .other), ("pl", "-2", .few),
    // cs one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0
    ("cs", "1", .one), ("cs", "2", .few), ("cs", "4", .few), ("cs", "5", .other), ("cs", "22", .other),
    ("cs", "0", .other), ("cs", "1.5", .many), ("cs", "1.0", .many),
    // lt one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; many: f != 0
    ("lt", "1", .one), ("lt", "21", .one), ("lt", "11", .other), ("lt", "2", .few), ("lt", "9", .few),
    ("lt", "10", .other), ("lt", "0.5", .many), ("lt", "1.0", .one), ("lt", "1.1", .many), ("lt", "19", .other),
    // lv zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19;
    // one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1
    ("lv", "0", .zero), ("lv", "10", .zero), ("lv", "11", .zero), ("lv", "1", .one), ("lv", "21", .one),
    ("lv", "2", .other), ("lv", "0.1", .one), ("lv", "0.11", .zero), ("lv", "0.01", .one), ("lv", "1.0", .one),
    ("lv", "0.0", .zero), ("lv", "0.2", .other),
    // ga one: n = 1; two: n = 2; few: n = 3..6; many: n = 7..10
    ("ga", "1", .one), ("ga", "2", .two), ("ga", "5", .few), ("ga", "7", .many), ("ga", "11", .other),
    ("ga", "1.0", .one), ("ga", "2.5", .other),
    // gd one: n = 1,11; two: n = 2,12; few: n = 3..10,13..19
    ("gd", "1", .one), ("gd", "11", .one), ("gd", "12", .two), ("gd", "13", .few), ("gd", "20", .other),
    ("gd", "1.0", .one),
    // sl one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few: v = 0 and i % 100 = 3..4 or v != 0
    ("sl", "1", .one), ("sl", "101", .one), ("sl", "2", .two), ("sl", "102", .two), ("sl", "3", .few),
    ("sl", "4", .few), ("sl", "5", .other), ("sl", "0.5", .few), ("sl", "1.0", .few),
    // he one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0
    ("he", "1", .one), ("he", "0.5", .one), ("he", "2", .two), ("he", "3", .other), ("he", "20", .other),
    ("he", "1.5", .other), ("he", "2.0", .other),
    // ar zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
    ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "10", .few),
    ("ar", "11", .many), ("ar", "99", .many), ("ar", "100", .other), ("ar", "102", .other), ("ar", "103", .few),
    ("ar", "1.5", .other), ("ar", "3.0", .few), ("ar", "0.0", .zero),
    ("ar", "123456789012345678901234567890", .many),
    // cy zero: n = 0; one: n = 1; two: n = 2; few: n = 3; many: n = 6
    ("cy", "0", .zero), ("cy", "1", .one), ("cy", "2", .two), ("cy", "3", .few), ("cy", "4", .other),
    ("cy", "6", .many), ("cy", "1.0", .one), ("cy", "6.5", .other),
    // br one: n % 10 = 1 and n % 100 != 11,71,91; two: n % 10 = 2 and n % 100 != 12,72,92;
    // few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99; many: n != 0 and n % 1000000 = 0
    ("br", "1", .one), ("br", "11", .other), ("br", "21", .one), ("br", "71", .other), ("br", "2", .two),
    ("br", "3", .few), ("br", "9", .few), ("br", "19", .other), ("br", "1000000", .many), ("br", "0", .other),
    // ja, zh, ko, vi: everything is other
    ("ja", "1", .other), ("zh", "1", .other), ("ko", "0", .other), ("vi", "1", .other), ("zh-Hant", "2", .other),
    // root
    ("root", "1", .other), ("xx", "1", .other),
]

@Test(arguments: cardinalCases)
func cardinalCategories(locale: String, number: String, expected: PluralCategory) throws {
    let rules = try PluralRules(locale: locale)
    #expect(rules.category(of: try NumberLiteral(number)) == expected)
    #expect(rules.category(try NumberLiteral(number).operands) == expected)
}

/// Ordinal categories, from the CLDR 47 ordinal rules.
private let ordinalCases: [(locale: String, number: String, expected: PluralCategory)] = [
    // en one: n % 10 = 1 and n % 100 != 11; two: n % 10 = 2 and n % 100 != 12; few: n % 10 = 3 and n % 100 != 13
    ("en", "1", .one), ("en", "2", .two), ("en", "3", .few), ("en", "4", .other), ("en", "11", .other),
    ("en", "12", .other), ("en", "13", .other), ("en", "21", .one), ("en", "22", .two), ("en", "23", .few),
    ("en", "101", .one), ("en", "102", .two), ("en", "103", .few), ("en", "111", .other), ("en", "112", .other),
    ("en", "113", .other), ("en", "0", .other), ("en", "-1", .one), ("en-GB", "2", .two),
    // cy zero: n = 0,7,8,9; one: n = 1; two: n = 2; few: n = 3,4; many: n = 5,6
    ("cy", "0", .zero), ("cy", "7", .zero), ("cy", "1", .one), ("cy", "2", .two), ("cy", "4", .few),
    ("cy", "5", .many), ("cy", "10", .other),
    // fr one: n = 1; it many: n = 11,8,80,800; vi one: n = 1
    ("fr", "1", .one), ("fr", "2", .other), ("it", "8", .many), ("it", "800", .many), ("it", "801", .other),
    ("vi", "1", .one), ("vi", "2", .other),
    // locales without ordinal rules inherit them or end at root
    ("pt-PT", "1", .other), ("ru", "3", .other), ("ak", "1", .other),
]

@Test(arguments: ordinalCases)
func ordinalCategories(locale: String, number: String, expected: PluralCategory) throws {
    let rules = try PluralRules(locale: locale)
    #expect(rules.category(of: try NumberLiteral(number), ordinal: true) == expected)
}

@Test func categoriesAreListedInCLDROrder() throws {
    #expect(try PluralRules(locale: "ar").categories() == [.zero, .one, .two, .few, .many, .other])
    #expect(try PluralRules(locale: "ru").categories() == [.one, .few, .many, .other])
    #expect(try PluralRules(locale: "en").categories() == [.one, .other])
    #expect(try PluralRules(locale: "en").categories(ordinal: true) == [.one, .two, .few, .other])
    #expect(try PluralRules(locale: "ja").categories() == [.other])
    #expect(PluralRules.root.categories() == [.other])
    #expect(PluralRules.root.categories(ordinal: true) == [.other])
}

@Test func examplesOfRussian() throws {
    let rules = try PluralRules(locale: "ru")
    let one = rules.examples(.one)
    #expect(one.integers.prefix(5) == ["1", "21", "31", "41", "51"])
    #expect(one.integerSummary == "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …")
    #expect(one.decimals.isEmpty)
    #expect(one.summary == "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …")
    let few = rules.examples(.few)
    #expect(few.integerSummary.hasPrefix("2~4, 22~24, 32~34"))
    let many = rules.examples(.many)
    #expect(many.integers.prefix(3) == ["0", "5", "6"])
    #expect(many.integerSummary.hasPrefix("0, 5~19, 25~30"))
    let other = rules.examples(.other)
    #expect(other.integers.isEmpty)
    #expect(other.decimals.prefix(3) == ["0.0", "0.1", "0.2"])
    #expect(other.summary == other.decimalSummary)
    #expect(rules.examples(.two) == PluralExamples(integers: [], decimals: [], integerSummary: "", decimalSummary: ""))
}

@Test func examplesOfEnglishAndFrench() throws {
    let english = try PluralRules(locale: "en")
    #expect(english.examples(.one).integerSummary == "1")
    #expect(english.examples(.other).integerSummary == "0, 2~16, 100, 1000, 10000, 100000, 1000000, …")
    #expect(english.examples(.other).decimals.contains("1.0"))
    #expect(english.examples(.few, ordinal: true).integerSummary.hasPrefix("3, 23, 33"))
    #expect(english.examples(.few, ordinal: true).decimals.isEmpty)
    let french = try PluralRules(locale: "fr")
    #expect(french.examples(.many).integers.contains("1000000"))
    #expect(french.examples(.many).integers.contains("1c6"))
    #expect(french.examples(.many).decimals.contains("1.1c6"))
}

@Test func knownLocalesAreCLDRs() {
    #expect(PluralRules.knownLocales.count == 260)
    #expect(PluralRules.knownLocales.contains("pt_PT"))
    #expect(PluralRules.knownLocales.contains("be_TARASK"))
    #expect(!PluralRules.knownLocales.contains("root"))
    #expect(PluralRules.cldrVersion == "47")
}

/// CLDR's conditions overlap for compact zeros and ones: French `0c6` satisfies both `one` (i = 0,1) and
/// `many` (e != 0..5). The first category in CLDR order wins, as in CLDR's tools (ICU4C, which tries the
/// categories in alphabetical order, says `many`).
@Test func whereCLDRConditionsOverlapTheFirstInCLDROrderWins() throws {
    let french = try PluralRules(locale: "fr")
    for text in ["0c6", "0.000001c6"] {
        let number = try NumberLiteral(text)
        #expect(PluralRules.conditionHolds(ruleSet: french.cardinalRuleSet, .one, number.operands))
        #expect(PluralRules.conditionHolds(ruleSet: french.cardinalRuleSet, .many, number.operands))
        #expect(french.category(of: number) == .one)
    }
}
