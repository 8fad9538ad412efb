import ArgumentParser
import Engine
import Foundation

/// `glossa-bench save-loop DIR`: saves a project over and over, for the crash-safety test, which kills it
/// at random moments and checks that every file is always one of the versions written.
struct SaveLoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save-loop",
        abstract: "Save edits of a project in a loop until killed (for the crash-safety test).",
        discussion: """
            Loads DIR, then alternates between two edits of the first text of each of the first --files \
            language files: a long text (A) and a short one (B), saving all of them each time. Either edit \
            gives the same bytes from any of the three versions of a file (as loaded, A or B). Before the \
            first save it prints 'version NAME HASH-A HASH-B' per file (FNV-1a, hex), then 'ready'.
            """,
        shouldDisplay: false
    )

    @Argument(help: "The project folder (its files are rewritten).")
    var dir: String

    @Option(help: "How many language files to edit and save each time.")
    var files = 3

    @Option(help: "Saves of each version before stopping (0: until killed).")
    var iterations = 0

    func run() throws {
        let (project, loadedDisk) = try Project.loadForEditing(directory: dir)
        var disk = loadedDisk
        var long = project
        var short = project
        var announcement = ""
        for file in project.files.filter(\.isEditable).prefix(files) {
            guard let key = file.entries.first(where: { if case .text = $0.value { true } else { false } })?.key,
                let document = file.document()
            else { continue }
            let address = EntryAddress(key: key)
            long.apply(
                try LanguageEdits.settingString(String(repeating: "Ąę ", count: 4000), at: address, in: document),
                to: file.language)
            short.apply(try LanguageEdits.settingString("B", at: address, in: document), to: file.language)
            let index = project.fileIndex(of: file.language)!
            announcement +=
                "version \(file.fileName) \(hex(long.files[index].bytes)) \(hex(short.files[index].bytes))\n"
        }
        // Unbuffered: the test reads it through a pipe while the loop runs.
        FileHandle.standardOutput.write(Data((announcement + "ready\n").utf8))
        var round = 0
        while iterations == 0 || round < iterations {
            for version in [long, short] {
                let report = disk.save(version)
                guard report.isComplete else {
                    FileHandle.standardError.write(Data((report.description + "\n").utf8))
                    throw ExitCode.failure
                }
            }
            round += 1
        }
    }

    private func hex(_ bytes: [UInt8]) -> String { String(FileFingerprint.hash(bytes), radix: 16) }
}
