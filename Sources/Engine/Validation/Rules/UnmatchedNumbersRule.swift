/// `plural-unmatched-numbers`: a plural entry without `other` and without some form its language uses:
/// whole numbers of that form match no variant (found by trying −10…10000 and the language's CLDR examples).
/// When only decimals match no variant, ``UnmatchedDecimalsRule`` reports it instead.
struct UnmatchedNumbersRule: EntryRule {
    static let id = "plural-unmatched-numbers"
    static let severity = Severity.error
    static let group = RuleGroup.plural
    static let summary =
        "Whole numbers match no variant (no `other`, and a form is missing): they fall back to another language."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.shapeReports.contains(.missing), !entry.shapeReports.contains(.other),
            let shape = entry.shape, !shape.missesOnlyDecimals
        else { return }
        Self.report(entry, id: Self.id, severity: Self.severity, numbers: "")
    }

    /// Reports the forms an entry without `other` lacks, the numbers each would take described after
    /// `numbers` (`"decimals such as "`), with the fix-it that adds them.
    static func report(_ entry: EntryCheck, id: String, severity: Severity, numbers: String) {
        guard let shape = entry.shape, shape.otherVariant == nil, !shape.missing.isEmpty, entry.isPlural,
            let variants = entry.variants, let last = variants.last
        else { return }
        let parts = shape.missing.map {
            "\(MissingCategoryRule.article($0.category)) '\($0.category.rawValue)' form for \(numbers)\($0.described)"
        }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        entry.emit(
            id, severity, at: entry.offset,
            "\(entry.file.languageName) needs \(list): no variant matches these numbers",
            fixIt: MissingCategoryRule.fixIt(
                adding: shape.missing.map(\.category), copying: last, before: false, entry: entry))
    }
}
