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
    /// The placeholders of the text as written, one after the other (see
    /// ``PlaceholderSignature/fingerprint(_:)``): equal fingerprints need no closer look.
    var fingerprint: String
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
        var slots: [TextSlot] = []
        fill(&slots, value: entry.value, offset: entry.offset, selectors: selectors, language: language)
        return slots
    }

    /// Replaces the contents of `slots` with the slots of an entry's value, whose key is at `offset` (the buffer
    /// is reused from entry to entry).
    static func fill(
        _ slots: inout [TextSlot], value: EntryValue, offset: Int, selectors: [String], language: String
    ) {
        slots.removeAll(keepingCapacity: true)
        switch value {
        case .text(let text):
            slots.append(
                TextSlot(selector: nil, variant: nil, width: nil, text: text, keyOffset: offset, language: language))
        case .widths(let widths):
            for variation in widths.variations {
                slots.append(
                    TextSlot(
                        selector: nil, variant: nil, width: variation.width, text: variation.text,
                        keyOffset: variation.offset, language: language))
            }
        case .variants(let variants):
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
        case .invalid:
            break
        }
    }

    init(selector: String?, variant: Int?, width: Int?, text: String, keyOffset: Int, language: String) {
        self.selector = selector
        self.variant = variant
        self.width = width
        self.text = text
        self.keyOffset = keyOffset
        // Everything from the bytes, in one visit of the string's storage.
        var facts: (String, Bool, Bool, PunctuationRule.Kind?, Bool)?
        facts = text.utf8.withContiguousStorageIfAvailable { bytes in
            (
                PlaceholderSignature.fingerprint(bytes),
                bytes.isEmpty ? false : Self.isWhitespace(Self.scalar(startingAt: 0, in: bytes)),
                bytes.isEmpty ? false : Self.isWhitespace(Self.scalar(before: bytes.count, in: bytes).scalar),
                PunctuationRule.kind(of: bytes, language: language),
                DoubleSpaceRule.hasDoubleSpace(bytes)
            )
        }
        if facts == nil {
            let scalars = text.unicodeScalars
            facts = (
                PlaceholderSignature.fingerprint(text), scalars.first.map(Self.isWhitespace) ?? false,
                scalars.last.map(Self.isWhitespace) ?? false, PunctuationRule.kind(of: text, language: language),
                DoubleSpaceRule.hasDoubleSpace(text)
            )
        }
        (fingerprint, startsWithWhitespace, endsWithWhitespace, punctuation, hasDoubleSpace) = facts!
    }

    /// The scalar whose UTF-8 encoding starts at `index` (the bytes are valid UTF-8).
    static func scalar(startingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The scalar that ends just before `end`, and where it starts.
    static func scalar(before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (scalar: Unicode.Scalar, start: Int) {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return (scalar(startingAt: start, in: bytes), start)
    }

    /// The placeholders of the text, read when a rule needs them (their fingerprints differ).
    var placeholders: PlaceholderSignature { fingerprint.isEmpty ? .empty : PlaceholderSignature(text) }

    /// Unicode's White_Space property (25 code points), without looking up property tables.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
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
