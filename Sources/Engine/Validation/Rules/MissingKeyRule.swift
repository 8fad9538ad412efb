/// `coverage-missing-key`: a key of `base.json` that a language does not have; its readers see the base
/// text. A regional file whose language has a file too (`pt-BR.json` beside `pt.json`) or that is a variant of
/// the base language (`en-GB.json` under an English base) only overrides some keys, by design: the others
/// come from its parent in the same language, so they are not reported; neither are keys the base file marks
/// not to be translated (`shouldTranslate: false` in a catalog).
///
/// A missing key is reported where it would go: at the entry of the key looked for that comes before it in key
/// order (its *anchor*), or after the first one when none comes before. Its findings therefore depend only on
/// the keys from the anchor before it to the anchor after it, which is what lets an edit of the source check
/// again only the keys around those it touched (``check(_:around:)``).
struct MissingKeyRule: FileRule {
    static let id = "coverage-missing-key"
    static let severity = Severity.warning
    static let group = RuleGroup.coverage
    static let summary = "A key of `base.json` is missing in a language: its readers see the base text."

    func check(_ file: FileCheck) {
        guard let keys = LookedFor(file) else { return }
        keys.emit(0..<file.project.project.keys.count, after: nil)
    }

    /// Checks again, in a file whose own bytes did not change, the keys around `touched` (key ids, in order):
    /// from the anchor before each to the anchor after it. Returns the ranges of key ids checked again, in
    /// order; their findings are in `file.missing`.
    static func check(_ file: FileCheck, around touched: [Int]) -> [Range<Int>] {
        guard let keys = LookedFor(file) else { return [] }
        let count = file.project.project.keys.count
        var ranges: [(range: Range<Int>, anchor: Int?)] = []
        for keyID in touched {
            if let last = ranges.last, last.range.contains(keyID) { continue }
            var before = keyID - 1
            while before >= 0, !keys.isAnchor(before) { before -= 1 }
            var after = keyID + 1
            while after < count, !keys.isAnchor(after) { after += 1 }
            let range = before + 1..<after
            if let last = ranges.last, last.range.upperBound >= range.lowerBound {
                ranges[ranges.count - 1].range = last.range.lowerBound..<after
            } else {
                ranges.append((range, before >= 0 ? before : nil))
            }
        }
        for (range, anchor) in ranges { keys.emit(range, after: anchor) }
        return ranges.map(\.range)
    }

    /// The message of the finding about key `keyID`, which names where the source has it.
    static func message(_ file: FileCheck, keyID: Int) -> String {
        let check = file.project
        let key = check.project.keys[keyID]
        let baseIndex = check.baseFileOfKey[keyID]
        let location = check.baseLines[baseIndex]!.location(of: check.baseOffset(keyID))
        return "\(file.languageName) is missing \"\(key)\" "
            + "(\(check.project.files[baseIndex].fileName):\(location.line):\(location.column)): "
            + "readers see the base text instead"
    }

    /// Which keys are looked for in one file, and where it has them.
    private struct LookedFor {
        let file: FileCheck
        /// For each file: whether the keys of that source file are looked for here, and its notes.
        let sources: [(applies: Bool, notes: [String: EntryNotes])]

        /// `nil` when the rule does not look at the file.
        init?(_ file: FileCheck) {
            guard file.comparesWithBase, file.file.isEditable, !file.isBaseLanguage else { return nil }
            let check = file.project
            let project = check.project
            if let tag = file.file.language.tag,
                tag.chain.dropFirst().contains(where: { project.fileIndex(of: .tag($0)) != nil })
            {
                return nil
            }
            self.file = file
            // A key is looked for in this file when the source keeps it in the same part (namespace, table); keys
            // of a part the language has no file of are reported in its main file.
            let ownParts = Set(project.fileIndices(of: file.file.language).map { project.files[$0].part })
            let isMain = project.fileIndex(of: file.file.language) == file.index
            var sources = [(applies: Bool, notes: [String: EntryNotes])](
                repeating: (false, [:]), count: project.files.count)
            for index in check.baseIndices {
                let part = project.files[index].part
                sources[index] = (
                    part == file.file.part || (isMain && !ownParts.contains(part)), project.files[index].notes
                )
            }
            self.sources = sources
        }

        /// Whether key `keyID` is looked for here: the source has it in a part that applies, and it is to be
        /// translated (`shouldTranslate: false` is never missing).
        func isLookedFor(_ keyID: Int) -> Bool {
            let check = file.project
            guard check.baseFileOfKey[keyID] >= 0 else { return false }
            let source = sources[check.baseFileOfKey[keyID]]
            return source.applies && EntryNotes.needsTranslation(source.notes[check.project.keys[keyID]])
        }

        /// Whether key `keyID` is looked for here and this file has it: missing keys are reported at such keys.
        func isAnchor(_ keyID: Int) -> Bool { file.entryOffset(of: keyID) >= 0 && isLookedFor(keyID) }

        /// Reports the missing keys of `keys`, which start after the anchor `anchor` (`nil`: the first key) and
        /// end before an anchor or at the last key.
        func emit(_ keys: Range<Int>, after anchor: Int?) {
            let project = file.project.project
            var previousOffset = anchor.map { file.entryOffset(of: $0) }
            var missing: [Int] = []
            func flush(before offset: Int?) {
                let at =
                    previousOffset ?? offset ?? (file.file.entries.isEmpty ? nil : file.file.entries.offset(at: 0))
                    ?? SourceText.skipSpace(from: 0, in: file.file.bytes)
                for keyID in missing {
                    file.emitMissing(
                        MissingKeyRule.id, MissingKeyRule.severity, keyID: keyID, at: at,
                        MissingKeyRule.message(file, keyID: keyID))
                }
                missing = []
            }
            for keyID in keys where isLookedFor(keyID) {
                let offset = file.entryOffset(of: keyID)
                if offset >= 0 {
                    flush(before: offset)
                    previousOffset = offset
                } else if project.fileIndex(of: file.file.language, keyID: keyID) == nil {
                    missing.append(keyID)
                }
            }
            let next = keys.upperBound < project.keys.count ? file.entryOffset(of: keys.upperBound) : -1
            flush(before: next >= 0 ? next : nil)
        }
    }
}
