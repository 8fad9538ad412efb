import EditorCore
import Engine
import Foundation

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
}

/// The first row containing `text`, if any.
func row(containing text: String, in rows: [String]) -> String? { rows.first { $0.contains(text) } }
