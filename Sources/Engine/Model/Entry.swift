/// One key of a language file and its value.
public struct Entry: Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: EntryValue
    /// The offset stored in 32 bits: a project keeps hundreds of thousands of entries (files are far
    /// below 4 GiB; a larger offset is clamped).
    private var storedOffset: UInt32

    /// The byte offset of the key in the file.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    /// An entry with its key's offset in the file.
    public init(key: String, value: EntryValue, offset: Int) {
        self.key = key
        self.value = value
        self.storedOffset = UInt32(clamping: offset)
    }
}

extension Entry {
    /// Whether the value has something to read: a non-empty text somewhere, and is not of the wrong type. An
    /// entry without text is *missing* (DESIGN §12).
    public var hasText: Bool { value.hasText }
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
    /// The text or widths.
    public var content: VariantContent
    // The selector index in 24 bits, as three bytes, and the offset in 32 bits: `content` takes 17 bytes, so the
    // index fits in the 3 bytes after it and the offset in the next 4, 24 bytes a variant instead of 32 (the arrays
    // that readers build and `EntryTable` vends; the table itself keeps 16-byte records). A file has far fewer than
    // 16,777,216 distinct selectors (each takes a key of its own in the file); a larger index is clamped, as offsets
    // are.
    private var selectorLow: UInt8
    private var selectorMiddle: UInt8
    private var selectorHigh: UInt8
    private var storedOffset: UInt32

    /// The index of the selector in the file's `selectors`.
    public var selector: Int {
        get { Int(selectorLow) | Int(selectorMiddle) << 8 | Int(selectorHigh) << 16 }
        set { (selectorLow, selectorMiddle, selectorHigh) = Self.bytes(ofSelector: newValue) }
    }

    /// The byte offset of the selector's key in the file.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    /// A variant: the index of its selector in the file's table, what it holds, and its key's offset.
    public init(selector: Int, content: VariantContent, offset: Int) {
        self.content = content
        (selectorLow, selectorMiddle, selectorHigh) = Self.bytes(ofSelector: selector)
        self.storedOffset = UInt32(clamping: offset)
    }

    /// A selector index as its three bytes, low first, clamped to 0...16,777,215.
    private static func bytes(ofSelector selector: Int) -> (UInt8, UInt8, UInt8) {
        let index = min(max(selector, 0), 1 << 24 - 1)
        return (UInt8(truncatingIfNeeded: index), UInt8(truncatingIfNeeded: index >> 8), UInt8(index >> 16))
    }
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
    /// The text.
    public var text: String
    // N has at most 9 digits; offsets in 32 bits (see `Entry`): 24 bytes a variation instead of 32.
    private var storedWidth: Int32
    private var storedOffset: UInt32

    /// N: fits in N points or columns.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = Int32(clamping: newValue) }
    }

    /// The byte offset of the `@N` key in the file.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    /// A variation: N, its text, and the offset of its `@N` key.
    public init(width: Int, text: String, offset: Int) {
        self.text = text
        self.storedWidth = Int32(clamping: width)
        self.storedOffset = UInt32(clamping: offset)
    }
}

// Equal entries: the same key, value, texts, selectors and offsets (what a test, or the debug check of an
// incremental re-read, compares).
extension Entry: Equatable {}
extension EntryValue: Equatable {}
extension Variant: Equatable {}
extension VariantContent: Equatable {}
extension WidthVariations: Equatable {}

extension EntryValue {
    /// Whether the value has something to read: a non-empty text somewhere, and is not of the wrong type (see
    /// ``Entry/hasText``).
    public var hasText: Bool { containsText { !$0.isEmpty } }

    /// Whether one of the value's strings (its text, a variant's, a width variation's) satisfies `predicate`,
    /// looked at in file order without collecting them.
    public func containsText(where predicate: (String) -> Bool) -> Bool {
        func widths(_ widths: WidthVariations) -> Bool { widths.variations.contains { predicate($0.text) } }
        switch self {
        case .text(let text): return predicate(text)
        case .widths(let variations): return widths(variations)
        case .invalid: return false
        case .variants(let variants):
            return variants.contains { variant in
                switch variant.content {
                case .text(let text): return predicate(text)
                case .widths(let variations): return widths(variations)
                case .invalid: return false
                }
            }
        }
    }

    /// Every string of the value: the text, each variant's text, each width variation's text.
    public var texts: [String] {
        switch self {
        case .text(let text): return [text]
        case .widths(let widths): return widths.variations.map(\.text)
        case .invalid: return []
        case .variants(let variants):
            return variants.flatMap { variant -> [String] in
                switch variant.content {
                case .text(let text): return [text]
                case .widths(let widths): return widths.variations.map(\.text)
                case .invalid: return []
                }
            }
        }
    }
}
