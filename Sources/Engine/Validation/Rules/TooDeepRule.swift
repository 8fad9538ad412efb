/// `value-too-deep`: objects nested deeper than selector › width › text.
struct TooDeepRule: FileRule {
    static let id = "value-too-deep"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "Objects nested deeper than variant › width › text: the value never shows."

    func check(_ file: FileCheck) {
        for problem in file.file.problems where problem.kind == .tooDeep {
            file.emit(Self.id, Self.severity, at: problem.offset, key: problem.path.first, problem.message)
        }
    }
}
