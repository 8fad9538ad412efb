/// `width-sets-differ`: a translation's `@N` widths differ from base's for the same text, so the app's
/// widths pick differently sized texts in each language.
struct WidthSetsDifferRule: EntryRule {
    static let id = "width-sets-differ"
    static let severity = Severity.warning
    static let group = RuleGroup.width
    static let summary = "A translation's `@N` widths differ from `base.json`'s for the same text."
    static let scope = EntryScope.widths

    func check(_ entry: EntryCheck) {
        guard entry.hasBase else { return }
        switch (entry.value, entry.baseValue) {
        case (.widths(let widths), .widths(let baseWidths)):
            compare(widths, at: entry.offset, with: baseWidths, entry: entry, what: "widths")
        case (.variants(let variants), .variants(let baseVariants)):
            for variant in variants {
                guard case .widths(let widths) = variant.content else { continue }
                let baseSelectors = entry.file.project.baseSelectorTexts(ofKey: entry.keyID)
                let selector = entry.selectorText(variant)
                let counterpart =
                    baseVariants.first { baseSelectors[$0.selector] == selector }
                    ?? baseVariants.first { baseSelectors[$0.selector] == "other" }
                guard let counterpart, case .widths(let baseWidths) = counterpart.content else { continue }
                compare(
                    widths, at: variant.offset, with: baseWidths, entry: entry,
                    what: "'\(selector)' widths", baseName: "'\(baseSelectors[counterpart.selector])'")
            }
        default:
            break
        }
    }

    private func compare(
        _ widths: WidthVariations, at offset: Int, with base: WidthVariations, entry: EntryCheck, what: String,
        baseName: String? = nil
    ) {
        let mine = Set(widths.variations.map(\.width))
        let theirs = Set(base.variations.map(\.width))
        guard mine != theirs, !mine.isEmpty, !theirs.isEmpty else { return }
        func list(_ set: Set<Int>) -> String { set.sorted().map { "@\($0)" }.joined(separator: ", ") }
        let where_ = baseName.map { " for \($0)" } ?? ""
        entry.emit(
            Self.id, Self.severity, at: offset,
            "the \(what) are \(list(mine)), but \(entry.source) has \(list(theirs))\(where_): the same layout picks "
                + "differently sized texts")
    }
}
