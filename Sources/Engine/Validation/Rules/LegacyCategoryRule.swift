/// `portability-category`: plural forms Swifternalization reads differently from CLDR: it has `few` and
/// `many` only for Polish (ObjCnalization also for Russian), no `zero`, and its `one` is exactly 1 (Russian
/// `one` is also 21, 31, …).
struct LegacyCategoryRule: EntryRule {
    static let id = "portability-category"
    static let severity = Severity.note
    static let group = RuleGroup.portability
    static let summary =
        "Swifternalization reads a plural form differently (`few`/`many` only for Polish, no `zero`, `one` = 1)."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.shapeReports.contains(.legacyCategory), let shape = entry.shape,
            let message = shape.legacyCategoryMessage, let variants = entry.variants,
            let first = shape.legacyCategories.first
        else { return }
        entry.emitPortability(Self.id, at: variants[first.variant].offset, message)
    }

    /// The message for the categories a shape's selectors use that the legacy runtime reads differently.
    static func message(_ differences: [PluralShape.LegacyCategory], model: LegacyRuntime) -> String? {
        var parts: [String] = []
        let never = differences.filter(\.neverMatches).map(\.category)
        let fewMany = never.filter { $0 == .few || $0 == .many }
        if !fewMany.isEmpty {
            let names = fewMany.map { "'\($0.rawValue)'" }.joined(separator: " and ")
            let owners = model == .objcnalization ? "Polish and Russian" : "Polish"
            parts.append(
                "\(names) never \(fewMany.count == 1 ? "matches" : "match") (only \(owners) "
                    + "\(model == .objcnalization ? "have" : "has") 'few' and 'many' there)")
        }
        if never.contains(.zero) { parts.append("'zero' never matches (there is no 'zero' there)") }
        for difference in differences where !difference.neverMatches {
            var part = "'\(difference.category.rawValue)'"
            if let missed = difference.missed { part += " does not match \(missed)" }
            if let added = difference.added {
                part += (difference.missed == nil ? "" : " and") + " also matches \(added)"
            }
            parts.append(part)
        }
        guard !parts.isEmpty else { return nil }
        return "under \(model.name), " + parts.joined(separator: "; ") + ": those numbers get another text there"
    }
}
