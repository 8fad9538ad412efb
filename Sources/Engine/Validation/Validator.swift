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
public struct Validator: Sendable, Equatable {
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

    /// Validates a project, keeping the findings by file and key so that ``validateIndexed(_:after:)`` can check
    /// again only what an edit changed.
    ///
    /// With `previous` (the index of the same project before an edit, made by a validator with the same
    /// settings), the keys an edit touched are checked again (in every file, when the edit is in the source
    /// language, with the missing keys around them), the other findings of the edited file move with its bytes,
    /// the file rules of the edited language run again, and the other files keep their findings (see
    /// `Validator+Incremental.swift` for when everything is checked again instead). The report is the one ``validate(_:)`` gives for `project`.
    /// - Complexity: after a value edit, linear in the edited file's findings and keys (a few passes over
    ///   arrays, no entry checked but the edited ones) plus the project-wide rules; else as ``validate(_:)``.
    public func validateIndexed(_ project: Project, after previous: ValidationIndex? = nil) -> ValidationIndex {
        if let previous, previous.validator == self, let index = update(previous, to: project) { return index }
        let check = ProjectCheck(project: project, stateSeverity: reportsStatesAsWarnings ? .warning : .note)
        let checked = ConcurrentWork.map(project.files.count) { checkFile($0, of: check) }
        let entries = check.project.files.reduce(0) { $0 + ($1.isEditable ? $1.entries.count : 0) }
        return assemble(check: check, perFile: checked, previous: nil, entriesChecked: entries)
    }

    /// Whether files count the portability findings they keep (see ``countsPortabilityPerFile``).
    var countsInFiles: Bool { summarizesPortability || countsPortabilityPerFile }

    /// The entry rules by the entries they look at (see ``EntryScope``).
    struct EntryRules {
        var variants: [any EntryRule.Type] = []
        var widths: [any EntryRule.Type] = []
        var comparedWithBase: [any EntryRule.Type] = []
        var orphans: [any EntryRule.Type] = []

        init() {
            for case let rule as any EntryRule in Validator.allRules {
                let rule = type(of: rule)
                switch rule.scope {
                case .variants: variants.append(rule)
                case .widths: widths.append(rule)
                case .comparedWithBase: comparedWithBase.append(rule)
                case .orphans: orphans.append(rule)
                }
            }
        }
    }

    /// The findings of one language file.
    func checkFile(_ index: Int, of check: ProjectCheck) -> FileFindings {
        let project = check.project
        let file = FileCheck(
            project: check, index: index, countsPortability: countsInFiles, lines: check.baseLines[index])
        var result = FileFindings()
        if file.file.isEditable {
            let rules = EntryRules()
            var entryCheck = EntryCheck(file: file)
            result.ends.reserveCapacity(project.keys.count)
            for keyID in project.keys.indices {
                if file.entryPosition(of: keyID) >= 0 {
                    file.beginKey(keyID)
                    Self.checkEntry(keyID: keyID, with: &entryCheck, rules: rules)
                }
                result.ends.append(Int32(file.findings.count))
            }
        }
        (result.entries, result.offsets, result.counted) = file.takeFindings()
        Self.checkFileRules(file, into: &result)
        return result
    }

    /// Runs the entry rules that apply to the file's entry of key `keyID` (the file has one;
    /// `file.beginKey(keyID)` called first).
    static func checkEntry(keyID: Int, with entryCheck: inout EntryCheck, rules: EntryRules) {
        entryCheck.load(keyID: keyID)
        if entryCheck.variants != nil { run(rules.variants, on: entryCheck) }
        if entryCheck.hasWidths { run(rules.widths, on: entryCheck) }
        if entryCheck.hasBase {
            run(rules.comparedWithBase, on: entryCheck)
        } else if entryCheck.file.comparesWithBase {
            run(rules.orphans, on: entryCheck)
        }
    }

    /// Runs rules on an entry.
    private static func run(_ rules: [any EntryRule.Type], on entryCheck: EntryCheck) {
        for rule in rules { rule.check(entryCheck) }
    }

    /// Runs the file rules, after the entries, and puts their findings in `result` (with the file's line index,
    /// if they or the entries' needed one).
    static func checkFileRules(_ file: FileCheck, into result: inout FileFindings) {
        for case let rule as any FileRule in allRules {
            if rule is MissingKeyRule { result.missingPosition = file.findings.count }
            rule.check(file)
        }
        result.fileFindings = file.takeFindings().findings
        (result.missing, result.missingKeys) = file.takeMissing()
        result.lines = file.lines
    }

    /// Runs the project rules and puts their findings and the files' together: silenced ones removed, sorted,
    /// summarised. With `previous`, the findings of each file name whose files were not checked again and whose
    /// project findings are the same are taken sorted from it.
    func assemble(
        check: ProjectCheck, perFile: [FileFindings], previous: (index: ValidationIndex, checked: Set<Int>)?,
        entriesChecked: Int
    ) -> ValidationIndex {
        let project = check.project
        // One line index per file: those the files' checks made serve the project rules and the report's readers.
        var lines: [String: LineIndex] = [:]
        for (file, checked) in zip(project.files, perFile) {
            lines[file.fileName] = lines[file.fileName] ?? checked.lines
        }
        var sink = ProjectSink(project: project, lineIndexes: lines)
        for case let rule as any ProjectRule in Self.allRules { rule.check(check, &sink) }
        // Findings are sorted by file first: each file name's are sorted apart, then put one after the other.
        let filesByName = Dictionary(grouping: project.files.indices, by: { project.files[$0].fileName })
        let sinkByName = Dictionary(grouping: sink.findings, by: \.fileName)
        let ignore = project.settings.ignore
        // Each file name's group on its own: on all cores.
        let groupNames = Array(Set(sinkByName.keys).union(filesByName.keys.map { $0 }))
        let madeGroups = ConcurrentWork.map(groupNames.count) { position -> FindingGroup in
            let name = groupNames[position]
            let fromProject = sinkByName[name] ?? []
            let files = name.flatMap { filesByName[$0] } ?? []
            if let previous, let known = previous.index.groups[name], known.fromProject == fromProject,
                !files.contains(where: previous.checked.contains)
            {
                return known
            }
            var found = fromProject
            for index in files { perFile[index].appendAll(to: &found) }
            let before = found.count
            if !ignore.isEmpty {
                found.removeAll { finding in
                    guard let keys = ignore[finding.ruleID] else { return false }
                    return keys.contains("*") || finding.key.map(keys.contains) ?? false
                }
            }
            // Findings at one place keep the order they were found in: rule order, then base order of keys.
            // Small keys are sorted, not the findings.
            let order = found.indices.map { (found[$0].line, found[$0].column, $0) }.sorted { $0 < $1 }
            let sorted = order.map { found[$0.2] }
            return FindingGroup(
                fromProject: fromProject, sorted: sorted, suppressed: before - found.count,
                portability: sorted.indices.filter { Self.portabilityRules.contains(sorted[$0].ruleID) })
        }
        let groups = Dictionary(uniqueKeysWithValues: zip(groupNames, madeGroups))

        // The languages of a catalog share its name: the file is ordered by its first language.
        let fileOrder = Dictionary(
            (project.files.map(\.fileName) + ["expressions.json", "glossa.json"]).enumerated().map { ($1, $0) },
            uniquingKeysWith: { first, _ in first })
        let names = groups.keys.map { name in
            (name.map { fileOrder[$0] ?? fileOrder.count } ?? -1, name ?? "")
        }.sorted { $0 < $1 }
        let ordered = names.map { groups[$0.0 < 0 ? nil : $0.1]! }
        var unlisted: [String: Int] = [:]
        var summary: [String: (entries: Int, files: Int)]?
        if summarizesPortability, check.runtime.model != nil, check.runtime.severity == .note {
            // How many findings each summarised rule had, and in how many files.
            var counts: [String: (entries: Int, files: Int)] = [:]
            for file in perFile {
                for (id, counted) in file.counted {
                    counts[id, default: (0, 0)].entries += counted.count
                    counts[id]!.files += 1
                }
            }
            summary = Self.portabilityTotals(ordered, counts: counts)
        } else {
            // Each file listed the first finding of each rule it counted.
            for (file, checked) in zip(project.files, perFile) where !checked.counted.isEmpty {
                unlisted[file.fileName, default: 0] += checked.counted.values.reduce(0) { $0 + $1.count - 1 }
            }
        }
        // The groups one after the other; when summarising, only the first finding of each portability rule is
        // kept, saying how many more there are.
        var findings: [Finding] = []
        findings.reserveCapacity(ordered.reduce(0) { $0 + $1.sorted.count })
        var seen = Set<String>()
        for group in ordered {
            guard let summary else {
                findings += group.sorted
                continue
            }
            var next = 0
            for position in group.portability {
                findings += group.sorted[next..<position]
                next = position + 1
                var finding = group.sorted[position]
                guard seen.insert(finding.ruleID).inserted else { continue }
                let (entries, files) = summary[finding.ruleID] ?? (1, 1)
                if entries > 1 {
                    let more = entries - 1
                    finding.message +=
                        " (and \(more) more \(more == 1 ? "place" : "places") like it in \(files) "
                        + "\(files == 1 ? "file" : "files"); set \"runtime\" in glossa.json to "
                        + "\"swifternalization\" or \"objcnalization\" to list each one, or to \"glossa\" to turn "
                        + "these notes off)"
                }
                findings.append(finding)
            }
            findings += group.sorted[next...]
        }
        let suppressed = ordered.reduce(0) { $0 + $1.suppressed }
        var report = ValidationReport(
            findings: findings, suppressedCount: suppressed,
            filesChecked: project.files.count + project.auxiliaryFiles.count, keysChecked: project.keys.count)
        report.unlistedCounts = unlisted
        report.lineIndexes = sink.lineIndexes
        return ValidationIndex(
            validator: self, check: check, perFile: perFile, groups: groups, report: report,
            entriesChecked: entriesChecked)
    }

    /// The ids of the portability rules.
    static let portabilityRules = Set(allRules.filter { type(of: $0).group == .portability }.map { type(of: $0).id })

    /// How many findings each portability rule had, and in how many files: what the files counted without
    /// keeping (`counts`), and the findings of the groups that were not counted there (from `expressions.json`).
    static func portabilityTotals(
        _ groups: [FindingGroup], counts: [String: (entries: Int, files: Int)]
    ) -> [String: (entries: Int, files: Int)] {
        var totals = counts
        var extraFiles: [String: Set<String>] = [:]
        for group in groups {
            for position in group.portability where counts[group.sorted[position].ruleID] == nil {
                let finding = group.sorted[position]
                totals[finding.ruleID, default: (0, 0)].entries += 1
                extraFiles[finding.ruleID, default: []].insert(finding.fileName ?? "")
            }
        }
        for (id, files) in extraFiles { totals[id]!.files = files.count }
        return totals
    }
}
