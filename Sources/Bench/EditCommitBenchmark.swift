import ArgumentParser
import Engine
import Foundation

/// `glossa-bench edit`: committing one value edit in a large language file, as the editor does (the format
/// splices the edit, the project reads the file again), against one full parse of the same file.
struct EditCommitBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Commit one value edit in the largest language file; compare with one parse of that file.",
        discussion: """
            Each run sets the text of another key (a plain text, then a plural form) through the project's \
            format (TranslationFormat.setting, what the editor's Enter does) and puts the result into the \
            project (Project.apply). The baseline of the same run: reading that file whole (LanguageFile, \
            what the project did for every edit before incremental re-reading).
            """
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Timed runs of each kind of edit; the best and the median are reported.") var runs = 30

    func run() throws {
        let project = try Project.load(directory: try size.folder())
        guard
            let index = project.files.indices.max(by: { project.files[$0].bytes.count < project.files[$1].bytes.count })
        else { throw ValidationError("the project has no files") }
        let file = project.files[index]
        let format = project.format.format
        let context = project.formatContext
        func keys(_ wanted: (EntryValue) -> String?) -> [EntryAddress] {
            let stride = max(1, file.entries.count / runs)
            return Swift.stride(from: stride / 2, to: file.entries.count, by: stride).compactMap { position in
                let entry = file.entries[position]
                return wanted(entry.value).map { EntryAddress(key: entry.key, selector: $0.isEmpty ? nil : $0) }
            }
        }
        let plain = keys { if case .text = $0 { "" } else { nil } }
        let plural = keys { value in
            guard case .variants(let variants) = value, let variant = variants.last, case .text = variant.content
            else { return nil }
            return file.selectorText(variant)
        }
        var timings: [String: [Double]] = [:]
        for (kind, addresses) in [("plain", plain), ("plural", plural)] {
            for (run, address) in addresses.prefix(runs).enumerated() {
                var edited = project
                var failure: EditError?
                var result: FileEdit?
                let setting = Benchmark.time {
                    do throws(EditError) {
                        result = try format.setting(
                            "Wartość \(run) 📷", at: address, in: edited.files[index], force: false)
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw ValidationError("\(address): \(failure)") }
                let apply = Benchmark.time { edited.apply(result!, to: file.language) }
                timings[kind, default: []].append(setting + apply)
                timings[kind + " setting", default: []].append(setting)
                timings[kind + " apply", default: []].append(apply)
                timings["parse", default: []].append(
                    Benchmark.time {
                        _ = format.reread(
                            file.fileName, bytes: edited.files[index].bytes, languages: [file.language],
                            context: context)
                    })
            }
        }
        func line(_ label: String, _ name: String) -> String {
            let sorted = timings[name]!.sorted()
            let best = sorted[0]
            let parse = timings["parse"]!.min()!
            return label.padding(toLength: 48, withPad: " ", startingAt: 0)
                + "\(Benchmark.format(best * 1000, 2)) / \(Benchmark.format(sorted[sorted.count / 2] * 1000, 2)) / "
                + "\(Benchmark.format(sorted.last! * 1000, 2)) ms  = \(Benchmark.format(best / parse, 3))× one parse"
        }
        print(
            "Project: \(size.keys) keys × \(size.languages) languages; edited \(file.fileName) (\(file.bytes.count) bytes)"
        )
        print("Times: best / median / worst of \(timings["plain"]!.count) edits each.")
        print(line("Baseline: reading the file whole", "parse"))
        print(line("Commit a plain text edit (setting + apply)", "plain"))
        print(line("Commit a plural form edit (setting + apply)", "plural"))
        for kind in ["plain", "plural"] {
            print(line("  of which \(kind): TranslationFormat.setting", kind + " setting"))
            print(line("  of which \(kind): Project.apply", kind + " apply"))
        }
    }
}

extension GlossaBench {
    /// The benchmark of committing an edit, registered in `GlossaBench`.
    static let editing: [any ParsableCommand.Type] = [EditCommitBenchmark.self]
}
