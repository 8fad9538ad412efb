import Foundation

/// Names of languages for a language picker: each language in its own words (the autonym, `polski`,
/// `português (Brasil)`), or in the language of the app's interface.
///
/// Autonyms and English names come from a table generated once from CLDR 47 (through Babel, by
/// `scripts/generate-language-names.py`), so they are the same on every machine. Names in other interface
/// languages come from Foundation (`Locale.localizedString(forIdentifier:)`, CLDR data in the ICU that
/// Foundation ships with the toolchain on Linux, the system's on Apple platforms); a table for every pair of
/// 1,082 locales would be some 40 MB. The table falls back along the tag's parents: `de-CH-1996` is named as
/// `de_CH`, `pt-XX` as `pt`.
public enum LanguageDisplayName {
    /// The language's name in itself: `Deutsch (Österreich)` for `de-AT`, `日本語` for `ja`; `nil` for a
    /// language CLDR does not know (`xx`).
    public static func autonym(_ tag: LanguageTag) -> String? {
        lookup(tag, in: autonyms)
    }

    /// The language's name in an interface language: `German (Austria)` in English, `allemand (Autriche)` in
    /// French; `nil` when neither the table nor Foundation knows it.
    public static func name(_ tag: LanguageTag, in interfaceLanguage: LanguageTag) -> String? {
        if interfaceLanguage.language == "en" { return lookup(tag, in: englishNames) }
        if interfaceLanguage == tag || (tag.description == tag.language && interfaceLanguage.language == tag.language) {
            return autonym(tag)
        }
        let identifier = tag.description.replacingOccurrences(of: "-", with: "_")
        guard let name = Locale(identifier: interfaceLanguage.description).localizedString(forIdentifier: identifier),
            name != identifier, name != tag.description
        else { return nil }
        return name
    }

    private static func lookup(_ tag: LanguageTag, in table: [String: String]) -> String? {
        guard let locale = try? LocaleTag(tag.description) else { return nil }
        for candidate in LanguageNegotiation.lookupChain(locale) {
            if let name = table[candidate] { return name }
        }
        return table[locale.language]
    }
}

extension Localizer {
    /// A language's name in the language shown now, for a language picker (see `LanguageDisplayName`).
    public func displayName(of language: LanguageTag) -> String? {
        LanguageDisplayName.name(language, in: self.language)
    }
}
