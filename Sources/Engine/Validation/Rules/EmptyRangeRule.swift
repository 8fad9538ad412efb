/// `plural-empty-range`: `iex:A<x<B` with A ≥ B matches nothing (Swifternalization matched x < B).
struct EmptyRangeRule: EntryRule {
    static let id = "plural-empty-range"
    static let severity = Severity.error
    static let group = RuleGroup.plural
    static let summary = "An `iex:` range is empty (`iex:5<x<2`): it matches nothing."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.selectorProblems.contains(.malformed) else { return }
        for variant in entry.variants ?? [] {
            guard entry.kind(variant) == .malformed, case .malformed(let error) = entry.selector(variant),
                Self.isEmptyRange(error, entry.selectorText(variant))
            else { continue }
            entry.emit(
                Self.id, Self.severity, at: MalformedExpressionRule.offset(of: error, in: variant, entry: entry),
                "'\(entry.selectorText(variant))' matches no number (\(Self.reason(error))), so this text is never shown"
            )
        }
    }

    /// `5 is not less than 2`, from the parser's message.
    static func reason(_ error: ExpressionError) -> String {
        var reason = Substring(error.message.dropFirst("empty range: ".count))
        if let end = reason.range(of: ", so no number matches") { reason = reason[..<end.lowerBound] }
        return String(reason)
    }

    static func isEmptyRange(_ error: ExpressionError, _ text: String) -> Bool {
        text.hasPrefix("iex:") && error.message.hasPrefix("empty range")
    }
}
