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
        let placeholders = scan(template)
        guard !placeholders.isEmpty else { return template }
        let scalars = Array(template.unicodeScalars)
        let literal = number.flatMap { try? NumberLiteral($0) }
        var out = String.UnicodeScalarView()
        var cursor = 0
        var usedSequential = false
        for placeholder in placeholders {
            out.append(contentsOf: scalars[cursor..<placeholder.range.lowerBound])
            cursor = placeholder.range.upperBound
            let takesNumber: Bool
            if placeholder.conversion == "%" && !placeholder.isJSONlize {
                out.append("%")
                continue
            } else if placeholder.isJSONlize || placeholder.position == 1 {
                takesNumber = true
            } else if placeholder.position == nil && !usedSequential {
                usedSequential = true
                takesNumber = true
            } else {
                takesNumber = false
            }
            guard takesNumber, let number, let rendered = placeholder.render(number, literal) else {
                out.append(contentsOf: placeholder.text.unicodeScalars)
                continue
            }
            out.append(contentsOf: rendered.unicodeScalars)
        }
        out.append(contentsOf: scalars[cursor...])
        return String(out)
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
