/// `plural-overlap`: two explicit selectors that both match some numbers; the first in the file wins them.
struct OverlappingExpressionsRule: EntryRule {
    static let id = "plural-overlap"
    static let severity = Severity.note
    static let group = RuleGroup.plural
    static let summary = "Two expressions match the same numbers: the one written first wins them."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.shapeReports.contains(.overlaps), let shape = entry.shape, let variants = entry.variants
        else { return }
        for overlap in shape.overlaps {
            let first = entry.selectorText(variants[overlap.first])
            let second = entry.selectorText(variants[overlap.second])
            entry.emit(
                Self.id, Self.severity, at: variants[overlap.second].offset,
                "'\(second)' and '\(first)' both match \(overlap.described): '\(first)', written first, wins them")
        }
    }
}
