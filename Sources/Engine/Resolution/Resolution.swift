/// The answer to a lookup, with everything the preview shows about how it was found (DESIGN §4).
public struct Resolution: Sendable, Equatable {
    /// The string, unformatted (`%d` not substituted).
    public var value: String
    /// The language whose file gave the value; `nil` when the default or the key itself was returned.
    public var language: FileLanguage?
    /// The variant's selector that matched (`few`, `ie:x=0`), if the value has variants.
    public var selector: String?
    /// The `@N` width variation chosen, if the value has widths.
    public var width: Int?
    /// The number's CLDR category in the language that gave the value (or the requested language);
    /// `nil` without a number or when the number is not a number.
    public var category: PluralCategory?
    /// Whether the value came from somewhere other than the requested language's own file.
    public var isFallback: Bool

    /// The selectors that led to the value: `["few"]`, `["ie:x=0"]`, `["one", "@200"]`, `["@300"]`;
    /// empty for a plain string.
    public var path: [String] { (selector.map { [$0] } ?? []) + (width.map { ["@\($0)"] } ?? []) }

    /// The matched selector path as shown to people: `one › @200`; `nil` for a plain string.
    public var matched: String? {
        switch (selector, width) {
        case (nil, nil): return nil
        case (let selector?, nil): return selector
        case (nil, let width?): return "@\(width)"
        case (let selector?, let width?): return "\(selector) › @\(width)"
        }
    }
}

/// The variant and width a language's entry gives for one input.
public struct Selection: Sendable, Equatable {
    /// The text chosen.
    public var text: String
    /// The index of the chosen variant in the entry's variants, if the value has variants.
    public var variant: Int?
    /// The chosen width variation's N, if the value has widths.
    public var width: Int?
}

/// What a lookup is asked about: a number as written and a fitting width, both optional.
public struct LookupInput: Sendable {
    /// The number as written (`"5"`, `"1.5"`, `"-3"`), or any text for `exp:` selectors.
    public let number: String?
    /// The width available, in points or columns.
    public let width: Int?
    /// The number parsed, when `number` is a number: plain integers only, so that resolution's inner loops
    /// copy it without reference counting.
    let parsed: ParsedNumber?

    /// Creates an input; the number is parsed once here.
    public init(number: String? = nil, width: Int? = nil) {
        self.number = number
        self.width = width
        guard let number, case .success(let (operands, isNegative)) = NumberLiteral.parse(number) else {
            parsed = nil
            return
        }
        parsed = ParsedNumber(operands: operands, isNegative: isNegative)
    }

    /// The number parsed, when `number` is a number.
    public var literal: NumberLiteral? {
        guard let parsed, let number else { return nil }
        return NumberLiteral(verbatim: number, operands: parsed.operands, isNegative: parsed.isNegative)
    }
}

/// A lookup's number as resolution reads it: its plural operands, its sign, and its value as an
/// `ExactDecimal` when it fits one.
struct ParsedNumber: Sendable {
    let operands: PluralOperands
    let isNegative: Bool
    /// The value for the integer tests of explicit selectors, computed once per lookup.
    let exact: ExactDecimal?

    init(operands: PluralOperands, isNegative: Bool) {
        self.operands = operands
        self.isNegative = isNegative
        exact = ExactDecimal(operands: operands, isNegative: isNegative)
    }
}
