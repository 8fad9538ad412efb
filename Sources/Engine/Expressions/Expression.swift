/// An explicit expression: `ie:x>=2`, `iex:2<=x<=4` or `exp:REGEX` (DESIGN §3.2).
public enum Expression: Sendable {
    /// `ie:x<op>N`.
    case comparison(ComparisonOperator, NumberLiteral)
    /// `iex:A<op>x<op>B` with `A < B`; each bound inclusive (`<=`) or not (`<`).
    case range(lower: NumberLiteral, lowerInclusive: Bool, upper: NumberLiteral, upperInclusive: Bool)
    /// `exp:REGEX`.
    case regex(RegexPattern)

    /// The comparison in `ie:` expressions.
    public enum ComparisonOperator: String, Sendable, CaseIterable {
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
        case less = "<"
        case greater = ">"
        case equal = "="

        /// Whether a number that compares to the bound as `order` (number vs bound) satisfies this.
        public func accepts(_ order: NumericOrder) -> Bool {
            switch self {
            case .less: return order == .ascending
            case .lessOrEqual: return order != .descending
            case .equal: return order == .equal
            case .greaterOrEqual: return order != .ascending
            case .greater: return order == .descending
            }
        }
    }

    /// Whether a value matches: `ie:`/`iex:` compare the number exactly (as written, any length);
    /// `exp:` searches the text as written. A value that is not a number matches only `exp:`.
    public func matches(number: NumberLiteral?, text: String) -> Bool {
        var budget = RegexBudget()
        return matches(number: number, text: text, budget: &budget)
    }

    /// `matches(number:text:)`, with an `exp:` search taking its steps from the lookup's `budget`.
    func matches(number: NumberLiteral?, text: String, budget: inout RegexBudget) -> Bool {
        switch self {
        case .comparison(let op, let bound):
            guard let number else { return false }
            return op.accepts(number.numericOrder(bound))
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            guard let number else { return false }
            let fromLower = number.numericOrder(lower)
            let fromUpper = number.numericOrder(upper)
            let aboveLower = fromLower == .descending || (lowerInclusive && fromLower == .equal)
            let belowUpper = fromUpper == .ascending || (upperInclusive && fromUpper == .equal)
            return aboveLower && belowUpper
        case .regex(let pattern):
            return pattern.search(text, budget: &budget) == .match
        }
    }
}
