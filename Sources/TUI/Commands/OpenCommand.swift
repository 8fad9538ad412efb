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
        let project = try loadProjectOrExit(directory)
        var message = "Loaded \(project.languages.count + (project.base == nil ? 0 : 1)) language files"
        message += " with \(project.keys.count) keys from \(directory).\n"
        message += "The full-screen editor is not built yet (see the open issues). Available now:\n"
        message += "  glossa resolve --project \(directory)   (JSON lines on stdin)\n"
        message += "  glossa plural --locale TAG NUMBER...\n"
        FileHandle.standardError.write(Data(message.utf8))
        throw ExitCode(1)
    }
}
