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

    func check(_ entry: EntryCheck) {
        guard let model = entry.file.legacyModel, let shape = entry.shape, !shape.legacyOverlapPairs.isEmpty,
            let variants = entry.variants
        else { return }
        // The pairs come most significant first (see `PluralShape.legacyOverlaps`).
        for (index, pair) in shape.legacyOverlapPairs.enumerated() {
            guard !variants[pair.first].content.isSame(as: variants[pair.second].content) else { continue }
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

extension VariantContent {
    /// Whether two variants hold the same texts (then the order in which they are tried does not matter).
    func isSame(as other: VariantContent) -> Bool {
        switch (self, other) {
        case (.text(let a), .text(let b)): return a == b
        case (.widths(let a), .widths(let b)):
            return a.variations.count == b.variations.count
                && zip(a.variations, b.variations).allSatisfy { $0.text == $1.text }
        default: return false
        }
    }
}
