/// `file-name-not-a-tag`: a `.json` file whose name is not a language tag (`Localizable.json`) is not loaded.
struct FileNameRule: ProjectRule {
    static let id = "file-name-not-a-tag"
    static let severity = Severity.warning
    static let group = RuleGroup.file
    static let summary = "A `.json` file is not named after a language tag (like `pl.json`): it is not loaded."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.project.problems where problem.kind == .notALanguageTag {
            sink.emit(Self.id, Self.severity, file: problem.fileName, at: nil, problem.message)
        }
    }
}
