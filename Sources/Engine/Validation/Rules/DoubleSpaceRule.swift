/// `text-double-space`: two spaces in a row where base's text has none (a typing slip).
struct DoubleSpaceRule: EntryRule {
    static let id = "text-double-space"
    static let severity = Severity.warning
    static let group = RuleGroup.text
    static let summary = "Two spaces in a row where `base.json` has none."
    static let scope = EntryScope.comparedWithBase

    static func check(_ entry: EntryCheck) {
        guard entry.differences.contains(.doubleSpace) else { return }
        guard entry.hasBase else { return }
        let bytes = entry.file.bytes
        for (index, slot) in entry.slots.enumerated() where slot.hasDoubleSpace {
            guard let counterpart = entry.counterparts[index], !entry.baseSlots[counterpart].hasDoubleSpace else {
                continue
            }
            // Runs of raw spaces inside the string literal, each made one space.
            let quote = slot.valueOffset(in: bytes)
            let close = SourceText.endOfString(at: quote, in: bytes) - 1
            var edits: [FixIt.Edit] = []
            var position = quote + 1
            while position < close {
                if bytes[position] == UInt8(ascii: "\\") {
                    position += 2
                    continue
                }
                guard bytes[position] == 0x20 else {
                    position += 1
                    continue
                }
                var end = position
                while end < close, bytes[end] == 0x20 { end += 1 }
                let atEdge = position == quote + 1 || end == close
                if end - position >= 2, !atEdge { edits.append(FixIt.Edit(range: position..<end, replacement: " ")) }
                position = end
            }
            guard let first = edits.first else { continue }
            entry.emit(
                Self.id, Self.severity, at: first.range.lowerBound,
                "\(entry.name(of: slot)) has two spaces in a row", fixIt: FixIt("make them one space", edits: edits))
        }
    }
}
