/// What the state rules share: every entry of the languages other than the source that is in one state,
/// with where to point.
enum StateFindings {
    /// Calls `found` for each entry of each editable language file (not the source's) in `state`, with the
    /// file, the key and the entry's offset. Nothing when the project records no states.
    static func each(
        _ state: TranslationState, in check: ProjectCheck, _ found: (LanguageFile, String, Int) -> Void
    ) {
        let states = check.states
        guard states.recordsStates else { return }
        let project = check.project
        for (index, file) in project.files.enumerated() where file.language != .base && file.isEditable {
            for id in project.keys.indices {
                guard let entry = project.entry(keyID: id, file: index), states.state(keyID: id, file: index) == state
                else { continue }
                found(file, entry.key, entry.offset)
            }
        }
    }
}
