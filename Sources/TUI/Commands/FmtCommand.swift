import ArgumentParser
import Engine
import Foundation

/// `glossa fmt [DIR] [--check] [--sort]`: rewrites a project's JSON files in canonical style (DESIGN §7),
/// the one command that reformats whole files; edits never do.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Rewrite the project's JSON files in canonical style.",
        discussion: """
            Canonical style: one member per line, indented the way most of the project's files are (four \
            spaces when none shows a habit), "key": value with one space, LF line endings and a final \
            newline, no BOM, no comments, no trailing commas, and only the escapes JSON requires (raw \
            UTF-8, '/' unescaped). Keys, values and their order are kept; numbers stay as written. Comments \
            are removed (strict JSON has none, and Apple's JSONSerialization rejects files with them): the \
            output says how many.

            --sort also sorts each file's keys in Unicode code-point order. The order of variants and widths \
            inside a value is kept: explicit expressions are tried in the order written.

            Other formats: a String Catalog (.xcstrings) is rewritten as Xcode writes it (Xcode's \
            indentation, "key" : value, every object's keys in Xcode's order), which --sort does not change; \
            gettext PO and Android strings.xml files are left as written (their tools format them), and \
            the output says so.

            Formats base.json, every <tag>.json, expressions.json and glossa.json. A file with a syntax error \
            is reported (file:line:column) and left alone; the others are still formatted. Each file is \
            written atomically, only if it changes.

            Exit status: 0 done (or, with --check, every file already canonical), 1 a file not formatted \
            (syntax error, write failure) or, with --check, a file that is not canonical, 2 a usage error or \
            a folder that cannot be opened.
            """
    )

    @Argument(help: "The project folder (default: the current folder).")
    var directory = "."

    @Flag(help: "Write nothing: list the files that are not in canonical style, and fail if there is any.")
    var check = false

    @Flag(help: "Also sort each file's keys (code-point order); variants and widths keep their order.")
    var sort = false

    @Flag(help: "Write files even if they are read-only (no write permission; they stay read-only).")
    var forceWrite = false

    func run() throws {
        try execute().finish()
    }

    /// A file read and parsed.
    private struct Source {
        var name: String
        var loaded: LoadedFile
        var document: JSONDocument
    }

    /// Runs the command without printing.
    func execute() -> CommandOutcome {
        var outcome = CommandOutcome()
        let found: (languageFiles: [String], auxiliary: [String], format: any TranslationFormat)
        do throws(CommandFailure) {
            found = try fileNames()
        } catch {
            return error.outcome
        }
        var names = found.auxiliary
        var toolFiles: Set<String> = []
        switch found.format.fmtStyle {
        case .canonicalJSON: names = found.languageFiles + found.auxiliary
        case .tool:
            names = found.languageFiles + found.auxiliary
            toolFiles = Set(found.languageFiles.map { ValidateOutput.path($0, directory: directory)! })
        case .asWritten(let reason):
            outcome.output += "\(directory): \(found.format.name.title) files are not reformatted: \(reason)\n"
        }
        var sources: [Source] = []
        for name in names {
            let shown = ValidateOutput.path(name, directory: directory)!
            let loaded: LoadedFile
            do throws(FileAccessError) {
                loaded = try AtomicFile.read((directory as NSString).appendingPathComponent(name))
            } catch {
                outcome.errors += "glossa: error: \(error)\n"
                outcome.status = CommandOutcome.refused
                continue
            }
            do throws(JSONSyntaxError) {
                sources.append(Source(name: shown, loaded: loaded, document: try JSONDocument(bytes: loaded.bytes)))
            } catch {
                outcome.errors += EditSupport.syntaxErrorMessage(
                    error, in: loaded.bytes, file: shown, action: "formatted")
                outcome.status = CommandOutcome.refused
            }
        }
        var changed = 0
        var failed = names.count - sources.count
        let unit = JSONDocument.canonicalIndentUnit(of: sources.filter { !toolFiles.contains($0.name) }.map(\.document))
        for source in sources {
            // A tool's own style (Xcode's for a catalog) has its own key order: --sort changes nothing there.
            let canonical =
                toolFiles.contains(source.name)
                ? found.format.toolCanonicalBytes(source.loaded.bytes) ?? source.loaded.bytes
                : source.document.canonicalBytes(indentUnit: unit, sortingKeys: sort)
            guard canonical != source.loaded.bytes else { continue }
            let comments = source.document.notices.filter { $0.kind == .comment }.count
            let note = comments == 0 ? "" : " (\(comments) comment\(comments == 1 ? "" : "s") removed)"
            if check {
                outcome.output += "\(source.name): not in canonical style\(note)\n"
                outcome.status = CommandOutcome.refused
                changed += 1
                continue
            }
            do throws(FileAccessError) {
                // A file changed meanwhile is refused, not merged: a merge would take the other program's
                // values in their own spelling, and the result would not be canonical.
                try AtomicFile.write(
                    canonical, to: source.loaded.path, precondition: .unchanged(source.loaded.fingerprint),
                    options: WriteOptions(ignoringReadOnly: forceWrite))
                outcome.output += "\(source.name): formatted\(note)\n"
                changed += 1
            } catch {
                outcome.errors += EditSupport.writeFailure(error, file: source.name)
                outcome.status = CommandOutcome.refused
                failed += 1
            }
        }
        outcome.output += summary(files: names.count, changed: changed, failed: failed)
        return outcome
    }

    /// The JSON files of the project in its format (DESIGN §11): its language files as the format lays them out
    /// (`base.json` and `<tag>.json`, or `lang.<tag>.json`), the second files of a language too, then
    /// expressions.json and glossa.json.
    private func fileNames() throws(CommandFailure) -> (
        languageFiles: [String], auxiliary: [String], format: any TranslationFormat
    ) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure(message: "glossa: \(ProjectLoadError.notAFolder(directory))\n", status: 2)
        }
        let project: Project
        do throws(ProjectLoadError) {
            project = try Project.load(directory: directory)
        } catch {
            throw CommandFailure(message: "glossa: \(error)\n", status: CommandOutcome.usage)
        }
        let seconds = project.problems.compactMap { problem -> String? in
            guard case .sameLanguageAs = problem.kind else { return nil }
            return problem.fileName
        }
        let auxiliary = [ProjectLayout.expressionsFileName, ProjectLayout.settingsFileName].filter {
            project.auxiliaryFiles[$0] != nil
        }
        return (project.layout.files.map(\.path) + seconds, auxiliary, project.format.format)
    }

    /// `sample-project: 2 files formatted, 8 unchanged`, or with `--check`, how many are not canonical.
    private func summary(files: Int, changed: Int, failed: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let unchanged = files - changed - failed
        var parts: [String]
        if check {
            parts =
                changed == 0
                ? ["\(count(unchanged, "file")) in canonical style"]
                : [
                    "\(count(changed, "file")) not in canonical style (glossa fmt formats them)",
                    "\(unchanged) canonical",
                ]
        } else {
            parts = ["\(count(changed, "file")) formatted", "\(unchanged) unchanged"]
        }
        if failed > 0 { parts.append("\(failed) not formatted (see above)") }
        return "\(directory): " + parts.joined(separator: ", ") + "\n"
    }
}

extension Glossa {
    /// The formatting command, registered in `Glossa.configuration`.
    static let formatCommands: [any ParsableCommand.Type] = [FmtCommand.self]
}
