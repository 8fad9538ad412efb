/// `file-base-missing`: there is no `base.json`, the file every language falls back to (in other formats:
/// no file holds the source language).
struct BaseMissingRule: ProjectRule {
    static let id = "file-base-missing"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "There is no `base.json`: nothing to fall back to, and nothing to compare translations with."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.project.problems {
            switch problem.kind {
            case .baseMissing, .sourceMissing: sink.emit(Self.id, Self.severity, file: nil, at: nil, problem.message)
            default: continue
            }
        }
    }
}
