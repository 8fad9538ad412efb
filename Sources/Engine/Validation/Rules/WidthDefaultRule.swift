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

    func check(_ entry: EntryCheck) {
        guard let model = entry.file.legacyModel else { return }
        func lacksDefault(_ set: WidthVariations) -> Bool {
            set.variations.count >= 2 && !set.variations.contains { $0.width == 0 }
        }
        guard let first = entry.widthSets.first(where: lacksDefault),
            let smallest = first.variations.min(by: { $0.width < $1.width }),
            let firstKey = first.variations.min(by: { $0.offset < $1.offset })
        else { return }
        let sets = entry.widthSets
        entry.emitPortability(
            Self.id, at: firstKey.offset,
            "under \(model.name), a width below @\(smallest.width) (or no width at all) shows one of these texts at "
                + "random: add an '@0' variation for narrow widths",
            fixIt: Self.fixIt(adding: sets.filter(lacksDefault), smallest: smallest.width, in: entry.file.file))
    }

    /// Adds `"@0"` with the narrowest text before the first variation of each set.
    static func fixIt(adding sets: [WidthVariations], smallest: Int, in file: LanguageFile) -> FixIt {
        let writer = JSONWriter(style: file.style)
        var edits: [FixIt.Edit] = []
        for set in sets {
            guard let narrowest = set.variations.min(by: { $0.width < $1.width }),
                let firstKey = set.variations.min(by: { $0.offset < $1.offset })
            else { continue }
            let separator =
                SourceText.startsLine(firstKey.offset, in: file.bytes)
                ? "," + SourceText.newline(in: file.bytes)
                    + SourceText.indentation(ofLineAt: firstKey.offset, in: file.bytes)
                : ", "
            edits.append(
                FixIt.Edit(
                    range: firstKey.offset..<firstKey.offset,
                    replacement: writer.quoted("@0") + file.style.keyValueSeparator + writer.quoted(narrowest.text)
                        + separator))
        }
        return FixIt("add '@0' with the @\(smallest) text", edits: edits)
    }
}
