import ArgumentParser
import Engine
import Foundation

/// `glossa [DIR]`: the full-screen editor.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the translation project in DIR in the editor."
    )

    @Argument(help: "The project folder (base.json and <tag>.json, <tag>/<namespace>.json …), or a .xcstrings catalog.")
    var directory: String = "."

    @OptionGroup var format: FormatOption

    func run() throws {
        // The source language's files first: the first frame does not wait for the others.
        let opening = try loadOrExit { () throws(ProjectLoadError) in
            try EditingLoad.begin(directory: directory, format: format.format)
        }
        do {
            let languages = LanguageChoiceFile(projectDirectory: opening.project.directory)
            try MainActor.assumeIsolated {
                try EditorSession(opening: opening, languagesFile: languages).run()
            }
        } catch {
            FileHandle.standardError.write(Data("glossa: \(VisibleText.of(String(describing: error)))\n".utf8))
            throw ExitCode(1)
        }
    }
}
