/// `width-longer-at-smaller`: a narrower width holding a longer text than a wider one.
struct LongerAtSmallerWidthRule: EntryRule {
    static let id = "width-longer-at-smaller"
    static let severity = Severity.warning
    static let group = RuleGroup.width
    static let summary = "A narrower width holds a longer text than a wider one (swapped texts?)."
    static let scope = EntryScope.widths

    func check(_ entry: EntryCheck) {
        for widths in entry.widthSets {
            // Usually written narrowest first: sorted only when not.
            let variations = widths.variations
            let sorted =
                zip(variations, variations.dropFirst()).allSatisfy { $0.width <= $1.width }
                ? variations : variations.sorted { $0.width < $1.width }
            for (narrow, wide) in zip(sorted, sorted.dropFirst()) where narrow.width < wide.width {
                let narrowLength = narrow.text.count
                let wideLength = wide.text.count
                guard narrowLength > wideLength else { continue }
                entry.emit(
                    Self.id, Self.severity, at: narrow.offset,
                    "the @\(narrow.width) text (\(narrowLength) characters) is longer than the @\(wide.width) text "
                        + "(\(wideLength)): narrow layouts get the longer one")
                break
            }
        }
    }
}
