/// One key of a language file and its value.
public struct Entry: Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: EntryValue
    /// The byte offset of the key in the file.
    public var offset: Int
}

/// A value: a text, width variations, or variants (DESIGN §2).
public enum EntryValue: Sendable {
    /// A plain string.
    case text(String)
    /// Width variations directly under the key.
    case widths(WidthVariations)
    /// Variants in file order.
    case variants([Variant])
    /// A value of the wrong shape (see the file's `problems`): it never resolves.
    case invalid
}

/// One variant: a selector and what it holds.
public struct Variant: Sendable {
    /// The index of the selector in the file's `selectors`.
    public var selector: Int
    /// The text or widths.
    public var content: VariantContent
    /// The byte offset of the selector's key in the file.
    public var offset: Int
}

/// What a variant holds.
public enum VariantContent: Sendable {
    /// A string.
    case text(String)
    /// Width variations.
    case widths(WidthVariations)
    /// A value of the wrong shape (see the file's `problems`).
    case invalid
}

/// A set of `@N` width variations.
public struct WidthVariations: Sendable {
    /// The variations with a valid width, in file order.
    public var variations: [WidthVariation]

    /// Picks the variation for a fitting width (DESIGN §4.6, Apple's rule for variable-width strings):
    /// the largest N ≤ width; below every N the smallest; without a width the largest (the full text).
    public func select(width: Int?) -> WidthVariation? {
        guard var best = variations.first else { return nil }
        for candidate in variations.dropFirst() {
            if let width {
                let candidateFits = candidate.width <= width
                let bestFits = best.width <= width
                if candidateFits && (!bestFits || candidate.width > best.width)
                    || !candidateFits && !bestFits && candidate.width < best.width
                {
                    best = candidate
                }
            } else if candidate.width > best.width {
                best = candidate
            }
        }
        return best
    }
}

/// One `"@N": "text"` variation.
public struct WidthVariation: Sendable, Equatable {
    /// N: fits in N points or columns.
    public var width: Int
    /// The text.
    public var text: String
    /// The byte offset of the `@N` key in the file.
    public var offset: Int
}
