/// `coverage-missing-key`: a key of `base.json` that a language does not have; its readers see the base
/// text. A regional file whose language has a file too (`pt-BR.json` beside `pt.json`) or that is a variant of
/// the base language (`en-GB.json` under an English base) only overrides some keys, by design: the others
/// come from its parent in the same language, so they are not reported; neither are keys the base file marks
/// not to be translated (`shouldTranslate: false` in a catalog).
struct MissingKeyRule: FileRule {
    static let id = "coverage-missing-key"
    static let severity = Severity.warning
    static let group = RuleGroup.coverage
    static let summary = "A key of `base.json` is missing in a language: its readers see the base text."

    func check(_ file: FileCheck) {
        guard file.comparesWithBase, file.file.isEditable, !file.isBaseLanguage else { return }
        let check = file.project
        let project = check.project
        if let tag = file.file.language.tag,
            tag.chain.dropFirst().contains(where: { project.fileIndex(of: .tag($0)) != nil })
        {
            return
        }
        // A key is looked for in this file when the source keeps it in the same part (namespace, table); keys
        // of a part the language has no file of are reported in its main file.
        let ownParts = Set(project.fileIndices(of: file.file.language).map { project.files[$0].part })
        let isMain = project.fileIndex(of: file.file.language) == file.index
        // A missing key is reported where it would go: after the key that comes before it in base.
        var previousOffset: Int?
        var missing: [Int] = []
        func flush(before offset: Int?) {
            let at =
                previousOffset ?? offset ?? file.file.entries.first?.offset
                ?? SourceText.skipSpace(from: 0, in: file.file.bytes)
            for keyID in missing {
                let key = project.keys[keyID]
                let baseIndex = check.baseFileOfKey[keyID]
                let location = check.baseLines[baseIndex]!.location(of: check.baseOffsets[keyID])
                file.emit(
                    Self.id, Self.severity, at: at, key: key,
                    "\(file.languageName) is missing \"\(key)\" "
                        + "(\(project.files[baseIndex].fileName):\(location.line):\(location.column)): "
                        + "readers see the base text instead")
            }
            missing = []
        }
        let offsets = file.entryOffsets
        // For each source file: whether its keys are looked for here, and its notes.
        var sources = [(applies: Bool, notes: [String: EntryNotes])](
            repeating: (false, [:]), count: project.files.count)
        for index in check.baseIndices {
            let part = project.files[index].part
            sources[index] = (
                part == file.file.part || (isMain && !ownParts.contains(part)), project.files[index].notes
            )
        }
        for keyID in project.keys.indices where check.baseOffsets[keyID] >= 0 {
            let source = sources[check.baseFileOfKey[keyID]]
            // A key marked not to be translated (`shouldTranslate: false`) is never missing.
            guard source.applies, EntryNotes.needsTranslation(source.notes[project.keys[keyID]]) else { continue }
            if offsets[keyID] >= 0 {
                flush(before: offsets[keyID])
                previousOffset = offsets[keyID]
            } else if project.fileIndex(of: file.file.language, keyID: keyID) == nil {
                missing.append(keyID)
            }
        }
        flush(before: nil)
    }
}
