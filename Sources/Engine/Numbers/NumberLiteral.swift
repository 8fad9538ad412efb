/// A decimal number as written (`"-12.50"`, `"1.2c6"`, `"10000000000000000000001"`).
///
/// Plural rules depend on how a number is written, not only on its value: `1` is `one` in English but `1.0`
/// is `other`. A literal keeps the text and the ``PluralOperands`` computed from it, exactly, for numbers of
/// any length.
///
/// Accepted: an optional `-`, one or more ASCII digits, optionally `.` and one or more digits, optionally a
/// compact exponent `c` or `e` and one or more digits (`1.2c6` is 1200000 written in compact form; `c` and
/// `e` are synonyms, as in UTS #35). Leading zeros are allowed (`007`). Everything else is rejected with a
/// ``NumberLiteralError``: an empty text, spaces around the number, a leading `+`, grouping separators
/// (`1,000`, `1 000`), a decimal comma, `1.` and `.5` (a decimal point needs digits on both sides), signed
/// exponents (`1e-3`), other characters.
///
/// Equality and hashing follow the text as written, because that is what selects a plural form: `1.0` and
/// `1` are different literals. For numeric comparison use ``numericOrder(_:)`` or
/// ``isNumericallyEqual(_:)``, which are exact for any length (`1.0` equals `1`, `-0` equals `0`, `1e3`
/// equals `1000`). The type is deliberately not `Comparable`, since a numeric `<` would disagree with the
/// textual `==`.
public struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The largest exponent accepted after `c` or `e`.
    public static let maximumExponent = 999_999_999

    /// The text as written.
    public let description: String
    /// The plural operands of the number (of its absolute value).
    public let operands: PluralOperands
    /// Whether the text starts with `-` (also for `-0`).
    public let isNegative: Bool

    /// Parses `text`; see the type's documentation for what is accepted.
    ///
    /// - Throws: ``NumberLiteralError`` naming the text and what is wrong with it.
    /// - Complexity: O(length of `text`); no allocation beyond storing the text.
    public init(_ text: String) throws(NumberLiteralError) {
        switch Self.parse(text) {
        case .success(let (operands, isNegative)):
            self.init(verbatim: text, operands: operands, isNegative: isNegative)
        case .failure(let failure):
            throw Self.error(failure.problem, in: text, atByte: failure.byteOffset)
        }
    }

    /// A literal from a text already parsed into `operands` and `isNegative`.
    init(verbatim text: String, operands: PluralOperands, isNegative: Bool) {
        self.description = text
        self.operands = operands
        self.isNegative = isNegative
    }

    /// Parses `text` (a `Substring`, for example); see the `String` initializer.
    @inlinable
    public init(_ text: some StringProtocol) throws(NumberLiteralError) {
        try self.init(String(text))
    }

    /// The literal of a whole number, written in the usual way (`42`, `-7`).
    public init(_ value: Int) {
        try! self.init(String(value))
    }

    /// The value as a `Double`, approximately (huge numbers become infinity): for display only.
    public var doubleValue: Double {
        let text =
            description.utf8.contains(UInt8(ascii: "c"))
            ? String(description.map { $0 == "c" ? "e" : $0 }) : description
        return Double(text) ?? .nan
    }

    /// Whether two literals are the same text; `1.0` and `1` are not (see ``isNumericallyEqual(_:)``).
    public static func == (a: NumberLiteral, b: NumberLiteral) -> Bool {
        a.description == b.description
    }

    /// Hashes the text, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
