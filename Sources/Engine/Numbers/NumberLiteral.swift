// TEMPORARY stand-in, replaced by the plurals branch at merge.
public enum NumberLiteralError: Error, Equatable, Sendable { case invalid(String) }
public enum NumericOrder: Sendable { case ascending, equal, descending }
public struct PluralOperands: Sendable, Hashable { var isOne: Bool }
public struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
    let value: Double
    public let description: String
    public init(_ text: some StringProtocol) throws(NumberLiteralError) {
        guard let value = Double(String(text)), !text.contains("e"), !text.hasPrefix("+") else {
            throw .invalid(String(text))
        }
        self.value = value
        self.description = String(text)
    }
    public var isNegative: Bool { value < 0 }
    public var operands: PluralOperands { PluralOperands(isOne: description == "1") }
    public var doubleValue: Double { value }
    public func numericOrder(_ other: NumberLiteral) -> NumericOrder {
        value < other.value ? .ascending : value == other.value ? .equal : .descending
    }
}
public enum LocaleTagError: Error { case malformed }
public struct PluralRules: Sendable, Hashable {
    public init(locale tag: String) throws(LocaleTagError) { cldrLocale = tag }
    public var cldrLocale: String
    public var isRoot: Bool { false }
    public func category(of number: NumberLiteral, ordinal: Bool = false) -> PluralCategory {
        number.operands.isOne ? .one : .other
    }
    public func categories(ordinal: Bool = false) -> [PluralCategory] { [.one, .other] }
}
