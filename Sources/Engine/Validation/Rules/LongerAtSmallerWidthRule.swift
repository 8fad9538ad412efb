/// `width-longer-at-smaller`: a narrower width holding a longer text than a wider one.
struct LongerAtSmallerWidthRule: EntryRule {
    static let id = "width-longer-at-smaller"
    static let severity = Severity.warning
    static let group = RuleGroup.width
    static let summary = "A narrower width holds a longer text than a wider one (swapped texts?)."
    static let scope = EntryScope.widths

    static func check(_ entry: EntryCheck) {
        let slots = entry.slots
        for set in entry.widthSets {
            // Usually written narrowest first: sorted only when not.
            let inOrder = zip(set, set.dropFirst()).allSatisfy { slots[$0].width! <= slots[$1].width! }
            let sorted = inOrder ? Array(set) : set.sorted { slots[$0].width! < slots[$1].width! }
            for (narrow, wide) in zip(sorted, sorted.dropFirst()) where slots[narrow].width! < slots[wide].width! {
                let narrowLength = entry.characterCount(ofSlot: narrow)
                let wideLength = entry.characterCount(ofSlot: wide)
                guard narrowLength > wideLength else { continue }
                entry.emit(
                    Self.id, Self.severity, at: slots[narrow].keyOffset,
                    "the @\(slots[narrow].width!) text (\(narrowLength) characters) is longer than the "
                        + "@\(slots[wide].width!) text (\(wideLength)): narrow layouts get the longer one")
                break
            }
        }
    }
}
