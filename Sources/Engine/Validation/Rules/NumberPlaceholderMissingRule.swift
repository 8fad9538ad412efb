/// `placeholder-number-missing`: a plural text without the number where base has it, for a form that covers
/// more than one number (Russian `one` is 1, 21, 31…): all those numbers read the same. A form for exactly
/// one number (Arabic `two`, `ie:x=0`) may leave it out.
struct NumberPlaceholderMissingRule: EntryRule {
    static let id = "placeholder-number-missing"
    static let severity = Severity.warning
    static let group = RuleGroup.placeholders
    static let summary = "A plural text leaves out the number (`%d`) though its form covers several numbers."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.differences.contains(.placeholders), let variants = entry.variants, let shape = entry.shape,
            entry.isPlural
        else { return }
        var reported = Set<Int>()
        for (slotIndex, slot) in entry.slots.enumerated() where !slot.isEmpty {
            guard let index = slot.variant, !reported.contains(index),
                !entry.file.selectorIsSingleNumber[variants[index].selector],
                let counterpart = entry.counterparts[slotIndex]
            else { continue }
            guard entry.baseSlots[counterpart].fingerprint != slot.fingerprint else { continue }
            let reference = entry.basePlaceholders(ofSlot: counterpart)
            let placeholders = entry.placeholders(ofSlot: slotIndex)
            let placeholder: String
            if let number = reference.numberArgument {
                guard placeholders.argument(number.number) == nil, !placeholders.hasJSONlize else { continue }
                placeholder = number.text
            } else if reference.hasJSONlize {
                guard !placeholders.hasJSONlize else { continue }
                placeholder = "${i}"
            } else {
                continue
            }
            let numbers = shape.takes[index]
            guard numbers.count > 1 else { continue }
            reported.insert(index)
            entry.emit(
                Self.id, Self.severity, at: slot.valueOffset(in: entry.file.bytes),
                "\(entry.name(of: slot)) has no '\(placeholder)' (\(entry.source) has one), but it is shown for "
                    + "\(entry.file.project.sweep.describe(numbers)): they would all read the same")
        }
    }
}
