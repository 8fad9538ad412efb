import ArgumentParser
import Engine
import Foundation

/// `glossa stats [DIR]`: per language, how much is translated, how complete the plural entries are, and what
/// the validator found.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show per language: keys translated and missing, plural entries complete, findings.",
        discussion: """
            Translated: keys of base.json the language has with a non-empty, well-formed value. Plurals: plural \
            entries of base.json that have every form the language needs (no plural-missing-category, \
            plural-unmatched-numbers or plural-unmatched-decimals finding). Findings are those of `glossa validate`, after glossa.json's "ignore".

            A project that records translation states (.glossa/states.jsonl, or a format with states of its own) \
            shows each state: translated (confirmed, its source text unchanged since), needs translation (a \
            placeholder), needs review, stale (the source text changed since it was confirmed) and missing.
            """
    )

    @Argument(help: "The project folder (default: the current folder).")
    var directory: String = "."

    @OptionGroup var format: FormatOption

    func run() throws {
        let project = try loadProjectOrExit(directory, format: format.format)
        let report = Self.validator(for: project).validate(project)
        let output = StatsTable(project: project, report: report).render()
        FileHandle.standardOutput.write(Data(VisibleText.keepingLineFeeds(output).utf8))
        exitWithoutTeardown(0)
    }

    /// The validator of `stats`: every finding counts towards its own file, so portability notes are not
    /// summarised across files; they are counted in each file rather than made one by one, unless glossa.json
    /// silences some of them (by key, which only the findings themselves say).
    static func validator(for project: Project) -> Validator {
        var validator = Validator()
        validator.summarizesPortability = false
        validator.countsPortabilityPerFile = !Validator.catalogue.contains {
            $0.group == .portability && project.settings.ignore[$0.id] != nil
        }
        return validator
    }
}

/// The numbers of `glossa stats`, one row per language file.
struct StatsTable {
    /// One language's row.
    struct Row: Equatable {
        var label: String
        var translated: Int
        var total: Int
        var pluralsComplete: Int
        var plurals: Int
        var errors: Int
        var warnings: Int
        var notes: Int
        var loads: Bool
        /// With states recorded: the keys needing translation, review, or stale (else 0).
        var needsTranslation = 0
        var needsReview = 0
        var stale = 0

        var missing: Int { total - translated - needsTranslation - needsReview - stale }
    }

    let rows: [Row]
    /// Findings about files that are not language files (and the folder), by severity.
    let otherFindings: (errors: Int, warnings: Int, notes: Int)
    let keyCount: Int
    /// Whether the project records translation states: the table then has a column for each.
    let showsStates: Bool
    /// Files that could not be read at all (`pl.json: error: cannot read the file: …`): they have no row.
    let unreadable: [String]

    init(project: Project, report: ValidationReport) {
        let hasBase = project.fileIndices(of: .base).contains { project.files[$0].isEditable }
        // The file of a language that holds each key is read once per language (there are keys × languages).
        let baseFileOfKey = project.fileIndicesOfKeys(in: .base)
        // The keys to translate: base's, or every key when there is no usable base; not those marked not to be
        // translated (`shouldTranslate: false`).
        let keyIDs = project.keys.indices.filter { id in
            guard hasBase else { return true }
            let base = baseFileOfKey[id]
            guard base >= 0 else { return false }
            return project.files[base].needsTranslation(project.keys[id])
        }
        // Whether each key is plural in base (only entries of variants are looked at).
        var pluralKeys = [Bool](repeating: false, count: project.keys.count)
        for id in keyIDs {
            let base = baseFileOfKey[id]
            guard base >= 0, let index = project.entryIndex(keyID: id, file: base),
                project.files[base].entries.hasVariants(at: index)
            else { continue }
            pluralKeys[id] = Self.isPlural(project.files[base].entries[index], in: project.files[base])
        }
        let isPluralKey = pluralKeys
        let pluralCount = isPluralKey.lazy.filter { $0 }.count
        let states = ProjectStates(project: project)
        let showsStates = states.recordsStates
        self.showsStates = showsStates
        // Which findings are about each file, found once (a project may have hundreds of thousands of them).
        let allFindings = report.findings
        let findingsByFile = Dictionary(grouping: allFindings.indices) { allFindings[$0].fileName ?? "" }
        // One row per language, each on its own core: the rows are independent, and each reads every key.
        let languages = project.languages
        let rows = ConcurrentWork.map(languages.count) { position -> Row in
            let language = languages[position]
            // A language with several files (namespaces, tables) is one row.
            let files = project.fileIndices(of: language).map { project.files[$0] }
            var incomplete = Set<String>()
            var bySeverity: [Severity: Int] = [:]
            // Fields are read in place: copying each finding would retain all its strings.
            for name in Set(files.map(\.fileName)) {
                bySeverity[.note, default: 0] += report.unlistedCounts[name] ?? 0
                for position in findingsByFile[name] ?? [] {
                    let findingLanguage = allFindings[position].language
                    guard findingLanguage == nil || findingLanguage == language else { continue }
                    bySeverity[allFindings[position].severity, default: 0] += 1
                    let rule = allFindings[position].ruleID
                    if rule == "plural-missing-category" || rule == "plural-unmatched-numbers"
                        || rule == "plural-unmatched-decimals", let key = allFindings[position].key
                    {
                        incomplete.insert(key)
                    }
                }
            }
            var translated = 0
            var complete = 0
            let fileOfKey = project.fileIndicesOfKeys(in: language)
            for id in keyIDs {
                // The value alone is looked at, without making its strings (nor reading the entry's key, the string
                // every file's entry of the key shares, a count the cores would contend for).
                let index = fileOfKey[id]
                guard index >= 0, let entry = project.entryIndex(keyID: id, file: index),
                    project.files[index].entries.hasText(at: entry)
                else { continue }
                translated += 1
                if isPluralKey[id], project.files[index].entries.hasVariants(at: entry),
                    !incomplete.contains(project.keys[id])
                {
                    complete += 1
                }
            }
            let name = project.englishName(of: language)
            var row = Row(
                label: "\(language) (\(name.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)))",
                translated: translated, total: keyIDs.count, pluralsComplete: complete, plurals: pluralCount,
                errors: bySeverity[.error] ?? 0, warnings: bySeverity[.warning] ?? 0,
                notes: bySeverity[.note] ?? 0, loads: files.allSatisfy(\.isEditable))
            if showsStates {
                let counts = states.counts(in: language, keyIDs: keyIDs)
                row.translated = counts[.translated] ?? 0
                row.needsTranslation = counts[.needsTranslation] ?? 0
                row.needsReview = counts[.needsReview] ?? 0
                row.stale = counts[.stale] ?? 0
            }
            return row
        }
        self.rows = rows
        let languageFiles = Set(project.files.map(\.fileName))
        let others = report.findings.filter { !languageFiles.contains($0.fileName ?? "") }
        otherFindings = (
            others.filter { $0.severity == .error }.count, others.filter { $0.severity == .warning }.count,
            others.filter { $0.severity == .note }.count
        )
        keyCount = keyIDs.count
        unreadable = project.problems.compactMap { problem in
            guard case .unreadable = problem.kind, let name = problem.fileName else { return nil }
            return "\(VisibleText.of(name)): error: \(VisibleText.of(problem.message))"
        }
    }

    /// Whether an entry of base selects by number (a plural form other than `other`, or a numeric expression).
    static func isPlural(_ entry: Entry, in file: LanguageFile) -> Bool {
        guard case .variants(let variants) = entry.value else { return false }
        return variants.contains { variant in
            switch file.selectors[variant.selector].selector {
            case .category(let category): return category != .other
            case .exactNumber, .unusedCategory, .moreThanOne: return true
            case .expression(let expression), .shared(_, let expression):
                if case .regex = expression { return false }
                return true
            case .unknown, .malformed, .textMatch, .ordinal, .device, .variable: return false
            }
        }
    }

    /// A text progress bar: `[###############-----]`.
    static func bar(_ done: Int, of total: Int, width: Int = 20) -> String {
        let filled = total == 0 ? width : done * width / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }

    /// The table, one row per language, then a line for the other files and a total.
    func render() -> String {
        let stateHeader = showsStates ? ["Needs translation", "Needs review", "Stale"] : []
        let header =
            ["Language", "Translated"] + stateHeader + [
                "Missing", "Plurals", "Errors", "Warnings", "Notes", "Progress",
            ]
        var lines: [[String]] = [header]
        for row in rows {
            let percent = row.total == 0 ? 100 : row.translated * 100 / row.total
            let progress = row.loads ? "\(Self.bar(row.translated, of: row.total)) \(percent)%" : "does not load"
            let stateCells = showsStates ? ["\(row.needsTranslation)", "\(row.needsReview)", "\(row.stale)"] : []
            lines.append(
                [row.label, "\(row.translated)/\(row.total)"] + stateCells + [
                    "\(row.missing)", "\(row.pluralsComplete)/\(row.plurals)", "\(row.errors)", "\(row.warnings)",
                    "\(row.notes)", progress,
                ])
        }
        var widths = header.map(\.count)
        for line in lines {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var out = ""
        for line in lines {
            var cells: [String] = []
            for (column, cell) in line.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                // Text columns to the left, numbers to the right.
                cells.append(column == 0 || column == line.count - 1 ? cell + pad : pad + cell)
            }
            out += cells.joined(separator: "  ").replacingOccurrences(
                of: "\\s+$", with: "", options: .regularExpression)
            out += "\n"
        }
        if otherFindings != (0, 0, 0) {
            out += "Other files: \(otherFindings.errors) errors, \(otherFindings.warnings) warnings, "
            out += "\(otherFindings.notes) notes (expressions.json, glossa.json, the folder)\n"
        }
        for line in unreadable { out += line + "\n" }
        return out
    }
}
