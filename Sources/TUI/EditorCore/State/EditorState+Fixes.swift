import Engine

/// Applying a finding's fix-it from the findings pane.
extension EditorState {
    /// The selected finding's fix, when it is one that edits the file and the findings are those of the
    /// project as it is (the fix's byte ranges are offsets into the files as validated).
    var selectedFix: FixIt? {
        let list = visibleFindings
        guard validation == .done, list.indices.contains(findingsCursor), let fix = list[findingsCursor].fixIt,
            !fix.edits.isEmpty
        else { return nil }
        return fix
    }

    /// Applies the selected finding's fix to its file, as one edit that can be undone.
    mutating func applyFix() -> [Effect] {
        let list = visibleFindings
        guard list.indices.contains(findingsCursor) else { return [] }
        let finding = list[findingsCursor]
        guard let fix = selectedFix else {
            if validation == .running {
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
        return editFiles("fixed in \(name): \(fix.description)", select: finding.key) { project in
            let bytes = fix.applied(to: project.files[index].bytes)
            guard (try? JSONDocument(bytes: bytes)) != nil else {
                throw EditRefusal(message: "the fix would break \(name): not applied")
            }
            return [(index, bytes)]
        }
    }
}
