import Foundation

extension Placeholder {
    /// Formats a resolved string with the number, for the preview and `resolve`'s `formatted`.
    ///
    /// The number is the only argument: the first non-positional placeholder and every `%1$…` take
    /// it; `%%` becomes `%`; placeholders left without an argument are shown as written, never crashed
    /// on. Integer conversions print the integer part exactly (any length); `%@` prints the number
    /// as written; decimal conversions use C's formatting. `%s` (a C string: an app passing a number
    /// there crashes) stays as written, so `100% sure` shows unchanged.
    public static func format(_ template: String, number: String?) -> String {
        guard template.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "$") }) else {
            return template
        }
        let bytes = Array(template.utf8)
        let placeholders = scanUTF8(bytes)
        guard !placeholders.isEmpty else { return template }
        let literal = number.flatMap { try? NumberLiteral($0) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var cursor = 0
        var usedSequential = false
        for (placeholder, range) in placeholders {
            out.append(contentsOf: bytes[cursor..<range.lowerBound])
            cursor = range.upperBound
            let takesNumber: Bool
            if placeholder.conversion == "%" && !placeholder.isJSONlize {
                out.append(UInt8(ascii: "%"))
                continue
            } else if placeholder.isJSONlize || placeholder.position == 1 {
                takesNumber = true
            } else if placeholder.position == nil && !usedSequential {
                usedSequential = true
                takesNumber = true
            } else {
                takesNumber = false
            }
            if takesNumber, let number, let rendered = placeholder.render(number, literal) {
                out.append(contentsOf: rendered.utf8)
            } else {
                out.append(contentsOf: bytes[range])
            }
        }
        out.append(contentsOf: bytes[cursor...])
        return String(decoding: out, as: UTF8.self)
    }

    /// The placeholder filled with the number, or `nil` when the number does not fit its type.
    private func render(_ number: String, _ literal: NumberLiteral?) -> String? {
        if isJSONlize { return literal.map { Self.integerPart(of: $0.description) } }
        switch argumentKind {
        case "object":
            return pad(number)
        case "integer":
            guard let literal else { return nil }
            let digits = Self.integerPart(of: literal.description)
            if conversion == "d" || conversion == "i" || conversion == "u", modifiers.isEmpty { return digits }
            guard let value = Int(digits) else { return digits }
            return String(format: "%" + modifiers + "l" + String(conversion), value)
        case "decimal":
            guard let literal else { return nil }
            return String(format: "%" + modifiers + String(conversion), literal.doubleValue)
        default:
            return nil
        }
    }

    private func pad(_ text: String) -> String {
        let width = Int(modifiers.drop { "-+ #0'".contains($0) }.prefix { $0.isNumber }) ?? 0
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return modifiers.hasPrefix("-") ? text + padding : padding + text
    }

    /// The integer part of a plain decimal (`-12.5` → `-12`), digits kept exactly; a compact number
    /// (`1.2c6`) as written.
    private static func integerPart(of text: String) -> String {
        if text.contains(where: { $0 == "c" || $0 == "e" }) { return text }
        let integer = text.prefix { $0 != "." }
        return integer == "-0" ? "0" : String(integer)
    }
}
