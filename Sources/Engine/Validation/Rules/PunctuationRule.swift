/// `text-punctuation`: a text that ends with other punctuation than base's (a full stop where base asks a
/// question, a missing ellipsis or colon). Punctuation is compared by kind, so `。` matches `.`, `؟` matches
/// `?`, and `…` matches `...`. A full stop that one side has and the other has not is left alone: many
/// languages drop it in labels and buttons. Variants are compared with base's variant of the same selector,
/// or, for a plural form base does not have (Polish `few`), with base's `other`; a text for a selector of its
/// own (Arabic `zero`, `ie:x=0`) is a different sentence and is not compared.
struct PunctuationRule: EntryRule {
    static let id = "text-punctuation"
    static let severity = Severity.note
    static let group = RuleGroup.text
    static let summary = "The final punctuation differs in kind from `base.json`'s (`.` vs `?`, `。` counts as `.`)."
    static let scope = EntryScope.comparedWithBase

    enum Kind: String {
        case fullStop = "a full stop"
        case question = "a question mark"
        case exclamation = "an exclamation mark"
        case colon = "a colon"
        case ellipsis = "an ellipsis"
    }

    static func check(_ entry: EntryCheck) {
        guard entry.differences.contains(.punctuation) else { return }
        let base = entry.baseSlots
        for (index, slot) in entry.slots.enumerated() where !slot.isEmpty {
            guard let counterpartIndex = entry.counterparts[index] else { continue }
            let mine = slot.punctuation
            let theirs = base[counterpartIndex].punctuation
            guard mine != theirs, mine != nil || theirs != .fullStop, theirs != nil || mine != .fullStop else {
                continue
            }
            if let selector = entry.selectorText(of: slot), !["one", "two", "few", "many", "other"].contains(selector),
                !base.contains(where: { $0.selector == slot.selector })
            {
                continue
            }
            let message: String
            switch (mine, theirs) {
            case (let mine?, let theirs?):
                message =
                    "\(entry.name(of: slot)) ends with \(mine.rawValue), but \(entry.source)'s ends with \(theirs.rawValue)"
            case (let mine?, nil):
                message = "\(entry.name(of: slot)) ends with \(mine.rawValue), but \(entry.source)'s does not"
            case (nil, let theirs?):
                message = "\(entry.source)'s text ends with \(theirs.rawValue), but \(entry.name(of: slot)) does not"
            case (nil, nil):
                continue
            }
            entry.emit(Self.id, Self.severity, at: slot.valueOffset(in: entry.file.bytes), message)
        }
    }

    /// Closing quotes and brackets, skipped before the punctuation.
    /// Closing quotes and brackets, skipped at the end of a text (a switch: no hashing per text).
    static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "”", "’", "»", "›", ")", "]", "」", "』", "》", "〉", "）": return true
        default: return false
        }
    }

    /// The kind of punctuation UTF-8 bytes end with, closing quotes and brackets and whitespace skipped.
    static func kind(of bytes: UnsafeBufferPointer<UInt8>, language: String) -> Kind? {
        guard let lastByte = bytes.last else { return nil }
        // Most texts end with a letter, a digit or a placeholder: decided by the last byte.
        if lastByte < 0x80,
            (lastByte >= 0x30 && lastByte <= 0x39) || (lastByte | 0x20 >= 0x61 && lastByte | 0x20 <= 0x7A)
                || lastByte == 0x25 || lastByte == 0x40
        {
            return nil
        }
        var end = bytes.count
        var last: Unicode.Scalar = " "
        while end > 0 {
            let (scalar, start) = TextSlot.scalar(before: end, in: bytes)
            guard TextSlot.isWhitespace(scalar) || Self.isClosing(scalar) else {
                last = scalar
                break
            }
            end = start
        }
        guard end > 0 else { return nil }
        if last == "…" { return .ellipsis }
        if last == ".", end >= 2, bytes[end - 2] == UInt8(ascii: ".") { return .ellipsis }
        return kind(ofLast: last, language: language)
    }

    /// The kind of a final punctuation mark.
    static func kind(ofLast last: Unicode.Scalar, language: String) -> Kind? {
        switch last {
        case ".", "。", "．", "।", "۔", "።", "။", "፨": return .fullStop
        case "?", "？", "؟", "՞", "፧", "\u{37E}": return .question
        case ";" where language == "el": return .question
        case "!", "！", "՜": return .exclamation
        case ":", "：": return .colon
        default: return nil
        }
    }
}
