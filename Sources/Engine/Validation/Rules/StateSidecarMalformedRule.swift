/// `state-sidecar-malformed`: a line of `.glossa/states.jsonl` that cannot be read. Its states are ignored,
/// and `glossa set` refuses to rewrite the file until it is fixed (it would lose the line).
struct StateSidecarMalformedRule: ProjectRule {
    static let id = "state-sidecar-malformed"
    static let severity = Severity.error
    static let group = RuleGroup.states
    static let summary = "A line of `.glossa/states.jsonl` cannot be read: its state is ignored."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.states.problems {
            sink.emit(Self.id, Self.severity, file: ProjectFiles.stateSidecarPath, at: problem.offset, problem.message)
        }
    }
}
