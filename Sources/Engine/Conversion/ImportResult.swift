/// A project with translations imported into it (`Import`): the project as edited, the files to write and
/// the report.
public struct ImportResult: Sendable {
    /// The project with the imported texts, in memory.
    public var project: Project
    /// The project's files that change, by path in its folder, with their new bytes; `created` for a file the
    /// project did not have (a new language).
    public var files: [(path: String, bytes: [UInt8], created: Bool)]
    /// What was added, changed, left in conflict and lost.
    public var report: ImportReport

    /// A result.
    public init(project: Project, files: [(path: String, bytes: [UInt8], created: Bool)], report: ImportReport) {
        self.project = project
        self.files = files
        self.report = report
    }
}
