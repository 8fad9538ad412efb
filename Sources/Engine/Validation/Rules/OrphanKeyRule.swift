/// `coverage-orphan-key`: a key that a language has and `base.json` does not (renamed or deleted in base?).
struct OrphanKeyRule: EntryRule {
    static let id = "coverage-orphan-key"
    static let severity = Severity.warning
    static let group = RuleGroup.coverage
    static let summary = "A key is in a language but not in `base.json` (renamed or deleted there?)."
    static let scope = EntryScope.orphans

    static func check(_ entry: EntryCheck) {
        guard entry.file.comparesWithBase, !entry.hasBase else { return }
        entry.emit(
            Self.id, Self.severity, at: entry.offset,
            "\"\(entry.key)\" is not in \(entry.source): was it renamed or deleted there?")
    }
}
