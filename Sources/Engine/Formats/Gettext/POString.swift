/// PO strings: C escapes decoded and written, and the wrapping `msgmerge` gives a long or multi-line text.
enum POString {
    /// The width `msgmerge` wraps lines to.
    static let wrapWidth = 79

    /// Reads the quoted string starting at `start` (its `"`) in `line` (up to `end`, the line's end):
    /// the decoded bytes appended to `bytes`, and the offset after the closing quote.
    static func read(
        _ source: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into bytes: inout [UInt8]
    ) throws(POSyntaxError) -> Int {
        var index = start + 1
        while index < end {
            let byte = source[index]
            if byte == UInt8(ascii: "\"") { return index + 1 }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 1 < end else { throw POSyntaxError(.unclosedString, offset: start) }
            let escape = source[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "a"): bytes.append(0x07)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): bytes.append(escape)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escape - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(source[index]) {
                    value = value * 8 + Int(source[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                var value = 0
                var digits = 0
                while digits < 2, index < end, let digit = hexValue(source[index]) {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { throw POSyntaxError(.invalidEscape("x"), offset: index - 2) }
                bytes.append(UInt8(value))
            default:
                throw POSyntaxError(
                    .invalidEscape(String(decoding: [escape], as: UTF8.self)), offset: index - 2)
            }
        }
        throw POSyntaxError(.unclosedString, offset: start)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// The text with C escapes, as it goes between quotes (`"` `\` and control characters escaped).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{07}": result += "\\a"
            case "\u{08}": result += "\\b"
            case "\u{0B}": result += "\\v"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let octal = String(scalar.value, radix: 8)
                    result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The lines of a field (`msgstr "text"`), wrapped as `msgmerge` wraps them: on one line when it fits in
    /// 79 columns and holds no line break but a final one; otherwise an empty first string and one line per
    /// line of the text, long lines broken after a space so that each fits.
    static func fieldLines(keyword: String, text: String, prefix: String = "") -> [String] {
        let escapedText = escaped(text)
        let single = "\(prefix)\(keyword) \"\(escapedText)\""
        let innerBreak = escapedText.dropLast(2).contains("\\n")
        if !innerBreak && single.count <= wrapWidth { return [single] }
        var lines = ["\(prefix)\(keyword) \"\""]
        for segment in segments(escapedText) {
            lines += wrapped(segment, room: wrapWidth - prefix.count - 2).map { "\(prefix)\"\($0)\"" }
        }
        return lines
    }

    /// The escaped text cut after each `\n`.
    private static func segments(_ escaped: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var characters = Array(escaped)[...]
        while let character = characters.popFirst() {
            current.append(character)
            if character == "\\", let next = characters.popFirst() {
                current.append(next)
                if next == "n" {
                    segments.append(current)
                    current = ""
                }
            }
        }
        if !current.isEmpty || segments.isEmpty { segments.append(current) }
        return segments
    }

    /// A segment cut into pieces of at most `room` characters, each ending after a space where possible
    /// (a piece without a space to break at is left long), never inside an escape.
    private static func wrapped(_ segment: String, room: Int) -> [String] {
        var pieces: [String] = []
        var rest = Array(segment)[...]
        while rest.count > room {
            var breakAt: Int?
            var index = rest.startIndex
            while index < rest.endIndex, index - rest.startIndex < room {
                if rest[index] == "\\" {
                    index += 2
                    continue
                }
                if rest[index] == " " { breakAt = index + 1 }
                index += 1
            }
            guard let cut = breakAt, cut < rest.endIndex else { break }
            pieces.append(String(rest[..<cut]))
            rest = rest[cut...]
        }
        pieces.append(String(rest))
        return pieces
    }
}
