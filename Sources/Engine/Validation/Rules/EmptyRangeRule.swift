/// `plural-empty-range`: `iex:A<x<B` with A ≥ B matches nothing (Swifternalization matched x < B).
struct EmptyRangeRule: EntryRule {
    static let id = "plural-empty-range"
    static let severity = Severity.error
    static let group = RuleGroup.plural
    static let summary = "An `iex:` range is empty (`iex:5<x<2`): it matches nothing."

    func check(_ entry: EntryCheck) {
        for variant in entry.variants ?? [] {
            guard case .malformed(let error) = entry.selector(variant), Self.isEmptyRange(error, entry.selectorText(variant))
            else { continue }
            entry.emit(
                Self.id, Self.severity, at: MalformedExpressionRule.offset(of: error, in: variant, entry: entry),
                "'\(entry.selectorText(variant))' is an \(error.message): this text is never shown")
        }
    }

    static func isEmptyRange(_ error: ExpressionError, _ text: String) -> Bool {
        text.hasPrefix("iex:") && error.message.hasPrefix("empty range")
    }
}
