import ArgumentParser
import Engine
import Foundation

/// `glossa merge BASE OURS THEIRS [--path NAME]`: a git merge driver that merges a JSON translation file
/// key by key (`ThreeWayMerge`) and writes the result into OURS.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two versions of a JSON translation file key by key (a git merge driver).",
        discussion: """
            Keys, variants and widths changed on one side only are taken; the same change on both sides is \
            taken once; different changes to the same entry are a conflict. The result keeps OURS' \
            formatting (indentation, line endings, BOM, comments, key order) and is written into OURS.

            A conflict is written with git's markers around the conflicting member only (<<<<<<<, =======, \
            >>>>>>>, each on its own line), so the rest of the file stays intact; each conflict is also \
            printed with both texts. A version that is not JSON is merged line by line by 'git merge-file' \
            instead (OURS is left alone when git is not installed).

            Set-up, in the repository: a line '*.json merge=glossa' in .gitattributes, and
            git config merge.glossa.driver "glossa merge %O %A %B --path %P"

            Exit status: 0 merged cleanly, 1 conflicts (or a version that is not JSON), 2 a file that cannot \
            be read or written, or a usage error.
            """
    )

    @Argument(help: "The common ancestor (git's %O).")
    var base: String

    @Argument(help: "Our version (git's %A); the result is written here.")
    var ours: String

    @Argument(help: "Their version (git's %B).")
    var theirs: String

    @Option(
        help: ArgumentHelp("The file's name in the repository (git's %P), for messages and markers.", valueName: "NAME")
    )
    var path: String?

    func run() throws {
        try execute().finish()
    }

    /// Runs the command without printing.
    func execute() -> CommandOutcome {
        let name = Self.printable(path ?? ours)
        let labels =
            path.map { (ours: "ours:" + Self.printable($0), theirs: "theirs:" + Self.printable($0)) }
            ?? (ours: "ours", theirs: "theirs")
        var versions: [LoadedFile] = []
        for file in [base, ours, theirs] {
            do throws(FileAccessError) {
                versions.append(try AtomicFile.read(file))
            } catch {
                return CommandOutcome(errors: "glossa: error: \(error)\n", status: CommandOutcome.usage)
            }
        }
        let (baseFile, oursFile, theirsFile) = (versions[0], versions[1], versions[2])
        let result: MergeResult
        do throws(MergeError) {
            result = try ThreeWayMerge.merge(base: baseFile.bytes, ours: oursFile.bytes, theirs: theirsFile.bytes)
        } catch {
            return lineMerge(after: error, name: name, labels: labels, versions: versions)
        }
        var outcome = CommandOutcome()
        let merged =
            result.isClean ? result.bytes : result.markedBytes(oursLabel: labels.ours, theirsLabel: labels.theirs)
        if merged != oursFile.bytes {
            do throws(FileAccessError) {
                try AtomicFile.write(merged, to: ours, precondition: .unchanged(oursFile.fingerprint))
            } catch {
                return CommandOutcome(errors: "glossa: error: \(error)\n", status: CommandOutcome.usage)
            }
        }
        guard !result.isClean else { return outcome }
        for conflict in result.conflicts {
            outcome.errors +=
                Self.printable(
                    "\(name): conflict: \(conflict.subject): \(Self.side("ours", conflict.ours)), "
                        + Self.side("theirs", conflict.theirs)) + "\n"
        }
        let count = result.conflicts.count
        outcome.errors +=
            "\(name): \(count) conflict\(count == 1 ? "" : "s") marked with <<<<<<< and >>>>>>>: keep one side of "
            + "each, delete the other and the markers\n"
        outcome.status = CommandOutcome.refused
        return outcome
    }

    /// Falls back to git's line merge for a version that is not a JSON object: its result goes into OURS,
    /// and the merge counts as conflicting (exit 1), since one side was never understood.
    private func lineMerge(
        after error: MergeError, name: String, labels: (ours: String, theirs: String), versions: [LoadedFile]
    ) -> CommandOutcome {
        var outcome = CommandOutcome(status: CommandOutcome.refused)
        switch error {
        case .unparsable(let version, let syntaxError):
            let bytes = versions[version == .base ? 0 : version == .ours ? 1 : 2].bytes
            outcome.errors += EditSupport.syntaxErrorMessage(
                syntaxError, in: bytes, file: "\(name) (\(version.name))", action: "merged key by key")
        default:
            outcome.errors += "\(name): error: \(error)\n"
        }
        switch GitMergeFile.run(
            base: base, ours: ours, theirs: theirs, labels: (labels.ours, "base", labels.theirs))
        {
        case .merged(let bytes, let conflicts):
            do throws(FileAccessError) {
                try AtomicFile.write(bytes, to: ours, precondition: .unchanged(versions[1].fingerprint))
            } catch {
                outcome.errors += "glossa: error: \(error)\n"
                outcome.status = CommandOutcome.usage
                return outcome
            }
            outcome.errors +=
                "\(name): merged line by line by git merge-file instead"
                + (conflicts > 0 ? ", with \(conflicts) conflict\(conflicts == 1 ? "" : "s") marked" : "")
                + ": check the result\n"
        case .failed(let reason):
            outcome.errors += "\(name): not merged, \(ours) is left as it was: \(reason)\n"
        }
        return outcome
    }

    /// `ours "Cześć"`, or `ours deleted it`.
    private static func side(_ label: String, _ text: String?) -> String {
        text.map { "\(label) \($0)" } ?? "\(label) deleted it"
    }

    /// `text` safe for a terminal: line breaks with the indentation around them become one space, other
    /// control characters `\u{1B}`-style escapes.
    static func printable(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if scalar == "\n" || scalar == "\r" {
                while result.hasSuffix(" ") || result.hasSuffix("\t") { result.removeLast() }
                pendingSpace = true
                continue
            }
            if pendingSpace {
                if scalar == " " || scalar == "\t" { continue }
                result += " "
                pendingSpace = false
            }
            if value < 0x20 && scalar != "\t" || (0x7F...0x9F).contains(value) {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Glossa {
    /// The git integration commands, registered in `Glossa.configuration`.
    static let gitCommands: [any ParsableCommand.Type] = [MergeCommand.self]
}
