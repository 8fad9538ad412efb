/// What the validator found in a project.
public struct ValidationReport: Sendable {
    /// The findings, sorted by file (folder first, then `base.json`, the languages by tag, then
    /// `expressions.json` and `glossa.json`), then line, then column.
    public var findings: [Finding]
    /// How many findings `"ignore"` in `glossa.json` silenced.
    public var suppressedCount: Int
    /// How many files were checked (language files, `expressions.json` and `glossa.json`).
    public var filesChecked: Int
    /// How many distinct keys were checked across all language files.
    public var keysChecked: Int
    /// For each file, how many findings were counted but not listed (`Validator.countsPortabilityPerFile`):
    /// portability notes beyond the first of each rule in the file. Empty unless asked for.
    public var unlistedCounts: [String: Int] = [:]
    /// The line index of each file, by name, that the check made to place its findings (most files with a
    /// finding): what shows a finding's source line without indexing the file again.
    public var lineIndexes: [String: LineIndex] = [:]

    /// Creates a report.
    public init(findings: [Finding], suppressedCount: Int, filesChecked: Int, keysChecked: Int) {
        self.findings = findings
        self.suppressedCount = suppressedCount
        self.filesChecked = filesChecked
        self.keysChecked = keysChecked
    }

    /// The number of findings of a severity.
    public func count(_ severity: Severity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The summary line: `2 errors, 3 warnings, 1 note in 8 files (33 keys checked); 4 suppressed`.
    public var summary: String {
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text =
            "\(counted(count(.error), "error")), \(counted(count(.warning), "warning")), "
            + "\(counted(count(.note), "note")) in \(counted(filesChecked, "file")) (\(counted(keysChecked, "key")) checked)"
        if suppressedCount > 0 { text += "; \(suppressedCount) suppressed by glossa.json" }
        return text
    }
}
