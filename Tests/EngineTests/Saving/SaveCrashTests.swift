import Foundation
import TestSupport
import Testing

@testable import Engine

/// Kills a process that saves a project in a loop (`glossa-bench save-loop`) at random moments, and checks
/// after each kill that every file is one of the versions it writes: never a mix, never cut short; and that
/// the temporary files the killed runs left are removed by a later save.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: BuiltProducts.executable("glossa-bench").path),
        "needs the glossa-bench product"))
struct SaveCrashTests {
    static let bench = BuiltProducts.executable("glossa-bench")

    @Test func aKilledSaveLeavesEveryFileOldOrNew() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let generate = Process()
        generate.executableURL = Self.bench
        generate.arguments = ["generate", folder.path, "--keys", "600", "--languages", "3"]
        generate.standardOutput = FileHandle.nullDevice
        try generate.run()
        generate.waitUntilExit()
        try #require(generate.terminationStatus == 0)

        let names = try folder.names().filter { $0.hasSuffix(".json") }
        var versions: [String: Set<UInt64>] = [:]
        for name in names { versions[name] = [FileFingerprint.hash(try AtomicFile.read(folder.file(name)).bytes)] }
        var random = SplitMix64(seed: 2026)
        var seen: [String: Set<UInt64>] = [:]
        var killsDuringAWrite = 0
        var leftoversBefore = 0
        for _ in 0..<30 {
            let announced = try runUntilKilled(folder: folder.path, after: Double.random(in: 0..<0.05, using: &random))
            for (name, hashes) in announced { versions[name, default: []].formUnion(hashes) }
            // Left for the next run to remove: no writer holds the lock now, so they are stale.
            let leftovers = try folder.names().filter { $0.hasSuffix(".tmp") }
            if leftovers.count > leftoversBefore { killsDuringAWrite += 1 }
            leftoversBefore = leftovers.count
            for name in names {
                let bytes = try AtomicFile.read(folder.file(name)).bytes
                let hash = FileFingerprint.hash(bytes)
                #expect(versions[name]!.contains(hash), "\(name) is none of the versions written")
                #expect((try? JSONDocument(bytes: bytes)) != nil, "\(name) does not parse")
                seen[name, default: []].insert(hash)
            }
            let project = try Project.load(directory: folder.path)
            #expect(project.files.count + project.auxiliaryFiles.count == names.count)
            #expect(project.files.allSatisfy { $0.isEditable })
        }
        // The loop did save: the edited files were found in more than one version.
        #expect(seen.values.contains { $0.count > 1 })
        // One more save of every file removes every temporary file the killed runs left.
        let last = Process()
        last.executableURL = Self.bench
        last.arguments = ["save-loop", folder.path, "--files", "3", "--iterations", "1"]
        last.standardOutput = FileHandle.nullDevice
        try last.run()
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        #expect(try folder.names().filter { $0.hasSuffix(".tmp") } == [])
        // A leftover temporary file shows a kill in the middle of a write; not every run gets one.
        print("SaveCrashTests: \(killsDuringAWrite) of 30 kills left a temporary file")
    }

    /// Starts the save loop, waits for its list of versions and `ready`, lets it save for `delay` seconds,
    /// kills it with SIGKILL, and returns the versions it announced (file name → FNV-1a hashes).
    private func runUntilKilled(folder: String, after delay: Double) throws -> [String: Set<UInt64>] {
        let process = Process()
        process.executableURL = Self.bench
        process.arguments = ["save-loop", folder, "--files", "3"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { process.waitUntilExit() }
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while !text.contains("ready\n"), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGKILL)
        #expect(text.hasSuffix("ready\n"), "the save loop did not start: \(text)")
        var announced: [String: Set<UInt64>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("version ") {
            let parts = line.split(separator: " ")
            announced[String(parts[1])] = Set(parts[2...].compactMap { UInt64($0, radix: 16) })
        }
        return announced
    }
}
