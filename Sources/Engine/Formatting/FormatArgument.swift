import Foundation

/// A value to put into a placeholder: a number as written, or a text.
///
/// A number keeps the exact digits it was written with (`"1.50"`), so that what is shown and the plural form
/// chosen for it agree. Integers, floating-point numbers and `Decimal`s become such a text:
/// - an integer: its decimal digits (`-3`, `10000000000000000000001`);
/// - a floating-point number: its shortest decimal form that reads back the same value, without an exponent
///   (`1.5`, `0.1` for `Float(0.1)`, `0.00001`); a whole value has no fraction (`1.0` → `1`, which is `one`
///   in English). An app that shows `1.0` and wants the plural form of `1.0` (`other`) passes the text
///   `"1.0"`. Infinity and NaN are texts, not numbers;
/// - a `Decimal`: its description (`1.5`; a `Decimal` keeps no trailing zeros).
public enum FormatArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// A number as written: `-?digits(.digits)?`, or a compact form (`1.2c6`).
    case number(String)
    /// A text, for `%@`, `%s` and named placeholders.
    case text(String)

    /// An integer.
    @inlinable
    public init(_ value: some BinaryInteger) {
        // Through `Int64` where it fits: `String(_:)` of a generic `BinaryInteger` is several times slower.
        if let small = Int64(exactly: value) { self = .number(String(small)) } else { self = .number(String(value)) }
    }

    /// A floating-point number (see the type's description for its digits).
    @inlinable
    public init(_ value: some BinaryFloatingPoint) {
        guard value.isFinite else {
            self = .text(String(describing: value))
            return
        }
        if value == value.rounded(.towardZero), abs(value) < 1e18 {
            self = .number(String(Int64(value)))
        } else {
            self = .number(Self.plainDecimal(String(describing: value)))
        }
    }

    /// A `Decimal`.
    public init(_ value: Decimal) {
        self = value.isFinite ? .number(value.description) : .text(value.description)
    }

    /// A text as written: a number when it reads as one (`"5"`, `"1.50"`), else a text.
    public init(_ text: String) {
        self = NumberLiteral.parse(text).isSuccess ? .number(text) : .text(text)
    }

    /// `5` in an argument list: the number `5`.
    public init(integerLiteral value: Int) { self.init(value) }
    /// `1.5` in an argument list: the number `1.5` (`1.0` is `1`, as for any `Double`).
    public init(floatLiteral value: Double) { self.init(value) }
    /// `"Ana"` in an argument list: a text, or a number when it reads as one (`"1.50"`).
    public init(stringLiteral value: String) { self.init(value) }

    /// The argument as written.
    public var description: String {
        switch self {
        case .number(let text), .text(let text): return text
        }
    }

    /// The number's text, if this is a number.
    public var numberText: String? {
        if case .number(let text) = self { return text }
        return nil
    }

    /// `1e-05` → `0.00001`, `1.5e+20` → `150000000000000000000`; text without an exponent as it is.
    @usableFromInline
    static func plainDecimal(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }),
            let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...])
        else { return text }
        var mantissa = text[..<e]
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        var point = parts[0].count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var integer = String(digits.prefix(point))
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        integer = String(integer.drop { $0 == "0" })
        if integer.isEmpty { integer = "0" }
        return (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
