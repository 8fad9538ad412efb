/// `text-whitespace`: a text that starts or ends with whitespace where base's does not (or the reverse):
/// stray spaces show in the layout, missing ones glue words together where the app joins texts.
struct WhitespaceRule: EntryRule {
    static let id = "text-whitespace"
    static let severity = Severity.warning
    static let group = RuleGroup.text
    static let summary = "Leading or trailing whitespace differs from `base.json`."
    static let scope = EntryScope.comparedWithBase

    static func check(_ entry: EntryCheck) {
        guard entry.differences.contains(.whitespace) else { return }
        let bytes = entry.file.bytes
        for (index, slot) in entry.slots.enumerated() where !slot.isEmpty {
            guard let counterpartIndex = entry.counterparts[index] else { continue }
            let counterpart = entry.baseSlots[counterpartIndex]
            guard !counterpart.isEmpty,
                slot.startsWithWhitespace != counterpart.startsWithWhitespace
                    || slot.endsWithWhitespace != counterpart.endsWithWhitespace
            else { continue }
            for end in [End.start, .end] where end.isWhitespace(slot) != end.isWhitespace(counterpart) {
                let mine = end.whitespace(of: entry.text(ofSlot: index))
                let theirs = end.whitespace(of: entry.baseText(ofSlot: counterpartIndex))
                guard mine.isEmpty != theirs.isEmpty else { continue }
                let valueStart = slot.valueOffset(in: bytes)
                let message: String
                var fixIt: FixIt?
                if !mine.isEmpty {
                    message =
                        "\(entry.name(of: slot)) \(end.verb) with \(Self.describe(mine)), but \(entry.source)'s does not"
                    if let range = end.rawSpaces(ofStringAt: valueStart, in: bytes) {
                        fixIt = FixIt(
                            "remove \(Self.describe(mine))", edits: [FixIt.Edit(range: range, replacement: "")])
                    }
                } else {
                    message =
                        "\(entry.source)'s text \(end.verb) with \(Self.describe(theirs)), but \(entry.name(of: slot)) does not"
                    if theirs.allSatisfy({ $0 == " " }) {
                        let at = end == .start ? valueStart + 1 : SourceText.endOfString(at: valueStart, in: bytes) - 1
                        fixIt = FixIt(
                            "add \(Self.describe(theirs))", edits: [FixIt.Edit(range: at..<at, replacement: theirs)])
                    }
                }
                entry.emit(Self.id, Self.severity, at: valueStart, message, fixIt: fixIt)
            }
        }
    }

    enum End {
        case start, end

        var verb: String { self == .start ? "starts" : "ends" }

        /// Whether the text has whitespace at this end.
        func isWhitespace(_ slot: TextSlot) -> Bool {
            self == .start ? slot.startsWithWhitespace : slot.endsWithWhitespace
        }

        func whitespace(of text: String) -> String {
            let scalars = text.unicodeScalars
            switch self {
            case .start: return String(String.UnicodeScalarView(scalars.prefix(while: TextSlot.isWhitespace)))
            case .end:
                return String(
                    String.UnicodeScalarView(scalars.reversed().prefix(while: TextSlot.isWhitespace).reversed()))
            }
        }

        /// The raw spaces (U+0020 as written) at this end of the string literal at `quote`, if that is all the
        /// whitespace there is.
        func rawSpaces(ofStringAt quote: Int, in bytes: [UInt8]) -> Range<Int>? {
            let close = SourceText.endOfString(at: quote, in: bytes) - 1
            switch self {
            case .start:
                var end = quote + 1
                while end < close, bytes[end] == 0x20 { end += 1 }
                return end > quote + 1 && (end == close || !Self.isRawWhitespace(bytes, end)) ? quote + 1..<end : nil
            case .end:
                var start = close
                while start > quote + 1, bytes[start - 1] == 0x20 { start -= 1 }
                guard start < close, bytes[start - 1] != UInt8(ascii: "\\") else { return nil }
                return Self.isRawWhitespace(bytes, start - 1) ? nil : start..<close
            }
        }

        private static func isRawWhitespace(_ bytes: [UInt8], _ index: Int) -> Bool {
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: "\\")
        }
    }

    /// `a space`, `2 spaces`, `a line break`, `a no-break space`, `whitespace`.
    static func describe(_ whitespace: String) -> String {
        let scalars = Array(whitespace.unicodeScalars)
        let names: [Unicode.Scalar: (String, String)] = [
            " ": ("a space", "spaces"), "\n": ("a line break", "line breaks"), "\t": ("a tab", "tabs"),
            "\u{A0}": ("a no-break space", "no-break spaces"),
        ]
        guard let first = scalars.first, scalars.allSatisfy({ $0 == first }), let name = names[first] else {
            return "whitespace"
        }
        return scalars.count == 1 ? name.0 : "\(scalars.count) \(name.1)"
    }
}
