/// `plural-unused-category`: `few` or `many` in a language that has no such form; the text is never shown.
struct UnusedCategoryRule: EntryRule {
    static let id = "plural-unused-category"
    static let severity = Severity.warning
    static let group = RuleGroup.plural
    static let summary = "`few` or `many` in a language without that form (Japanese `few`): never shown."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.selectorProblems.contains(.unusedCategory) else { return }
        for variant in entry.variants ?? [] {
            guard case .unusedCategory(let category) = entry.kind(variant) else { continue }
            entry.emit(
                Self.id, Self.severity, at: variant.offset,
                "\(entry.file.languageName) has no '\(category.rawValue)' form: this text is never shown")
        }
    }
}
