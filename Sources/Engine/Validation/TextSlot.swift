/// One text of an entry with where it sits: the plain value, a width variation, or a variant's text (or one
/// of its width variations). Text rules compare a translation's slots with base's.
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

    /// The slots of a value, in file order.
    static func slots(of entry: Entry, selectors: [(text: String, selector: Selector)]) -> [TextSlot] {
        switch entry.value {
        case .text(let text):
            return [TextSlot(selector: nil, variant: nil, width: nil, text: text, keyOffset: entry.offset)]
        case .widths(let widths):
            return widths.variations.map {
                TextSlot(selector: nil, variant: nil, width: $0.width, text: $0.text, keyOffset: $0.offset)
            }
        case .variants(let variants):
            var slots: [TextSlot] = []
            for (index, variant) in variants.enumerated() {
                let selector = selectors[variant.selector].text
                switch variant.content {
                case .text(let text):
                    slots.append(
                        TextSlot(selector: selector, variant: index, width: nil, text: text, keyOffset: variant.offset))
                case .widths(let widths):
                    for variation in widths.variations {
                        slots.append(
                            TextSlot(
                                selector: selector, variant: index, width: variation.width, text: variation.text,
                                keyOffset: variation.offset))
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

    init(selector: String?, variant: Int?, width: Int?, text: String, keyOffset: Int) {
        self.selector = selector
        self.variant = variant
        self.width = width
        self.text = text
        self.keyOffset = keyOffset
        placeholders = PlaceholderSignature(text)
    }

    /// Where the text is written, for a finding about the text itself: the opening quote of the string.
    func valueOffset(in bytes: [UInt8]) -> Int {
        SourceText.valueStart(afterKeyAt: keyOffset, in: bytes)
    }
}

extension [TextSlot] {
    /// The slot of base that a translation's slot says the same thing as.
    ///
    /// With `exact`, only the same selector and width. Otherwise, in this order: the same selector and width;
    /// the same selector at its widest; base's `other` (at the same width, else its widest); base's plain text
    /// (at the same width, else its widest); base's last slot.
    func counterpart(of slot: TextSlot, exact: Bool) -> TextSlot? {
        if let same = first(where: { $0.selector == slot.selector && $0.width == slot.width }) { return same }
        if exact { return nil }
        func widest(_ selector: String?) -> TextSlot? {
            let candidates = filter { $0.selector == selector }
            return candidates.first { $0.width == slot.width } ?? candidates.max { ($0.width ?? 0) < ($1.width ?? 0) }
        }
        if let selector = slot.selector, let same = widest(selector) { return same }
        return widest("other") ?? widest(nil) ?? last
    }
}

extension TextSlot {
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
