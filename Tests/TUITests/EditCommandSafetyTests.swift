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
