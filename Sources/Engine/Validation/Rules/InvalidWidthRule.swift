/// `width-invalid-key`: a width key that is not `@` and a whole number (`@abc`, `@-5`); Swifternalization
/// crashes on it.
struct InvalidWidthRule: FileRule {
    static let id = "width-invalid-key"
    static let severity = Severity.error
    static let group = RuleGroup.width
    static let summary = "A width key is not `@` and a whole number (`@abc`): that variation never shows."

    func check(_ file: FileCheck) {
        for problem in file.file.problems {
            guard case .invalidWidth = problem.kind else { continue }
            file.emit(Self.id, Self.severity, at: problem.offset, key: problem.path.first, problem.message)
        }
    }
}
