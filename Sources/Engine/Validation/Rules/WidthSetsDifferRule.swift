/// `width-sets-differ`: a translation's `@N` widths differ from base's for the same text, so the app's
/// widths pick differently sized texts in each language.
struct WidthSetsDifferRule: EntryRule {
    static let id = "width-sets-differ"
    static let severity = Severity.warning
    static let group = RuleGroup.width
    static let summary = "A translation's `@N` widths differ from `base.json`'s for the same text."
    static let scope = EntryScope.widths

    static func check(_ entry: EntryCheck) {
        guard entry.hasBase else { return }
        let (slots, base) = (entry.slots, entry.baseSlots)
        switch (entry.kind, entry.baseKind) {
        case (.widths, .widths):
            compare(
                Self.widths(slots), at: entry.offset, with: Self.widths(base), entry: entry, what: "widths")
        case (.variants, .variants):
            let baseVariants = entry.baseVariants
            let names = entry.file.project.selectorNames
            for set in entry.widthSets {
                let selector = slots[set.lowerBound].selector!
                let counterpart =
                    baseVariants.firstIndex { $0.selector == selector }
                    ?? baseVariants.firstIndex { $0.selector == names.other }
                guard let counterpart, baseVariants[counterpart].kind == .widths else { continue }
                let widths = Self.widths(base.lazy.filter { $0.variant == counterpart })
                compare(
                    Self.widths(slots[set]), at: entry.variants![slots[set.lowerBound].variant!].offset,
                    with: widths, entry: entry, what: "'\(names[selector])' widths",
                    baseName: "'\(names[baseVariants[counterpart].selector])'")
            }
        default:
            break
        }
    }

    /// Reports `mine` when they differ from `theirs`; the names in the message are only made then.
    private static func compare(
        _ mine: [Int], at offset: Int, with theirs: [Int], entry: EntryCheck, what: @autoclosure () -> String,
        baseName: @autoclosure () -> String? = nil
    ) {
        guard mine != theirs, !mine.isEmpty, !theirs.isEmpty else { return }
        func list(_ widths: [Int]) -> String { widths.map { "@\($0)" }.joined(separator: ", ") }
        let where_ = baseName().map { " for \($0)" } ?? ""
        entry.emit(
            Self.id, Self.severity, at: offset,
            "the \(what()) are \(list(mine)), but \(entry.source) has \(list(theirs))\(where_): the same layout picks "
                + "differently sized texts")
    }

    /// The distinct widths of width variation slots, in ascending order (a set, compared without hashing), in
    /// one array.
    private static func widths<Slots: Sequence<TextSlot>>(_ slots: Slots) -> [Int] {
        var widths = slots.compactMap(\.width)
        widths.sort()
        var count = 0
        for width in widths where count == 0 || widths[count - 1] != width {
            widths[count] = width
            count += 1
        }
        widths.removeLast(widths.count - count)
        return widths
    }
}
