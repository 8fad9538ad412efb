import Testing

@testable import Engine

/// `value | matched | language` for compact expectations.
private func answer(_ project: Project, _ key: String, _ language: String, number: String? = nil, width: Int? = nil)
    -> String
{
    let resolution = project.resolve(key, language: language, number: number, width: width)
    return "\(resolution.value) | \(resolution.matched ?? "-") | \(resolution.language?.description ?? "-")"
}

@Suite struct ResolutionTests {
    /// Swifternalization's README example: seconds ago in English and Polish.
    static let timeSeconds = makeProject([
        "base.json": #"{"time-seconds": {"one": "%d second ago", "other": "%d seconds ago"}}"#,
        "pl.json": #"{"time-seconds": {"one": "%d sekundę temu", "few": "%d sekundy temu", "many": "%d sekund temu"}}"#,
    ])

    @Test(arguments: [
        ("1", "%d sekundę temu | one | pl"), ("2", "%d sekundy temu | few | pl"), ("4", "%d sekundy temu | few | pl"),
        ("5", "%d sekund temu | many | pl"), ("12", "%d sekund temu | many | pl"), ("22", "%d sekundy temu | few | pl"),
        ("25", "%d sekund temu | many | pl"), ("0", "%d sekund temu | many | pl"),
        ("112", "%d sekund temu | many | pl"),
        // Polish decimals are `other`, which this entry lacks: the chain goes on to base.
        ("1.5", "%d seconds ago | other | base"),
    ])
    func timeSecondsInPolish(number: String, expected: String) {
        #expect(answer(Self.timeSeconds, "time-seconds", "pl", number: number) == expected)
    }

    @Test(arguments: [
        ("1", "%d second ago | one | base"), ("2", "%d seconds ago | other | base"),
        ("1.0", "%d seconds ago | other | base"), ("0", "%d seconds ago | other | base"),
    ])
    func timeSecondsInEnglish(number: String, expected: String) {
        #expect(answer(Self.timeSeconds, "time-seconds", "en", number: number) == expected)
    }

    static let widths = makeProject([
        "base.json": """
        {"forgot-password": {"@100": "Forgot Password? Help.", "@200": "Forgot Password? Get password Help.",
          "@300": "Forgotten Your Password? Get password Help."},
         "car-sentence": {"one": {"@100": "one car", "@200": "just one car", "@300": "you've got just one car"},
           "other": {"@300": "you've got %d cars", "@100": "%d cars"}}}
        """
    ])

    @Test(
        arguments: [
            (50, "@100"), (100, "@100"), (150, "@100"), (200, "@200"), (299, "@200"), (300, "@300"), (1000, "@300"),
            (nil, "@300"),
        ] as [(Int?, String)])
    func forgotPasswordWidths(width: Int?, expected: String) {
        #expect(Self.widths.resolve("forgot-password", language: "base", width: width).matched == expected)
    }

    @Test func widthsUnderVariants() {
        #expect(
            answer(Self.widths, "car-sentence", "base", number: "1", width: 250) == "just one car | one › @200 | base")
        #expect(answer(Self.widths, "car-sentence", "base", number: "7", width: 250) == "%d cars | other › @100 | base")
        #expect(answer(Self.widths, "car-sentence", "base", number: "7") == "you've got %d cars | other › @300 | base")
    }

    static let expressions = makeProject([
        "base.json": """
        {"cars": {"ie:x=1": "1 car", "ie:x>=2": "%d cars", "ie:x<=-2": "minus %d cars"},
         "tomatos": {"iex:2<x<10": "%d tomatos is between 2 and 10", "ie:x>=10": "%d tomatos is more than 10",
           "other": "%d tomatos"},
         "police-cars": {"exp:(^1$)": "one police car", "exp:^[2-4]$": "a few police cars",
           "other": "%d police cars"},
         "things": {"ten": "10 things", ">20": "more than 20 things", "other": "things"},
         "greet": {"exp:^hello": "greeting", "other": "?"},
         "legacy": {"two": "exactly two", ">one": "more than one", "one": "one", "more": "never"}}
        """,
        "pl.json": #"{"things": {"ten": "dziesięć rzeczy", "other": "rzeczy"}}"#,
        "expressions.json": #"{"base": {"ten": "ie:x=10", ">20": "ie:x>20"}, "pl": {"ten": "ie:x=11"}}"#,
    ])

    @Test(arguments: [
        ("1", "1 car | ie:x=1"), ("2", "%d cars | ie:x>=2"), ("1000000000000000000000", "%d cars | ie:x>=2"),
        ("-2", "minus %d cars | ie:x<=-2"), ("-7.5", "minus %d cars | ie:x<=-2"), ("1.00", "1 car | ie:x=1"),
    ])
    func carsWithComparisons(number: String, expected: String) {
        #expect(answer(Self.expressions, "cars", "base", number: number) == expected + " | base")
    }

    @Test func aNumberNoVariantMatchesFallsToTheKey() {
        let resolution = Self.expressions.resolve("cars", language: "base", number: "0")
        #expect(resolution.value == "cars")
        #expect(resolution.language == nil)
        #expect(resolution.isFallback)
    }

    @Test(arguments: [
        ("2", "%d tomatos | other"), ("3", "%d tomatos is between 2 and 10 | iex:2<x<10"),
        ("9.99", "%d tomatos is between 2 and 10 | iex:2<x<10"), ("10", "%d tomatos is more than 10 | ie:x>=10"),
    ])
    func tomatosWithRanges(number: String, expected: String) {
        #expect(answer(Self.expressions, "tomatos", "base", number: number) == expected + " | base")
    }

    @Test(arguments: [
        ("1", "one police car | exp:(^1$)"), ("3", "a few police cars | exp:^[2-4]$"),
        ("13", "%d police cars | other"), ("11", "%d police cars | other"),
    ])
    func policeCarsWithRegexes(number: String, expected: String) {
        #expect(answer(Self.expressions, "police-cars", "base", number: number) == expected + " | base")
    }

    @Test func regexesSearchTextCaseInsensitively() {
        #expect(answer(Self.expressions, "greet", "base", number: "HELLO there") == "greeting | exp:^hello | base")
        // Text that is not a number matches only exp: selectors, so `other` does not catch it.
        #expect(answer(Self.expressions, "greet", "base", number: "bye") == "greet | - | -")
    }

    /// A lookup is bounded by a fixed number of regex steps, not by the length of the value searched:
    /// `(x+x+)+y` on 50,000 characters used to take 40 s and more.
    @Test func catastrophicRegexesOnLongValuesResolveQuickly() {
        let project = makeProject([
            "base.json": #"{"slow": {"exp:(x+x+)+y": "matched", "exp:X$": "found at the end", "other": "?"}}"#
        ])
        let clock = ContinuousClock()
        let start = clock.now
        let answered = answer(project, "slow", "base", number: String(repeating: "x", count: 50_000))
        #expect(clock.now - start < .seconds(2))
        #expect(answered == "found at the end | exp:X$ | base")
    }

    /// The `exp:` searches of one lookup share one budget (two searches' worth of steps), so many pathological
    /// patterns on one key add up to no more than two: once it is spent, the later `exp:` selectors give up.
    @Test func theRegexSearchesOfALookupShareOneBudget() {
        let slow = (1...6).map { #""exp:(x+x+)+y\#($0)": "slow \#($0)""# }.joined(separator: ", ")
        let project = makeProject([
            "base.json": #"{"slow": {"# + slow
                + #", "exp:X$": "found at the end"}, "cross": {"exp:X$": "at the end"}}"#,
            "pl.json": #"{"cross": {"exp:(x+x+)+z": "wolno", "exp:(x+x+)+q": "bardzo wolno"}}"#,
        ])
        let long = String(repeating: "x", count: 50_000)
        // Six patterns that give up: the first two spend the budget, the rest (and `exp:X$`) are not searched.
        #expect(answer(project, "slow", "base", number: long) == "slow | - | -")
        // The budget is the lookup's, not a language's: Polish spends it, and base's pattern then gives up too.
        #expect(answer(project, "cross", "base", number: long) == "at the end | exp:X$ | base")
        #expect(answer(project, "cross", "pl", number: long) == "cross | - | -")
        // Ordinary texts are far below one unit a search: every pattern is tried.
        #expect(answer(project, "slow", "base", number: "xxy3") == "slow 3 | exp:(x+x+)+y3 | base")
        #expect(answer(project, "cross", "pl", number: "plik X") == "at the end | exp:X$ | base")
    }

    @Test func sharedExpressionsPreferTheLanguageSection() {
        #expect(answer(Self.expressions, "things", "base", number: "10") == "10 things | ten | base")
        #expect(answer(Self.expressions, "things", "base", number: "21") == "more than 20 things | >20 | base")
        #expect(answer(Self.expressions, "things", "pl", number: "11") == "dziesięć rzeczy | ten | pl")
        #expect(answer(Self.expressions, "things", "pl", number: "10") == "rzeczy | other | pl")
    }

    @Test func builtInNamesSwifternalizationHad() {
        #expect(answer(Self.expressions, "legacy", "base", number: "2") == "exactly two | two | base")
        #expect(answer(Self.expressions, "legacy", "base", number: "5") == "more than one | >one | base")
        #expect(answer(Self.expressions, "legacy", "base", number: "1") == "one | one | base")
        #expect(answer(Self.expressions, "legacy", "base", number: "0") == "legacy | - | -")
    }

    @Test func explicitExpressionsComeFirstInFileOrder() {
        let project = makeProject([
            "base.json": #"{"k": {"other": "other", "ie:x>=0": "non-negative", "ie:x=1": "exactly one", "one": "one"}}"#
        ])
        #expect(answer(project, "k", "base", number: "1") == "non-negative | ie:x>=0 | base")
        #expect(answer(project, "k", "base", number: "-1") == "one | one | base")
        #expect(answer(project, "k", "base", number: "-1.5") == "other | other | base")
    }

    @Test func unusedCategoriesAndExactNumbers() {
        let project = makeProject([
            "base.json": #"{"k": {"zero": "no files", "few": "never in English", "other": "%d files"}}"#,
            "ja.json": #"{"k": {"one": "1つ", "other": "%d個"}}"#,
        ])
        #expect(answer(project, "k", "en", number: "0") == "no files | zero | base")
        #expect(answer(project, "k", "en", number: "3") == "%d files | other | base")
        #expect(answer(project, "k", "ja", number: "1") == "1つ | one | ja")
        #expect(answer(project, "k", "ja", number: "1.0") == "1つ | one | ja")
        #expect(answer(project, "k", "ja", number: "21") == "%d個 | other | ja")
    }

    @Test func withoutANumberOtherElseTheFirstVariant() {
        let project = makeProject([
            "base.json": #"{"a": {"one": "one", "other": "other"}, "b": {"one": "first", "few": "second"}}"#
        ])
        #expect(answer(project, "a", "base") == "other | other | base")
        #expect(answer(project, "b", "base") == "first | one | base")
    }

    @Test func languageChainGoesThroughParentsToBase() {
        let project = makeProject([
            "base.json": #"{"a": "base-a", "b": "base-b", "c": "base-c"}"#,
            "pt.json": #"{"a": "pt-a", "b": "pt-b"}"#,
            "pt-BR.json": #"{"a": "br-a"}"#,
        ])
        #expect(project.resolve("a", language: "pt_BR").value == "br-a")
        #expect(project.resolve("a", language: "pt_BR").isFallback == false)
        #expect(project.resolve("b", language: "pt-br").value == "pt-b")
        #expect(project.resolve("b", language: "pt-BR").isFallback)
        #expect(project.resolve("c", language: "pt-BR").language == .base)
        #expect(project.resolve("a", language: "pt-PT").value == "pt-a")
        #expect(project.resolve("a", language: "en").isFallback == false)
        #expect(project.resolve("a", language: "fr").isFallback)
        #expect(project.resolve("zzz", language: "fr", defaultValue: "Default").value == "Default")
    }

    @Test func categoryIsReportedInTheAnsweringLanguage() {
        let project = makeProject([
            "base.json": #"{"k": {"one": "1 file", "other": "%d files"}}"#,
            "ru.json": #"{"k": {"one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"}}"#,
        ])
        let russian = project.resolve("k", language: "ru", number: "21")
        #expect(russian.category == .one)
        #expect(russian.value == "%d файл")
        #expect(project.resolve("k", language: "ru", number: "1.5").category == .other)
        #expect(project.resolve("k", language: "ru", number: "11").matched == "many")
        #expect(project.resolve("k", language: "ru").category == nil)
    }
}
