/// One text of an entry with where it sits: the plain value, a width variation, or a variant's text (or one
/// of its width variations). Text rules compare a translation's slots with base's.
///
/// What the text rules ask about every text (whitespace at either end, final punctuation, double spaces,
/// placeholders) is read once from its bytes, when the slot is made. The text's string is made only for a rule
/// that reads it (``EntryCheck/text(ofSlot:)``): an entry's slots are its text parts in file order, so slot `n`
/// is the entry's text part `n`.
struct TextSlot: Sendable {
    /// The variant's selector, numbered project-wide (``SelectorNames``); `nil` for a plain value or value-level
    /// widths.
    var selector: Int32?
    /// The variant's index in the entry, if any.
    var variant: Int?
    /// The `@N` width, if any.
    var width: Int?
    /// The length of the text in UTF-8 bytes.
    var length: Int
    /// The text's first eight bytes (fewer for a shorter text, the rest zero), first in the lowest byte: most
    /// texts that differ differ there (see ``mayBeSameText(as:)``).
    var prefix: UInt64
    /// The offset of the innermost key: `@N`, else the selector, else the entry's key.
    var keyOffset: Int
    /// The placeholders of the text as written: equal fingerprints need no closer look.
    var fingerprint: PlaceholderFingerprint
    /// Whether the text starts with whitespace.
    var startsWithWhitespace: Bool
    /// Whether the text ends with whitespace.
    var endsWithWhitespace: Bool
    /// The kind of punctuation the text ends with (see ``PunctuationRule``).
    var punctuation: PunctuationRule.Kind?
    /// Whether the text has two U+0020 in a row.
    var hasDoubleSpace: Bool
    /// Whether the text is ASCII without carriage returns: one character per byte.
    var isPlainASCII: Bool

    /// Whether the text is empty.
    var isEmpty: Bool { length == 0 }

    /// Replaces the contents of `slots` with the slots of entry `index` of `entries`, in file order (the buffer is
    /// reused from entry to entry); `selectors`: the project-wide number of each of the file's selectors;
    /// `language`: the file's language subtag (for punctuation). The facts are read from the texts' bytes in
    /// place: no string is made.
    static func fill(
        _ slots: inout [TextSlot], entry index: Int, of entries: EntryTable.Storage, selectors: [Int32],
        language: String
    ) {
        slots.removeAll(keepingCapacity: true)
        entries.forEachText(at: index) { part in
            let slot = entries.withUTF8(part.text) { bytes in
                TextSlot(
                    selector: part.variant.map { selectors[$0.selector] }, variant: part.variant?.index,
                    width: part.width, bytes: bytes, keyOffset: part.keyOffset, language: language)
            }
            slots.append(slot)
        }
    }

    /// The slot of a text whose UTF-8 (valid) is `bytes`, with everything the text rules ask about it, read in one
    /// visit of the bytes.
    init(
        selector: Int32?, variant: Int?, width: Int?, bytes: UnsafeBufferPointer<UInt8>, keyOffset: Int,
        language: String
    ) {
        (self.selector, self.variant, self.width, self.keyOffset) = (selector, variant, width, keyOffset)
        length = bytes.count
        prefix = 0
        if bytes.count >= 8 {
            prefix = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self))
        } else {
            for (index, byte) in bytes.enumerated() { prefix |= UInt64(byte) << (8 * index) }
        }
        let marks = Self.marks(in: bytes)
        fingerprint = marks.placeholderSigns ? PlaceholderFingerprint(bytes) : .none
        hasDoubleSpace = marks.doubleSpace
        isPlainASCII = marks.plainASCII
        guard let first = bytes.first, let last = bytes.last else {
            (startsWithWhitespace, endsWithWhitespace, punctuation) = (false, false, nil)
            return
        }
        startsWithWhitespace =
            first < 0x80
            ? first == 0x20 || (first >= 0x09 && first <= 0x0D)
            : Self.isWhitespace(Self.scalar(startingAt: 0, in: bytes))
        endsWithWhitespace =
            last < 0x80
            ? last == 0x20 || (last >= 0x09 && last <= 0x0D)
            : Self.isWhitespace(Self.scalar(before: bytes.count, in: bytes).scalar)
        punctuation = PunctuationRule.kind(of: bytes, language: language)
    }

    /// Whether the text may be `other`'s, told from the lengths and prefixes alone: only texts of the same length
    /// in bytes are compared (a text copied from base is the same byte for byte), and texts whose prefixes differ
    /// and are both ASCII are different as strings compare (ASCII scalars neither decompose nor move, so
    /// canonically equivalent texts start with the same ones).
    func mayBeSameText(as other: TextSlot) -> Bool {
        guard length == other.length else { return false }
        return prefix == other.prefix || (prefix | other.prefix) & 0x8080_8080_8080_8080 != 0
    }

    /// Whether UTF-8 bytes have a byte a placeholder starts with (`%`, `$` or `{`), whether they have two U+0020
    /// in a row, and whether they are ASCII without carriage returns: one pass, eight bytes at a time (this runs
    /// over every text of every file `glossa validate` checks).
    static func marks(in bytes: UnsafeBufferPointer<UInt8>) -> (
        placeholderSigns: Bool, doubleSpace: Bool, plainASCII: Bool
    ) {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return (false, false, true) }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // The high bit of each byte equal to `byte` (exact: no borrow crosses bytes).
        @inline(__always) func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            let other = word ^ (ones &* UInt64(byte))
            return ~(((other & ~high) &+ ~high) | other) & high
        }
        var signs: UInt64 = 0
        var notPlain: UInt64 = 0
        var doubleSpace = false
        var previousSpace: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            signs |= equal(word, 0x25) | equal(word, 0x24) | equal(word, 0x7B)
            notPlain |= word & high | equal(word, 0x0D)
            let spaces = equal(word, 0x20)
            // A space after a space: in this word, or the first byte after the last byte of the one before.
            if spaces & (spaces << 8 | previousSpace) != 0 { doubleSpace = true }
            previousSpace = spaces >> 56
            index += 8
        }
        var previous: UInt8 = previousSpace != 0 ? 0x20 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 || byte == 0x24 || byte == 0x7B { signs = 1 }
            if byte >= 0x80 || byte == 0x0D { notPlain = 1 }
            if byte == 0x20, previous == 0x20 { doubleSpace = true }
            previous = byte
            index += 1
        }
        return (signs != 0, doubleSpace, notPlain == 0)
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

    /// The number of scalars of UTF-8 bytes (valid) when each is a character of its own, `nil` when one may join
    /// another: every scalar is of a range whose Grapheme_Cluster_Break is Other (letters and punctuation of
    /// Latin, Greek, Cyrillic, Hebrew, Arabic, kana, CJK ideographs, Hangul syllables), and no extending mark,
    /// joiner, control or jamo is among them. Such a text breaks between every two scalars (UAX #29).
    static func standaloneScalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let scalar = scalar(startingAt: index, in: bytes).value
            index += lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            switch scalar {
            case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x5D0...0x5EA, 0x621...0x64A,
                0x660...0x669, 0x671...0x6D5, 0x1E00...0x1FFF, 0x2010...0x2027, 0x2030...0x205E, 0x3001...0x3029,
                0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D:
                count += 1
            default:
                return nil
            }
        }
        return count
    }

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
    func name(_ selectors: SelectorNames) -> String {
        switch (selector, width) {
        case (nil, nil): return "the text"
        case (nil, let width?): return "the @\(width) text"
        case (let selector?, nil): return "the '\(selectors[selector])' text"
        case (let selector?, let width?): return "the '\(selectors[selector])' › @\(width) text"
        }
    }
}

extension UnsafeBufferPointer<TextSlot> {
    /// The index of base's slot that a translation's slot says the same thing as.
    ///
    /// In this order: the same selector and width; the same selector at its widest; base's `other` (at the same
    /// width, else its widest); base's plain text (at the same width, else its widest); base's last slot.
    /// `other`: the number of the `other` selector.
    func counterpart(of slot: TextSlot, other: Int32?) -> Int? {
        if let same = firstIndex(where: { $0.selector == slot.selector && $0.width == slot.width }) { return same }
        if isEmpty { return nil }
        func widest(_ selector: Int32?) -> Int? {
            var best: Int?
            for index in indices where self[index].selector == selector {
                if self[index].width == slot.width { return index }
                if best == nil || (self[index].width ?? 0) > (self[best!].width ?? 0) { best = index }
            }
            return best
        }
        if let selector = slot.selector, let same = widest(selector) { return same }
        return other.flatMap(widest) ?? widest(nil) ?? count - 1
    }
}
