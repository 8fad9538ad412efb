/// `file-unreadable`: a file that cannot be read (permissions, not a regular file).
struct UnreadableFileRule: ProjectRule {
    static let id = "file-unreadable"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "A file cannot be read (permissions, or not a regular file)."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.project.problems {
            guard case .unreadable = problem.kind else { continue }
            sink.emit(Self.id, Self.severity, file: problem.fileName, at: nil, problem.message)
        }
    }
}
