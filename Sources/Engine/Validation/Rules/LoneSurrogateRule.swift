/// `value-lone-surrogate`: a `\ud800`-style escape that is half of a character. The value that holds it (in
/// its key, a selector or a text) is not used; the rest of the file loads, and the file keeps the escape.
struct LoneSurrogateRule: FileRule, ProjectRule {
    static let id = "value-lone-surrogate"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary =
        "An escape such as `\\ud800` is half of a character: the value holding it never shows (the rest of the file loads)."

    func check(_ file: FileCheck) {
        for problem in file.file.problems {
            guard case .loneSurrogate = problem.kind else { continue }
            file.emit(
                Self.id, Self.severity, at: problem.offset, key: problem.path.first,
                "\(problem.message): this value never shows")
        }
    }

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for (name, notices) in project.auxiliaryNotices() {
            for notice in notices {
                guard case .loneSurrogate = notice.kind else { continue }
                sink.emit(Self.id, Self.severity, file: name, at: notice.offset, notice.message)
            }
        }
    }
}
