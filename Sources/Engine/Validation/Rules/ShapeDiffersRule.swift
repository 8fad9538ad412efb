/// `coverage-shape-differs`: a single text where base has variants (or the reverse).
struct ShapeDiffersRule: EntryRule {
    static let id = "coverage-shape-differs"
    static let severity = Severity.warning
    static let group = RuleGroup.coverage
    static let summary = "A value is a single text where `base.json` has variants (or the reverse)."
    static let scope = EntryScope.comparedWithBase

    func check(_ entry: EntryCheck) {
        guard let base = entry.base else { return }
        switch (base.value, entry.entry.value) {
        case (.variants(let variants), .text), (.variants(let variants), .widths):
            let baseSelectors = entry.file.project.baseSelectorTexts(ofKey: entry.keyID)
            let names = variants.map { "'\(baseSelectors[$0.selector])'" }.joined(separator: ", ")
            entry.emit(
                Self.id, Self.severity, at: entry.entry.offset,
                "\(entry.source) has variants here (\(names)), but this is a single text: every number shows it")
        case (.text, .variants), (.widths, .variants):
            entry.emit(
                Self.id, Self.severity, at: entry.entry.offset,
                "this has variants, but \(entry.source) has a single text here: check that the app passes a number")
        default:
            break
        }
    }
}
