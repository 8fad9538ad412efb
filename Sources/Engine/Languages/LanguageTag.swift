/// A BCP 47 language tag as used in file names, in canonical case: `pl`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`.
///
/// `pt_BR` and `PT-br` are the same tag as `pt-BR`.
public struct LanguageTag: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The canonical form, subtags joined with `-`.
    public let description: String

    /// Parses a tag written with `-` or `_`, in any case. Returns `nil` when it is not a well-formed BCP 47
    /// tag (see `LocaleTag`, which does the parsing).
    public init?(_ text: some StringProtocol) {
        guard let tag = try? LocaleTag(String(text)) else { return nil }
        description = tag.description
    }

    /// The language subtag: `pt` for `pt-BR`.
    public var language: String { String(description.prefix { $0 != "-" }) }

    /// The tag without its last subtag (`zh-Hant-TW` → `zh-Hant` → `zh`), or `nil` for a bare language.
    public var parent: LanguageTag? {
        guard let dash = description.lastIndex(of: "-") else { return nil }
        return LanguageTag(description[..<dash])
    }

    /// The tag and its parents, most specific first: `[pt-BR, pt]`.
    public var chain: [LanguageTag] {
        var tags = [self]
        while let parent = tags.last!.parent { tags.append(parent) }
        return tags
    }

    /// Orders tags alphabetically.
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.description < rhs.description }
}
