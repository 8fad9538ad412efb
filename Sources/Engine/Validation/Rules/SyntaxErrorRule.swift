/// `json-syntax-error`: a file that is not JSON (a missing comma, an unclosed string) does not load.
struct SyntaxErrorRule: FileRule, ProjectRule {
    static let id = "json-syntax-error"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "A file is not valid JSON (missing comma, unclosed string…): it does not load."

    func check(_ file: FileCheck) {
        guard let error = file.file.syntaxError, error.kind != .invalidUTF8 else { return }
        file.emit(
            Self.id, Self.severity, at: error.offset, key: nil, Self.message(error, consequence: file.languageName))
    }

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.project.problems {
            guard case .syntax(let error) = problem.kind, error.kind != .invalidUTF8, let name = problem.fileName
            else { continue }
            sink.emit(Self.id, Self.severity, file: name, at: error.offset, Self.message(error, consequence: nil))
        }
    }

    /// The parser's message and what it means: `expected ',' … (Polish does not load until this is fixed)`.
    static func message(_ error: JSONSyntaxError, consequence language: String?) -> String {
        if let language { return "\(error.message) (\(language) does not load until this is fixed)" }
        return "\(error.message) (the file is ignored until this is fixed)"
    }
}
