import Testing

@testable import Engine

@Suite struct LegacyRuntimeTests {
    func matches(_ pattern: String, _ number: Double) -> Bool? {
        guard case .comparisons(let comparisons) = LegacyPattern(pattern) else { return nil }
        return comparisons.allSatisfy { $0.holds(for: number) }
    }

    @Test func readsInequalitiesLikeSwifternalization() {
        #expect(matches("ie:x>=2", 2) == true)
        #expect(matches("ie:x<=-2", -3) == true)
        #expect(matches("ie:x=3.5", 3.5) == true)
        // Two characters between x and the number: `<.` is the sign, 5 the number.
        #expect(matches("ie:x<.5", 4) == true)
        #expect(matches("ie:x= 3", 3) == true)
        #expect(LegacyPattern("ie:x = 3") == .literal("ie:x = 3"))
        #expect(LegacyPattern("ie:x>= 3") == .literal("ie:x>= 3"))
        #expect(LegacyPattern("ie:x") == .literal("ie:x"))
    }

    @Test func readsRangesLikeSwifternalization() {
        #expect(matches("iex:2<x<5", 3) == true)
        #expect(matches("iex:2<x<5", 2) == false)
        #expect(matches("iex:2<=x<=4", 4) == true)
        // A negative lower bound keeps its sign: iex:-4<=x<=-2 means x <= -4 and x <= -2.
        #expect(matches("iex:-4<=x<=-2", -5) == true)
        #expect(matches("iex:-4<=x<=-2", -3) == false)
        // A ≥ B with a negative A matches x < B.
        #expect(matches("iex:-2<x<-4", -5) == true)
        #expect(LegacyPattern("iex: 2<x<5") == .literal("iex: 2<x<5"))
        #expect(LegacyPattern("iex:2 <= x < 10") == .literal("iex:2 <= x < 10"))
    }

    @Test func otherPatternsAreRegexesOrLiterals() {
        #expect(LegacyPattern("exp:^1$") == .regex("^1$"))
        #expect(LegacyPattern("more") == .literal("more"))
    }

    @Test func builtInsFollowTheLibrary() {
        let polish = FileLanguage.tag(LanguageTag("pl")!)
        let russian = FileLanguage.tag(LanguageTag("ru")!)
        #expect(LegacyRuntime.swifternalization.hasFewAndMany(polish))
        #expect(!LegacyRuntime.swifternalization.hasFewAndMany(russian))
        #expect(LegacyRuntime.objcnalization.hasFewAndMany(russian))
        #expect(LegacyRuntime.swifternalization.builtIns(for: .base)["one"] == "ie:x=1")
        #expect(LegacyRuntime.objcnalization.builtIns(for: russian)["one"]?.hasPrefix("exp:") == true)
    }

    @Test func polishBuiltInsAgreeWithCLDROnCountingNumbers() {
        let rules = try! PluralRules(locale: "pl")
        let sweep = NumberSweep(rules: [rules])
        let builtIns = LegacyRuntime.swifternalization.builtIns(for: .tag(LanguageTag("pl")!))
        for category in [PluralCategory.few, .many] {
            guard case .regex(let source) = LegacyPattern(builtIns[category.rawValue]!) else {
                Issue.record("not a regex")
                continue
            }
            let theirs = RegexSweep(source: source, sweep: sweep).matches.intersection(sweep.counting)
            let cldr = NumberSet(count: sweep.count) { rules.category(of: sweep.numbers[$0]) == category }
                .intersection(sweep.counting)
            #expect(theirs == cldr, "\(category)")
        }
    }

    @Test func runtimeSettings() {
        #expect(RuntimeSetting(nil) == .unspecified)
        #expect(RuntimeSetting("Swifternalization") == .legacy(.swifternalization))
        #expect(RuntimeSetting("glossa").model == nil)
        #expect(RuntimeSetting("objcnalization").severity == .warning)
        #expect(RuntimeSetting("react").model == .swifternalization)
        #expect(RuntimeSetting("react").severity == .note)
    }
}
