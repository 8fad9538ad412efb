/// `plural-unmatched-decimals`: a plural entry without `other` where only decimals (`0.0`, `1.5`) match no
/// variant, as in Polish `one`/`few`/`many` files that real apps ship: a warning, since an app that counts
/// things never passes a decimal (`--strict` makes it fail CI all the same). Whole numbers that match no
/// variant are ``UnmatchedNumbersRule``'s error.
struct UnmatchedDecimalsRule: EntryRule {
    static let id = "plural-unmatched-decimals"
    static let severity = Severity.warning
    static let group = RuleGroup.plural
    static let summary =
        "Only decimals (`0.0`, `1.5`) match no variant (no `other`): they fall back to another language."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.shapeReports.contains(.missingOnlyDecimals), let shape = entry.shape, shape.missesOnlyDecimals
        else { return }
        UnmatchedNumbersRule.report(entry, id: Self.id, severity: Self.severity, numbers: "decimals such as ")
    }
}
