/// Which numbers of the sweep an `exp:` pattern matches, found with ``RegexPattern`` itself (ICU,
/// case-insensitive, searched anywhere in the number as written).
///
/// Matching is bounded twice. One number gives up after ``RegexPattern``'s step limit, as a lookup does, so
/// the answers agree, and the sweep stops at the first number that gives up (the pattern is then reported as
/// too slow). As a last resort against a pattern that is slow on every number without ever giving up, the
/// sweep of one pattern stops after ``timeLimit``; only such a pattern can make the result depend on the
/// machine's speed.
struct RegexSweep: Sendable {
    /// The numbers the pattern matches (those tried before it gave up, if it did).
    let matches: NumberSet
    /// The number at which matching gave up, if it did.
    let gaveUpAt: String?

    /// The longest one pattern's sweep may take.
    static let timeLimit = Duration.seconds(1)

    /// Sweeps `source`; a pattern that does not compile matches nothing.
    init(source: String, sweep: NumberSweep) {
        var matches = NumberSet(count: sweep.count)
        var gaveUpAt: String?
        if let pattern = try? RegexPattern(source) {
            let matcher = pattern.makeMatcher()
            let clock = ContinuousClock()
            let deadline = clock.now + Self.timeLimit
            for (index, number) in sweep.numbers.enumerated() {
                let text = number.description
                let outcome = matcher.search(text)
                if outcome == .match { matches.insert(index) }
                if outcome == .gaveUp || (index & 63 == 63 && clock.now > deadline) {
                    gaveUpAt = text
                    break
                }
            }
        }
        self.matches = matches
        self.gaveUpAt = gaveUpAt
    }
}
