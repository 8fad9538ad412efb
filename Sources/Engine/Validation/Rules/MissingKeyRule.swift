/// `coverage-missing-key`: a key of `base.json` that a language does not have; its readers see the base
/// text.
struct MissingKeyRule: FileRule {
    static let id = "coverage-missing-key"
    static let severity = Severity.warning
    static let group = RuleGroup.coverage
    static let summary = "A key of `base.json` is missing in a language: its readers see the base text."

    func check(_ file: FileCheck) {
        guard file.comparesWithBase, file.file.isEditable, let baseIndex = file.project.baseIndex,
            let baseLines = file.project.baseLines
        else { return }
        let project = file.project.project
        // A missing key is reported where it would go: after the key that comes before it in base.
        var previousOffset: Int?
        var missing: [(key: String, baseOffset: Int)] = []
        func flush(before offset: Int?) {
            let at = previousOffset ?? offset ?? file.file.entries.first?.offset ?? SourceText.skipSpace(from: 0, in: file.file.bytes)
            for (key, baseOffset) in missing {
                let location = baseLines.location(of: baseOffset)
                file.emit(
                    Self.id, Self.severity, at: at, key: key,
                    "\(file.languageName) is missing \"\(key)\" (base.json:\(location.line):\(location.column)): "
                        + "readers see the base text instead")
            }
            missing = []
        }
        for keyID in project.keys.indices {
            guard let baseEntry = project.entry(keyID: keyID, file: baseIndex) else { continue }
            if let entry = project.entry(keyID: keyID, file: file.index) {
                flush(before: entry.offset)
                previousOffset = entry.offset
            } else {
                missing.append((baseEntry.key, baseEntry.offset))
            }
        }
        flush(before: nil)
    }
}
