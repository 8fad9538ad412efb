import Engine
import Foundation
import Testing

@testable import TUI

/// What the edit commands do when the file is not theirs alone: read-only files, and files another program
/// changes while a command runs.
@Suite struct EditCommandSafetyTests {
    static let polish = EditCommandTests.polish

    @Test func aReadOnlyFileIsRefusedEvenForRootAndForceWriteWritesIt() throws {
        let folder = try ScratchFolder(files: ["base.json": EditCommandTests.base, "pl.json": Self.polish])
        defer { folder.remove() }
        chmod(folder.path + "/pl.json", 0o444)
        let refusal =
            "glossa: error: cannot write pl.json: the file is read-only (its permissions do not allow writing); "
            + "add --force-write to write it anyway\n"
        let commands = [
            ["set", folder.path, "--lang", "pl", "--key", "title", "Auta"],
            ["rm", folder.path, "--lang", "pl", "--key", "cars", "--selector", "few"],
            ["mv", folder.path, "title", "heading"],
        ]
        for command in commands {
            let after = command[0] == "mv" ? "glossa: nothing was renamed\n" : ""
            #expect(runGlossa(command) == CommandOutcome(errors: refusal + after, status: 1), "\(command[0])")
        }
        #expect(try folder.text("base.json") == EditCommandTests.base)
        #expect(try folder.text("pl.json") == Self.polish)
        #expect(
            runGlossa(commands[0] + ["--force-write"])
                == CommandOutcome(output: "pl.json:2: \"title\": \"Samochody\" → \"Auta\"\n"))
        #expect(try folder.text("pl.json") == Self.polish.replacingOccurrences(of: "Samochody", with: "Auta"))
        var status = stat()
        stat(folder.path + "/pl.json", &status)
        #expect(status.st_mode & 0o777 == 0o444)
        #expect(try folder.names() == ["base.json", "pl.json"])
    }
}

/// An edit command's write when another program changed the file after the command read it.
@Suite struct EditCommandMergeTests {
    /// `set pl title VALUE` computed on the file as read, then the file rewritten as `theirs` before writing.
    private func setTitle(_ value: String, afterOtherProgramWrites theirs: String) throws -> (
        ScratchFolder, CommandOutcome
    ) {
        let folder = try ScratchFolder(files: ["pl.json": EditCommandTests.polish])
        let file = try EditSupport.open("pl.json", in: folder.path)
        let result = try LanguageEdits.settingString(value, at: EntryAddress(key: "title"), in: file.document)
        try folder.write("pl.json", Array(theirs.utf8))
        return (folder, EditSupport.commit([(file, result)], dryRun: false))
    }

    @Test func anotherKeyChangedMeanwhileIsMergedAndSaid() throws {
        let theirs = EditCommandTests.polish.replacingOccurrences(
            of: "{\n    \"title\"", with: "{\n    \"new\": \"N\",\n    \"title\"")
        let (folder, outcome) = try setTitle("Auta", afterOtherProgramWrites: theirs)
        defer { folder.remove() }
        #expect(
            outcome
                == CommandOutcome(
                    output: "pl.json:3: \"title\": \"Samochody\" → \"Auta\"\n",
                    errors: "glossa: note: another program changed pl.json meanwhile; this edit was merged into it, "
                        + "and its changes kept\n"))
        #expect(try folder.text("pl.json") == theirs.replacingOccurrences(of: "Samochody", with: "Auta"))
    }

    @Test func theSameKeyChangedMeanwhileIsRefusedWithBothTexts() throws {
        let theirs = EditCommandTests.polish.replacingOccurrences(of: "Samochody", with: "Wozy")
        let (folder, outcome) = try setTitle("Auta", afterOtherProgramWrites: theirs)
        defer { folder.remove() }
        #expect(
            outcome
                == CommandOutcome(
                    errors: """
                        glossa: error: cannot write pl.json: another program changed "title" on disk meanwhile, \
                        differently than this edit; nothing was written
                          pl.json: "title"
                            on disk now: "Wozy"
                            this edit:   "Auta"
                        run the command again to apply it to the file as it is now

                        """, status: 1))
        #expect(try folder.text("pl.json") == theirs)
    }
}
