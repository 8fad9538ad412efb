import Engine

/// The validator's findings as the editor has them: the list, how many are errors and warnings (counted once,
/// not per frame), whether they are for the current project, and the validation by file they came from.
struct Findings: Sendable {
    /// Where validation stands.
    enum Status: Equatable, Sendable { case running, done }

    private(set) var list: [Finding] = []
    private(set) var errorCount = 0
    private(set) var warningCount = 0
    /// The keys of the error-severity findings (what the key marks show as errors).
    private(set) var errorKeys: Set<String> = []
    var status = Status.running
    /// The last validation by file, so that the next one checks again only the files an edit changed.
    var index: ValidationIndex?

    /// Until the validator answers, the load problems (syntax errors) are the findings.
    init(loadProblemsOf project: Project) {
        var findings: [Finding] = []
        for file in project.files {
            guard let error = file.syntaxError else { continue }
            let location = LineIndex(file.bytes).location(of: error.offset)
            findings.append(
                Finding(
                    ruleID: "syntax", severity: .error, fileName: file.fileName, line: location.line,
                    column: location.column, key: nil, message: error.message))
        }
        for problem in project.problems {
            findings.append(
                Finding(
                    ruleID: "project", severity: .error, fileName: problem.fileName, line: 0, column: 0, key: nil,
                    message: problem.message))
        }
        set(findings)
    }

    /// Replaces the list and its counts (the status is left as it is).
    mutating func set(_ findings: [Finding]) {
        list = findings
        // By index, so that no finding is copied (10,000 of them on a big project).
        errorCount = findings.indices.reduce(0) { $0 + (findings[$1].severity == .error ? 1 : 0) }
        warningCount = findings.indices.reduce(0) { $0 + (findings[$1].severity == .warning ? 1 : 0) }
        errorKeys = Set(
            findings.indices.lazy.filter { findings[$0].severity == .error }.compactMap { findings[$0].key })
    }
}
