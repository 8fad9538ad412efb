/// A BCP 47 language tag as used in file names, in canonical case: `pl`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`.
///
/// `pt_BR` and `PT-br` are the same tag as `pt-BR`.
public struct LanguageTag: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The canonical form, subtags joined with `-`.
    public let description: String

    /// Parses a tag written with `-` or `_`, in any case. Returns `nil` when it is not a BCP 47 tag
    /// (a language subtag of 2–3 or 5–8 letters, then subtags of 1–8 letters or digits).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, [2, 3, 5, 6, 7, 8].contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        var canonical = [language.lowercased()]
        var privateUse = false
        for part in parts.dropFirst() {
            guard (1...8).contains(part.count), part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return nil
            }
            if part.lowercased() == "x" { privateUse = true }
            if privateUse {
                canonical.append(part.lowercased())
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                canonical.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 2, part.allSatisfy(\.isLetter) {
                canonical.append(part.uppercased())
            } else {
                canonical.append(part.lowercased())
            }
        }
        description = canonical.joined(separator: "-")
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
