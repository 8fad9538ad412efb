import ArgumentParser
import Engine
import Foundation

/// `glossa set DIR --lang TAG|--file PATH --key KEY [--selector SEL] [--width N] [--state STATE] [VALUE]`: set one
/// string in one file, and record its translation state.
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set the text of a key, a variant or a width variation in one language file.",
        discussion: """
            A missing key, variant or width is created at the end of its object, written the way the file is \
            written (indentation, spacing, escapes). Everything else in the file stays byte for byte as it \
            was: comments, trailing commas, blank lines, key order, line endings, BOM. The file is written \
            atomically and only if it changed. If another program changed it after it was read, the edit is \
            merged into it (their changes are kept, and a note says so); if they changed the same entry, \
            nothing is written and both texts are shown. A read-only file needs --force-write.

            VALUE may hold any text: quotes, backslashes, line breaks. It is escaped as the file escapes \
            (\\uXXXX for non-ASCII if the file does so). A VALUE starting with '-' goes after '--'.

            Changing the shape of a value needs --force: a text given --selector becomes variants, the old \
            text kept as 'other'; a text given --width N keeps the old text at @(N+1), for every wider space; \
            variants or widths given a plain text are replaced by it.

            Translation states: in a project with .glossa/states.jsonl, setting a translation records it as \
            translated, with a fingerprint of the source text, so that it shows as stale once the source text \
            changes. --state translated|needs-review|needs-translation records that state instead (with or \
            without a VALUE; the sidecar is created if needed): machine translation marks its output \
            needs-review. A project without the sidecar is left without one unless --state is given.

            Prints what changed ('pl.json:14: "cars" › few: "%d auta" → "%d samochody"'). Exit status: 0 done \
            (or the value was already set), 1 refused (nothing written), 2 a command line that makes no sense.
            """
    )

    @OptionGroup var options: EntryOptions

    @Flag(help: "Allow changing the shape of the value (a text into variants, variants into a text).")
    var force = false

    @Flag(help: "Create TAG.json (or the --file) if there is none, in the style of base.json.")
    var create = false

    @Option(
        help: ArgumentHelp(
            "Record the translation's state: translated, needs-review or needs-translation (DESIGN §12).",
            valueName: "STATE"))
    var state: RecordedState?

    @Argument(help: "The new text (optional with --state).")
    var value: String?

    func validate() throws {
        // A missing VALUE is a missing argument, as before `--state` made it optional (exit status 64).
        if value == nil, state == nil { throw ValidationError("Missing expected argument '<value>' (or --state)") }
    }

    func run() throws {
        try execute().finish()
    }

    /// Runs the command without printing.
    func execute() -> CommandOutcome {
        do throws(CommandFailure) {
            guard let value else {
                guard state != nil else { throw .usage("give the new text (or --state to record a state only)") }
                return try StateRecording(options: options, state: state).record(requiringText: true)
            }
            if state != nil, options.lang == nil || !options.groups.isEmpty {
                throw .usage("--state needs --lang (and a top-level key)")
            }
            if state != nil, options.lang == "base" { throw .usage("the source language has no translation state") }
            var outcome = try setText(value)
            if outcome.status == CommandOutcome.done, !options.dryRun, options.lang != nil, options.groups.isEmpty {
                do throws(CommandFailure) {
                    let recorded = try StateRecording(options: options, state: state).record(requiringText: false)
                    outcome.output += recorded.output
                    outcome.errors += recorded.errors
                } catch {
                    outcome.errors += error.message
                    outcome.status = error.status
                }
            }
            return outcome
        } catch {
            return error.outcome
        }
    }

    /// Sets the text.
    private func setText(_ value: String) throws(CommandFailure) -> CommandOutcome {
        let address = try options.address()
        let directory = try EditSupport.folder(options.directory)
        if let project = try FormatEditing.load(
            directory, format: options.format.format, file: options.file, groups: options.groups)
        {
            try FormatEditing.checkOptions(
                file: options.file, groups: options.groups, format: project.project.format)
            guard let lang = options.lang else { throw .usage("say which file to edit: --lang TAG (or --file PATH)") }
            return try project.set(
                value, at: address, lang: lang, force: force, create: create, dryRun: options.dryRun,
                forceWrite: options.forceWrite)
        }
        let note = EditSupport.selectorNote(address.selector, directory: directory)
        var outcome: CommandOutcome
        let (name, exists) = try options.target(in: directory)
        if exists {
            let file = try EditSupport.open(name, in: directory)
            let result: EditResult
            do throws(EditError) {
                result = try LanguageEdits.settingString(value, at: address, in: file.document, force: force)
            } catch {
                throw EditSupport.failure(error, file: name)
            }
            outcome = EditSupport.commit([(file, result)], dryRun: options.dryRun, forceWrite: options.forceWrite)
        } else if create {
            outcome = try createFile(name, value, address, in: directory)
        } else if let lang = options.lang {
            throw .refused("\(directory) has no file for '\(lang)' (\(name)); add --create to start one")
        } else {
            throw .refused("\(directory) has no file \(name); add --create to start one")
        }
        outcome.errors = note + outcome.errors
        return outcome
    }

    /// `--create`: the new file holds only the new string, in the style of base.json (or, in a folder
    /// without base.json, of its first language file that parses).
    private func createFile(
        _ name: String, _ value: String, _ address: EntryAddress, in directory: String
    ) throws(CommandFailure) -> CommandOutcome {
        var model: EditableFile?
        for candidate in try EditSupport.languageFiles(in: directory) {
            if let file = try? EditSupport.open(candidate, in: directory) {
                model = file
                break
            }
        }
        let result: EditResult
        do throws(EditError) {
            result = try LanguageEdits.creatingFile(setting: value, at: address, like: model?.document)
        } catch {
            throw EditSupport.failure(error, file: name)
        }
        let file = EditableFile(
            name: name, path: (directory as NSString).appendingPathComponent(name), loaded: nil,
            document: result.document)
        return EditSupport.commit([(file, result)], dryRun: options.dryRun, forceWrite: options.forceWrite)
    }
}
