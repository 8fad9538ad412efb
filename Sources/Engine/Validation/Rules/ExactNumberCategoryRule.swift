/// `plural-exact-number`: `zero`, `one` or `two` in a language without that form: it then means exactly 0,
/// 1 or 2 (which is often what was meant: English "zero").
struct ExactNumberCategoryRule: EntryRule {
    static let id = "plural-exact-number"
    static let severity = Severity.note
    static let group = RuleGroup.plural
    static let summary = "`zero`/`one`/`two` in a language without that form: it means exactly 0, 1 or 2."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.selectorProblems.contains(.exactNumber) else { return }
        for variant in entry.variants ?? [] {
            guard case .exactNumber(let category) = entry.kind(variant) else { continue }
            let number = category == .zero ? 0 : category == .one ? 1 : 2
            let name = category.rawValue
            entry.emit(
                Self.id, Self.severity, at: variant.offset,
                "\(entry.file.languageName) has no '\(name)' form: here '\(name)' means exactly \(number)")
        }
    }
}
