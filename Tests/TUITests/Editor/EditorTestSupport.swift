import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore

/// The repository's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The sample project, loaded once.
let sampleProject: Project = {
    do {
        return try Project.load(directory: packageRoot.appendingPathComponent("sample-project").path)
    } catch {
        fatalError("sample-project does not load: \(error)")
    }
}()

/// A project built from file contents given as strings.
func project(_ files: [String: String]) -> Project {
    Project(directory: "/tmp/test-project", contents: files.mapValues { Array($0.utf8) })
}

extension HeadlessEditor {
    /// The sample project in an editor of the given size, with keys already pressed.
    static func sample(width: Int = 120, height: Int = 36, keys: String = "") -> HeadlessEditor {
        var editor = HeadlessEditor(project: sampleProject, width: width, height: height)
        editor.press(keys)
        return editor
    }

    /// The rendered rows as text.
    var rows: [String] { render().rows }

    /// Presses `j` until the languages pane's selected row is in `language` and satisfies `where`.
    mutating func selectRow(language: String, where matches: (LanguageRow) -> Bool = { _ in true }) {
        for _ in 0..<200 {
            let rows = state.languageRows
            if rows.indices.contains(state.languageCursor) {
                let row = rows[state.languageCursor]
                if state.project.files[row.fileIndex].language.description == language, matches(row) { return }
            }
            press("j")
        }
        Issue.record("no row in \(language) found")
    }
}

/// The first row containing `text`, if any.
func row(containing text: String, in rows: [String]) -> String? { rows.first { $0.contains(text) } }
