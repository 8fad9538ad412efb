/// `portability-random-order`: two variants with different texts that Swifternalization may both pick for
/// one number. It tries variants in dictionary order, which changes from launch to launch, so the text shown
/// changes too (Polish `many` and its built-in `other` both match 5; `ie:x=0` and `other` both match 0).
struct RandomOrderRule: EntryRule {
    static let id = "portability-random-order"
    static let severity = Severity.note
    static let group = RuleGroup.portability
    static let summary =
        "Swifternalization may pick either of two variants for some numbers (its order is random per launch)."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.shapeReports.contains(.legacyOverlaps), let model = entry.file.legacyModel,
            let shape = entry.shape, !shape.legacyOverlapPairs.isEmpty,
            let variants = entry.variants
        else { return }
        // The pairs come most significant first (see `PluralShape.legacyOverlaps`).
        for (index, pair) in shape.legacyOverlapPairs.enumerated() {
            guard !entry.holdSameTexts(pair.first, pair.second) else { continue }
            let first = variants[pair.first]
            let second = variants[pair.second]
            entry.emitPortability(
                Self.id, at: second.offset,
                "under \(model.name), '\(entry.selectorText(first))' and '\(entry.selectorText(second))' both match "
                    + "\(shape.legacyOverlaps[index].described), and which text it shows changes from launch to launch")
            return
        }
    }
}
