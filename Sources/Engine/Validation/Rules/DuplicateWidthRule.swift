/// `width-duplicate`: two keys for one width (`@100` and `@0100`); only the first is ever shown.
struct DuplicateWidthRule: EntryRule {
    static let id = "width-duplicate"
    static let severity = Severity.warning
    static let group = RuleGroup.width
    static let summary = "Two keys for one width (`@100` and `@0100`): only the first is ever shown."
    static let scope = EntryScope.widths

    func check(_ entry: EntryCheck) {
        for widths in entry.widthSets {
            for (index, variation) in widths.variations.enumerated() {
                guard let first = widths.variations[..<index].first(where: { $0.width == variation.width }) else {
                    continue
                }
                let bytes = entry.file.bytes
                let key = String(
                    decoding: bytes[variation.offset..<SourceText.endOfString(at: variation.offset, in: bytes)],
                    as: UTF8.self)
                let firstKey = String(
                    decoding: bytes[first.offset..<SourceText.endOfString(at: first.offset, in: bytes)], as: UTF8.self)
                entry.emit(
                    Self.id, Self.severity, at: variation.offset,
                    "\(key) is the same width as \(firstKey): only the first one is ever shown")
            }
        }
    }
}

extension Entry {
    /// Every set of width variations of the value: the value's own, or each variant's.
    var widthSets: [WidthVariations] {
        switch value {
        case .text: return []
        case .widths(let widths): return [widths]
        case .variants(let variants):
            return variants.compactMap {
                if case .widths(let widths) = $0.content { return widths }
                return nil
            }
        case .invalid: return []
        }
    }
}
