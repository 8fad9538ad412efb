/// `width-duplicate`: two keys for one width (`@100` and `@0100`); only the first is ever shown.
struct DuplicateWidthRule: EntryRule {
    static let id = "width-duplicate"
    static let severity = Severity.warning
    static let group = RuleGroup.width
    static let summary = "Two keys for one width (`@100` and `@0100`): only the first is ever shown."
    static let scope = EntryScope.widths

    static func check(_ entry: EntryCheck) {
        let slots = entry.slots
        for set in entry.widthSets {
            for index in set {
                guard let first = slots[set.lowerBound..<index].first(where: { $0.width == slots[index].width }) else {
                    continue
                }
                let bytes = entry.file.bytes
                func key(at offset: Int) -> String {
                    String(decoding: bytes[offset..<SourceText.endOfString(at: offset, in: bytes)], as: UTF8.self)
                }
                entry.emit(
                    Self.id, Self.severity, at: slots[index].keyOffset,
                    "\(key(at: slots[index].keyOffset)) is the same width as \(key(at: first.keyOffset)): only the first "
                        + "one is ever shown")
            }
        }
    }
}
