/// `value-wrong-type`: a number, `true`/`false`, `null` or an array where a text belongs (Swifternalization
/// crashes on them); the rest of the file still loads.
struct WrongTypeRule: FileRule {
    static let id = "value-wrong-type"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "A value is a number, `true`/`false`, `null` or an array instead of a text: it never shows."

    func check(_ file: FileCheck) {
        for problem in file.file.problems {
            guard case .wrongType = problem.kind else { continue }
            file.emit(
                Self.id, Self.severity, at: problem.offset, key: problem.path.first,
                "\(problem.message): this value never shows")
        }
    }
}
