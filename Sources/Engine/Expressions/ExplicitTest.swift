/// An explicit selector reduced, when it can be, to a comparison of plain integers: what resolution's inner
/// loop evaluates without touching a `Selector` (whose payload holds strings and classes, so reading it
/// costs reference counting) or a `NumberLiteral`.
///
/// Built once per distinct selector of a file (`LanguageFile.explicitTests`). Whatever cannot be reduced
/// (`exp:` patterns, bounds of 10^18 or more or with more than 18 fraction digits) is `general`: the
/// selector itself decides, exactly as before.
enum ExplicitTest: Sendable {
    /// Not an explicit selector: never tried in step a.
    case notExplicit
    /// `ie:x<op>N`, `>one` (x > 1), or `zero`/`one`/`two` as exact numbers (x = N).
    case compare(Expression.ComparisonOperator, ExactDecimal)
    /// `iex:A<op>x<op>B`.
    case range(lower: ExactDecimal, lowerInclusive: Bool, upper: ExactDecimal, upperInclusive: Bool)
    /// Decided by `Selector.matchesExplicitly`.
    case general

    /// The test for a selector.
    init(_ selector: Selector) {
        switch selector {
        case .category, .unusedCategory, .unknown, .malformed, .ordinal, .device, .variable:
            self = .notExplicit
        case .textMatch:
            self = .general
        case .exactNumber(let category):
            let value: UInt64 = category == .zero ? 0 : category == .one ? 1 : 2
            self = .compare(.equal, ExactDecimal(integer: value))
        case .moreThanOne:
            self = .compare(.greater, ExactDecimal(integer: 1))
        case .expression(let expression), .shared(_, let expression):
            switch expression {
            case .comparison(let op, let bound):
                guard let bound = ExactDecimal(bound) else {
                    self = .general
                    return
                }
                self = .compare(op, bound)
            case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
                guard let lower = ExactDecimal(lower), let upper = ExactDecimal(upper) else {
                    self = .general
                    return
                }
                self = .range(
                    lower: lower, lowerInclusive: lowerInclusive, upper: upper, upperInclusive: upperInclusive)
            case .regex:
                self = .general
            }
        }
    }

    /// Whether a number matches, or `nil` when the selector itself must decide (a `general` test, or a
    /// number too long for `ExactDecimal`). `number` is `nil` when the value is not a number.
    @inline(__always)
    func matches(_ number: ExactDecimal?, isNumber: Bool) -> Bool? {
        switch self {
        case .notExplicit:
            return false
        case .general:
            return nil
        case .compare(let op, let bound):
            guard isNumber else { return false }
            guard let number else { return nil }
            return op.accepts(number.order(bound))
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            guard isNumber else { return false }
            guard let number else { return nil }
            let fromLower = number.order(lower)
            let fromUpper = number.order(upper)
            let aboveLower = fromLower == .descending || (lowerInclusive && fromLower == .equal)
            let belowUpper = fromUpper == .ascending || (upperInclusive && fromUpper == .equal)
            return aboveLower && belowUpper
        }
    }
}

/// A decimal number below 10^18 with at most 18 significant fraction digits, as plain integers: the value
/// is ±(i + t / 10^w). Compares exactly, as `NumberLiteral.numericOrder` does, without a text.
struct ExactDecimal: Sendable {
    var i: UInt64
    /// The fraction digits without trailing zeros, as an integer.
    var t: UInt64
    /// How many fraction digits `t` stands for.
    var w: Int
    var isNegative: Bool

    /// A whole number.
    init(integer: UInt64) {
        (i, t, w, isNegative) = (integer, 0, 0, false)
    }

    /// The literal's value, or `nil` when it does not fit (see the type).
    @inline(__always)
    init?(_ literal: NumberLiteral) {
        self.init(operands: literal.operands, isNegative: literal.isNegative)
    }

    /// The value of operands and a sign, or `nil` when it does not fit (see the type).
    @inline(__always)
    init?(operands: PluralOperands, isNegative: Bool) {
        guard operands.isSmall else { return nil }
        (i, t, w, self.isNegative) = (operands.i, operands.t, operands.w, isNegative)
    }

    private var isZero: Bool { i == 0 && t == 0 }

    /// Compares values exactly: `-0` equals `0`, `1.50` equals `1.5`.
    @inline(__always)
    func order(_ other: ExactDecimal) -> NumericOrder {
        .ofSignedValues(isZero: (isZero, other.isZero), isNegative: (isNegative, other.isNegative)) {
            if i != other.i { return i < other.i ? .ascending : .descending }
            // w ≤ 18 on both sides, so the scaled fractions stay below 10^18.
            let digits = max(w, other.w)
            let x = t &* Self.powersOfTen[digits - w]
            let y = other.t &* Self.powersOfTen[digits - other.w]
            return x < y ? .ascending : x == y ? .equal : .descending
        }
    }

    private static let powersOfTen: [UInt64] = (0...18).map { power in
        (0..<power).reduce(UInt64(1)) { value, _ in value * 10 }
    }
}
