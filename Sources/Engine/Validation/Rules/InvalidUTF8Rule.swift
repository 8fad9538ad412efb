/// `json-invalid-utf8`: bytes that are not UTF-8 (a file saved as Latin-1 or UTF-16) stop the file loading.
struct InvalidUTF8Rule: FileRule, ProjectRule {
    static let id = "json-invalid-utf8"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "A file has bytes that are not UTF-8 (saved as Latin-1 or UTF-16?): it does not load."

    func check(_ file: FileCheck) {
        guard let error = file.file.syntaxError, error.kind == .invalidUTF8 else { return }
        file.emit(Self.id, Self.severity, at: error.offset, key: nil, Self.message(error))
    }

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.project.problems {
            guard case .syntax(let error) = problem.kind, error.kind == .invalidUTF8, let name = problem.fileName
            else { continue }
            sink.emit(Self.id, Self.severity, file: name, at: error.offset, Self.message(error))
        }
    }

    static func message(_ error: JSONSyntaxError) -> String {
        "\(error.message): save the file as UTF-8"
    }
}
