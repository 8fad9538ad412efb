/// What a variant's selector means, in a form that selectors of two formats can be compared by: `ie:x=0` in
/// Swifternalization, `=0` in JSONlize and `_zero` in an English i18next file are all `.exact(0)`.
///
/// A conversion reads each written variant back through the target format and compares its meaning with the
/// source's: a target that accepts a selector but reads it otherwise (a text match written into a format
/// where any name is a selector that never matches) is caught this way, with no knowledge of the format.
enum SelectorMeaning: Hashable, Sendable {
    /// A CLDR category the language uses.
    case category(PluralCategory)
    /// A category the language does not use: never chosen.
    case unused(PluralCategory)
    /// An ordinal category.
    case ordinal(PluralCategory)
    /// Exactly this number (compared as written: `1` and `1.0` differ, as in expressions).
    case exact(String)
    /// `ie:x<op>N` other than `=`.
    case comparison(Expression.ComparisonOperator, String)
    /// `iex:A<op>x<op>B`.
    case range(lower: String, lowerInclusive: Bool, upper: String, upperInclusive: Bool)
    /// `exp:REGEX`.
    case regex(String)
    /// A text input equal to this text.
    case textMatch(String)
    /// A device.
    case device(String)
    /// A form of a substitution variable that a lookup does not choose.
    case variable(String, PluralCategory)
    /// A selector that never matches (`more`, a malformed expression).
    case never

    /// The meaning of a selector.
    init(_ selector: Selector) {
        switch selector {
        case .category(let category): self = .category(category)
        case .unusedCategory(let category): self = .unused(category)
        case .ordinal(let category): self = .ordinal(category)
        case .exactNumber(let category): self = .exact("\(PluralCategory.allCases.firstIndex(of: category)!)")
        case .moreThanOne: self = .comparison(.greater, "1")
        case .expression(let expression), .shared(_, let expression): self.init(expression)
        case .textMatch(let text): self = .textMatch(text)
        case .device(let device): self = .device(device)
        case .variable(let name, let category): self = .variable(name, category)
        case .unknown, .malformed: self = .never
        }
    }

    private init(_ expression: Expression) {
        switch expression {
        case .comparison(.equal, let number): self = .exact(number.description)
        case .comparison(let op, let number): self = .comparison(op, number.description)
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            self = .range(
                lower: lower.description, lowerInclusive: lowerInclusive, upper: upper.description,
                upperInclusive: upperInclusive)
        case .regex(let pattern): self = .regex(pattern.source)
        }
    }

    /// The meaning in words, for a report: "the exact number 0", "the plural form few".
    var phrase: String {
        switch self {
        case .category(let category): return "the plural form \(category)"
        case .unused(let category): return "the plural form \(category), which the language does not use"
        case .ordinal(let category): return "the ordinal form \(category)"
        case .exact(let number): return "the exact number \(number)"
        case .comparison(let op, let number): return "the numbers x\(op.rawValue)\(number)"
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            return "the numbers \(lower)\(lowerInclusive ? "<=" : "<")x\(upperInclusive ? "<=" : "<")\(upper)"
        case .regex(let source): return "the texts matching \(source)"
        case .textMatch(let text): return "the text '\(text)'"
        case .device(let device): return "the device \(device)"
        case .variable(let name, let category): return "the form \(category) of the variable \(name)"
        case .never: return "a selector that never matches"
        }
    }
}
