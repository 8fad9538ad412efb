/// `state-stale`: a translation confirmed for a source text that has changed since (DESIGN §12). A note, a
/// warning with `validate --strict`.
struct StaleTranslationRule: ProjectRule {
    static let id = "state-stale"
    static let severity = Severity.note
    static let group = RuleGroup.states
    static let summary =
        "The source text changed since the translation was confirmed: it may say something else now (a warning with --strict)."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        StateFindings.each(.stale, in: project) { file, key, offset in
            sink.emit(
                Self.id, project.stateSeverity, file: file.fileName, at: offset, key: key,
                "the source text of \"\(key)\" changed since the \(project.languageName(file.language)) translation "
                    + "was confirmed: check it, then confirm it again", language: file.language)
        }
    }
}
