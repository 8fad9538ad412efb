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
        let (project, disk) = try loadOrExit { () throws(ProjectLoadError) in
            try Project.loadForEditing(directory: directory, format: format.format)
        }
        do {
            let languages = LanguageChoiceFile(projectDirectory: project.directory)
            try MainActor.assumeIsolated {
                try EditorSession(project: project, disk: disk, languagesFile: languages).run()
            }
        } catch {
            FileHandle.standardError.write(Data("glossa: \(VisibleText.of(String(describing: error)))\n".utf8))
            throw ExitCode(1)
        }
    }
}
