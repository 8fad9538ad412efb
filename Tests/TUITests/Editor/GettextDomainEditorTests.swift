import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore
@testable import TUI

/// The editor on gettext's `<tag>/LC_MESSAGES/<domain>.po` with two domains and no default one: keys shown as
/// `domain:msgid`, an edit saved into the key's domain file, and a language without the domain's file getting
/// one from the domain's template.
@Suite struct GettextDomainEditorTests {
    static let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"

    @Test func editAndStartADomainFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for name in ["pl/LC_MESSAGES", "ru/LC_MESSAGES"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
        }
        let files = [
            "app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
            "errors.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
            "pl/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Zapisz\"\n",
            "pl/LC_MESSAGES/errors.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Nie można zapisać\"\n",
            "ru/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Сохранить\"\n",
        ]
        for (name, text) in files { try folder.write(name, Array(text.utf8)) }
        let (project, disk) = try Project.loadForEditing(directory: folder.path)
        var editor = HeadlessEditor(
            project: project, disk: disk, width: 120, height: 30, perform: ShellEffects().perform)
        #expect(row(containing: "app:Save", in: editor.rows) != nil)
        #expect(row(containing: "errors:Save", in: editor.rows) != nil)

        editor.press("/errors:Save<enter><tab>")
        #expect(row(containing: "Nie można zapisać", in: editor.rows) != nil)
        #expect(row(containing: "Zapisz", in: editor.rows) == nil, "app:Save's Polish is another key's")
        editor.selectRow(language: "pl")
        editor.press("<enter><C-u>Nie da się zapisać<enter><C-s>")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        #expect(
            try folder.text("pl/LC_MESSAGES/errors.po")
                == Self.header + "\nmsgid \"Save\"\nmsgstr \"Nie da się zapisać\"\n")
        #expect(try folder.text("pl/LC_MESSAGES/app.po") == files["pl/LC_MESSAGES/app.po"])

        editor.selectRow(language: "ru") { $0.kind == .missing }
        editor.press("<enter><C-u>Не удалось сохранить<enter><C-s>")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        let created = try folder.text("ru/LC_MESSAGES/errors.po")
        #expect(created.contains("\"Language: ru\\n\""))
        #expect(created.hasSuffix("msgid \"Save\"\nmsgstr \"Не удалось сохранить\"\n"))
        #expect(try folder.text("ru/LC_MESSAGES/app.po") == files["ru/LC_MESSAGES/app.po"])
    }
}
