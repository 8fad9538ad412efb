import Testing

@testable import Engine

private func tags(_ texts: [String]) -> [LanguageTag] { texts.map { LanguageTag($0)! } }

private func negotiate(_ preferred: [String], _ supported: [String], default fallback: String = "en") -> [String] {
    LanguageNegotiation.negotiate(
        preferred: preferred, supported: tags(supported), defaultLanguage: LanguageTag(fallback)!
    ).map(\.description)
}

@Test(arguments: [
    // The tag itself, in any case and with `_`; extensions and private use are ignored (RFC 4647 §3.4).
    (["de"], ["en", "de"], "de"), (["DE_at"], ["en", "de-AT"], "de-AT"), (["de-AT-u-co-phonebk"], ["de-AT"], "de-AT"),
    // Parents (RFC 4647 lookup, UTS #35 parent locales).
    (["de-AT"], ["en", "de", "fr"], "de"), (["zh-Hant-CN-x-private1-private2"], ["en", "zh-Hant"], "zh-Hant"),
    (["en-AU"], ["en-001", "en"], "en-001"), (["en-IN"], ["en-US", "en"], "en"), (["pt-AO"], ["pt", "pt-PT"], "pt-PT"),
    (["es-MX"], ["en", "es-419", "es"], "es-419"), (["sr-Latn-RS"], ["sr-Latn", "sr"], "sr-Latn"),
    // The same language in another region.
    (["pt-PT"], ["en", "pt-BR"], "pt-BR"), (["de-CH"], ["en", "de-DE", "de-AT"], "de-DE"),
    (["en-GB"], ["fr", "en-US"], "en-US"),
    // Scripts: never across them.
    (["zh-Hant-HK"], ["en", "zh-Hans", "zh-Hant"], "zh-Hant"), (["zh-Hant-HK"], ["en", "zh-Hans"], "en"),
    (["zh-Hant-HK"], ["en", "zh-Hans", "zh-TW"], "zh-TW"), (["zh-TW"], ["en", "zh", "zh-Hant"], "zh-Hant"),
    (["zh-TW"], ["en", "zh"], "en"), (["zh-CN"], ["en", "zh-Hant", "zh-Hans"], "zh-Hans"),
    (["zh"], ["zh-Hant", "zh-Hans"], "zh-Hans"), (["sr-Latn"], ["en", "sr"], "en"),
    (["sr-ME"], ["en", "sr-Latn"], "sr-Latn"),
    // Nothing fits: the default.
    (["ja", "ko"], ["en", "de"], "en"), ([], ["en", "de"], "en"), (["not a tag!", "de"], ["en", "de"], "de"),
])
func theBestLanguageFollowsUTS35(preferred: [String], supported: [String], expected: String) {
    #expect(negotiate(preferred, supported).first == expected)
}

@Test func aLaterPreferenceIsOnlyTakenWhenTheEarlierLanguageIsMissing() {
    #expect(negotiate(["pt-PT", "en"], ["en", "pt-BR"]) == ["pt-BR", "en"])
    #expect(negotiate(["ja", "fr-CA", "de"], ["en", "de", "fr"]) == ["fr", "de", "en"])
}

@Test func theListHoldsEveryMatchOnceThenTheDefault() {
    #expect(negotiate(["de-AT", "de-CH", "fr", "de"], ["en", "de", "fr"]) == ["de", "fr", "en"])
    #expect(negotiate(["de-AT"], ["pl", "de"], default: "pl") == ["de", "pl"])
    #expect(negotiate(["en-GB"], ["en", "de"]) == ["en"])
}

@Test func theLookupChainStopsAtAScriptChange() throws {
    #expect(LanguageNegotiation.lookupChain(try LocaleTag("zh-Hant-HK")) == ["zh_hant_hk", "zh_hant"])
    #expect(LanguageNegotiation.lookupChain(try LocaleTag("zh-Hans-CN")) == ["zh_hans_cn", "zh_hans", "zh"])
    #expect(LanguageNegotiation.lookupChain(try LocaleTag("en-AU")) == ["en_au", "en_001", "en"])
    #expect(LanguageNegotiation.lookupChain(try LocaleTag("zh-TW")) == ["zh_tw"])
}
