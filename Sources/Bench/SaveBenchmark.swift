import ArgumentParser
import Engine
import Foundation

/// `glossa-bench save`: one value edit in one language of the generated project, put into the project and
/// saved, against Foundation writing the same bytes; and the cost of a key rename in the project.
struct SaveBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Edit one value of one language and save it; compare with Foundation writing the same bytes.",
        discussion: """
            Works on a copy of the generated project in the temporary folder. Each run sets the first text \
            of the language's file to a new value (LanguageEdits), puts the document into the project \
            (Project.replaceFile), and saves (DiskState.save: only that file is written, atomically, after \
            checking it did not change on disk). Baselines of the same run: parsing the file, and writing \
            its bytes with Data.write(options: .atomic) and FileManager.createFile. Then a key rename is \
            put into the project, in that file only and in every file at once.
            """
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Timed runs of each step; the best and the median are reported.") var runs = 15
    @Option(help: "The language whose file is edited.") var language = "pl"

    func run() throws {
        let scratch = try copyOfProject()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let load = try Benchmark.best(of: 2) { _ = try Project.load(directory: scratch) }
        var loaded: (project: Project, disk: DiskState)?
        let loadForEditing = try Benchmark.best(of: 2) { loaded = try Project.loadForEditing(directory: scratch) }
        let project = loaded!.project
        var disk = loaded!.disk
        guard let tag = LanguageTag(language), let index = project.fileIndex(of: .tag(tag)),
            let document = project.files[index].document(),
            let key = project.files[index].entries.first(where: { if case .text = $0.value { true } else { false } })?
                .key
        else { throw ValidationError("the project has no file for '\(language)' with a text to edit") }
        let file = project.files[index]
        let url = URL(fileURLWithPath: scratch + "/" + file.fileName)

        var timings = Timings()
        for run in 0..<runs {
            var result: EditResult?
            timings.add("edit") {
                result = try? LanguageEdits.settingString("Wartość \(run)", at: EntryAddress(key: key), in: document)
            }
            let bytes = result!.document.bytes
            var edited = project
            timings.add("replace") { edited.replaceFile(at: index, bytes: bytes) }
            var report = SaveReport()
            timings.add("save") { report = disk.save(edited) }
            guard report.written == [file.fileName], report.isComplete else {
                throw ValidationError("the save did not write only \(file.fileName): \(report)")
            }
            timings.add("parse") { _ = try? JSONDocument(bytes: bytes) }
            let data = Data(bytes)
            timings.add("atomic") { try? data.write(to: url, options: .atomic) }
            var created = true
            timings.add("create") { created = FileManager.default.createFile(atPath: url.path, contents: data) }
            guard created else { throw ValidationError("could not write \(url.path)") }
        }
        let renamed = try LanguageEdits.renamingKey(key, to: key + ".renamed", in: document).document.bytes
        for _ in 0..<runs {
            var edited = project
            timings.add("rename") { edited.replaceFile(at: index, bytes: renamed) }
        }
        // As the editor renames a key: each file's edit through the format, then the files put in at once.
        var everywhere: [(index: Int, bytes: [UInt8])] = []
        for _ in 0..<3 {
            var failure: EditError?
            timings.add("renameEdits") {
                everywhere = []
                for (fileIndex, each) in project.files.enumerated() where project.entry(key, in: each.language) != nil {
                    do throws(EditError) {
                        let edit = try project.format.format.renamingKey(key, to: key + ".renamed", in: each)
                        everywhere.append((fileIndex, edit.bytes))
                    } catch {
                        failure = error
                    }
                }
            }
            if let failure { throw ValidationError("renaming \(key): \(failure)") }
            var edited = project
            timings.add("renameAll") { edited.replaceFiles(everywhere) }
        }

        print(
            "Project: \(size.keys) keys × \(size.languages) languages; edited \(file.fileName) (\(file.bytes.count) bytes)"
        )
        print("Times: best / median of \(runs) runs (rename in every file: 3 runs).")
        let parse = timings.best("parse")
        let atomic = timings.best("atomic")
        timings.print("Baseline: Data.write(options: .atomic), same bytes", "atomic")
        timings.print("Baseline: FileManager.createFile, same bytes", "create")
        timings.print("Baseline: JSONDocument parse of the edited file", "parse")
        timings.print("LanguageEdits.settingString (value edit)", "edit", against: parse, "parse")
        timings.print("Project.replaceFile, value edit", "replace", against: parse, "parse")
        timings.print("Project.replaceFile, key renamed in that file", "rename", against: parse, "parse")
        timings.print(
            "TranslationFormat.renamingKey in \(everywhere.count) files", "renameEdits", against: load, "Project.load")
        timings.print(
            "Project.replaceFiles, key renamed in \(everywhere.count) files", "renameAll", against: load, "Project.load"
        )
        timings.print("DiskState.save, 1 file written (target ≤ 50 ms)", "save", against: atomic, "Data.write")
        print(
            "Project.loadForEditing (load + fingerprints): \(Benchmark.format(loadForEditing, 3)) s  = "
                + "\(Benchmark.format(loadForEditing / load, 2))× Project.load (\(Benchmark.format(load, 3)) s)")
    }

    /// A copy of the generated project in the temporary folder, which the benchmark may overwrite.
    private func copyOfProject() throws -> String {
        let source = try size.folder()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-save-benchmark-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.copyItem(atPath: source, toPath: scratch)
        return scratch
    }
}

/// Named lists of timings, printed as best and median.
private struct Timings {
    private var seconds: [String: [Double]] = [:]

    mutating func add(_ name: String, _ body: () -> Void) {
        seconds[name, default: []].append(Benchmark.time(body))
    }

    func best(_ name: String) -> Double { seconds[name]!.min()! }

    func median(_ name: String) -> Double {
        let sorted = seconds[name]!.sorted()
        return sorted[sorted.count / 2]
    }

    func print(_ label: String, _ name: String, against baseline: Double? = nil, _ baselineName: String = "") {
        var line = label.padding(toLength: 56, withPad: " ", startingAt: 0)
        line += "\(Benchmark.format(best(name) * 1000, 2)) / \(Benchmark.format(median(name) * 1000, 2)) ms"
        if let baseline { line += "  = \(Benchmark.format(best(name) / baseline, 2))× \(baselineName)" }
        Swift.print(line)
    }
}

extension GlossaBench {
    /// The benchmark of saving and the save loop of the crash-safety test, registered in `GlossaBench`.
    static let saving: [any ParsableCommand.Type] = [SaveBenchmark.self, SaveLoopCommand.self]
}
