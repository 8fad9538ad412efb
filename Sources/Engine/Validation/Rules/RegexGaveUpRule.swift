/// `plural-regex-gave-up`: an `exp:` pattern so slow that matching gave up on a number; a number it gives up
/// on matches nothing.
struct RegexGaveUpRule: EntryRule {
    static let id = "plural-regex-gave-up"
    static let severity = Severity.warning
    static let group = RuleGroup.plural
    static let summary = "An `exp:` pattern is too slow (catastrophic backtracking): matching gives up."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.selectorProblems.contains(.regexGaveUp) else { return }
        for variant in entry.variants ?? [] {
            guard let number = entry.file.selectorFacts[variant.selector].regexGaveUpAt else { continue }
            entry.emit(
                Self.id, Self.severity, at: variant.offset,
                "'\(entry.selectorText(variant))' is too slow: matching gave up on \(number), and a number it gives "
                    + "up on matches nothing (simplify the pattern)")
        }
    }
}
