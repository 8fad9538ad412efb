/// A well-formed BCP 47 language tag (`pt-BR`, `sr-Latn-RS`, `en_001`), parsed into its parts.
///
/// Case does not matter and `_` may stand for `-`, so CLDR's own names (`be_TARASK`, `zh_Hant`) are tags
/// too. Parts are normalised to the usual case: language lowercase, script titlecase, region uppercase,
/// variants uppercase (as CLDR writes them). Extended language subtags (`zh-yue`) are accepted and ignored;
/// extensions and private use (`-u-ca-buddhist`, `-x-test`) are accepted and kept apart: they do not choose
/// plural rules. Well-formed is not the same as known: `xx` is a fine tag for an unknown language.
public struct LocaleTag: Sendable, Hashable, CustomStringConvertible {
    /// The language code, lowercase (`en`, `yue`, `root`).
    public let language: String
    /// The script code in titlecase (`Latn`), if any.
    public let script: String?
    /// The region code in uppercase (`GB`, `001`), if any.
    public let region: String?
    /// The variants in uppercase (`TARASK`, `POLYTON`).
    public let variants: [String]
    /// Extension and private-use subtags from the first singleton on, lowercase (`["u", "ca", "buddhist"]`).
    public let extensions: [String]

    /// Parses a tag written with `-` or `_`, in any case.
    ///
    /// - Throws: ``LocaleTagError`` when `text` is empty, has an empty part (`en--US`), a character other
    ///   than ASCII letters, digits, `-` and `_`, a part longer than 8 characters, a first part that is not a
    ///   language code (`e`), or a part that is neither script, region, variant nor extension where it stands.
    public init(_ text: String) throws(LocaleTagError) {
        guard !text.isEmpty else { throw .empty }
        if let bad = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")) }) {
            throw .invalidCharacter(text, bad)
        }
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
            .map { String($0) }
        if parts.contains(where: \.isEmpty) { throw .emptySubtag(text) }
        if let long = parts.first(where: { $0.count > 8 }) { throw .subtagTooLong(text, subtag: long) }

        let first = parts[0]
        let isRoot = first.lowercased() == "root"
        guard isRoot || (Self.isLetters(first) && (2...3 ~= first.count || 5...8 ~= first.count)) else {
            throw .invalidLanguage(text, subtag: first)
        }
        var index = 1
        if (2...3).contains(first.count) {
            var extendedLanguages = 0
            while index < parts.count && extendedLanguages < 3 && parts[index].count == 3
                && Self.isLetters(parts[index])
            {
                index += 1
                extendedLanguages += 1
            }
        }
        var script: String?
        if index < parts.count && parts[index].count == 4 && Self.isLetters(parts[index]) {
            script = parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased()
            index += 1
        }
        var region: String?
        if index < parts.count
            && ((parts[index].count == 2 && Self.isLetters(parts[index]))
                || (parts[index].count == 3 && parts[index].allSatisfy(\.isNumber)))
        {
            region = parts[index].uppercased()
            index += 1
        }
        var variants: [String] = []
        while index < parts.count
            && (5...8 ~= parts[index].count || (parts[index].count == 4 && parts[index].first!.isNumber))
        {
            variants.append(parts[index].uppercased())
            index += 1
        }
        var extensions: [String] = []
        while index < parts.count {
            let singleton = parts[index].lowercased()
            guard singleton.count == 1 else { throw .invalidSubtag(text, subtag: parts[index]) }
            extensions.append(singleton)
            index += 1
            let minimumLength = singleton == "x" ? 1 : 2
            let start = index
            while index < parts.count && parts[index].count >= minimumLength
                && (singleton == "x" || parts[index].count > 1)
            {
                extensions.append(parts[index].lowercased())
                index += 1
            }
            guard index > start else { throw .invalidSubtag(text, subtag: parts[start - 1]) }
            if singleton == "x" { break }
        }
        if index < parts.count { throw .invalidSubtag(text, subtag: parts[index]) }

        self.language = first.lowercased()
        self.script = script
        self.region = region
        self.variants = variants
        self.extensions = extensions
    }

    /// The tag in BCP 47 form: `sr-Latn-RS`, `be-tarask`.
    public var description: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants.map { $0.lowercased() }
        parts += extensions
        return parts.joined(separator: "-")
    }

    /// The CLDR locale identifier: language, script, region and variants joined with `_` (`sr_Latn_RS`,
    /// `be_TARASK`), without extensions.
    public var cldrIdentifier: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants
        return parts.joined(separator: "_")
    }

    private static func isLetters(_ text: String) -> Bool {
        text.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
