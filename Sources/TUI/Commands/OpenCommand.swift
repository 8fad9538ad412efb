import ArgumentParser
import Engine
import Foundation

/// `glossa [DIR]`: the full-screen editor.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the translation project in DIR in the editor."
    )

    @Argument(help: "The project folder (holding base.json and <tag>.json files).")
    var directory: String = "."

    func run() throws {
        _ = try loadProjectOrExit(directory)
        var message = "Opening \(directory)"
        message += "The full-screen editor is not built yet (see the open issues). Available now:\n"
        message += "  glossa resolve --project \(directory)   (JSON lines on stdin)\n"
        message += "  glossa plural --locale TAG NUMBER...\n"
        FileHandle.standardError.write(Data(message.utf8))
        throw ExitCode(1)
    }
}
