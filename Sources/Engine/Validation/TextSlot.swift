/// One text of an entry with where it sits: the plain value, a width variation, or a variant's text (or one
/// of its width variations). Text rules compare a translation's slots with base's.
///
/// What the text rules ask about every text (whitespace at either end, final punctuation, double spaces,
/// placeholders) is read once, when the slot is made.
struct TextSlot: Sendable {
    /// The variant's selector, `nil` for a plain value or value-level widths.
    var selector: String?
    /// The variant's index in the entry, if any.
    var variant: Int?
    /// The `@N` width, if any.
    var width: Int?
    /// The text.
    var text: String
    /// The offset of the innermost key: `@N`, else the selector, else the entry's key.
    var keyOffset: Int
    /// The placeholders of the text.
    var placeholders: PlaceholderSignature
    /// Whether the text starts with whitespace.
    var startsWithWhitespace: Bool
    /// Whether the text ends with whitespace.
    var endsWithWhitespace: Bool
    /// The kind of punctuation the text ends with (see ``PunctuationRule``).
    var punctuation: PunctuationRule.Kind?
    /// Whether the text has two U+0020 in a row.
    var hasDoubleSpace: Bool

    /// The slots of a value, in file order; `language` is the file's language subtag (for punctuation).
    static func slots(of entry: Entry, selectors: [String], language: String) -> [TextSlot] {
        switch entry.value {
        case .text(let text):
            return [
                TextSlot(
                    selector: nil, variant: nil, width: nil, text: text, keyOffset: entry.offset, language: language)
            ]
        case .widths(let widths):
            return widths.variations.map {
                TextSlot(
                    selector: nil, variant: nil, width: $0.width, text: $0.text, keyOffset: $0.offset,
                    language: language)
            }
        case .variants(let variants):
            var slots: [TextSlot] = []
            slots.reserveCapacity(variants.count)
            for (index, variant) in variants.enumerated() {
                let selector = selectors[variant.selector]
                switch variant.content {
                case .text(let text):
                    slots.append(
                        TextSlot(
                            selector: selector, variant: index, width: nil, text: text, keyOffset: variant.offset,
                            language: language))
                case .widths(let widths):
                    for variation in widths.variations {
                        slots.append(
                            TextSlot(
                                selector: selector, variant: index, width: variation.width, text: variation.text,
                                keyOffset: variation.offset, language: language))
                    }
                case .invalid:
                    continue
                }
            }
            return slots
        case .invalid:
            return []
        }
    }

    init(selector: String?, variant: Int?, width: Int?, text: String, keyOffset: Int, language: String) {
        self.selector = selector
        self.variant = variant
        self.width = width
        self.text = text
        self.keyOffset = keyOffset
        placeholders = PlaceholderSignature(text)
        let scalars = text.unicodeScalars
        startsWithWhitespace = scalars.first.map(Self.isWhitespace) ?? false
        endsWithWhitespace = scalars.last.map(Self.isWhitespace) ?? false
        punctuation = PunctuationRule.kind(of: text, language: language)
        hasDoubleSpace = DoubleSpaceRule.hasDoubleSpace(text)
    }

    /// Unicode's White_Space, with a fast path for ASCII.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// Where the text is written, for a finding about the text itself: the opening quote of the string.
    func valueOffset(in bytes: [UInt8]) -> Int {
        SourceText.valueStart(afterKeyAt: keyOffset, in: bytes)
    }

    /// How messages name the slot: `the text`, `the 'few' text`, `the @100 text`, `the 'one' › @100 text`.
    var name: String {
        switch (selector, width) {
        case (nil, nil): return "the text"
        case (nil, let width?): return "the @\(width) text"
        case (let selector?, nil): return "the '\(selector)' text"
        case (let selector?, let width?): return "the '\(selector)' › @\(width) text"
        }
    }
}

extension [TextSlot] {
    /// The index of base's slot that a translation's slot says the same thing as.
    ///
    /// With `exact`, only the same selector and width. Otherwise, in this order: the same selector and width;
    /// the same selector at its widest; base's `other` (at the same width, else its widest); base's plain text
    /// (at the same width, else its widest); base's last slot.
    func counterpart(of slot: TextSlot, exact: Bool) -> Int? {
        if let same = firstIndex(where: { $0.selector == slot.selector && $0.width == slot.width }) { return same }
        if exact || isEmpty { return nil }
        func widest(_ selector: String?) -> Int? {
            var best: Int?
            for index in indices where self[index].selector == selector {
                if self[index].width == slot.width { return index }
                if best == nil || (self[index].width ?? 0) > (self[best!].width ?? 0) { best = index }
            }
            return best
        }
        if let selector = slot.selector, let same = widest(selector) { return same }
        return widest("other") ?? widest(nil) ?? count - 1
    }
}
