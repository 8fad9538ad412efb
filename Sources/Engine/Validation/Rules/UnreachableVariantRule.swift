/// `plural-unreachable`: a variant that no number reaches, because earlier selectors take all its numbers
/// (`ie:x>=1` before `ie:x=5`, `ie:x=1` before English `one`).
struct UnreachableVariantRule: EntryRule {
    static let id = "plural-unreachable"
    static let severity = Severity.warning
    static let group = RuleGroup.plural
    static let summary =
        "A variant is never chosen: earlier selectors take all its numbers (`ie:x>=1` before `ie:x=5`)."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.shapeReports.contains(.unreachable), let shape = entry.shape, let variants = entry.variants
        else { return }
        for (index, by) in shape.unreachable {
            var text = "'\(entry.selectorText(variants[index]))'"
            if case .category(let category) = entry.selector(variants[index]),
                let numbers = entry.file.project.categorySets[entry.file.file.rules]?[category]?
                    .intersection(entry.file.project.sweep.nonNegative)
            {
                text += " (\(entry.file.languageName) uses it for \(entry.file.project.sweep.describe(numbers)))"
            }
            let names = by.map { "'\(entry.selectorText(variants[$0]))'" }
            let reason: String
            switch names.count {
            case 0: reason = "the selectors before it take all its numbers first"
            case 1: reason = "\(names[0]) takes all its numbers first"
            default:
                reason = names.dropLast().joined(separator: ", ") + " and \(names.last!) take all its numbers first"
            }
            entry.emit(Self.id, Self.severity, at: variants[index].offset, "\(text) is never chosen: \(reason)")
        }
    }
}
