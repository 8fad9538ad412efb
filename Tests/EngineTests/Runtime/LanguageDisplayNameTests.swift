import Testing

@testable import Engine

@Suite struct LanguageDisplayNameTests {
    @Test(arguments: [
        ("pl", "polski"), ("pt-BR", "português (Brasil)"), ("zh-Hant", "中文 (繁體)"), ("ar", "العربية"),
        ("ja", "日本語"), ("de-AT", "Deutsch (Österreich)"), ("de-CH-1996", "Deutsch (Schweiz)"),
        ("sr-Latn", "srpski (latinica)"), ("pt-XX", "português"), ("EN_gb", "English (United Kingdom)"),
    ])
    func autonymsComeFromTheGeneratedTable(_ tag: String, _ expected: String) {
        #expect(LanguageDisplayName.autonym(LanguageTag(tag)!) == expected)
    }

    @Test func unknownLanguagesHaveNoName() {
        #expect(LanguageDisplayName.autonym(LanguageTag("xx")!) == nil)
        #expect(LanguageDisplayName.name(LanguageTag("xx")!, in: LanguageTag("en")!) == nil)
    }

    @Test func namesInAnInterfaceLanguage() {
        let english = LanguageTag("en")!
        #expect(LanguageDisplayName.name(LanguageTag("pl")!, in: english) == "Polish")
        #expect(LanguageDisplayName.name(LanguageTag("de-AT")!, in: LanguageTag("en-GB")!) == "German (Austria)")
        #expect(LanguageDisplayName.name(LanguageTag("pl")!, in: LanguageTag("pl-PL")!) == "polski")
        #expect(LanguageDisplayName.name(LanguageTag("pl")!, in: LanguageTag("de")!) == "Polnisch")
        #expect(LanguageDisplayName.name(LanguageTag("ja")!, in: LanguageTag("fr")!) == "japonais")
    }
}
