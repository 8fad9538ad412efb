import Engine

/// Applying a finding's fix-it from the findings pane.
extension EditorState {
    /// The selected finding's fix, when it is one that edits the file and the findings are those of the
    /// project as it is (the fix's byte ranges are offsets into the files as validated).
    var selectedFix: FixIt? { selectedFinding.flatMap(automaticFix) }

    /// A finding's fix, when it edits the file and the findings are those of the project as it is.
    private func automaticFix(_ finding: Finding) -> FixIt? {
        guard findings.status == .done, let fix = finding.fixIt, !fix.edits.isEmpty else { return nil }
        return fix
    }

    /// Applies the selected finding's fix to its file, as one edit that can be undone.
    mutating func applyFix() -> [Effect] {
        guard let finding = selectedFinding else { return [] }
        guard let fix = automaticFix(finding) else {
            if findings.status == .running {
                message = "the findings are being checked again: try once they are up to date"
            } else if let advice = finding.fixIt {
                message = "no automatic fix: \(advice.description)"
            } else {
                message = "this finding has no fix"
            }
            return []
        }
        guard let name = finding.fileName, let index = project.files.firstIndex(where: { $0.fileName == name }) else {
            return []
        }
        // A fix adding plural forms copies a text into them: to be translated.
        let language = project.files[index].language
        let copies =
            finding.ruleID == "plural-missing-category" && language != .base
            ? finding.key.map { [StateEdit(key: $0, language: language, state: .needsTranslation)] } ?? [] : []
        // A fix edits its finding's key (one about the whole file may edit any).
        return editFiles(
            "fixed in \(name): \(fix.description)", select: finding.key, touching: finding.key.map { [$0] },
            states: copies
        ) { project in
            let bytes = fix.applied(to: project.files[index].bytes)
            guard (try? JSONDocument(bytes: bytes)) != nil else {
                throw EditRefusal(message: "the fix would break \(name): not applied")
            }
            return [(index, bytes)]
        }
    }
}
