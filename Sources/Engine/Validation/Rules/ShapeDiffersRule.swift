/// `coverage-shape-differs`: a single text where base has variants (or the reverse).
struct ShapeDiffersRule: EntryRule {
    static let id = "coverage-shape-differs"
    static let severity = Severity.warning
    static let group = RuleGroup.coverage
    static let summary = "A value is a single text where `base.json` has variants (or the reverse)."
    static let scope = EntryScope.comparedWithBase

    static func check(_ entry: EntryCheck) {
        guard entry.hasBase else { return }
        // Base's variants are only read for a finding: most entries have base's shape, and reading base's file for
        // each is a count contended by every file's check.
        let (baseShape, shape) = (Self.shape(entry.baseKind), Self.shape(entry.kind))
        guard baseShape != shape, baseShape != .invalid, shape != .invalid else { return }
        if baseShape == .variants {
            let selectors = entry.file.project.selectorNames
            let names = entry.baseVariants.map { "'\(selectors[$0.selector])'" }.joined(separator: ", ")
            entry.emit(
                Self.id, Self.severity, at: entry.offset,
                "\(entry.source) has variants here (\(names)), but this is a single text: every number shows it")
        } else {
            entry.emit(
                Self.id, Self.severity, at: entry.offset,
                "this has variants, but \(entry.source) has a single text here: check that the app passes a number")
        }
    }

    private enum Shape { case single, variants, invalid }

    private static func shape(_ kind: EntryTable.Kind) -> Shape {
        switch kind {
        case .text, .widths: return .single
        case .variants: return .variants
        case .invalid: return .invalid
        }
    }
}
