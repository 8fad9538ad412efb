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
        guard file.comparesWithBase, file.file.isEditable, !file.isBaseLanguage, let baseIndex = file.project.baseIndex,
            let baseLines = file.project.baseLines
        else { return }
        let project = file.project.project
        let baseFile = project.files[baseIndex]
        let baseOffsets = file.project.baseOffsets
        if let tag = file.file.language.tag,
            tag.chain.dropFirst().contains(where: { project.fileIndex(of: .tag($0)) != nil })
        {
            return
        }
        // A missing key is reported where it would go: after the key that comes before it in base.
        var previousOffset: Int?
        var missing: [Int] = []
        func flush(before offset: Int?) {
            let at =
                previousOffset ?? offset ?? file.file.entries.first?.offset
                ?? SourceText.skipSpace(from: 0, in: file.file.bytes)
            for keyID in missing {
                let key = project.keys[keyID]
                let location = baseLines.location(of: baseOffsets[keyID])
                file.emit(
                    Self.id, Self.severity, at: at, key: key,
                    "\(file.languageName) is missing \"\(key)\" (\(baseFile.fileName):\(location.line):\(location.column)): "
                        + "readers see the base text instead")
            }
            missing = []
        }
        let offsets = file.entryOffsets
        let base = project.fileIndex(of: .base).map { project.files[$0] }
        for keyID in project.keys.indices where baseOffsets[keyID] >= 0 {
            // A key marked not to be translated (`shouldTranslate: false`) is never missing.
            if base?.needsTranslation(project.keys[keyID]) == false { continue }
            if offsets[keyID] >= 0 {
                flush(before: offsets[keyID])
                previousOffset = offsets[keyID]
            } else {
                missing.append(keyID)
            }
        }
        flush(before: nil)
    }
}
