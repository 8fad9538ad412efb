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
        let languages = project.files.map(\.language.description).joined(separator: ", ")
        let message = """
            \(directory): \(project.keys.count) keys in \(project.files.count) files (\(languages)).
            The full-screen editor is not built yet: it is the next issue. Available now:
              glossa resolve --project \(directory)     resolve JSON-line requests from stdin
              glossa plural --locale TAG NUMBER...      CLDR plural categories

            """
        FileHandle.standardError.write(Data(message.utf8))
        throw ExitCode(1)
    }
}
