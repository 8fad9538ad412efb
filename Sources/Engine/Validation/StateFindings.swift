/// What the state rules share: every entry of the languages other than the source that is in one state,
/// with where to point.
enum StateFindings {
    /// Calls `found` for each entry of each editable language file (not the source's) in `state`, with the
    /// file, the key and the entry's offset. Nothing when the project records no states.
    static func each(
        _ state: TranslationState, in check: ProjectCheck, _ found: (LanguageFile, String, Int) -> Void
    ) {
        let project = check.project
        for (index, states) in check.stateTable.enumerated() {
            for (id, recorded) in states.enumerated() where recorded == state {
                guard let entry = project.entry(keyID: id, file: index) else { continue }
                found(project.files[index], entry.key, entry.offset)
            }
        }
    }
}
