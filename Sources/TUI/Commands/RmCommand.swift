import ArgumentParser
import Engine
import Foundation

/// `glossa rm DIR --lang TAG|--file PATH --key KEY [--selector SEL] [--width N]`: remove an entry, a variant or
/// a width variation.
struct RmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Remove a key, a variant or a width variation from one language file.",
        discussion: """
            The entry's lines go, with the comma that separated it, so the file stays valid; everything else \
            stays byte for byte as it was. A whole key removed from a translation loses its state record in \
            .glossa/states.jsonl too. The last variant or width of a value is not removed (an empty \
            object is an error): remove the key instead. A file another program changed meanwhile gets the \
            removal merged into it; a read-only file needs --force-write.

            Exit status: 0 done, 1 refused (nothing written: no such key or variant, a syntax error in the \
            file, no such file), 2 a command line that makes no sense.
            """
    )

    @OptionGroup var options: EntryOptions

    func run() throws {
        try execute().finish()
    }

    /// Runs the command without printing.
    func execute() -> CommandOutcome {
        do throws(CommandFailure) {
            let address = try options.address()
            let directory = try EditSupport.folder(options.directory)
            if let project = try FormatEditing.load(
                directory, format: options.format.format, file: options.file, groups: options.groups)
            {
                try FormatEditing.checkOptions(
                    file: options.file, groups: options.groups, format: project.project.format)
                guard let lang = options.lang else {
                    throw .usage("say which file to edit: --lang TAG (or --file PATH)")
                }
                let outcome = try project.remove(
                    address, lang: lang, dryRun: options.dryRun, forceWrite: options.forceWrite)
                return removingRecord(of: address, in: directory, after: outcome)
            }
            let (name, exists) = try options.target(in: directory)
            guard exists else {
                throw .refused(
                    options.lang.map { "\(directory) has no file for '\($0)' (\(name))" }
                        ?? "\(directory) has no file \(name)")
            }
            let file = try EditSupport.open(name, in: directory)
            let result: EditResult
            do throws(EditError) {
                result = try LanguageEdits.removing(address, from: file.document)
            } catch {
                throw EditSupport.failure(error, file: name)
            }
            let outcome = EditSupport.commit([(file, result)], dryRun: options.dryRun, forceWrite: options.forceWrite)
            return removingRecord(of: address, in: directory, after: outcome)
        } catch {
            return error.outcome
        }
    }

    /// A whole key removed from a translation (`--lang`): its state record in the project's sidecar goes too.
    private func removingRecord(of address: EntryAddress, in directory: String, after outcome: CommandOutcome)
        -> CommandOutcome
    {
        guard !options.dryRun, address.selector == nil, address.width == nil, address.groups.isEmpty,
            let lang = options.lang, lang != "base", let tag = LanguageTag(lang)
        else { return outcome }
        return StateRecording.movingRecords(
            of: address.key, to: nil, language: tag.description, in: directory, forceWrite: options.forceWrite,
            after: outcome)
    }
}
