import Testing

@testable import Engine

@Test(arguments: PluralRules.knownLocales)
func everyCLDRLocaleResolvesToItselfInEveryForm(locale: String) throws {
    for form in [
        locale, String(locale.map { $0 == "_" ? "-" : $0 }), locale.lowercased(), locale.uppercased(),
    ] {
        let rules = try PluralRules(locale: form)
        #expect(rules.cldrLocale == locale, "\(form)")
        #expect(!rules.isRoot)
    }
}

@Test(arguments: [
    ("en-GB", "en_001"), ("en_AU", "en_001"), ("en-AT", "en_001"), ("en-150", "en_001"), ("pt-AO", "pt_PT"),
    ("pt_MZ", "pt_PT"), ("pt-BR", "pt"), ("es-MX", "es"), ("es-419", "es"), ("zh-Hant-MO", "zh_Hant"),
    ("zh-TW", "zh"), ("sr-Latn-RS", "sr_Latn"), ("sr-RS", "sr"), ("hi-Latn-IN", "hi_Latn"), ("nb-NO", "nb"),
    ("ht", "fr"), ("de-CH-1996", "de"), ("en-US-u-ca-gregory-x-foo", "en"), ("EN-us", "en"), ("En_Us_Posix", "en"),
    ("be-tarask", "be_TARASK"), ("ca-ES-valencia", "ca"), ("zh-yue-HK", "zh"), ("root", "root"),
])
func tagsResolveToTheNearestCLDRLocale(tag: String, expected: String) throws {
    #expect(try PluralRules(locale: tag).cldrLocale == expected)
}

@Test func ordinalRulesComeFromTheNearestLocaleThatHasThem() throws {
    #expect(try PluralRules(locale: "pt-PT").ordinalCLDRLocale == "pt")
    #expect(try PluralRules(locale: "nn").ordinalCLDRLocale == "no")
    #expect(try PluralRules(locale: "en-GB").ordinalCLDRLocale == "en_001")
    #expect(try PluralRules(locale: "ak").ordinalCLDRLocale == "root")
    #expect(try PluralRules(locale: "ak").cldrLocale == "ak")
}

@Test(arguments: ["xx", "und", "english", "qaa-Latn", "root", "ROOT"])
func wellFormedUnknownLanguagesGiveRoot(tag: String) throws {
    let rules = try PluralRules(locale: tag)
    #expect(rules.isRoot)
    #expect(rules.cldrLocale == "root")
    #expect(rules == PluralRules.root)
}

@Test(arguments: [
    ("", LocaleTagError.empty, "a language tag is needed here (such as 'en' or 'pt-BR'), but the text is empty"),
    ("en--US", .emptySubtag("en--US"), "'en--US' is not a language tag: it has an empty part between separators"),
    ("en-", .emptySubtag("en-"), "'en-' is not a language tag: it has an empty part between separators"),
    ("_en", .emptySubtag("_en"), "'_en' is not a language tag: it has an empty part between separators"),
    (
        "e", .invalidLanguage("e", subtag: "e"),
        "'e' is not a language tag: the language code 'e' must have 2 or 3 letters (or 5 to 8)"
    ),
    (
        "1a", .invalidLanguage("1a", subtag: "1a"),
        "'1a' is not a language tag: the language code '1a' must have 2 or 3 letters (or 5 to 8)"
    ),
    (
        "abcd", .invalidLanguage("abcd", subtag: "abcd"),
        "'abcd' is not a language tag: the language code 'abcd' must have 2 or 3 letters (or 5 to 8)"
    ),
    (
        "english!", .invalidCharacter("english!", "!"),
        "'english!' is not a language tag: '!' is not allowed (use letters, digits and '-')"
    ),
    (
        "en US", .invalidCharacter("en US", " "),
        "'en US' is not a language tag: ' ' is not allowed (use letters, digits and '-')"
    ),
    (
        "ру", .invalidCharacter("ру", "р"),
        "'ру' is not a language tag: 'р' is not allowed (use letters, digits and '-')"
    ),
    (
        "en-abcdefghi", .subtagTooLong("en-abcdefghi", subtag: "abcdefghi"),
        "'en-abcdefghi' is not a language tag: 'abcdefghi' is longer than 8 characters"
    ),
    (
        "en-US-a", .invalidSubtag("en-US-a", subtag: "a"),
        "'en-US-a' is not a language tag: 'a' is not a script, region or variant"
    ),
    (
        "en-US-US", .invalidSubtag("en-US-US", subtag: "US"),
        "'en-US-US' is not a language tag: 'US' is not a script, region or variant"
    ),
])
func malformedTagsAreRejected(tag: String, error: LocaleTagError, message: String) {
    #expect(throws: error) { try PluralRules(locale: tag) }
    #expect(error.description == message)
    #expect(error.tag == tag)
}

@Test func tagsAreParsedIntoTheirParts() throws {
    let tag = try LocaleTag("SR_latn_rs-U-CA-buddhist")
    #expect(tag.language == "sr")
    #expect(tag.script == "Latn")
    #expect(tag.region == "RS")
    #expect(tag.extensions == ["u", "ca", "buddhist"])
    #expect(tag.cldrIdentifier == "sr_Latn_RS")
    #expect(tag.description == "sr-Latn-RS-u-ca-buddhist")
    let variant = try LocaleTag("be-tarask")
    #expect(variant.variants == ["TARASK"])
    #expect(variant.cldrIdentifier == "be_TARASK")
    #expect(variant.description == "be-tarask")
    #expect(try LocaleTag("en_001").region == "001")
}
