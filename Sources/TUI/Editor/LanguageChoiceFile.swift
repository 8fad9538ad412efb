import EditorCore
import Engine
import Foundation

/// Where the editor remembers one user's choice of languages for one project (`L`): outside the project's files,
/// which are shared, in `$XDG_STATE_HOME/glossa/` (else `~/.local/state/glossa/`), one small JSON file per project
/// named for a hash of the project folder's absolute path.
struct LanguageChoiceFile {
    /// The file's path.
    let path: String

    /// The file of the project in `directory`; `nil` when neither `XDG_STATE_HOME` nor `HOME` is set.
    init?(projectDirectory directory: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let state: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            state = home + "/.local/state"
        } else {
            return nil
        }
        let absolute = URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardizedFileURL.path
        let hash = String(FileFingerprint.hash(Array(absolute.utf8)), radix: 16)
        path = state + "/glossa/" + String(repeating: "0", count: 16 - hash.count) + hash + ".json"
    }

    /// The choice remembered, or none (no file, or one that cannot be read: a preference is not worth an error).
    func read() -> LanguageChoice {
        guard let data = FileManager.default.contents(atPath: path),
            let choice = try? JSONDecoder().decode(LanguageChoice.self, from: data)
        else { return LanguageChoice() }
        return choice
    }

    /// Writes the choice (atomically, creating the folder).
    func write(_ choice: LanguageChoice) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(choice).write(to: url, options: .atomic)
    }
}
