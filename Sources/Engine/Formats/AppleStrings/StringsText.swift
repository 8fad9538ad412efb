/// The escapes of `.strings` strings, as Foundation reads them: `\n \t \r \a \b \f \v`, `\"`, `\\`, `\U` and
/// up to four hex digits (a UTF-16 unit: two make a pair), `\` and one to three octal digits (a byte of
/// NeXTSTEP's encoding, read as Latin-1 here), a backslash before a line break; before any other character the
/// backslash is dropped (`\'` is `'`, and `\u` is `u`: Foundation has no lower-case `\u`).
enum StringsText {
    /// The text of a string's content (between its quotes), escapes decoded.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingLead: UInt16?
        func append(_ scalar: Unicode.Scalar) {
            if pendingLead != nil { scalars.append("\u{FFFD}") }
            pendingLead = nil
            scalars.append(scalar)
        }
        func append(unit: UInt16) {
            if UTF16.isLeadSurrogate(unit) {
                if pendingLead != nil { scalars.append("\u{FFFD}") }
                pendingLead = unit
            } else if UTF16.isTrailSurrogate(unit) {
                if let lead = pendingLead {
                    scalars.append(Unicode.Scalar(0x10000 + (UInt32(lead - 0xD800) << 10) + UInt32(unit - 0xDC00))!)
                    pendingLead = nil
                } else {
                    scalars.append("\u{FFFD}")
                }
            } else {
                append(Unicode.Scalar(unit)!)
            }
        }
        var index = bytes.startIndex
        var runStart = index
        func flush(upTo end: Int) {
            guard runStart < end else { return }
            for scalar in String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars { append(scalar) }
        }
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else {
                index += 1
                continue
            }
            flush(upTo: index)
            index += 1
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(byte - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else {
                        break
                    }
                    value = value << 3 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
            case UInt8(ascii: "U"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, index < bytes.endIndex, let digit = hexValue(bytes[index]) {
                    value = value << 4 + UInt16(digit)
                    index += 1
                    digits += 1
                }
                append(unit: value)
            case UInt8(ascii: "a"): append("\u{07}")
            case UInt8(ascii: "b"): append("\u{08}")
            case UInt8(ascii: "f"): append("\u{0C}")
            case UInt8(ascii: "n"): append("\n")
            case UInt8(ascii: "r"): append("\r")
            case UInt8(ascii: "t"): append("\t")
            case UInt8(ascii: "v"): append("\u{0B}")
            default:
                // The backslash goes; the character (maybe several bytes) stays, and is not an escape itself.
                runStart = index - 1
                continue
            }
            runStart = index
        }
        flush(upTo: bytes.endIndex)
        if pendingLead != nil { scalars.append("\u{FFFD}") }
        return String(scalars)
    }

    /// A text as the content of a string in `quote`s: the backslash, the quote, line breaks and tabs escaped,
    /// other control characters as `\U` escapes; with `asciiOnly` (a file written in ASCII with `\U` escapes),
    /// every non-ASCII character as `\U` escapes too.
    static func encode(_ text: String, quote: UInt8 = UInt8(ascii: "\""), asciiOnly: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value == UInt32(quote) {
                    out += "\\" + String(scalar)
                } else if scalar.value < 0x20 || scalar.value == 0x7F || asciiOnly && scalar.value > 0x7F {
                    for unit in String(scalar).utf16 { out += "\\U" + hex(unit) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
