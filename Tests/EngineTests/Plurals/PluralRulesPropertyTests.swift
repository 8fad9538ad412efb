import Testing

@testable import Engine

/// Integers −10…1100, decimals 0.0…10.0 with one and with two decimals, and some huge and compact numbers.
private let sweep: [NumberLiteral] = {
    var texts = (-10...1100).map { String($0) }
    texts += (0...100).map { "\($0 / 10).\($0 % 10)" }
    texts += (0...1000).map { "\($0 / 100)." + ($0 % 100 < 10 ? "0" : "") + "\($0 % 100)" }
    texts += [
        "1000000", "2000000", "1000001", "1000000.0", "10000000000000000000001", "10000000000000000000000",
        "123456789012345678901234567890", "0.1000000000000000000001", "1c3", "1c6", "1.2c6", "2.5c6", "1c9", "-1c6",
    ]
    return texts.map { try! NumberLiteral($0) }
}()

private let everyLocale = PluralRules.knownLocales + ["root"]

@Test(arguments: everyLocale)
func exactlyOneConditionHoldsForEveryNumber(locale: String) throws {
    let rules = try PluralRules(locale: locale)
    for ordinal in [false, true] {
        let ruleSet = ordinal ? rules.ordinalRuleSet : rules.cardinalRuleSet
        let declared = rules.categories(ordinal: ordinal)
        #expect(declared.last == .other)
        #expect(declared == declared.sorted())
        for number in sweep {
            let holding = PluralCategory.allCases.filter {
                PluralRules.conditionHolds(ruleSet: ruleSet, $0, number.operands)
            }
            let category = rules.category(of: number, ordinal: ordinal)
            #expect(holding == [category], "\(locale) \(ordinal ? "ordinal" : "cardinal") \(number)")
            #expect(declared.contains(category), "\(locale) \(number) is \(category), not declared")
        }
    }
}

@Test(arguments: everyLocale)
func everyDeclaredCategoryHasExamplesThatSelectIt(locale: String) throws {
    let rules = try PluralRules(locale: locale)
    for ordinal in [false, true] {
        for category in rules.categories(ordinal: ordinal) {
            let examples = rules.examples(category, ordinal: ordinal)
            #expect(!examples.integers.isEmpty || !examples.decimals.isEmpty, "\(locale) \(category)")
            #expect(!examples.summary.isEmpty)
            if ordinal { #expect(examples.decimals.isEmpty) }
            for text in examples.integers + examples.decimals {
                let number = try NumberLiteral(text)
                #expect(
                    rules.category(of: number, ordinal: ordinal) == category,
                    "\(locale) \(ordinal ? "ordinal" : "cardinal") example \(text) of \(category)"
                )
                #expect(examples.integers.contains(text) == (number.operands.v == 0 && !text.contains(".")))
            }
        }
    }
}
