/// The text of an Android string resource, between the XML as written and the text the app receives
/// (DESIGN §11): XML references and CDATA sections read, then Android's own rules — `\'`, `\"`, `\\`,
/// `\n`, `\t`, `\@`, `\?`, `\uXXXX` escapes, double quotes that keep white space (and are dropped), runs of
/// white space outside them collapsed to one space and trimmed at the ends. Inline markup (`<b>`,
/// `<xliff:g id="n">`) is kept as written, tags and all, in the text Glossa shows and edits, and left out of
/// the text the app receives (`delivered`); comments inside a value are dropped, as Android does.
enum AndroidText {
    /// The text of the content `range` of `bytes` (already checked by `XMLScanner`), its inline markup kept as
    /// written (what Glossa shows and edits).
    static func decode(_ bytes: [UInt8], range: Range<Int>) -> String {
        isPlain(bytes[range])
            ? String(decoding: bytes[range], as: UTF8.self) : unescape(XMLText.pieces(bytes, range: range))
    }

    /// The text an app receives from `getString()` for the content `range` of `bytes`, when it differs from
    /// `decode`'s: without the tags of its inline markup (`<xliff:g>` is removed when the app is built, and
    /// `getString` drops styling); `nil` for content without markup.
    static func delivered(_ bytes: [UInt8], range: Range<Int>) -> String? {
        guard !isPlain(bytes[range]) else { return nil }
        let pieces = XMLText.pieces(bytes, range: range)
        guard pieces.contains(where: { if case .markup = $0 { true } else { false } }) else { return nil }
        return unescape(pieces.filter { if case .markup = $0 { false } else { true } })
    }

    /// Whether content is its own text: no escape, quote, reference, markup, nor white space other than single
    /// spaces between words (most values; they skip the general path).
    private static func isPlain(_ content: ArraySlice<UInt8>) -> Bool {
        guard let first = content.first, let last = content.last, first != 0x20, last != 0x20 else {
            return content.isEmpty
        }
        var previous: UInt8 = 0
        for byte in content {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "&"), UInt8(ascii: "<"), 0x0A, 0x0D, 0x09:
                return false
            case 0x20 where previous == 0x20: return false
            default: previous = byte
            }
        }
        return true
    }

    /// The content to write for `text`: Android's escapes for `\`, `'`, `"`, line breaks and tabs, a leading
    /// `@` or `?`; XML's for `&` and `<`; the text in double quotes when its white space would otherwise
    /// collapse (or `quoted`, to keep a value's style). Markup in `text` that is well-formed XML is written as
    /// markup; any other `<` as `&lt;`.
    static func encode(_ text: String, quoted: Bool = false) -> String {
        let needsQuotes =
            quoted || text.first.map(\.isWhitespace) == true || text.last.map(\.isWhitespace) == true
            || text.contains("  ")
        var atStart = true
        func escape(_ character: Character) -> String {
            defer { atStart = false }
            switch character {
            case "<": return "&lt;"
            case "&": return "&amp;"
            case "\\": return "\\\\"
            case "'": return needsQuotes ? "'" : "\\'"
            case "\"": return "\\\""
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "@", "?": return atStart ? "\\" + String(character) : String(character)
            default: return String(character)
            }
        }
        let out = XMLText.holdsMarkup(text) ? XMLText.escapingOutsideTags(text, escape) : text.map(escape).joined()
        return needsQuotes ? "\"" + out + "\"" : out
    }

    /// Applies Android's escapes, quotes and white-space rules to the pieces.
    private static func unescape(_ pieces: [XMLText.Piece]) -> String {
        var unescaper = Unescaper()
        for piece in pieces {
            switch piece {
            case .markup(let tag): unescaper.append(tag)
            case .text(let text): unescaper.read(text)
            }
        }
        return String(unescaper.out)
    }

    /// The state of `unescape`: a struct rather than captured variables, so that appending needs no dynamic
    /// exclusivity checks.
    private struct Unescaper {
        var out = String.UnicodeScalarView()
        /// Inside an unescaped `"…"`.
        var quoted = false
        /// Whether unquoted white space was read since the last character, so a run collapses and the ends trim.
        var pendingSpace = false
        var atStart = true

        mutating func separate() {
            if pendingSpace && !atStart { out.append(" ") }
            pendingSpace = false
            atStart = false
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            separate()
            out.append(scalar)
        }

        mutating func append(_ markup: String) {
            separate()
            out.append(contentsOf: markup.unicodeScalars)
        }

        mutating func read(_ text: String) {
            var scalars = text.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                switch scalar {
                case "\\":
                    guard let next = scalars.next() else { continue }
                    switch next {
                    case "n": append("\n")
                    case "t": append("\t")
                    case "u":
                        var hex: [Unicode.Scalar] = []
                        var rest: Unicode.Scalar?
                        while hex.count < 4, let digit = scalars.next() {
                            guard digit.properties.isASCIIHexDigit else {
                                rest = digit
                                break
                            }
                            hex.append(digit)
                        }
                        var digits = String.UnicodeScalarView()
                        digits.append(contentsOf: hex)
                        if hex.count == 4, let value = UInt32(String(digits), radix: 16),
                            let decoded = Unicode.Scalar(value)
                        {
                            append(decoded)
                        } else {
                            for digit in hex { append(digit) }
                        }
                        if let rest { append(rest) }
                    default: append(next)
                    }
                case "\"": quoted.toggle()
                case " ", "\n", "\t", "\r":
                    if quoted { append(scalar) } else { pendingSpace = true }
                default: append(scalar)
                }
            }
        }
    }
}
