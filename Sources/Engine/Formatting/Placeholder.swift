/// A placeholder in a string: a printf/`String(format:)` specifier (`%d`, `%1$@`, `%.2f`, `%%`) or
/// JSONlize's `${i}`.
public struct Placeholder: Sendable, Equatable {
    /// Where it is in the string's characters (Unicode scalars), for highlighting.
    public var range: Range<Int>
    /// The text as written.
    public var text: String
    /// `N` of `%N$d`, if positional.
    public var position: Int?
    /// Flags, width and precision as written (`-05.2` of `%-05.2f`).
    public var modifiers: String
    /// The length modifier (`l`, `ll`, `h`, `z`…).
    public var length: String
    /// The conversion character: `d i u o x X f F e E g G a A c C s S @ p`, `%` for a literal `%`,
    /// and `i` for `${i}`.
    public var conversion: Character
    /// Whether this is JSONlize's `${i}`.
    public var isJSONlize: Bool

    /// The type of argument it takes, for comparing translations: `integer`, `decimal`, `object`,
    /// `character`, `cString`, `pointer`; `nil` for `%%`.
    public var argumentKind: String? {
        switch conversion {
        case "d", "i", "u", "o", "x", "X": return "integer"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "decimal"
        case "@": return "object"
        case "c", "C": return "character"
        case "s", "S": return "cString"
        case "p": return "pointer"
        default: return nil
        }
    }

    /// Every placeholder in `string`, in order. Text that only looks like a placeholder (`100% sure`)
    /// is not one.
    public static func scan(_ string: String) -> [Placeholder] {
        let scalars = Array(string.unicodeScalars)
        var found: [Placeholder] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "$", index + 3 < scalars.count, scalars[index + 1] == "{", scalars[index + 2] == "i",
                scalars[index + 3] == "}"
            {
                found.append(
                    Placeholder(
                        range: index..<index + 4, text: "${i}", position: nil, modifiers: "", length: "",
                        conversion: "i", isJSONlize: true))
                index += 4
                continue
            }
            guard scalars[index] == "%", let placeholder = printf(scalars, at: index) else {
                index += 1
                continue
            }
            found.append(placeholder)
            index = placeholder.range.upperBound
        }
        return found
    }

    private static func printf(_ scalars: [Unicode.Scalar], at start: Int) -> Placeholder? {
        var index = start + 1
        func digits() -> String {
            var text = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return text
        }
        guard index < scalars.count else { return nil }
        if scalars[index] == "%" {
            return Placeholder(
                range: start..<index + 1, text: "%%", position: nil, modifiers: "", length: "", conversion: "%",
                isJSONlize: false)
        }
        var position: Int?
        let positionDigits = digits()
        if !positionDigits.isEmpty, index < scalars.count, scalars[index] == "$" {
            position = Int(positionDigits)
            index += 1
        } else {
            index = start + 1
        }
        let modifiersStart = index
        while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
        _ = digits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            _ = digits()
        }
        let modifiers = String(String.UnicodeScalarView(scalars[modifiersStart..<index]))
        let lengthStart = index
        while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]), index - lengthStart < 2 {
            index += 1
        }
        let length = String(String.UnicodeScalarView(scalars[lengthStart..<index]))
        guard index < scalars.count, "diuoxXfFeEgGaAcCsS@p".unicodeScalars.contains(scalars[index]) else { return nil }
        let text = String(String.UnicodeScalarView(scalars[start...index]))
        return Placeholder(
            range: start..<index + 1, text: text, position: position, modifiers: modifiers, length: length,
            conversion: Character(scalars[index]), isJSONlize: false)
    }
}
