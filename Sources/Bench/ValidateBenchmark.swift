import ArgumentParser
import Engine
import Foundation

/// `glossa-bench validate`: validates the generated project (20,000 keys × 40 languages by default) and
/// reports the time and findings per second, with loading the same project as the baseline of the run.
struct ValidateBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate the generated project; report the time, findings per second, and the load time."
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Timed runs; the best is reported.") var runs = 3

    func run() throws {
        let folder = try size.folder()
        var project = try Project.load(directory: folder)
        let load = try Benchmark.best(of: runs) { project = try Project.load(directory: folder) }
        var report = Validator().validate(project)
        let validate = Benchmark.best(of: runs) { report = Validator().validate(project) }
        var detailed = Validator()
        detailed.summarizesPortability = false
        var all = report
        let everyFinding = Benchmark.best(of: runs) { all = detailed.validate(project) }

        let entries = project.files.reduce(0) { $0 + $1.entries.count }
        print("Project: \(folder): \(project.files.count) files, \(project.keys.count) keys, \(entries) entries")
        print(
            "Glossa Project.load (baseline):             \(Benchmark.format(load, 3)) s"
        )
        print(
            "Validator().validate:                       \(Benchmark.format(validate, 3)) s  = "
                + "\(Benchmark.format(validate / load, 2))× load  \(report.findings.count) findings "
                + "(\(report.count(.error)) errors, \(report.count(.warning)) warnings, \(report.count(.note)) notes)  "
                + "\(Benchmark.format(Double(report.findings.count) / validate, 0)) findings/s"
        )
        print(
            "Every portability note listed:              \(Benchmark.format(everyFinding, 3)) s  "
                + "\(all.findings.count) findings  \(Benchmark.format(Double(all.findings.count) / everyFinding, 0)) findings/s  "
                + "\(Benchmark.format(Double(entries) / everyFinding / 1e6, 2)) M entries/s"
        )
        // One value edit in the largest language other than the source, and one in the source, validated again
        // from the last index.
        let files = project.files.indices.filter { project.files[$0].language != .base && project.files[$0].isEditable }
        let largest = files.max(by: { project.files[$0].bytes.count < project.files[$1].bytes.count })
        for index in [largest, project.fileIndex(of: .base)].compactMap({ $0 }) {
            try measureEdit(in: index, of: project)
        }
        if let base = project.fileIndex(of: .base) {
            // Source edits that move lines or key ids: a plural form added (every later line moves), a key renamed
            // in the source only (the old key stays in the other files: the ids of the keys move).
            try measureEdit(in: base, of: project, kind: .pluralForm)
            try measureEdit(in: base, of: project, kind: .rename)
        }
        var byRule: [String: Int] = [:]
        for finding in all.findings { byRule[finding.ruleID, default: 0] += 1 }
        print(
            "Findings by rule: "
                + byRule.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}

extension ValidateBenchmark {
    /// The edits measured.
    enum EditKind: String {
        case value = "one value edit"
        case pluralForm = "a plural form added"
        case rename = "a key renamed"
    }

    /// Validates the project again after one edit in file `index` (an entry in the middle), from the index of the
    /// project before it, and the whole edited project in the same run.
    func measureEdit(in index: Int, of project: Project, kind: EditKind = .value) throws {
        let file = project.files[index]
        let format = project.format.format
        let middle = file.entries.dropFirst(file.entries.count / 2)
        guard
            let entry = kind == .pluralForm
                ? middle.first(where: { !$0.value.isText }) : middle.first(where: \.value.isText)
        else { return }
        let previous = Validator().validateIndexed(project)
        var edited = project
        let result: FileEdit
        switch kind {
        case .value:
            result = try format.setting("Wartość 📷", at: EntryAddress(key: entry.key), in: file, force: false)
        case .pluralForm:
            result = try format.setting(
                "%d Wartość", at: EntryAddress(key: entry.key, selector: "few"), in: file, force: true)
        case .rename:
            result = try format.renamingKey(entry.key, to: entry.key + ".renamed", in: file)
        }
        _ = edited.apply(result, to: file.language)
        var after = previous
        let incremental = Benchmark.best(of: runs) { after = Validator().validateIndexed(edited, after: previous) }
        var whole = previous.report
        let wholeTime = Benchmark.best(of: runs) { whole = Validator().validate(edited) }
        let same = after.report.findings == whole.findings ? "same findings" : "FINDINGS DIFFER"
        print(
            "After \(kind.rawValue) in \(file.fileName), validateIndexed(after:): "
                + "\(Benchmark.format(incremental * 1000, 1)) ms  = "
                + "\(Benchmark.format(incremental / wholeTime, 4))× the whole validation "
                + "(\(Benchmark.format(wholeTime * 1000, 1)) ms)  \(same)")
    }
}

extension EntryValue {
    /// Whether the value is a plain text.
    fileprivate var isText: Bool {
        if case .text = self { true } else { false }
    }
}

extension GlossaBench {
    /// The benchmarks of validation, registered in `GlossaBench`'s subcommands.
    static let checks: [any ParsableCommand.Type] = [ValidateBenchmark.self, ExpressionsBenchmark.self]
}
