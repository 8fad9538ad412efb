import ArgumentParser
import Engine
import Foundation

/// `glossa mv DIR OLD NEW`: rename a key in every language file that has it.
struct MvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mv",
        abstract: "Rename a key in every language file that has it.",
        discussion: """
            Only the key's text changes; its value and its place stay, and its state records in \
            .glossa/states.jsonl take the new name. Files without the key are not \
            touched. Refused, with nothing written, when NEW exists in any language file, when no file has \
            OLD, or when a language file has a syntax error (it could hold either key).

            Each file is written atomically, one after the other, merged with changes another program made \
            meanwhile (a read-only file needs --force-write, checked before anything is written); if a write fails, the files already \
            written are named, and the rest are left as they were. Exit status: 0 done, 1 refused or \
            failed, 2 a command line that makes no sense.
            """
    )

    @Argument(help: "The folder of the translation files.")
    var directory: String

    @Argument(help: "The key to rename.")
    var old: String

    @Argument(help: "Its new name.")
    var new: String

    @Option(
        name: .customLong("in"),
        help: ArgumentHelp(
            "A group (object) the key is nested in, outermost first; repeat for deeper levels.", valueName: "GROUP"))
    var groups: [String] = []

    @Flag(help: "Print the unified diffs instead of writing the files.")
    var dryRun = false

    @OptionGroup var format: FormatOption

    @Flag(help: "Write files even if they are read-only (no write permission; they stay read-only).")
    var forceWrite = false

    func run() throws {
        try execute().finish()
    }

    /// Runs the command without printing.
    func execute() -> CommandOutcome {
        do throws(CommandFailure) {
            if old == new { throw .usage("the old and the new key are the same: \"\(old)\"") }
            let folder = try EditSupport.folder(directory)
            if let project = try FormatEditing.load(folder, format: format.format, groups: groups) {
                try FormatEditing.checkOptions(file: nil, groups: groups, format: project.project.format)
                return movingRecords(
                    in: folder, after: try project.rename(old, to: new, dryRun: dryRun, forceWrite: forceWrite))
            }
            let names = try EditSupport.languageFiles(in: folder)
            if names.isEmpty {
                throw .refused("\(folder): no language files here (base.json or <tag>.json, like pl.json)")
            }
            var files: [EditableFile] = []
            var broken = ""
            for name in names {
                do throws(CommandFailure) {
                    files.append(try EditSupport.open(name, in: folder))
                } catch {
                    broken += error.message
                }
            }
            if !broken.isEmpty { throw CommandFailure(message: broken + "glossa: nothing was renamed\n") }
            let subject = EntryAddress.describe(groups + [old], keyCount: groups.count + 1)
            let clashes = files.filter { $0.document.node(at: groups + [new]) != nil }.map(\.name)
            if !clashes.isEmpty {
                let target = EntryAddress.describe(groups + [new], keyCount: groups.count + 1)
                throw .refused("\(target) already exists in \(clashes.joined(separator: ", ")); nothing was renamed")
            }
            var edits: [(file: EditableFile, result: EditResult)] = []
            for file in files where file.document.node(at: groups + [old]) != nil {
                do throws(EditError) {
                    edits.append(
                        (file, try LanguageEdits.renamingKey(old, to: new, groups: groups, in: file.document)))
                } catch {
                    throw EditSupport.failure(error, file: file.name)
                }
            }
            if edits.isEmpty { throw .refused("no language file has the key \(subject)") }
            if !dryRun {
                let refusals = edits.compactMap { edit in
                    AtomicFile.refusalToWrite(edit.file.path, options: WriteOptions(ignoringReadOnly: forceWrite))
                        .map { EditSupport.writeFailure($0, file: edit.file.name) }
                }
                if !refusals.isEmpty {
                    throw CommandFailure(message: refusals.joined() + "glossa: nothing was renamed\n")
                }
            }
            return movingRecords(in: folder, after: EditSupport.commit(edits, dryRun: dryRun, forceWrite: forceWrite))
        } catch {
            return error.outcome
        }
    }

    /// The key's state records in the project's sidecar take its new name, in every language.
    private func movingRecords(in folder: String, after outcome: CommandOutcome) -> CommandOutcome {
        guard !dryRun, groups.isEmpty else { return outcome }
        return StateRecording.movingRecords(
            of: old, to: new, language: nil, in: folder, forceWrite: forceWrite, after: outcome)
    }
}
