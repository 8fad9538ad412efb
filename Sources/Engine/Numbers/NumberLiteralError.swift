/// Why a text is not a number that ``NumberLiteral`` accepts.
///
/// Every case carries the text as given, and ``description`` is a message for a translator that names it:
/// `'1,000' is not a number: grouping separators are not allowed`.
public enum NumberLiteralError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// Spaces, tabs or line breaks before or after the number (`" 5"`).
    case surroundingWhitespace(String)
    /// Digits grouped with `,`, a space, `'` or `_` (`"1,000"`, `"1 000"`).
    case groupingSeparator(String)
    /// A comma used as the decimal separator (`"1,5"`).
    case decimalComma(String)
    /// A leading `+` (`"+1"`).
    case leadingPlusSign(String)
    /// A sign with no digits (`"-"`).
    case missingDigits(String)
    /// A decimal point without a digit before it (`".5"`).
    case missingIntegerDigits(String)
    /// A decimal point without a digit after it (`"1."`).
    case missingFractionDigits(String)
    /// An exponent marker `c` or `e` without digits after it (`"1e"`).
    case missingExponentDigits(String)
    /// A signed exponent (`"1e-3"`, `"1e+3"`): only compact exponents (whole powers of ten) are numbers here.
    case signedExponent(String)
    /// An exponent above ``NumberLiteral/maximumExponent``.
    case exponentTooLarge(String)
    /// Any other character where it cannot be (`"12a"`, `"1.2.3"`, `"--1"`); `offset` counts characters from 0.
    case unexpectedCharacter(String, Character, offset: Int)

    /// The text that was rejected (empty for ``empty``).
    public var text: String {
        switch self {
        case .empty: ""
        case .surroundingWhitespace(let text), .groupingSeparator(let text), .decimalComma(let text),
            .leadingPlusSign(let text), .missingDigits(let text), .missingIntegerDigits(let text),
            .missingFractionDigits(let text), .missingExponentDigits(let text), .signedExponent(let text),
            .exponentTooLarge(let text), .unexpectedCharacter(let text, _, _):
            text
        }
    }

    /// The message: what was given, and what is wrong with it.
    public var description: String {
        let quoted = Self.quote(text)
        switch self {
        case .empty:
            return "a number is needed here, but the text is empty"
        case .surroundingWhitespace:
            return "\(quoted) is not a number: remove the spaces around it"
        case .groupingSeparator:
            return "\(quoted) is not a number: grouping separators are not allowed (write 1000, not 1,000)"
        case .decimalComma:
            return "\(quoted) is not a number: the decimal separator must be '.' (write 1.5, not 1,5)"
        case .leadingPlusSign:
            return "\(quoted) is not a number: a leading '+' is not allowed"
        case .missingDigits:
            return "\(quoted) is not a number: it has no digits"
        case .missingIntegerDigits:
            return "\(quoted) is not a number: write a digit before the decimal point (0.5, not .5)"
        case .missingFractionDigits:
            return "\(quoted) is not a number: write digits after the decimal point, or leave the point out"
        case .missingExponentDigits:
            return "\(quoted) is not a number: the exponent after 'c' or 'e' has no digits"
        case .signedExponent:
            return "\(quoted) is not a number: the exponent after 'c' or 'e' cannot have a sign"
        case .exponentTooLarge:
            return "\(quoted) is not a number: the exponent is larger than \(NumberLiteral.maximumExponent)"
        case .unexpectedCharacter(_, let character, let offset):
            return "\(quoted) is not a number: unexpected \(Self.quote(String(character))) at position \(offset + 1)"
        }
    }

    /// The text in single quotes, shortened to 40 characters and with control characters shown as pictures
    /// (`VisibleText`), so that a message stays on one readable line.
    static func quote(_ text: String) -> String {
        let shortened = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "'" + VisibleText.of(shortened) + "'"
    }
}
