/// `file-same-language`: two files for one language (`pt_BR.json` and `pt-BR.json`); the second is ignored.
struct SameLanguageRule: ProjectRule {
    static let id = "file-same-language"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "Two files hold the same language (`pt_BR.json` and `pt-BR.json`): one is not loaded."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.project.problems {
            guard case .sameLanguageAs = problem.kind else { continue }
            sink.emit(Self.id, Self.severity, file: problem.fileName, at: nil, problem.message)
        }
    }
}
