import Engine

/// Where the translations stand: the sidecar's records as the editor has them, the state of every key in every
/// language (computed from the project and those records), and the marks the key list shows for each key.
struct TranslationTracking: Sendable {
    /// The translation states recorded in the project's sidecar, as the editor has them.
    var records: StateRecords
    /// The state of every key in every language, for the project and the records as they are.
    var states: ProjectStates
    /// Each key's mark (an error, the worst state in the languages worked on) and their counts.
    var marks = KeyMarks()

    init(project: Project) {
        records = StateRecords(project: project)
        states = ProjectStates(project: project, sidecar: records.current)
    }
}
