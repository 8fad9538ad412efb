/// Chooses the languages to show from the user's preferred languages and the languages an app supports
/// (UTS #35 language matching, in the form of RFC 4647 lookup).
///
/// Each preferred tag is tried in turn, most preferred first, and the first step that finds a supported
/// language for it wins:
/// 1. the tag itself (case and `-`/`_` do not matter; extensions such as `-u-ca-buddhist` are ignored);
/// 2. its parents: CLDR's parent-locale exceptions (`en-AU` → `en-001`), else the tag without its last
///    subtag (`de-AT` → `de`, `zh-Hant-HK` → `zh-Hant`), never across scripts (`zh-Hant` does not fall back
///    to `zh`, which is written in Simplified characters);
/// 3. a supported tag of the same language and script (`pt-PT` with only `pt-BR` supported → `pt-BR`;
///    `zh-Hant-HK` with `zh-Hans` and `zh-TW` → `zh-TW`, never `zh-Hans`), the first in supported order.
///
/// A preferred tag of a language the app does not have gives nothing, and the next one is tried; when no
/// preferred tag gives anything, the default. So a user who prefers Portuguese (Portugal), then English gets
/// Brazilian Portuguese rather than English: the same language in another region is understood, as Apple's
/// `Bundle.preferredLocalizations` also decides.
public enum LanguageNegotiation {
    /// The supported languages matched by the preferred ones, best first, without repeats: the first is the
    /// language to show, the others are where a key missing in it is looked for next (Smartling's rule).
    ///
    /// Ends with `defaultLanguage` when it is not already in the list. Malformed preferred tags are skipped.
    ///
    /// - Complexity: O(preferred × supported).
    public static func negotiate(
        preferred: [String], supported: [LanguageTag], defaultLanguage: LanguageTag
    ) -> [LanguageTag] {
        let candidates = supported.compactMap { tag in (try? LocaleTag(tag.description)).map { (tag, $0) } }
        var result: [LanguageTag] = []
        for text in preferred {
            guard let wanted = try? LocaleTag(text),
                let match = bestMatch(for: wanted, among: candidates),
                !result.contains(match)
            else { continue }
            result.append(match)
        }
        if !result.contains(defaultLanguage) { result.append(defaultLanguage) }
        return result
    }

    /// The language to show: the first of `negotiate(preferred:supported:defaultLanguage:)`.
    public static func bestLanguage(
        preferred: [String], supported: [LanguageTag], defaultLanguage: LanguageTag
    ) -> LanguageTag {
        negotiate(preferred: preferred, supported: supported, defaultLanguage: defaultLanguage)[0]
    }

    /// The supported tag for one preferred tag (steps 1–3), or `nil`.
    private static func bestMatch(for wanted: LocaleTag, among supported: [(LanguageTag, LocaleTag)])
        -> LanguageTag?
    {
        for candidate in lookupChain(wanted) {
            if let found = supported.first(where: { $0.1.cldrIdentifier.lowercased() == candidate }) {
                return found.0
            }
        }
        return supported.first { _, tag in
            tag.language == wanted.language && LikelyScript.areCompatible(tag, wanted)
        }?.0
    }

    /// The tag and its parents as lowercased CLDR identifiers (`de_at`, `de`), stopping where a parent would
    /// be written in another script.
    static func lookupChain(_ tag: LocaleTag) -> [String] {
        var chain = [tag.cldrIdentifier.lowercased()]
        var current = tag
        while true {
            let identifier = chain.last!
            let parentIdentifier: String
            if let parent = PluralRules.parentByLowercasedName[identifier] {
                parentIdentifier = parent
            } else if let separator = identifier.lastIndex(of: "_") {
                parentIdentifier = String(identifier[..<separator])
            } else {
                break
            }
            guard let parent = try? LocaleTag(parentIdentifier), LikelyScript.areCompatible(parent, current) else {
                break
            }
            chain.append(parentIdentifier)
            current = parent
        }
        return chain
    }
}
