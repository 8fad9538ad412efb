/// `placeholder-mismatch`: a placeholder that takes another kind of value than base's (`%d` where base has
/// `%@`), or one base has no value for: the app passes something else, or nothing, which shows garbage or
/// crashes.
struct PlaceholderMismatchRule: EntryRule {
    static let id = "placeholder-mismatch"
    static let severity = Severity.error
    static let group = RuleGroup.placeholders
    static let summary =
        "A placeholder takes another kind of value than in `base.json` (`%d` for `%@`), or one more: garbage or a crash."
    static let scope = EntryScope.comparedWithBase

    static func check(_ entry: EntryCheck) {
        guard entry.differences.contains(.placeholders) else { return }
        let base = entry.baseSlots
        lazy var baseSignatures = base.indices.map(entry.basePlaceholders(ofSlot:))
        // The app passes the same values whichever variant is chosen: a variant may show any of them.
        lazy var passed: [Int: PlaceholderSignature.Argument] = baseSignatures.reduce(into: [:]) { passed, signature in
            for argument in signature.arguments where passed[argument.number] == nil {
                passed[argument.number] = argument
            }
        }
        for (index, slot) in entry.slots.enumerated() where !slot.fingerprint.isEmpty {
            guard let counterpart = entry.counterparts[index], base[counterpart].fingerprint != slot.fingerprint else {
                continue
            }
            let reference = entry.basePlaceholders(ofSlot: counterpart)
            let placeholders = entry.placeholders(ofSlot: index)
            if placeholders == reference { continue }
            var problems: [String] = []
            for argument in placeholders.arguments {
                if let expected = reference.argument(argument.number)
                    ?? (slot.variant != nil ? passed[argument.number] : nil)
                {
                    guard expected.kind != argument.kind else { continue }
                    problems.append(
                        "'\(argument.text)' takes \(PlaceholderSignature.describe(kind: argument.kind)), but \(entry.source) "
                            + "has '\(expected.text)' (\(PlaceholderSignature.describe(kind: expected.kind))) there")
                } else {
                    let count = slot.variant != nil ? passed.count : reference.arguments.count
                    problems.append(
                        "'\(argument.text)' has no value to show: \(entry.source) has "
                            + (count == 0 ? "no placeholder" : "only \(count) placeholder\(count == 1 ? "" : "s")")
                            + " here, so the app passes nothing for it")
                }
            }
            if placeholders.hasJSONlize, !reference.hasJSONlize,
                slot.variant == nil || !baseSignatures.contains(where: \.hasJSONlize)
            {
                problems.append("'${i}' has no number to show: \(entry.source) has no '${i}' here")
            }
            let known = slot.variant != nil ? Set(baseSignatures.flatMap(\.names)) : Set(reference.names)
            for name in placeholders.names where !known.contains(name) {
                problems.append("'{{\(name)}}' has no value to show: \(entry.source) has no '{{\(name)}}' here")
            }
            guard !problems.isEmpty else { continue }
            entry.emit(
                Self.id, Self.severity, at: slot.valueOffset(in: entry.file.bytes),
                problems.joined(separator: "; "))
        }
    }
}
