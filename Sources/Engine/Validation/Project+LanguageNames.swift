extension Project {
    /// The English name of a file's language, as validation messages use it: `Polish`, `Portuguese (pt-BR)`;
    /// for `base.json`, the name of the base language. A language CLDR does not know is named by its tag.
    public func englishName(of language: FileLanguage) -> String {
        LanguageName.of(language, baseLanguage: settings.baseLanguage)
    }
}
