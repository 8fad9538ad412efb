/// A validation kept by file and key, so that the project can be checked again after an edit by looking only
/// at what the edit can affect (``Validator/validateIndexed(_:after:)``).
public struct ValidationIndex: Sendable {
    /// The validator that made it (an index is only reused by a validator with the same settings).
    let validator: Validator
    /// The project-wide facts the files were checked with.
    let check: ProjectCheck
    /// For each language file (by index in `project.files`): its findings by key, before silencing and sorting.
    let perFile: [FileFindings]
    /// For each file name (`nil`: the folder), its findings silenced and sorted, as they stand in the report.
    let groups: [String?: FindingGroup]
    /// The report of the whole project, as ``Validator/validate(_:)`` gives it.
    public let report: ValidationReport
    /// How many entries were checked to make this index (all of them, or those an edit touched).
    let entriesChecked: Int

    /// The project that was validated.
    public var project: Project { check.project }
}

/// The findings of one file name in a report: the project rules' as they were found, and all of them with
/// those `"ignore"` silences removed, sorted by line and column.
struct FindingGroup: Sendable {
    /// What the project rules found in the file.
    var fromProject: [Finding]
    /// Every finding of the file, silenced ones removed, sorted.
    var sorted: [Finding]
    /// How many `"ignore"` silenced.
    var suppressed: Int
    /// The positions in `sorted` of the portability findings (which a report may summarise).
    var portability: [Int]
}
