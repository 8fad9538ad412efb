import ArgumentParser
import Engine
import Foundation

/// What an edit command (`set`, `rm`, `mv`) prints and how it ends. Commands compute one without
/// printing, so that tests can check output, messages and exit status; `finish()` prints it.
struct CommandOutcome: Equatable, Sendable {
    /// Exit status 0: done (or nothing to do).
    static let done: Int32 = 0
    /// Exit status 1: refused, nothing written; the message says why.
    static let refused: Int32 = 1
    /// Exit status 2: the command line does not make sense.
    static let usage: Int32 = 2

    /// Standard output: the change lines, or the diff of `--dry-run`.
    var output = ""
    /// Whether `output` is data to be kept byte for byte (the diff of `--dry-run`, for `patch`) rather than
    /// text for people.
    var outputIsExact = false
    /// Standard error: errors and notes.
    var errors = ""
    /// The exit status.
    var status: Int32 = CommandOutcome.done

    /// Prints the outcome and ends the command with its status. Text for people goes through `VisibleText`
    /// (what came from files and arguments was made visible as it was put in; this catches the rest).
    func finish() throws {
        let shown = outputIsExact ? output : VisibleText.keepingLineFeeds(output)
        if !shown.isEmpty { FileHandle.standardOutput.write(Data(shown.utf8)) }
        if !errors.isEmpty { FileHandle.standardError.write(Data(VisibleText.keepingLineFeeds(errors).utf8)) }
        if status != CommandOutcome.done { throw ExitCode(status) }
    }
}

/// Why a command stops before writing anything: a message for standard error (complete lines) and
/// the exit status. The texts given to `refused` and `usage` are one line each: their control characters
/// (from keys, file names, arguments) are shown as pictures (`VisibleText`), so they cannot forge a line.
struct CommandFailure: Error, Equatable {
    var message: String
    var status: Int32 = CommandOutcome.refused

    /// A refusal about the command as a whole: `glossa: error: …`.
    static func refused(_ text: String) -> CommandFailure {
        CommandFailure(message: "glossa: error: \(VisibleText.of(text))\n")
    }

    /// A refusal about one file: `pl.json: error: …`.
    static func refused(_ text: String, in file: String) -> CommandFailure {
        CommandFailure(message: "\(VisibleText.of(file)): error: \(VisibleText.of(text))\n")
    }

    /// A command line that does not make sense (exit status 2).
    static func usage(_ text: String) -> CommandFailure {
        CommandFailure(message: "glossa: error: \(VisibleText.of(text))\n", status: CommandOutcome.usage)
    }

    var outcome: CommandOutcome { CommandOutcome(errors: message, status: status) }
}

/// The options `set` and `rm` share: which file, and where in it.
struct EntryOptions: ParsableArguments {
    @Argument(help: "The folder of the translation files (base.json and <tag>.json, or only <tag>.json files).")
    var directory: String

    @Option(
        help: ArgumentHelp("The language: its file's tag ('pl', 'pt-BR' finds pt_BR.json) or 'base'.", valueName: "TAG")
    )
    var lang: String?

    @Option(
        help: ArgumentHelp(
            "Instead of --lang: the file's path inside the folder, for locale files not named after their language "
                + "('pl/translation.json', 'jupyterlab.json').",
            valueName: "PATH"))
    var file: String?

    @Option(help: ArgumentHelp("The key (top-level; see --in for keys nested in groups).", valueName: "KEY"))
    var key: String

    @Option(
        help: ArgumentHelp(
            "The variant: 'one', 'few', 'other', '>one', 'ie:x=0', 'iex:2<=x<=4', 'exp:…' or a shared expression's name.",
            valueName: "SEL"))
    var selector: String?

    @Option(
        help: ArgumentHelp("The width variation '@N' (inside the variant, if --selector is given).", valueName: "N"))
    var width: String?

    @Option(
        name: .customLong("in"),
        help: ArgumentHelp(
            "A group (object) the key is nested in, outermost first; repeat for deeper levels. For locale files "
                + "that are not Swifternalization files ('--in translations').",
            valueName: "GROUP"))
    var groups: [String] = []

    @Flag(help: "Print the unified diff of the change instead of writing the file.")
    var dryRun = false

    @OptionGroup var format: FormatOption

    @Flag(help: "Write the file even if it is read-only (no write permission; it stays read-only).")
    var forceWrite = false

    /// The file to edit, from `--lang` or `--file`, and whether it exists.
    func target(in directory: String) throws(CommandFailure) -> (name: String, exists: Bool) {
        switch (lang, file) {
        case (let lang?, nil):
            if let name = try EditSupport.locate(tag: lang, in: directory) { return (name, true) }
            return (lang == "base" ? "base.json" : "\(lang).json", false)
        case (nil, let file?):
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.hasPrefix("/"), file.hasSuffix(".json"), !parts.contains(".."), !parts.contains("") else {
                throw .usage("--file is the path of a .json file inside \(directory), like pl/translation.json")
            }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: (directory as NSString).appendingPathComponent(file), isDirectory: &isFolder)
            return (file, exists && !isFolder.boolValue)
        case (.some, .some): throw .usage("give --lang or --file, not both")
        case (nil, nil): throw .usage("say which file to edit: --lang TAG (or --file PATH)")
        }
    }

    /// The entry address, with the selector and width checked by the Engine's rules.
    func address() throws(CommandFailure) -> EntryAddress {
        var address = EntryAddress(key: key, selector: selector, groups: groups)
        do throws(EditError) {
            if let width { address.width = try EntryAddress.width(parsing: width) }
            try address.validate()
        } catch {
            throw EditSupport.failure(error)
        }
        return address
    }
}

/// A file to write: its name in messages, its path, and the bytes it had when it was read.
struct FileToWrite {
    /// The name shown in messages and diffs: the path relative to the folder (`pl.json`).
    let name: String
    /// The path on disk.
    let path: String
    /// The bytes as read, or `nil` for a file about to be created.
    let loaded: LoadedFile?
}

/// A language file read for editing, with the fingerprint taken when it was read.
struct EditableFile {
    /// The name shown in messages and diffs: the path relative to the folder (`pl.json`).
    let name: String
    /// The path on disk.
    let path: String
    /// The bytes as read, or `nil` for a file about to be created.
    let loaded: LoadedFile?
    /// The parsed file.
    let document: JSONDocument

    /// The file as one to write.
    var toWrite: FileToWrite { FileToWrite(name: name, path: path, loaded: loaded) }
}

/// What the edit commands share: finding and reading language files, turning Engine errors into
/// messages, and writing (or diffing) the results.
enum EditSupport {
    /// Checks that `directory` is a folder.
    static func folder(_ directory: String) throws(CommandFailure) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw .refused("\(directory): no such folder")
        }
        return directory
    }

    /// How the files of a folder are laid out (the Engine's discovery, which loading uses too).
    static func layout(of directory: String) throws(CommandFailure) -> ProjectLayout {
        do throws(ProjectLoadError) {
            return ProjectLayout(names: try ProjectFiles.paths(in: directory).filter { !$0.contains("/") })
        } catch {
            guard case .unreadable(_, let reason) = error else { throw .refused(error.description) }
            throw .refused("\(directory): cannot read the folder (\(reason))")
        }
    }

    /// The language files of a folder: `base.json` and every `<tag>.json` (`expressions.json` and
    /// `glossa.json` excluded), `base.json` first, then by name.
    static func languageFiles(in directory: String) throws(CommandFailure) -> [String] {
        try layout(of: directory).languageFileNames
    }

    /// The name of the file of language `tag` (`base` for base.json) in `directory`, or `nil` when
    /// there is none. `pt-BR`, `pt_BR` and `PT-br` find the same file.
    static func locate(tag: String, in directory: String) throws(CommandFailure) -> String? {
        let layout = try layout(of: directory)
        if tag == "base" { return layout.fileNames(of: .base).first }
        guard let wanted = LanguageTag(tag) else {
            throw .refused("'\(tag)' is not a language tag (like pl, pt-BR or zh-Hans) or 'base'")
        }
        let matches = layout.fileNames(of: .tag(wanted))
        if matches.count > 1 {
            throw .refused(
                "\(matches.joined(separator: " and ")) are both '\(wanted)': rename or remove one of them first")
        }
        return matches.first
    }

    /// Reads and parses a file of `directory`.
    ///
    /// - Throws: a refusal with the file's syntax error (position, source line and caret), or why it
    ///   cannot be read.
    static func open(_ name: String, in directory: String) throws(CommandFailure) -> EditableFile {
        let path = (directory as NSString).appendingPathComponent(name)
        let loaded: LoadedFile
        do throws(FileAccessError) {
            loaded = try AtomicFile.read(path)
        } catch {
            throw .refused(error.description)
        }
        do throws(JSONSyntaxError) {
            return EditableFile(
                name: name, path: path, loaded: loaded, document: try JSONDocument(bytes: loaded.bytes))
        } catch {
            throw CommandFailure(message: syntaxErrorMessage(error, in: loaded.bytes, file: name))
        }
    }

    /// `pl.json:12:7: error: expected ',' …`, the source line, a caret, and what happens now (`the file has
    /// a syntax error, so it is not edited`, or `formatted`: the verb `action`).
    static func syntaxErrorMessage(
        _ error: JSONSyntaxError, in bytes: [UInt8], file: String, action: String = "edited"
    ) -> String {
        let lines = LineIndex(bytes)
        let file = VisibleText.of(file)
        return "\(file):\(lines.location(of: error.offset)): error: \(VisibleText.of(error.message))\n"
            + lines.caretSnippet(at: error.offset) + "\n"
            + "\(file): the file has a syntax error, so it is not \(action); fix it first\n"
    }

    /// An Engine edit error as a refusal, with a hint at the option that helps.
    static func failure(_ error: EditError, file: String? = nil) -> CommandFailure {
        var text = error.description
        switch error {
        case .needsForce: text += "; add --force to do it"
        case .widthBesideVariants: text += " with --selector"
        case .malformedSelector(let selector, let expression):
            let column = selector.prefix(expression.offset).unicodeScalars.count + 1
            let snippet = CaretSnippet(line: selector, column: column)
            return CommandFailure(message: "glossa: error: \(text)\n    \(snippet.line)\n    \(snippet.padding)^\n")
        case .widthAsSelector(let selector):
            return .refused(text + ": give it with --width \(selector.dropFirst())")
        case .invalidWidth, .emptySelector:
            return .refused(text)
        default: break
        }
        return file.map { .refused(text, in: $0) } ?? .refused(text)
    }

    /// Writes edited files (or, with `dryRun`, prints their diffs): each atomically, under the folder's lock
    /// (see `AtomicFile.write(_:to:editing:options:)`). A file another program changed since it was read
    /// gets the edit merged into what is on disk now, and says so; the same entry changed differently there
    /// is refused with both texts; a new file is refused if one appeared meanwhile. A read-only file is
    /// refused unless `forceWrite`.
    ///
    /// Stops at the first failed write and says which files were written and which were not.
    static func commit(
        _ edits: [(file: EditableFile, result: EditResult)], dryRun: Bool, forceWrite: Bool = false
    ) -> CommandOutcome {
        commit(edits.map { ($0.file.toWrite, FileEdit($0.result)) }, dryRun: dryRun, forceWrite: forceWrite)
    }

    /// Writes edits made through a format (`commit` above, for files of any format).
    static func commit(
        _ edits: [(file: FileToWrite, result: FileEdit)], dryRun: Bool, forceWrite: Bool = false
    ) -> CommandOutcome {
        var outcome = CommandOutcome()
        if dryRun {
            outcome.outputIsExact = true
            for (file, result) in edits where result.changesFile {
                let diff = LineDiff(old: file.loaded?.bytes ?? [], new: result.bytes)
                outcome.output += diff.unified(
                    oldName: file.loaded == nil ? "/dev/null" : "a/" + file.name, newName: "b/" + file.name)
            }
            return outcome
        }
        var written: [String] = []
        for (index, (file, result)) in edits.enumerated() {
            var change = result.change
            if result.changesFile {
                do throws(FileAccessError) {
                    let ours = result.bytes
                    switch try AtomicFile.write(
                        ours, to: file.path, editing: file.loaded, options: WriteOptions(ignoringReadOnly: forceWrite))
                    {
                    case .written: break
                    case .merged(let merged):
                        if change.kind != .removed { change.line = line(change.line, from: ours, in: merged) }
                        outcome.errors +=
                            "glossa: note: another program changed \(file.name) meanwhile; this edit was merged "
                            + "into it, and its changes kept\n"
                    case .alreadyOnDisk:
                        outcome.errors +=
                            "glossa: note: another program made the same change to \(file.name) meanwhile\n"
                    }
                } catch {
                    outcome.errors += writeFailure(error, file: file.name)
                    let rest = edits[(index + 1)...].filter(\.result.changesFile).map(\.file.name)
                    if !written.isEmpty {
                        outcome.errors += "written: \(VisibleText.of(written.joined(separator: ", ")))\n"
                    }
                    if !rest.isEmpty {
                        outcome.errors += "not written: \(VisibleText.of(rest.joined(separator: ", ")))\n"
                    }
                    outcome.status = CommandOutcome.refused
                    return outcome
                }
                written.append(file.name)
                if file.loaded == nil { outcome.output += "\(VisibleText.of(file.name)): created\n" }
            }
            outcome.output += change.formatted(fileName: file.name) + "\n"
        }
        return outcome
    }

    /// A failed write as lines for standard error: the error, then for a conflict each entry with the text
    /// on disk and the edit's, and for a read-only file the option that writes it anyway.
    static func writeFailure(_ error: FileAccessError, file: String) -> String {
        var text = "glossa: error: \(error)"
        switch error.reason {
        case .readOnlyFile: text += "; add --force-write to write it anyway"
        case .conflictingEdits(let conflicts):
            for conflict in conflicts {
                text += "\n  \(file): \(conflict.subject)"
                text += "\n    on disk now: \(conflict.theirs ?? "(removed)")"
                text += "\n    this edit:   \(conflict.ours ?? "(removed)")"
            }
            text += "\nrun the command again to apply it to the file as it is now"
        default: break
        }
        return text + "\n"
    }

    /// The 1-based line of `ours` that became which line of `merged` (the same line when it did not survive).
    private static func line(_ line: Int, from ours: [UInt8], in merged: [UInt8]) -> Int {
        for step in LineDiff(old: ours, new: merged).steps {
            if case .same(let old, let new) = step, old == line - 1 { return new + 1 }
        }
        return line
    }

    /// The shared expression names of `expressions.json` in `directory`, every section together.
    static func sharedNames(in directory: String) -> Set<String> {
        let path = (directory as NSString).appendingPathComponent("expressions.json")
        guard let loaded = try? AtomicFile.read(path), let document = try? JSONDocument(bytes: loaded.bytes) else {
            return []
        }
        return Set(SharedExpressions(document: document).sections.values.flatMap(\.keys))
    }

    /// A note when a selector can never match: not a plural category, `>one`, an expression or a shared
    /// name (the validator reports such selectors as errors; a script may still mean to write one).
    static func selectorNote(_ selector: String?, directory: String) -> String {
        guard let selector, !Expression.isExpressionSyntax(selector), PluralCategory(rawValue: selector) == nil,
            selector != ">one", !sharedNames(in: directory).contains(selector)
        else { return "" }
        return
            "glossa: note: '\(VisibleText.of(selector))' is not a plural category (zero, one, two, few, many, other), '>one', "
            + "an expression (ie:, iex:, exp:) or a name from expressions.json, so it never matches\n"
    }
}

extension Glossa {
    /// The scriptable edit commands, registered in `Glossa.configuration`.
    static let editCommands: [any ParsableCommand.Type] = [SetCommand.self, RmCommand.self, MvCommand.self]
}
