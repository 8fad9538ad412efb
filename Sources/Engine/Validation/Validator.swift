/// Checks a project against every rule of DESIGN §6 and reports what it finds.
///
/// ```swift
/// let report = Validator().validate(project)
/// for finding in report.findings { print(finding.formatted) }
/// ```
///
/// Validation never throws and never stops early: malformed files are findings like any other. Files are
/// checked in parallel; the analysis of plural entries is shared by all entries with the same selectors, so
/// the cost grows with the number of texts, not with the number of numbers tried.
public struct Validator: Sendable {
    /// Whether portability findings are summarised (one note per rule, naming how many entries it concerns)
    /// when `glossa.json` does not say which runtime the app uses. With `"runtime": "swifternalization"` or
    /// `"objcnalization"` they are always listed one by one, as warnings. The editor turns this off to show
    /// every note in place.
    public var summarizesPortability = true
    /// Whether portability findings that would be notes are counted in each file rather than listed one by one,
    /// when `summarizesPortability` is off: each file keeps the first of each rule, and
    /// `ValidationReport.unlistedCounts` says how many more it had. For `glossa stats`, which counts findings
    /// and shows none (the hundreds of thousands of notes of a large project cost a fifth of its time).
    public var countsPortabilityPerFile = false
    /// Whether stale entries and entries that need review or translation are warnings (`validate --strict`)
    /// rather than notes.
    public var reportsStatesAsWarnings = false

    /// A validator with every rule.
    public init() {}

    /// One rule of the catalogue, for documentation and tools.
    public struct Rule: Sendable, Equatable {
        /// The id (`plural-missing-category`).
        public var id: String
        /// Its severity (portability rules: `note`, or `warning` when the runtime is set).
        public var severity: Severity
        /// Its group.
        public var group: RuleGroup
        /// What it finds.
        public var summary: String
    }

    /// Every rule, in the order the README lists them.
    public static var catalogue: [Rule] {
        allRules.map {
            Rule(
                id: type(of: $0).id, severity: type(of: $0).severity, group: type(of: $0).group,
                summary: type(of: $0).summary)
        }
    }

    static let allRules: [any ValidationRule] = [
        // file
        SyntaxErrorRule(), InvalidUTF8Rule(), TrailingCommaRule(), CommentRule(), DuplicateKeyRule(),
        WrongTypeRule(), LoneSurrogateRule(), TooDeepRule(), KeyCollisionRule(), FileNameRule(), SameLanguageRule(),
        AnotherCatalogRule(),
        UnreadableFileRule(),
        BaseMissingRule(),
        ExpressionsMalformedRule(), SettingsInvalidRule(),
        // coverage
        MissingKeyRule(), OrphanKeyRule(), EmptyTextRule(), ShapeDiffersRule(),
        // plural
        MissingCategoryRule(), UnmatchedNumbersRule(), UnmatchedDecimalsRule(), UnusedCategoryRule(),
        ExactNumberCategoryRule(),
        UnknownSelectorRule(), MalformedExpressionRule(), EmptyRangeRule(), UnreachableVariantRule(),
        OverlappingExpressionsRule(), RedefinedBuiltInRule(), RegexGaveUpRule(),
        // width
        InvalidWidthRule(), WidthBesideVariantsRule(), DuplicateWidthRule(), LongerAtSmallerWidthRule(),
        WidthSetsDifferRule(),
        // placeholders
        PlaceholderMismatchRule(), PlaceholderMissingRule(), NumberPlaceholderMissingRule(),
        // text
        WhitespaceRule(), PunctuationRule(), DoubleSpaceRule(), UnchangedTextRule(),
        // portability
        RandomOrderRule(), LegacyCategoryRule(), LegacySyntaxRule(), WidthDefaultRule(),
        // states
        StaleTranslationRule(), NeedsReviewRule(), NeedsTranslationRule(), StateSidecarMalformedRule(),
    ]

    /// Validates a project.
    ///
    /// - Returns: the findings sorted by file, line and column, with those `"ignore"` in `glossa.json`
    ///   silences removed (and counted).
    /// - Complexity: linear in the size of the project's files, plus a fixed cost per distinct selector and
    ///   per distinct set of selectors.
    public func validate(_ project: Project) -> ValidationReport { validateIndexed(project).report }

    /// Validates a project, keeping the findings by file so that ``validateIndexed(_:after:)`` can check
    /// again only the files an edit changed.
    ///
    /// With `previous` (the index of the same project before an edit), the language files whose bytes are
    /// the same and that no changed file can affect keep their findings; the others, and the project-wide
    /// rules, are checked again. The report is the one ``validate(_:)`` gives for `project`.
    /// - Complexity: linear in the size of the files checked again, plus the project-wide facts.
    public func validateIndexed(_ project: Project, after previous: ValidationIndex? = nil) -> ValidationIndex {
        let check = ProjectCheck(project: project, stateSeverity: reportsStatesAsWarnings ? .warning : .note)
        var sink = ProjectSink(project: project)
        for case let rule as any ProjectRule in Self.allRules { rule.check(check, &sink) }
        let stale = previous.map { ValidationIndex.filesToCheck(from: $0.project, to: project) }
        let countsInFiles = summarizesPortability || countsPortabilityPerFile
        let indices = stale.flatMap { $0 } ?? Array(project.files.indices)
        let checked = ConcurrentWork.map(indices.count) {
            checkFile(indices[$0], of: check, countsInFiles: countsInFiles)
        }
        var perFile = previous.map { stale == nil ? [] : $0.perFile } ?? []
        if perFile.count != project.files.count {
            perFile = Array(repeating: ([], [:]), count: project.files.count)
        }
        for (index, result) in zip(indices, checked) { perFile[index] = result }
        return ValidationIndex(
            project: project, perFile: perFile, report: report(project, check: check, sink: sink, perFile: perFile))
    }

    /// The findings of one language file, and what it counted of the summarised rules.
    private func checkFile(_ index: Int, of check: ProjectCheck, countsInFiles: Bool) -> ([Finding], [String: Int]) {
        let project = check.project
        var rulesByScope: [EntryScope: [any EntryRule]] = [:]
        for case let rule as any EntryRule in Self.allRules {
            rulesByScope[type(of: rule).scope, default: []].append(rule)
        }
        let variantRules = rulesByScope[.variants] ?? []
        let widthRules = rulesByScope[.widths] ?? []
        let comparedRules = rulesByScope[.comparedWithBase] ?? []
        let orphanRules = rulesByScope[.orphans] ?? []
        let file = FileCheck(project: check, index: index, countsPortability: countsInFiles)
        if file.file.isEditable {
            let entryCheck = EntryCheck(file: file)
            file.entryOffsets = Array(repeating: -1, count: project.keys.count)
            for keyID in project.keys.indices {
                guard let entry = project.entry(keyID: keyID, file: index) else { continue }
                file.entryOffsets[keyID] = entry.offset
                entryCheck.load(keyID: keyID, entry: entry)
                if entryCheck.variants != nil { for rule in variantRules { rule.check(entryCheck) } }
                if entryCheck.hasWidths { for rule in widthRules { rule.check(entryCheck) } }
                if entryCheck.base != nil {
                    for rule in comparedRules { rule.check(entryCheck) }
                } else if file.comparesWithBase {
                    for rule in orphanRules { rule.check(entryCheck) }
                }
            }
        }
        // File rules run after the entries: some read what the entry loop recorded.
        for case let rule as any FileRule in Self.allRules { rule.check(file) }
        return (file.findings, file.counted.mapValues(\.count))
    }

    /// Puts the project's and the files' findings together: silenced ones removed, sorted, summarised.
    private func report(
        _ project: Project, check: ProjectCheck, sink: ProjectSink, perFile: [([Finding], [String: Int])]
    ) -> ValidationReport {
        var findings = sink.findings + perFile.flatMap(\.0)
        // How many findings each summarised rule had, and in how many files.
        var counts: [String: (entries: Int, files: Int)] = [:]
        for (_, counted) in perFile {
            for (id, count) in counted {
                counts[id, default: (0, 0)].entries += count
                counts[id]!.files += 1
            }
        }
        let ignore = project.settings.ignore
        let before = findings.count
        if !ignore.isEmpty {
            findings.removeAll { finding in
                guard let keys = ignore[finding.ruleID] else { return false }
                return keys.contains("*") || finding.key.map(keys.contains) ?? false
            }
        }
        let suppressed = before - findings.count

        // The languages of a catalog share its name: the file is ordered by its first language.
        let fileOrder = Dictionary(
            (project.files.map(\.fileName) + ["expressions.json", "glossa.json"]).enumerated().map { ($1, $0) },
            uniquingKeysWith: { first, _ in first })
        // Findings at one place keep the order they were found in: rule order, then base order of keys. Small
        // keys are sorted, not the findings.
        let otherFiles = Set(findings.compactMap(\.fileName)).subtracting(fileOrder.keys).sorted()
        let keys = findings.enumerated().map { index, finding in
            let file =
                finding.fileName.map { fileOrder[$0] ?? fileOrder.count + otherFiles.firstIndex(of: $0)! } ?? -1
            return (file, finding.line, finding.column, index)
        }.sorted { $0 < $1 }
        findings = keys.map { findings[$0.3] }
        var unlisted: [String: Int] = [:]
        if summarizesPortability, check.runtime.model != nil, check.runtime.severity == .note {
            findings = Self.summarizingPortability(findings, counts: counts)
        } else {
            // Each file listed the first finding of each rule it counted.
            for (file, (_, counted)) in zip(project.files, perFile) where !counted.isEmpty {
                unlisted[file.fileName, default: 0] += counted.values.reduce(0) { $0 + $1 - 1 }
            }
        }
        var report = ValidationReport(
            findings: findings, suppressedCount: suppressed,
            filesChecked: project.files.count + project.auxiliaryFiles.count, keysChecked: project.keys.count)
        report.unlistedCounts = unlisted
        return report
    }

    /// Keeps the first finding of each portability rule and says how many more there are. `counts` holds what
    /// the files counted without keeping; findings not counted there (from `expressions.json`) add to it.
    static func summarizingPortability(_ findings: [Finding], counts: [String: (entries: Int, files: Int)]) -> [Finding]
    {
        let portability = Set(allRules.filter { type(of: $0).group == .portability }.map { type(of: $0).id })
        var totals = counts
        var extraFiles: [String: Set<String>] = [:]
        for finding in findings where portability.contains(finding.ruleID) && counts[finding.ruleID] == nil {
            totals[finding.ruleID, default: (0, 0)].entries += 1
            extraFiles[finding.ruleID, default: []].insert(finding.fileName ?? "")
        }
        for (id, files) in extraFiles { totals[id]!.files = files.count }
        var seen = Set<String>()
        var result: [Finding] = []
        for var finding in findings {
            guard portability.contains(finding.ruleID) else {
                result.append(finding)
                continue
            }
            guard seen.insert(finding.ruleID).inserted else { continue }
            let (entries, files) = totals[finding.ruleID] ?? (1, 1)
            if entries > 1 {
                let more = entries - 1
                finding.message +=
                    " (and \(more) more \(more == 1 ? "place" : "places") like it in \(files) "
                    + "\(files == 1 ? "file" : "files"); set \"runtime\" in glossa.json to "
                    + "\"swifternalization\" or \"objcnalization\" to list each one, or to \"glossa\" to turn "
                    + "these notes off)"
            }
            result.append(finding)
        }
        return result
    }
}
