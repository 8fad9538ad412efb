/// `coverage-empty`: an empty text where base has words; readers see nothing.
struct EmptyTextRule: EntryRule {
    static let id = "coverage-empty"
    static let severity = Severity.warning
    static let group = RuleGroup.coverage
    static let summary = "A text is empty where `base.json` has one: readers see nothing."
    static let scope = EntryScope.comparedWithBase

    static func check(_ entry: EntryCheck) {
        guard entry.differences.contains(.empty) else { return }
        for (index, slot) in entry.slots.enumerated() where slot.isEmpty {
            guard let counterpart = entry.counterparts[index], !entry.baseSlots[counterpart].isEmpty else {
                continue
            }
            entry.emit(
                Self.id, Self.severity, at: slot.valueOffset(in: entry.file.bytes),
                "\(entry.name(of: slot)) is empty: \(entry.file.languageName) readers see nothing here")
        }
    }
}
