/// `placeholder-missing`: a placeholder of base that a translation leaves out (the name or value it shows is
/// lost). The number of a plural text is `placeholder-number-missing`'s concern.
struct PlaceholderMissingRule: EntryRule {
    static let id = "placeholder-missing"
    static let severity = Severity.warning
    static let group = RuleGroup.placeholders
    static let summary = "A placeholder of `base.json` is left out: the value it shows is lost."
    static let scope = EntryScope.comparedWithBase

    static func check(_ entry: EntryCheck) {
        guard entry.hasBase else { return }
        guard entry.differences.contains(.placeholders) else { return }
        let isPlural = entry.isPlural
        for (index, slot) in entry.slots.enumerated() where !slot.isEmpty {
            guard let counterpart = entry.counterparts[index], !entry.baseSlots[counterpart].fingerprint.isEmpty,
                entry.baseSlots[counterpart].fingerprint != slot.fingerprint
            else { continue }
            let reference = entry.basePlaceholders(ofSlot: counterpart)
            let placeholders = entry.placeholders(ofSlot: index)
            guard !reference.isEmpty, reference != placeholders else { continue }
            // In a plural variant, the count is checked by `placeholder-number-missing`.
            let count = slot.variant != nil && isPlural ? reference.numberArgument?.number : nil
            var missing = reference.arguments.filter { argument in
                argument.number != count && placeholders.argument(argument.number) == nil
            }.map(\.text)
            if reference.hasJSONlize, !placeholders.hasJSONlize, !(slot.variant != nil && isPlural) {
                missing.append("${i}")
            }
            // i18next's `{{count}}` in a plural form is the number, which a form may leave out ("one file").
            missing += reference.names.filter { name in
                !placeholders.names.contains(name) && !(name == "count" && slot.variant != nil && isPlural)
            }.map { "{{\($0)}}" }
            guard !missing.isEmpty else { continue }
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            entry.emit(
                Self.id, Self.severity, at: slot.valueOffset(in: entry.file.bytes),
                "\(entry.source) has \(list) here, but \(entry.name(of: slot)) leaves \(missing.count == 1 ? "it" : "them") out: "
                    + "that value is not shown")
        }
    }
}
