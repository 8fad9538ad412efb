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
            return text.contains(".") || text.contains("c") || text.contains("e") ? nil : Int(text)
        }
        plain = NumberSet(count: numbers.count) { !numbers[$0].description.contains(where: { $0 == "c" || $0 == "e" }) }
        let values = integerValues
        counting = NumberSet(count: numbers.count) { (values[$0] ?? -1) >= 0 }
        nonNegative = NumberSet(count: numbers.count) { !numbers[$0].isNegative }
    }

    /// A few numbers of a set, as a translator reads them: `2–4, 22–24, …`, `1`, `0.0, 0.1, 0.2, …`.
    ///
    /// Runs of three or more consecutive whole numbers are written `a–b`. Two items are shown when one of the
    /// first two is a run, else three; `…` ends the list when the set has more.
    func describe(_ set: NumberSet) -> String {
        var groups: [[Int]] = []
        var stoppedEarly = false
        set.forEach { index in
            if let last = groups.last?.last, let previous = integerValues[last], let value = integerValues[index],
                previous >= 0, value == previous + 1
            {
                groups[groups.count - 1].append(index)
                return true
            }
            if groups.count > 4 {
                stoppedEarly = true
                return false
            }
            groups.append([index])
            return true
        }
        var items: [(text: String, isRun: Bool)] = []
        for group in groups {
            if group.count >= 3 {
                items.append(("\(integerValues[group[0]]!)–\(integerValues[group.last!]!)", true))
            } else {
                items += group.map { (numbers[$0].description, false) }
            }
        }
        let limit = items.prefix(2).contains { $0.isRun } ? 2 : 3
        let hasMore = stoppedEarly || items.count > limit
        return items.prefix(limit).map(\.text).joined(separator: ", ") + (hasMore ? ", …" : "")
    }
}
