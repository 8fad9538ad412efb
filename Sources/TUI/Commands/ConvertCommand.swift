import ArgumentParser
import Engine
import Foundation

/// `glossa convert SRC --to FORMAT`: writes a project in another format, and reports per key and language
/// what the target cannot hold (`Conversion`).
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a project in another format, and report what the format cannot hold.",
        discussion: """
            Every key, variant and width variation of every language is written through the target format, \
            so the files are named, laid out and written as that format's users expect; the source language \
            stays the source. What the target cannot hold is reported per key and language with the format's \
            reason, and what was written instead: a bounded range of whole numbers becomes exact cases where \
            the format has them, an expression the categories whose CLDR example numbers it covers, width \
            variations their widest text; the rest is dropped.

            The output folder (--out, by default SRC-FORMAT beside SRC) must be empty, missing, or already a \
            project of the target format, whose files of the same names are replaced: nothing else is ever \
            overwritten.

            Exit status: 0 converted with nothing lost, 1 converted with losses (the files are written unless \
            --dry-run or --strict), 2 a source that cannot be read, an output folder that cannot be written \
            into, or a command line that makes no sense.
            """
    )

    @Argument(help: "The project folder, a catalog, or one file of any format (a translator's pl.po).")
    var source: String

    @Option(name: .customLong("to"), help: ArgumentHelp("The format to write.", valueName: "FORMAT"))
    var target: String

    @Option(help: ArgumentHelp("The folder to write into (default: SRC-FORMAT beside SRC).", valueName: "PATH"))
    var out: String?

    @Flag(help: "Report, and write nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("The report's form: text (default) or json.", valueName: "text|json"))
    var report: String = "text"

    @Flag(help: "Write nothing when something would be lost (exit status 1).")
    var strict = false

    @OptionGroup var format: FormatOption

    func validate() throws {
        _ = try FormatOption.format(named: target)
        guard report == "text" || report == "json" else {
            throw ValidationError("--report is text or json, not '\(VisibleText.of(report))'")
        }
    }

    func run() throws {
        try execute().finish()
    }

    func execute() -> CommandOutcome {
        do throws(CommandFailure) {
            guard let target = FormatName(rawValue: target) else { throw .usage("'\(target)' is not a format") }
            // A folder, a catalog, or one file of any format (a translator's `myapp-pl.po`), as `import` reads them.
            let project = try ImportCommand.load(source, format: format.format)
            let result: ConversionResult
            do throws(ConversionError) {
                result = try Conversion.converting(project, to: target)
            } catch {
                throw CommandFailure(message: "glossa: error: \(error)\n", status: CommandOutcome.usage)
            }
            let folder = out ?? Self.defaultOutput(for: source, target: target)
            var outcome = CommandOutcome()
            outcome.output = report == "json" ? result.report.json : result.report.text
            let lossy = !result.report.isLossless
            if lossy { outcome.status = CommandOutcome.refused }
            if dryRun { return outcome }
            if strict && lossy {
                outcome.errors = "glossa: nothing was written (--strict): the conversion loses what is listed\n"
                return outcome
            }
            try Self.checkOutput(folder, target: target)
            outcome.errors += try Self.write(result, into: folder)
            return outcome
        } catch {
            return error.outcome
        }
    }

    /// `SRC-FORMAT` beside the source (`sample-project-android`; a catalog's folder for a catalog).
    static func defaultOutput(for source: String, target: FormatName) -> String {
        var path = source
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix(".xcstrings") { path = String(path.dropLast(".xcstrings".count)) }
        if path == "." || path.isEmpty {
            path = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
            return "../\(path)-\(target.rawValue)"
        }
        return "\(path)-\(target.rawValue)"
    }

    /// Refuses an output folder that is a file, or that holds files but is not a project of `target`.
    static func checkOutput(_ folder: String, target: FormatName) throws(CommandFailure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw CommandFailure(
                message: "glossa: error: \(VisibleText.of(folder)) is a file; --out names a folder\n",
                status: CommandOutcome.usage)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if entries.isEmpty { return }
        let existing = try? Project.load(directory: folder)
        guard let existing, existing.format == target, !existing.files.isEmpty else {
            let found = existing.map { $0.files.isEmpty ? "other files" : "a project in \($0.format.title)" }
            throw CommandFailure(
                message: "glossa: error: \(VisibleText.of(folder)) holds \(found ?? "other files") (not empty, and "
                    + "not in \(target.title)): choose an empty folder with --out; nothing was written\n",
                status: CommandOutcome.usage)
        }
    }

    /// Writes the files atomically, each created or replaced; the lines to print on standard error.
    static func write(_ result: ConversionResult, into folder: String) throws(CommandFailure) -> String {
        var lines = ""
        for (path, bytes) in result.files {
            let full = (folder as NSString).appendingPathComponent(path)
            let exists = FileManager.default.fileExists(atPath: full)
            AtomicFile.makeFolders(for: full)
            do throws(FileAccessError) {
                try AtomicFile.write(bytes, to: full)
            } catch {
                throw CommandFailure(
                    message: lines + EditSupport.writeFailure(error, file: path), status: CommandOutcome.usage)
            }
            lines += "\(VisibleText.of(full)): \(exists ? "replaced" : "created")\n"
        }
        return lines
    }
}
