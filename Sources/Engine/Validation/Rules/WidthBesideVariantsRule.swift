/// `width-beside-variants`: an `@N` key among plural variants instead of inside one.
struct WidthBesideVariantsRule: EntryRule {
    static let id = "width-beside-variants"
    static let severity = Severity.error
    static let group = RuleGroup.width
    static let summary = "An `@N` width stands beside variants instead of inside one: never shown."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.selectorProblems.contains(.malformed) else { return }
        for variant in entry.variants ?? [] {
            guard entry.kind(variant) == .malformed, case .malformed(let error) = entry.selector(variant),
                entry.selectorText(variant).hasPrefix("@")
            else { continue }
            entry.emit(Self.id, Self.severity, at: variant.offset, "\(error.message): this text is never shown")
        }
    }
}
