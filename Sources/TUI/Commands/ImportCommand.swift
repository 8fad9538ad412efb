import ArgumentParser
import Engine
import Foundation

/// `glossa import SRC --into PROJECT`: brings translations from files of any format into a project (`Import`),
/// changing its files only where a text is added or changed, and reports conflicts and what the project's
/// format cannot hold.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring translations from files of another format into a project.",
        discussion: """
            SRC is a project folder or one file of any format Glossa reads (a translator's pl.po, an \
            .xcstrings catalog, an Android res folder). Its texts are converted into the project's format and \
            merged text by text: a key, variant or width the project lacks is added; a text that differs is \
            taken, unless the project's translation is confirmed (translated, in a project that records \
            states), which is a conflict: the project's text is kept and both are reported. With --base (the \
            files as they were exported) the merge is three-way: a text only the import changed is taken, one \
            only the project changed is kept, one both changed is a conflict. --take-theirs takes the imported \
            text of every conflict.

            Languages: the imported source language goes into the project's source (base), the project's \
            source language's tag too unless the project has a file of that tag, other languages into their \
            files (created when new). The source only gains the keys the project lacks: its existing texts \
            change only when --languages names it (base, or its tag). --languages pl,ru limits the import; \
            pl=pl-PL imports pl into pl-PL.

            The project's files keep their style: each change is an edit through the project's format, and \
            every other byte stays as it was. Each file is written atomically under the folder's lock.

            Exit status: 0 imported with nothing lost and no conflict, 1 something lost or a conflict left (the \
            rest is written unless --dry-run), 2 files that cannot be read or have a syntax error, or a command \
            line that makes no sense.
            """
    )

    @Argument(help: "The files to import: a folder, or one file.")
    var source: String

    @Option(help: ArgumentHelp("The project to import into.", valueName: "PROJECT"))
    var into: String

    @Option(
        help: ArgumentHelp(
            "The languages to import, comma-separated ('pl,ru'; 'base' is the source language); SRC=TAG imports "
                + "one into another language of the project ('pt=pt-BR').",
            valueName: "LIST"))
    var languages: String?

    @Option(
        help: ArgumentHelp(
            "The files as they were exported (a folder or one file, in SRC's format): the merge's base.",
            valueName: "PATH"))
    var base: String?

    @Flag(help: "Take the imported text where it conflicts with the project's.")
    var takeTheirs = false

    @Flag(help: "Report, and write nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("The report's form: text (default) or json.", valueName: "text|json"))
    var report: String = "text"

    @Option(help: ArgumentHelp("The format of SRC, instead of the one detected.", valueName: "NAME"))
    var from: String?

    @OptionGroup var format: FormatOption

    @Flag(help: "Write files even if they are read-only (no write permission; they stay read-only).")
    var forceWrite = false

    func validate() throws {
        _ = try FormatOption.format(named: from)
        guard report == "text" || report == "json" else {
            throw ValidationError("--report is text or json, not '\(VisibleText.of(report))'")
        }
        _ = try Self.languageList(languages)
    }

    func run() throws {
        try execute().finish()
    }

    func execute() -> CommandOutcome {
        do throws(CommandFailure) {
            let sourceFormat = try? FormatOption.format(named: from)
            let incoming = try Self.load(source, format: sourceFormat)
            let exported = try base.map { path throws(CommandFailure) in try Self.load(path, format: incoming.format) }
            let project: Project
            do throws(ProjectLoadError) {
                project = try Project.load(directory: into, format: format.format)
            } catch {
                throw .usage(error.description)
            }
            if let broken = project.files.first(where: { $0.syntaxError != nil }) {
                throw .usage("\(broken.fileName) has a syntax error: fix it before importing into the project")
            }
            let options = Import.Options(
                languages: try? Self.languageList(languages), base: exported, takingTheirs: takeTheirs)
            let result: ImportResult
            do throws(ConversionError) {
                result = try Import.importing(incoming, into: project, options: options)
            } catch {
                throw .usage(error.description)
            }
            var outcome = CommandOutcome()
            outcome.output = report == "json" ? result.report.json : result.report.text
            if !result.report.isClean { outcome.status = CommandOutcome.refused }
            if dryRun || result.files.isEmpty { return outcome }
            let written = try write(result, over: project)
            outcome.errors += written.errors
            if written.status != CommandOutcome.done { outcome.status = written.status }
            return outcome
        } catch {
            return error.outcome
        }
    }

    /// Writes the changed files through the edit commands' writer: each file still as it was read (else
    /// nothing is written), atomically, under the folder's lock.
    private func write(_ result: ImportResult, over project: Project) throws(CommandFailure) -> CommandOutcome {
        let editing = FormatEditing(project: project, directory: project.directory)
        var existing: [(file: LanguageFile, result: FileEdit)] = []
        var created: [(file: FileToWrite, result: FileEdit)] = []
        for (path, bytes, isNew) in result.files {
            let edit = FileEdit(
                bytes: bytes, change: ChangeDescription(kind: .changed, line: 1, subject: path, old: nil, new: nil))
            if isNew {
                let full = (project.directory as NSString).appendingPathComponent(path)
                AtomicFile.makeFolders(for: full)
                created.append((FileToWrite(name: path, path: full, loaded: nil), edit))
            } else if let file = project.diskFiles.first(where: { $0.fileName == path }) {
                existing.append((file, edit))
            }
        }
        var outcome = try editing.commit(existing, dryRun: false, forceWrite: forceWrite)
        if outcome.status == CommandOutcome.done {
            let more = EditSupport.commit(created, dryRun: false, forceWrite: forceWrite)
            outcome.errors += more.errors
            outcome.status = more.status
        }
        // The edits' own change lines are the report's: only what went wrong is kept.
        outcome.output = ""
        for (path, _, isNew) in result.files where outcome.status == CommandOutcome.done {
            outcome.errors += "\(VisibleText.of(path)): \(isNew ? "created" : "updated")\n"
        }
        return outcome
    }

    /// The files to import: a folder as a project, a catalog as its project, any other file as a project of that
    /// one file (named with its folder when the folder names the language: `pl.lproj/`, `values-pl/`).
    static func load(_ path: String, format: FormatName?) throws(CommandFailure) -> Project {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .usage("\(path): no such file or folder")
        }
        if isFolder.boolValue || path.hasSuffix(".xcstrings") {
            do throws(ProjectLoadError) {
                return try Project.load(directory: path, format: format)
            } catch {
                throw .usage(error.description)
            }
        }
        let loaded: LoadedFile
        do throws(FileAccessError) {
            loaded = try AtomicFile.read(path)
        } catch {
            throw CommandFailure(message: "glossa: error: \(error)\n", status: CommandOutcome.usage)
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().lastPathComponent
        let name =
            folder.hasSuffix(".lproj") || folder.hasPrefix("values")
            ? folder + "/" + url.lastPathComponent : url.lastPathComponent
        let project = Project(contents: [name: loaded.bytes], format: format)
        if project.files.isEmpty { throw .usage("\(path): Glossa reads no translations from it") }
        return project
    }

    /// `--languages pl,ru,pt=pt-BR,base` as languages, each with the project's language it goes into.
    static func languageList(_ list: String?) throws(ValidationError) -> [(from: FileLanguage, into: FileLanguage?)]? {
        guard let list else { return nil }
        func language(_ text: Substring) throws(ValidationError) -> FileLanguage {
            if text == "base" { return .base }
            guard let tag = LanguageTag(String(text)) else {
                throw ValidationError(
                    "--languages: '\(VisibleText.of(String(text)))' is not a language tag (like pl or pt-BR) or 'base'")
            }
            return .tag(tag)
        }
        var languages: [(from: FileLanguage, into: FileLanguage?)] = []
        for item in list.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1)
            languages.append((try language(parts[0]), try parts.count > 1 ? language(parts[1]) : nil))
        }
        return languages
    }
}
