/// `plural-unmatched-numbers`: a plural entry without `other` and without some form its language uses:
/// numbers of that form match no variant (found by trying −10…10000 and the language's CLDR example decimals).
struct UnmatchedNumbersRule: EntryRule {
    static let id = "plural-unmatched-numbers"
    static let severity = Severity.error
    static let group = RuleGroup.plural
    static let summary =
        "Numbers match no variant (no `other`, and a form is missing): they fall back to another language."
    static let scope = EntryScope.variants

    func check(_ entry: EntryCheck) {
        guard let shape = entry.shape, shape.otherVariant == nil, !shape.missing.isEmpty, entry.isPlural,
            let variants = entry.variants, let last = variants.last
        else { return }
        let parts = shape.missing.map {
            "\(MissingCategoryRule.article($0.category)) '\($0.category.rawValue)' form for \($0.described)"
        }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        entry.emit(
            Self.id, Self.severity, at: entry.entry.offset,
            "\(entry.file.languageName) needs \(list): no variant matches these numbers",
            fixIt: MissingCategoryRule.fixIt(
                adding: shape.missing.map(\.category), copying: last, before: false, entry: entry))
    }
}
