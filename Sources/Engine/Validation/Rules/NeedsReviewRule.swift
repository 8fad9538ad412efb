/// `state-needs-review`: a text marked for review (machine translation, PO `fuzzy`, `.xcstrings`
/// `needs_review`). A note, a warning with `validate --strict`.
struct NeedsReviewRule: ProjectRule {
    static let id = "state-needs-review"
    static let severity = Severity.note
    static let group = RuleGroup.states
    static let summary = "A translation is marked for review (a warning with --strict)."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        StateFindings.each(.needsReview, in: project) { file, key, offset in
            sink.emit(
                Self.id, project.stateSeverity, file: file.fileName, at: offset, key: key,
                "the \(project.languageName(file.language)) translation of \"\(key)\" needs review",
                language: file.language)
        }
    }
}
