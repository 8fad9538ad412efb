/// `state-needs-translation`: a placeholder copied from another language, marked as not translated yet. A
/// note, a warning with `validate --strict`.
struct NeedsTranslationRule: ProjectRule {
    static let id = "state-needs-translation"
    static let severity = Severity.note
    static let group = RuleGroup.states
    static let summary =
        "A text is a placeholder copied from another language, not a translation yet (a warning with --strict)."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        StateFindings.each(.needsTranslation, in: project) { file, key, offset in
            sink.emit(
                Self.id, project.stateSeverity, file: file.fileName, at: offset, key: key,
                "\"\(key)\" is a placeholder in \(project.languageName(file.language)), not a translation yet",
                language: file.language)
        }
    }
}
