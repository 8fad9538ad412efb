/// Whose words a file holds: the base (development) language's, or a tagged language's.
public enum FileLanguage: Sendable, Hashable, CustomStringConvertible {
    /// `base.json`.
    case base
    /// `<tag>.json`.
    case tag(LanguageTag)

    /// `base`, or the canonical tag.
    public var description: String {
        switch self {
        case .base: return "base"
        case .tag(let tag): return tag.description
        }
    }

    /// The tag, or `nil` for the base.
    public var tag: LanguageTag? {
        if case .tag(let tag) = self { return tag }
        return nil
    }
}
