import Engine
import Foundation
import TestSupport
import Testing

/// Many writers of one file at once: `glossa set` processes (the built binary) and an editor's save. No
/// run that reports success may have its edit lost.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: BuiltProducts.executable("glossa").path),
        "needs the glossa product"))
struct ConcurrentWriteTests {
    static let glossa = BuiltProducts.executable("glossa")

    /// A running `glossa set`, with the text it sets.
    private struct Run {
        let key: String
        let value: String
        let process: Process
        let errors: Pipe
    }

    /// Starts `glossa set DIR --lang pl --key KEY VALUE` for every pair, all at once.
    private func start(_ edits: [(key: String, value: String)], in folder: String) throws -> [Run] {
        try edits.map { key, value in
            let process = Process()
            process.executableURL = Self.glossa
            process.arguments = ["set", folder, "--lang", "pl", "--key", key, value]
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            return Run(key: key, value: value, process: process, errors: errors)
        }
    }

    /// Waits for every run; returns each with its exit status and standard error.
    private func finish(_ runs: [Run]) -> [(run: Run, status: Int32, errors: String)] {
        runs.map { run in
            let errors = String(decoding: run.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            run.process.waitUntilExit()
            return (run, run.process.terminationStatus, errors)
        }
    }

    /// The text of every key of pl.json.
    private func texts(in folder: String) throws -> [String: String] {
        let project = try Project.load(directory: folder)
        let file = try #require(project.files.first { $0.fileName == "pl.json" })
        var texts: [String: String] = [:]
        for entry in file.entries { if case .text(let text) = entry.value { texts[entry.key] = text } }
        return texts
    }

    private func folder(keys: [String]) throws -> ScratchFolder {
        let members = keys.map { "    \"\($0)\": \"old\"" }.joined(separator: ",\n")
        return try ScratchFolder(files: ["base.json": "{\n\(members)\n}\n", "pl.json": "{\n\(members)\n}\n"])
    }

    @Test func twentySetsOfDifferentKeysAllKeepTheirEdits() throws {
        let keys = (0..<20).map { "key.\($0)" }
        let folder = try folder(keys: keys)
        defer { folder.remove() }
        for round in 0..<3 {
            let results = finish(try start(keys.map { ($0, "round \(round) \($0)") }, in: folder.path))
            let final = try texts(in: folder.path)
            for (run, status, errors) in results {
                #expect(status == 0, "\(run.key): \(errors)")
                if status == 0 { #expect(final[run.key] == run.value, "round \(round): \(run.key) was lost") }
            }
        }
        #expect(try folder.names() == ["base.json", "pl.json"], "no temporary file is left")
    }

    @Test func setsOfTheSameKeySucceedInTurnOrRefuse() throws {
        let folder = try folder(keys: ["title", "other"])
        defer { folder.remove() }
        let results = finish(try start((0..<12).map { ("title", "value \($0)") }, in: folder.path))
        let succeeded = results.filter { $0.status == 0 }
        let final = try texts(in: folder.path)
        #expect(!succeeded.isEmpty)
        #expect(succeeded.contains { $0.run.value == final["title"] }, "the last success is in the file")
        for (run, status, errors) in results where status != 0 {
            #expect(status == 1, "\(run.value): \(errors)")
            #expect(errors.contains("another program changed \"title\" on disk meanwhile"), "\(errors)")
            #expect(errors.contains("this edit:   \"\(run.value)\""), "\(errors)")
        }
        #expect(final["other"] == "old")
    }

    @Test func anEditorSavingWhileSetsRunKeepsEveryEdit() throws {
        let keys = (0..<12).map { "key.\($0)" }
        let folder = try folder(keys: keys + ["editor.0", "editor.1", "editor.2"])
        defer { folder.remove() }
        var (project, disk) = try Project.loadForEditing(directory: folder.path)
        let pl = FileLanguage.tag(LanguageTag("pl")!)
        let runs = try start(keys.map { ($0, "set \($0)") }, in: folder.path)
        // The editor edits and saves three times while the sets run; a save refused because the file
        // changed is merged with the disk (the editor's `m`) and saved again.
        for step in 0..<3 {
            let index = project.fileIndex(of: pl)!
            let document = try #require(project.files[index].document())
            project.apply(
                try LanguageEdits.settingString(
                    "editor \(step)", at: EntryAddress(key: "editor.\(step)"), in: document),
                to: pl)
            var attempts = 0
            while disk.hasUnsavedChanges(project) {
                attempts += 1
                try #require(attempts < 50, "the editor's save never went through")
                let report = disk.save(project)
                if report.conflicts.isEmpty {
                    #expect(report.isComplete, "\(report)")
                    continue
                }
                let merge = try disk.merge("pl.json", ours: project.files[index].bytes)
                try #require(merge.result.isClean)
                disk.accept(merge)
                project.replaceFile(at: index, bytes: merge.result.bytes)
            }
        }
        let results = finish(runs)
        let final = try texts(in: folder.path)
        for (run, status, errors) in results {
            #expect(status == 0, "\(run.key): \(errors)")
            if status == 0 { #expect(final[run.key] == run.value, "\(run.key) was lost") }
        }
        for step in 0..<3 { #expect(final["editor.\(step)"] == "editor \(step)", "the editor's edit \(step) was lost") }
    }
}
