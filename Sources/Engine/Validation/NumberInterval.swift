/// The numbers an `ie:`/`iex:` expression (or an exact-number selector, or `>one`) matches, as an interval
/// of the real line, so that "this variant is never chosen" can be decided exactly, for every number.
struct NumberInterval: Sendable {
    /// A bound and whether it belongs to the interval.
    struct Bound: Sendable {
        var value: NumberLiteral
        var isInclusive: Bool

        /// Whether `number` is at or above this bound, taken as a lower bound.
        func isReached(by number: NumberLiteral) -> Bool {
            let order = number.numericOrder(value)
            return order == .descending || (order == .equal && isInclusive)
        }

        /// Whether `number` is beyond this bound, taken as an upper bound.
        func isExceeded(by number: NumberLiteral) -> Bool {
            let order = number.numericOrder(value)
            return order == .descending || (order == .equal && !isInclusive)
        }
    }

    /// The lower bound; `nil` is −∞.
    var lower: Bound?
    /// The upper bound; `nil` is +∞.
    var upper: Bound?

    /// The interval a selector matches, if it is one of the interval kinds.
    init?(_ selector: Selector) {
        switch selector {
        case .exactNumber(let category):
            let value = NumberLiteral(category == .zero ? 0 : category == .one ? 1 : 2)
            self.init(lower: Bound(value: value, isInclusive: true), upper: Bound(value: value, isInclusive: true))
        case .moreThanOne:
            self.init(lower: Bound(value: NumberLiteral(1), isInclusive: false), upper: nil)
        case .expression(let expression), .shared(_, let expression):
            self.init(expression)
        default:
            return nil
        }
    }

    /// The interval of an `ie:` or `iex:` expression; `nil` for `exp:`.
    init?(_ expression: Expression) {
        switch expression {
        case .comparison(let op, let value):
            switch op {
            case .less: self.init(lower: nil, upper: Bound(value: value, isInclusive: false))
            case .lessOrEqual: self.init(lower: nil, upper: Bound(value: value, isInclusive: true))
            case .equal:
                self.init(lower: Bound(value: value, isInclusive: true), upper: Bound(value: value, isInclusive: true))
            case .greaterOrEqual: self.init(lower: Bound(value: value, isInclusive: true), upper: nil)
            case .greater: self.init(lower: Bound(value: value, isInclusive: false), upper: nil)
            }
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            self.init(
                lower: Bound(value: lower, isInclusive: lowerInclusive),
                upper: Bound(value: upper, isInclusive: upperInclusive))
        case .regex:
            return nil
        }
    }

    init(lower: Bound?, upper: Bound?) {
        self.lower = lower
        self.upper = upper
    }

    /// Whether every number of this interval is in one of `others`.
    ///
    /// Walks from the lower end: at each step takes the interval that covers the first number not yet
    /// covered and reaches furthest.
    func isCovered(by others: [NumberInterval]) -> Bool {
        // The numbers still to cover start at `start`: nil is −∞; (v, true) means x ≥ v, (v, false) x > v.
        var start: Bound? = lower
        while true {
            var furthest: Bound?
            for other in others where other.coversStart(start) {
                guard let reach = other.upper else { return true }
                // After `other`, what remains starts just past its upper bound.
                let next = Bound(value: reach.value, isInclusive: !reach.isInclusive)
                if furthest == nil || Self.isAfter(next, furthest!) { furthest = next }
            }
            guard let next = furthest else { return false }
            if let start, !Self.isAfter(next, start) { return false }
            start = next
            guard let upper else { continue }
            let order = next.value.numericOrder(upper.value)
            if order == .descending || (order == .equal && (!next.isInclusive || !upper.isInclusive)) { return true }
        }
    }

    /// Whether this interval and `other`, which overlap, share exactly one number (`ie:x<=2`, `ie:x>=2`).
    func meetsInOnePoint(_ other: NumberInterval) -> Bool {
        func higher(_ a: Bound?, _ b: Bound?) -> Bound? {
            guard let a, let b else { return a ?? b }
            return a.value.numericOrder(b.value) == .descending ? a : b
        }
        func lower(_ a: Bound?, _ b: Bound?) -> Bound? {
            guard let a, let b else { return a ?? b }
            return a.value.numericOrder(b.value) == .ascending ? a : b
        }
        guard let low = higher(self.lower, other.lower), let high = lower(upper, other.upper) else { return false }
        return low.value.isNumericallyEqual(high.value)
    }

    /// Whether the first number(s) of the remainder starting at `start` are in this interval.
    private func coversStart(_ start: Bound?) -> Bool {
        guard let start else { return lower == nil }
        if let lower {
            let order = lower.value.numericOrder(start.value)
            if order == .descending { return false }
            if order == .equal, start.isInclusive, !lower.isInclusive { return false }
        }
        guard let upper else { return true }
        let order = upper.value.numericOrder(start.value)
        if order == .descending { return true }
        return order == .equal && start.isInclusive && upper.isInclusive
    }

    /// Whether a remainder starting at `a` starts later than one starting at `b`.
    private static func isAfter(_ a: Bound, _ b: Bound) -> Bool {
        let order = a.value.numericOrder(b.value)
        return order == .descending || (order == .equal && !a.isInclusive && b.isInclusive)
    }
}
