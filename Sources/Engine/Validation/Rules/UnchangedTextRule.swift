/// `text-unchanged`: a text identical to base's (not translated yet?). Single words are left alone (`OK`,
/// `Video`, `Feedback` are often the same), and so are files of the base language itself (`en.json` with an
/// English base).
struct UnchangedTextRule: EntryRule {
    static let id = "text-unchanged"
    static let severity = Severity.note
    static let group = RuleGroup.text
    static let summary = "A text of two words or more is the same as in `base.json`: not translated yet?"
    static let scope = EntryScope.comparedWithBase

    static func check(_ entry: EntryCheck) {
        guard entry.differences.contains(.unchanged), !entry.file.isBaseLanguage else { return }
        for (index, slot) in entry.slots.enumerated() {
            guard let counterpart = entry.exactCounterpart(index), entry.isSameText(slot: index, asBase: counterpart),
                Self.wordCount(entry.text(ofSlot: index)) >= 2
            else { continue }
            entry.emit(
                Self.id, Self.severity, at: slot.valueOffset(in: entry.file.bytes),
                "\(entry.name(of: slot)) is the same as in \(entry.source): not translated into \(entry.file.languageName) yet?"
            )
        }
    }

    /// The number of runs of two letters or more (the `d` of `%d` is not a word).
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic {
                run += 1
                if run == 2 { count += 1 }
            } else {
                run = 0
            }
        }
        return count
    }
}
