/// The groups of rules, as DESIGN §6 lists them.
public enum RuleGroup: String, Sendable, CaseIterable {
    /// Files that do not load or load with problems: syntax, encoding, value types, names.
    case file
    /// Keys missing, left over, empty, or shaped differently from base.
    case coverage
    /// Plural forms, expressions and the numbers they match.
    case plural
    /// `@N` width variations.
    case width
    /// printf placeholders and `${i}` compared with base.
    case placeholders
    /// Whitespace, punctuation and untranslated texts compared with base.
    case text
    /// What Swifternalization and ObjCnalization do differently or at random at run time.
    case portability
    /// Translation states (DESIGN §12): stale translations, texts to review or to translate, the sidecar.
    case states
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
    /// Which entries the rule can find something in; the validator calls it for those only.
    static var scope: EntryScope { get }
    static func check(_ entry: EntryCheck)
}

/// Which entries an entry rule looks at.
enum EntryScope: Sendable, CaseIterable {
    /// Entries with variants.
    case variants
    /// Entries with width variations (on the value or on a variant).
    case widths
    /// Entries of a language file whose key base has too.
    case comparedWithBase
    /// Entries of a language file whose key base does not have.
    case orphans
}

/// Findings about files that are not language files (and about the folder), collected by file name.
struct ProjectSink {
    let project: Project
    private(set) var findings: [Finding] = []
    /// The line index of each file a finding points into, or that the files' checks made before.
    private(set) var lineIndexes: [String: LineIndex]

    init(project: Project, lineIndexes: [String: LineIndex] = [:]) {
        self.project = project
        self.lineIndexes = lineIndexes
    }

    /// Records a finding; `offset` is a byte offset in the file (`nil` for a whole file or the folder).
    mutating func emit(
        _ id: String, _ severity: Severity, file: String?, at offset: Int?, key: String? = nil, _ message: String,
        fixIt: FixIt? = nil, language: FileLanguage? = nil
    ) {
        var location = SourceLocation(line: 0, column: 0)
        if let file, let offset, let bytes = bytes(of: file) {
            if lineIndexes[file] == nil { lineIndexes[file] = LineIndex(bytes) }
            location = lineIndexes[file]!.location(of: offset)
        }
        findings.append(
            Finding(
                ruleID: id, severity: severity, fileName: file, line: location.line, column: location.column, key: key,
                message: message, fixIt: fixIt, language: language))
    }

    private func bytes(of file: String) -> [UInt8]? {
        project.auxiliaryFiles[file] ?? project.files.first { $0.fileName == file }?.bytes
            ?? (file == ProjectFiles.stateSidecarPath ? project.stateSidecar : nil)
    }
}
