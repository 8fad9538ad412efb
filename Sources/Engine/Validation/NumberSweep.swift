/// The numbers the validator tries every plural entry with: the integers −10…10000 and the CLDR example
/// numbers (whole and decimal) of every language of the project, each once.
///
/// They are kept in display order: 0…10000, then the larger and compact example integers (`1000000`,
/// `1c6`), then the decimals, then −1…−10, so that the first numbers of a set are the ones worth showing.
/// Which numbers a selector matches is computed once per selector over the sweep, and each distinct set of
/// selectors is analysed once (see ``PluralShape``), so the cost does not grow with the number of keys.
///
/// It is a sample: a claim that a number matches nothing is always true of the numbers shown, but a claim
/// about every number ("never chosen") holds for the sweep only, except for `ie:`/`iex:` expressions, which
/// are compared exactly as intervals.
struct NumberSweep: Sendable {
    /// The numbers, in display order.
    let numbers: [NumberLiteral]
    /// The value of each number that is a plain whole number (no decimal point, no exponent), for showing
    /// runs like `2–4`.
    let integerValues: [Int?]
    /// The numbers an app passes as written (no compact exponent): the ones Swifternalization's model is
    /// asked about.
    let plain: NumberSet
    /// The plain whole numbers 0 and above.
    let counting: NumberSet
    /// The numbers 0 and above: those plural entries must have a form for (an app counts things; CLDR gives
    /// −N the form of N anyway).
    let nonNegative: NumberSet
    /// The numbers written with fraction digits (CLDR's v > 0: `0.0`, `1.5`, `1.0c6`): what an app counting
    /// things never passes.
    let decimals: NumberSet
    /// The positions of the numbers in ascending numeric order (numerically equal ones side by side, `1`
    /// beside `1.0` and `1c0`), so that the numbers of an interval are found by two binary searches.
    let ascending: [Int]
    /// The ranks in ``ascending`` where a run of consecutive positions starts (0 first): the integers 0…10000
    /// are one long run but for the decimals between them, so an interval's numbers are a few ranges of bits.
    let runStarts: [Int]
    /// Each number as a `Double`, as the legacy runtime reads it (never NaN).
    let doubleValues: [Double]
    /// The position of each number by its text.
    let positions: [String: Int]

    var count: Int { numbers.count }

    /// The smallest and largest integers swept.
    static let integerRange = -10...10_000

    /// Builds the sweep for the plural rules of a project's languages.
    init(rules: some Sequence<PluralRules>) {
        var numbers: [NumberLiteral] = (0...Self.integerRange.upperBound).map { NumberLiteral($0) }
        var seen = Set(numbers.map(\.description))
        var largeIntegers: [NumberLiteral] = []
        var decimals: [NumberLiteral] = []
        for ruleSet in rules {
            for category in ruleSet.categories() {
                let examples = ruleSet.examples(category)
                for text in examples.integers where seen.insert(text).inserted {
                    if let literal = try? NumberLiteral(text) { largeIntegers.append(literal) }
                }
                for text in examples.decimals where seen.insert(text).inserted {
                    if let literal = try? NumberLiteral(text) { decimals.append(literal) }
                }
            }
        }
        largeIntegers.sort { $0.numericOrder($1) == .ascending }
        decimals.sort {
            let order = $0.numericOrder($1)
            return order == .ascending || (order == .equal && $0.description.count < $1.description.count)
        }
        numbers += largeIntegers + decimals
        numbers += (Self.integerRange.lowerBound...(-1)).reversed().map { NumberLiteral($0) }
        self.numbers = numbers
        integerValues = numbers.map { literal in
            let text = literal.description
            // Bytes, not `contains(_: String)` (Foundation's, which searches as `NSString` does).
            return text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "c") || $0 == UInt8(ascii: "e") }
                ? nil : Int(text)
        }
        plain = NumberSet(count: numbers.count) { !numbers[$0].description.contains(where: { $0 == "c" || $0 == "e" }) }
        let values = integerValues
        counting = NumberSet(count: numbers.count) { (values[$0] ?? -1) >= 0 }
        nonNegative = NumberSet(count: numbers.count) { !numbers[$0].isNegative }
        self.decimals = NumberSet(count: numbers.count) { numbers[$0].operands.v > 0 }
        let ascending = numbers.indices.sorted { numbers[$0].numericOrder(numbers[$1]) == .ascending }
        self.ascending = ascending
        runStarts = ascending.indices.filter { $0 == 0 || ascending[$0] != ascending[$0 - 1] + 1 }
        doubleValues = numbers.map(\.doubleValue)
        positions = Dictionary(numbers.enumerated().map { ($1.description, $0) }) { first, _ in first }
    }

    /// The numbers of the sweep inside an interval, exactly those an `ie:`/`iex:` expression (or an exact number,
    /// or `>one`) with that interval matches.
    ///
    /// - Complexity: O(log n) comparisons of numbers, then one bit per number found: a few microseconds, where
    ///   trying every number takes milliseconds.
    func numbers(in interval: NumberInterval) -> NumberSet {
        // The first rank that reaches the lower bound, and the first past the upper.
        let start = interval.lower.map { bound in firstRank { bound.isReached(by: numbers[$0]) } } ?? 0
        let end = interval.upper.map { bound in firstRank { bound.isExceeded(by: numbers[$0]) } } ?? count
        return numbers(ranked: start..<max(start, end))
    }

    /// The numbers of the sweep whose `Double` values satisfy every comparison, as the legacy runtime reads
    /// `ie:`/`iex:` expressions.
    ///
    /// Converting to `Double` rounds but keeps the order, so the numbers satisfying a comparison are
    /// consecutive in ``ascending``: two binary searches per comparison, as ``numbers(in:)``.
    func numbers(satisfying comparisons: [LegacyComparison]) -> NumberSet {
        var ranks = 0..<count
        for comparison in comparisons {
            let value = comparison.value
            guard !value.isNaN else { return NumberSet(count: count) }
            let atLeast = firstRank { doubleValues[$0] >= value }
            let above = firstRank { doubleValues[$0] > value }
            let satisfying: Range<Int>
            switch comparison.op {
            case .less: satisfying = 0..<atLeast
            case .lessOrEqual: satisfying = 0..<above
            case .equal: satisfying = atLeast..<above
            case .greaterOrEqual: satisfying = atLeast..<count
            case .greater: satisfying = above..<count
            }
            ranks = ranks.clamped(to: satisfying)
        }
        return numbers(ranked: ranks)
    }

    /// The numbers at some ranks of ``ascending``, a range of bits per run of consecutive positions.
    private func numbers(ranked ranks: Range<Int>) -> NumberSet {
        var set = NumberSet(count: count)
        // The run holding the first rank: the last one starting at or before it.
        var run = 0
        var high = runStarts.count
        while run + 1 < high {
            let middle = (run + high) / 2
            if runStarts[middle] <= ranks.lowerBound { run = middle } else { high = middle }
        }
        var rank = ranks.lowerBound
        while rank < ranks.upperBound {
            let end = min(run + 1 < runStarts.count ? runStarts[run + 1] : count, ranks.upperBound)
            set.insert(ascending[rank]..<ascending[rank] + (end - rank))
            rank = end
            run += 1
        }
        return set
    }

    /// The first rank in ``ascending`` whose number's position satisfies `isPast`, which must hold of a tail.
    private func firstRank(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = ascending.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(ascending[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// A few numbers of a set, as a translator reads them: `2–4, 22–24, …`, `1`, `0.0, 0.1, 0.2, …`.
    ///
    /// Runs of three or more consecutive whole numbers are written `a–b`. Two items are shown when one of the
    /// first two is a run, else three; `…` ends the list when the set has more.
    func describe(_ set: NumberSet) -> String {
        // Each group is a run of consecutive whole numbers 0 and above, or a single number.
        var groups: [(first: Int, last: Int, count: Int)] = []
        var stoppedEarly = false
        // Positions 0…10000 hold the integers 0…10000: a run there is a run of set bits.
        let countingEnd = Self.integerRange.upperBound + 1
        var next = set.first(from: 0)
        while let index = next {
            if let group = groups.last, let previous = integerValues[group.last], let value = integerValues[index],
                previous >= 0, value == previous + 1
            {
                let last = index < countingEnd ? min(set.endOfRun(from: index), countingEnd) - 1 : index
                groups[groups.count - 1].last = last
                groups[groups.count - 1].count += last - index + 1
                next = set.first(from: last + 1)
                continue
            }
            if groups.count > 4 {
                stoppedEarly = true
                break
            }
            groups.append((index, index, 1))
            next = set.first(from: index + 1)
        }
        var items: [(text: String, isRun: Bool)] = []
        for group in groups {
            if group.count >= 3 {
                items.append(("\(integerValues[group.first]!)–\(integerValues[group.last]!)", true))
            } else {
                items += (group.count == 1 ? [group.first] : [group.first, group.last]).map {
                    (numbers[$0].description, false)
                }
            }
        }
        let limit = items.prefix(2).contains { $0.isRun } ? 2 : 3
        let hasMore = stoppedEarly || items.count > limit
        return items.prefix(limit).map(\.text).joined(separator: ", ") + (hasMore ? ", …" : "")
    }
}
