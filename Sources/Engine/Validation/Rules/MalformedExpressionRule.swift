/// `plural-malformed-expression`: an `ie:`/`iex:`/`exp:` selector that does not parse (or a shared name
/// whose definition does not); it never matches.
struct MalformedExpressionRule: EntryRule {
    static let id = "plural-malformed-expression"
    static let severity = Severity.error
    static let group = RuleGroup.plural
    static let summary = "An `ie:`/`iex:`/`exp:` selector does not parse (`ie:x<.5`, a bad regex): never shown."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.selectorProblems.contains(.malformed) else { return }
        for variant in entry.variants ?? [] {
            guard entry.kind(variant) == .malformed, case .malformed(let error) = entry.selector(variant) else {
                continue
            }
            let text = entry.selectorText(variant)
            guard !text.hasPrefix("@"), !EmptyRangeRule.isEmptyRange(error, text) else { continue }
            // A shared name's message already names it.
            let place = error.message.hasPrefix("the shared expression") ? "" : " in '\(text)'"
            entry.emit(
                Self.id, Self.severity, at: Self.offset(of: error, in: variant, entry: entry),
                "\(error.message)\(place), so this text is never shown")
        }
    }

    /// Where the problem is inside the selector's key.
    static func offset(of error: ExpressionError, in variant: VariantHead, entry: EntryCheck) -> Int {
        ExpressionsMalformedRule.offset(ofCharacter: error.offset, inStringAt: variant.offset, in: entry.file.bytes)
    }
}
