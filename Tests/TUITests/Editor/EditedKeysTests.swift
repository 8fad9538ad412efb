import EditorCore
import Engine
import Testing

@testable import EditorCore

/// Finding the edited keys again from the bytes that differ from disk (after undo, redo, reload, merge).
extension EditingFlowTests {
    private func differing(_ editor: HeadlessEditor) -> Set<String> {
        var finder = EditedKeys()
        return finder.differing(project: editor.state.project, disk: editor.state.disk.state!)
    }

    @Test func editedKeysAreTheEntriesTheChangedBytesTouch() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        defer { copy.remove() }
        #expect(differing(editor).isEmpty)
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Mine<enter>")
        #expect(differing(editor) == ["welcome.title"])
        // A key added at the end of base.json: not the key before it, whose line got a comma.
        editor.press("azz.new<enter>Text<enter>")
        #expect(differing(editor) == ["welcome.title", "zz.new"])
        // Renamed: the new name, and the old one (no key any more, so no row of the list).
        editor.press("/<C-u>settings.language<enter>r<C-u>settings.locale<enter>")
        #expect(differing(editor) == ["welcome.title", "zz.new", "settings.locale", "settings.language"])
        // Undone back to disk, nothing; redone, the same keys as the edits marked one by one.
        let marked = editor.state.editedKeys
        #expect(marked == differing(editor).subtracting(["settings.language"]))
        editor.press("uuu")
        #expect(editor.state.editedKeys.isEmpty)
        #expect(editor.state.editedKeys == differing(editor))
        editor.press("<C-y><C-y>")
        #expect(editor.state.editedKeys == ["welcome.title", "zz.new"])
        editor.press("<C-y>")
        #expect(editor.state.editedKeys == marked.union(["settings.language"]))
    }
}
