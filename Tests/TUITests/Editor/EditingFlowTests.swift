import EditorCore
import Engine
import Foundation
import TestSupport
import Testing

@testable import EditorCore
@testable import TUI

/// Editing flows through the state, on a temporary copy of the sample project: the screen and the
/// exact bytes on disk after saving.
@Suite struct EditingFlowTests {
    /// An editor on a fresh copy of the sample project, with its disk state.
    func editor(_ keys: String = "", height: Int = 60) throws -> (HeadlessEditor, TemporaryProject) {
        let copy = try TemporaryProject()
        let (project, disk) = try Project.loadForEditing(directory: copy.path)
        var editor = HeadlessEditor(
            project: project, disk: disk, width: 140, height: height, perform: ShellEffects().perform)
        editor.press(keys)
        return (editor, copy)
    }

    /// Presses `j` until the languages pane's selected row is in `language` and satisfies `where`.
    func select(
        _ editor: inout HeadlessEditor, language: String, where matches: (LanguageRow) -> Bool = { _ in true }
    ) {
        editor.selectRow(language: language, where: matches)
    }

    func original(_ file: String) throws -> String {
        try String(contentsOfFile: GlossaBinary.sampleProject + "/" + file, encoding: .utf8)
    }

    @Test func fillAMissingPolishPluralFormAndSave() throws {
        var (editor, copy) = try editor("/comments.c<enter><tab>")
        select(&editor, language: "pl")
        editor.press("v")
        let menu = editor.rows.joined(separator: "\n")
        #expect(menu.contains("Add a variant to comments.count in pl"))
        #expect(menu.contains(" few  missing · 2~4, 22~24"), "the missing category comes first")
        editor.press("<enter><C-u>%d komentarze<enter>")
        #expect(editor.state.disk.unsavedFiles == ["pl.json"])
        #expect(row(containing: "few    %d komentarze", in: editor.rows) != nil)
        #expect(editor.rows.last?.contains("1 unsaved") == true)
        editor.press("<C-s>")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        #expect(editor.rows.last?.contains("saved pl.json") == true)
        let saved = try copy.contents(of: "pl.json")
        let before = try original("pl.json")
        let added = saved.split(separator: "\n", omittingEmptySubsequences: false)
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(added.count == old.count + 1)
        #expect(Set(added).subtracting(old).map(String.init) == [#"        "few": "%d komentarze""#])
        for name in ["base.json", "ru.json", "de.json"] { #expect(try copy.contents(of: name) == original(name)) }
    }

    /// `F` in the findings pane applies the finding's fix-it: its file changes exactly as the fix says, the
    /// finding goes, and undo brings both back.
    @Test func applyAFindingsFixAndUndo() throws {
        var (editor, copy) = try editor("<S-tab>")
        let findings = editor.state.visibleFindings
        let index = try #require(
            findings.firstIndex { $0.ruleID == "plural-missing-category" && $0.fixIt?.edits.isEmpty == false })
        let finding = findings[index]
        let fix = try #require(finding.fixIt)
        for _ in 0..<index { editor.press("j") }
        #expect(editor.rows.contains { $0.contains("F: " + fix.description) }, "the fix is offered")
        let fileName = try #require(finding.fileName)
        let fileIndex = try #require(editor.state.project.files.firstIndex { $0.fileName == fileName })
        let before = editor.state.project.files[fileIndex].bytes
        editor.press("F")
        #expect(editor.state.project.files[fileIndex].bytes == fix.applied(to: before))
        // The added forms are copies: the key needs translation in that language (the state sidecar).
        #expect(editor.state.disk.unsavedFiles == [fileName, ".glossa/states.jsonl"])
        #expect(!editor.state.findings.list.contains { $0.message == finding.message && $0.fileName == fileName })
        #expect(editor.rows.last?.contains("fixed in \(fileName)") == true)
        editor.press("u")
        #expect(editor.state.project.files[fileIndex].bytes == before)
        #expect(editor.state.findings.list.contains { $0.message == finding.message && $0.fileName == fileName })
        editor.press("<C-y><C-s>")
        #expect(try copy.contents(of: fileName) == String(decoding: fix.applied(to: before), as: UTF8.self))
        // A finding without an automatic fix says so.
        let plain = try #require(editor.state.visibleFindings.firstIndex { $0.fixIt == nil })
        editor.press("g")
        for _ in 0..<plain { editor.press("j") }
        editor.press("F")
        #expect(editor.rows.last?.contains("this finding has no fix") == true)
    }

    @Test func editAValueUndoAndRedo() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Witaj w Lumi, Zażółć 👍🏽<enter>")
        #expect(row(containing: "Witaj w Lumi, Zażółć 👍🏽", in: editor.rows) != nil)
        #expect(editor.state.editedKeys == ["welcome.title"])
        editor.press("u")
        #expect(row(containing: "Zażółć", in: editor.rows) == nil)
        #expect(editor.state.disk.unsavedFiles.isEmpty, "undoing the only edit leaves nothing to save")
        editor.press("<C-y>")
        #expect(row(containing: "Witaj w Lumi, Zażółć 👍🏽", in: editor.rows) != nil)
        editor.press("<C-s>")
        #expect(try copy.contents(of: "pl.json").contains(#""welcome.title": "Witaj w Lumi, Zażółć 👍🏽""#))
    }

    /// Edits of one file in a row start from the document the last edit made; after an undo the file's bytes
    /// differ from it, and the next edit starts from the file again. Only the edited line ever changes.
    @Test func successiveEditsOfOneFileAndUndo() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Pierwszy<enter><enter><C-u>Drugi<enter>u<enter><C-u>Trzeci<enter><C-s>")
        let saved = try copy.contents(of: "pl.json").split(separator: "\n", omittingEmptySubsequences: false)
        let before = try original("pl.json").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(saved.count == before.count)
        let changed = zip(saved, before).filter { $0 != $1 }
        #expect(changed.map(\.0) == [#"    "welcome.title": "Trzeci","#], "\(changed)")
    }

    /// `E` in the key list shows only the keys edited since the last save.
    @Test func quickFilterOfEditedKeys() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Witaj<enter><tab><tab><tab><esc>E")
        #expect(editor.state.focus == .keys)
        #expect(editor.rows.contains { $0.contains("Keys 1/32") && $0.contains("[edited]") })
        #expect(editor.rows.contains { $0.hasPrefix("●") && $0.contains("welcome.title") })
        editor.press("<C-s>")
        #expect(try copy.contents(of: "pl.json").contains(#""welcome.title": "Witaj""#))
        #expect(editor.rows.contains { $0.contains("Keys 0/32") }, "saved: no key is edited any more")
        editor.press("E")
        #expect(editor.rows.contains { $0.contains("Keys 32") && !$0.contains("[edited]") })
    }

    @Test func escapeCancelsAnEdit() throws {
        var (editor, _) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "de")
        editor.press("<enter>Kaputt<esc>")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        #expect(row(containing: "Kaputt", in: editor.rows) == nil)
    }

    @Test func renameUndoRenameDelete() throws {
        var (editor, copy) = try editor("/likes.count<enter>")
        editor.press("r<C-u>likes.total<enter>")
        #expect(editor.state.selectedKey == "likes.total")
        #expect(Set(editor.state.disk.unsavedFiles).count == 8, "renamed in every language")
        editor.press("u")
        #expect(editor.state.selectedKey == "likes.count")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        editor.press("d")
        #expect(editor.rows.last?.contains("Delete likes.count in 8 languages?") == true)
        editor.press("y")
        #expect(sampleProject.keyID("likes.count") != nil)
        #expect(editor.state.project.keyID("likes.count") == nil)
        editor.press("<C-s>")
        #expect(try !copy.contents(of: "ru.json").contains("likes.count"))
        editor.press("u<C-s>")
        #expect(try copy.contents(of: "ru.json") == original("ru.json"))
    }

    @Test func addAKeyAndConvertToPluralForms() throws {
        var (editor, copy) = try editor()
        editor.press("anew.greeting<enter>Hello there<enter>")
        #expect(editor.state.selectedKey == "new.greeting")
        #expect(editor.state.tracking.marks.missingCount == 2, "the new key is missing in the other languages")
        editor.press("<tab>")
        select(&editor, language: "base")
        editor.press("p")
        #expect(row(containing: "one   Hello there", in: editor.rows) != nil)
        editor.press("<C-s>")
        let base = try copy.contents(of: "base.json")
        #expect(base.contains(#""new.greeting": {"#))
        #expect(base.contains(#""one": "Hello there""#))
    }

    @Test func aTypedSelectorIsCheckedAsYouType() throws {
        var (editor, _) = try editor("/photos.count<enter><tab>")
        select(&editor, language: "ru")
        editor.press("v<end><enter>ie:x<lt>")
        #expect(editor.rows.last?.contains("✗") == true)
        editor.press("10<enter>")
        #expect(editor.rows.last?.contains("Text of photos.count › ie:x<10 in ru") == true)
        editor.press("<C-u>Меньше десяти<enter>")
        #expect(row(containing: "ie:x<10 Меньше десяти", in: editor.rows) != nil)
    }

    @Test func quitWithUnsavedEditsAsks() throws {
        var (editor, _) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("<enter>!<enter>q")
        #expect(!editor.hasQuit)
        #expect(editor.rows.last?.contains("Save before quitting?") == true)
        editor.press("<esc>")
        #expect(!editor.hasQuit)
        editor.press("qd")
        #expect(editor.hasQuit)
    }

    /// An editor whose pl.json has an unsaved edit ("Mine") and was then changed on disk by another program
    /// ("Theirs"), with the idle check done; and the file's new text.
    func editedThenChangedOnDisk() throws -> (HeadlessEditor, TemporaryProject, outside: String) {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Mine<enter>")
        let outside = try copy.contents(of: "pl.json").replacingOccurrences(of: "Brak zdjęć", with: "Theirs")
        try outside.write(toFile: copy.file("pl.json"), atomically: true, encoding: .utf8)
        editor.send(.idle)
        return (editor, copy, outside)
    }

    @Test func aFileChangedOnDiskIsNotOverwrittenSilently() throws {
        var (editor, copy, outside) = try editedThenChangedOnDisk()
        #expect(editor.rows.last?.contains("pl.json changed on disk") == true)
        editor.press("<esc><C-s>")
        #expect(editor.rows.last?.contains("pl.json changed on disk") == true, "save asks again")
        #expect(try copy.contents(of: "pl.json") == outside)
        editor.press("o")
        #expect(try copy.contents(of: "pl.json").contains(#""welcome.title": "Mine""#))
        #expect(editor.state.disk.unsavedFiles.isEmpty)
    }

    @Test func reloadTakesTheirVersion() throws {
        var (editor, copy, theirs) = try editedThenChangedOnDisk()
        editor.press("r")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        #expect(try copy.contents(of: "pl.json") == theirs, "reloading reads the file and writes nothing")
        #expect(editor.state.project.entry("photos.count", in: .tag(LanguageTag("pl")!)) != nil)
        #expect(row(containing: "Mine", in: editor.rows) == nil)
        editor.press("u")
        #expect(row(containing: "Mine", in: editor.rows) != nil, "the reload can be undone")
        // Undone, welcome.title differs from disk again: `E` lists it, as the status line counts pl.json.
        #expect(editor.state.disk.unsavedFiles == ["pl.json"])
        editor.press("<S-tab>E")
        #expect(editor.state.keyList.visible.map { editor.state.project.keys[$0] } == ["welcome.title"])
        #expect(editor.rows[1].hasPrefix(" Keys 1/32"))
        editor.press("<C-y>")
        #expect(editor.state.editedKeys.isEmpty, "redone, nothing differs from disk")
    }

    @Test func aMissingTranslationStartsAsTheBaseText() throws {
        var (editor, copy) = try editor("/settings.dark-mode<enter><tab>")
        select(&editor, language: "ja") { $0.kind == .missing }
        editor.press("<enter>")
        #expect(editor.state.field.text == sampleProject.resolve("settings.dark-mode", language: "base").value)
        editor.press("<C-u>ダークモード<enter><C-s>")
        #expect(try copy.contents(of: "ja.json").contains(#""settings.dark-mode": "ダークモード""#))
    }

    @Test func aKeyAddedEverywhereStartsAsTheBaseText() throws {
        var (editor, copy) = try editor()
        editor.press("Aonboarding.skip<enter>Skip<enter>")
        // Eight language files, and the state sidecar recording the seven copies as needing translation.
        #expect(editor.state.disk.unsavedFiles.count == 9)
        #expect(editor.state.disk.unsavedFiles.last == ".glossa/states.jsonl")
        #expect(editor.state.tracking.marks.missingCount == 1, "only settings.dark-mode is still missing somewhere")
        editor.press("<C-s>")
        #expect(try copy.contents(of: "pt-BR.json").contains(#""onboarding.skip": "Skip""#))
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "this machine cannot make a folder read-only"))
    func aWriteErrorIsShownAndTheEditStays() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "de")
        editor.press("<enter><C-u>Hallo<enter>")
        #expect(ReadOnlyFolder.lock(copy.path))
        defer { ReadOnlyFolder.unlock(copy.path) }
        editor.press("<C-s>")
        #expect(editor.rows.last?.contains("cannot") == true)
        #expect(editor.state.disk.unsavedFiles == ["de.json"])
        #expect(try copy.contents(of: "de.json") == original("de.json"))
        ReadOnlyFolder.unlock(copy.path)
        editor.press("<C-s>")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        #expect(try copy.contents(of: "de.json").contains(#""welcome.title": "Hallo""#))
    }

    @Test func widthVariationsAndVariantOrder() throws {
        var (editor, copy) = try editor("/photos.count<enter><tab>")
        select(&editor, language: "de") { $0.selector == "one" }
        // A width variation under `one`: the old text stays as the next width (asked first).
        editor.press("@200<enter>%d Foto (kurz)<enter>y")
        #expect(row(containing: "@200 %d Foto (kurz)", in: editor.rows) != nil)
        // Move `other` above `one`, then delete the new width variation.
        select(&editor, language: "de") { $0.selector == "other" }
        editor.press("<C-up>")
        let german = editor.state.project.entry("photos.count", in: .tag(LanguageTag("de")!))
        guard case .variants(let variants) = german?.value else {
            Issue.record("not variants")
            return
        }
        let deFile = editor.state.project.files[editor.state.project.fileIndex(of: .tag(LanguageTag("de")!))!]
        #expect(variants.map { deFile.selectorText($0) } == ["ie:x=0", "other", "one"])
        select(&editor, language: "de") { $0.width == 200 }
        editor.press("xy<C-s>")
        let saved = try copy.contents(of: "de.json")
        #expect(!saved.contains("(kurz)"))
        #expect(saved.range(of: "\"other\"")!.lowerBound < saved.range(of: "\"one\"")!.lowerBound)
    }
}
