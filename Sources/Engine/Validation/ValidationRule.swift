/// The groups of rules, as DESIGN §6 lists them.
public enum RuleGroup: String, Sendable, CaseIterable {
    case file, coverage, plural, width, placeholders, text, portability
}

/// One validation rule: an id, a default severity, and what it checks. Each rule lives in its own file in
/// `Rules/`, with its messages beside it, and conforms to one or more of ``ProjectRule``, ``FileRule`` and
/// ``EntryRule`` depending on what it looks at.
protocol ValidationRule: Sendable {
    /// The kebab-case id shown in brackets and used by `"ignore"` (`plural-missing-category`).
    static var id: String { get }
    /// The severity of its findings (portability rules: notes, or warnings when `"runtime"` names a legacy
    /// library).
    static var severity: Severity { get }
    /// The group it belongs to.
    static var group: RuleGroup { get }
    /// What it finds, in one line, for the README's table.
    static var summary: String { get }
}

/// A rule about the folder, `expressions.json` or `glossa.json`.
protocol ProjectRule: ValidationRule {
    func check(_ project: ProjectCheck, _ sink: inout ProjectSink)
}

/// A rule about one language file as a whole (its syntax, its notices, its value problems).
protocol FileRule: ValidationRule {
    func check(_ file: FileCheck)
}

/// A rule about one entry of one language file, usually compared with the same key in `base.json`.
protocol EntryRule: ValidationRule {
    func check(_ entry: EntryCheck)
}

/// Findings about files that are not language files (and about the folder), collected by file name.
struct ProjectSink {
    let project: Project
    private(set) var findings: [Finding] = []
    private var lineIndexes: [String: LineIndex] = [:]

    init(project: Project) {
        self.project = project
    }

    /// Records a finding; `offset` is a byte offset in the file (`nil` for a whole file or the folder).
    mutating func emit(
        _ id: String, _ severity: Severity, file: String?, at offset: Int?, key: String? = nil, _ message: String,
        fixIt: FixIt? = nil
    ) {
        var location = SourceLocation(line: 0, column: 0)
        if let file, let offset, let bytes = bytes(of: file) {
            if lineIndexes[file] == nil { lineIndexes[file] = LineIndex(bytes) }
            location = lineIndexes[file]!.location(of: offset)
        }
        findings.append(
            Finding(
                ruleID: id, severity: severity, fileName: file, line: location.line, column: location.column, key: key,
                message: message, fixIt: fixIt))
    }

    private func bytes(of file: String) -> [UInt8]? {
        project.auxiliaryFiles[file] ?? project.files.first { $0.fileName == file }?.bytes
    }
}
