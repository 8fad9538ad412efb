/// `portability-width-default`: width variations without an `@0` default. Swifternalization returns a random
/// one of them when the width is below the smallest `@N` (and when the app gives no width at all); `@0` makes
/// narrow widths deterministic. Glossa takes the smallest, so adding `@0` with the smallest's text keeps
/// Glossa's answers and fixes Swifternalization's.
struct WidthDefaultRule: EntryRule {
    static let id = "portability-width-default"
    static let severity = Severity.note
    static let group = RuleGroup.portability
    static let summary =
        "Width variations lack an `@0` default: Swifternalization picks one at random below the smallest width."
    static let scope = EntryScope.widths

    static func check(_ entry: EntryCheck) {
        guard let model = entry.file.legacyModel else { return }
        let slots = entry.slots
        func lacksDefault(_ set: Range<Int>) -> Bool { set.count >= 2 && !slots[set].contains { $0.width == 0 } }
        guard let first = entry.widthSets.first(where: lacksDefault),
            let smallest = slots[first].lazy.compactMap(\.width).min(),
            let firstKey = slots[first].map(\.keyOffset).min()
        else { return }
        entry.emitPortability(
            Self.id, at: firstKey,
            "under \(model.name), a width below @\(smallest) (or no width at all) shows one of these texts at "
                + "random: add an '@0' variation for narrow widths",
            fixIt: Self.fixIt(adding: entry.widthSets.filter(lacksDefault), smallest: smallest, entry: entry))
    }

    /// Adds `"@0"` with the narrowest text before the first variation of each set (runs of the entry's slots).
    static func fixIt(adding sets: [Range<Int>], smallest: Int, entry: EntryCheck) -> FixIt {
        let file = entry.file.file
        let writer = JSONWriter(style: file.style)
        let slots = entry.slots
        var edits: [FixIt.Edit] = []
        for set in sets {
            guard let narrowest = set.min(by: { slots[$0].width! < slots[$1].width! }),
                let firstKey = slots[set].map(\.keyOffset).min()
            else { continue }
            let separator =
                SourceText.startsLine(firstKey, in: file.bytes)
                ? "," + SourceText.newline(in: file.bytes) + SourceText.indentation(ofLineAt: firstKey, in: file.bytes)
                : ", "
            edits.append(
                FixIt.Edit(
                    range: firstKey..<firstKey,
                    replacement: writer.quoted("@0") + file.style.keyValueSeparator
                        + writer.quoted(entry.text(ofSlot: narrowest)) + separator))
        }
        return FixIt("add '@0' with the @\(smallest) text", edits: edits)
    }
}
