import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore
@testable import TUI

/// Files another program changes under unsaved edits: merging them, the conflict chooser, and noticing
/// later changes after the user kept their version or overwrote.
extension EditingFlowTests {
    /// Rewrites pl.json of `copy` as another program would, replacing `old` with `new`; returns the new text.
    @discardableResult
    func changeOnDisk(_ copy: TemporaryProject, _ old: String, _ new: String) throws -> String {
        let text = try copy.contents(of: "pl.json").replacingOccurrences(of: old, with: new)
        try text.write(toFile: copy.file("pl.json"), atomically: true, encoding: .utf8)
        return text
    }

    /// The editor's text of pl.json.
    func polish(_ editor: HeadlessEditor) -> String {
        String(decoding: editor.state.project.files.first { $0.fileName == "pl.json" }!.bytes, as: UTF8.self)
    }

    /// An editor whose pl.json has "Mine" as welcome.title, unsaved.
    func editedWelcomeTitle() throws -> (HeadlessEditor, TemporaryProject) {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Mine<enter>")
        return (editor, copy)
    }

    @Test func ctrlSThenMergeKeepsBothChanges() throws {
        var (editor, copy) = try editedWelcomeTitle()
        try changeOnDisk(copy, "Brak zdjęć", "Theirs")
        editor.press("<C-s>")
        #expect(
            editor.rows.last
                == " ASK  pl.json changed on disk; o would discard that change"
                + String(repeating: " ", count: 27) + "m/Enter merge · r reload · o overwrite · Esc keep mine")
        editor.press("m")
        let merged = polish(editor)
        #expect(merged.contains(#""welcome.title": "Mine""#))
        #expect(merged.contains(#""ie:x=0": "Theirs""#))
        #expect(editor.state.disk.unsavedFiles == ["pl.json"])
        #expect(editor.rows.last?.contains("1 unsaved · merged pl.json") == true)
        editor.press("<C-s>")
        #expect(try copy.contents(of: "pl.json") == merged)
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        // The merge is an edit like the others: undone, the project is as before it.
        editor.press("u")
        #expect(!polish(editor).contains("Theirs"))
        #expect(polish(editor).contains(#""welcome.title": "Mine""#))
    }

    @Test func aConflictIsChosenEntryByEntryWithBothTexts() throws {
        var (editor, copy) = try editedWelcomeTitle()
        try changeOnDisk(copy, "Witaj w Lumi 📷", "Theirs")
        try changeOnDisk(copy, "Brak zdjęć", "Nic")
        editor.send(.idle)
        editor.press("<enter>")
        #expect(editor.state.mode == .resolvingConflict)
        let pane = String(repeating: " ", count: 35) + "│"
        #expect(
            Array(editor.rows[2...6]) == [
                "●  welcome.title                   │  Merge pl.json · conflict 1 of 1 · \"welcome.title\"",
                pane + "   before  \"Witaj w Lumi 📷\"",
                pane + "   mine    \"Mine\"",
                pane + "   theirs  \"Theirs\"",
                pane + "  m mine · t theirs · e edit · Esc stop",
            ])
        #expect(
            editor.rows.last?.hasPrefix(" CONFLICT  pl.json changed on disk: choose for 1 conflicting entry") == true)
        #expect(editor.rows.last?.hasSuffix("m mine · t theirs · e edit · Esc stop") == true)
        editor.press("t")
        #expect(editor.state.mode == .browse)
        #expect(polish(editor).contains(#""welcome.title": "Theirs""#))
        #expect(polish(editor).contains(#""ie:x=0": "Nic""#))
        #expect(editor.state.disk.unsavedFiles.isEmpty, "theirs everywhere: the project is the file on disk")
    }

    @Test func editingAConflictOpensTheRawEditorOnIt() throws {
        var (editor, copy) = try editedWelcomeTitle()
        try changeOnDisk(copy, "Witaj w Lumi 📷", "Theirs")
        editor.press("<C-s>m")
        #expect(editor.state.mode == .resolvingConflict)
        editor.press("e")
        #expect(editor.state.mode == .editingJSON)
        #expect(editor.state.rawEditor?.area.text == #""welcome.title": "Mine""#)
        #expect(editor.state.project.files[editor.state.rawEditor!.fileIndex].fileName == "pl.json")
        editor.press("<esc><C-s>")
        #expect(try copy.contents(of: "pl.json").contains(#""welcome.title": "Mine""#))
    }

    @Test func stoppingAMergeKeepsMineUntilTheFileChangesAgain() throws {
        var (editor, copy) = try editedWelcomeTitle()
        try changeOnDisk(copy, "Witaj w Lumi 📷", "Theirs")
        editor.send(.idle)
        editor.press("m<esc>")
        #expect(editor.state.mode == .browse)
        #expect(polish(editor).contains(#""welcome.title": "Mine""#))
        editor.send(.idle)
        #expect(editor.state.mode == .browse, "the same change is not asked about again")
        try changeOnDisk(copy, "Brak zdjęć", "Nic")
        editor.send(.idle)
        #expect(editor.state.mode == .asking(.changedOnDisk(["pl.json"])), "a new change is")
    }

    @Test func aLaterChangeIsNoticedAfterKeepingMine() throws {
        var (editor, copy) = try editedWelcomeTitle()
        try changeOnDisk(copy, "Brak zdjęć", "Theirs")
        editor.send(.idle)
        editor.press("<esc>")
        editor.send(.idle)
        #expect(editor.state.mode == .browse, "the change kept away is not asked about again")
        try changeOnDisk(copy, "Theirs", "Theirs again")
        editor.send(.idle)
        #expect(editor.state.mode == .asking(.changedOnDisk(["pl.json"])))
        editor.press("m<C-s>")
        #expect(try copy.contents(of: "pl.json").contains(#""ie:x=0": "Theirs again""#))
        #expect(try copy.contents(of: "pl.json").contains(#""welcome.title": "Mine""#))
    }

    @Test func aLaterChangeIsNoticedAfterOverwriting() throws {
        var (editor, copy) = try editedWelcomeTitle()
        try changeOnDisk(copy, "Brak zdjęć", "Theirs")
        editor.send(.idle)
        editor.press("o")
        #expect(try !copy.contents(of: "pl.json").contains("Theirs"), "o discards their change")
        editor.send(.idle)
        #expect(editor.state.mode == .browse)
        try changeOnDisk(copy, "Mine", "Changed again")
        editor.send(.idle)
        // Saved, the file has no unsaved edits: the new change is read again without a question.
        #expect(editor.state.mode == .browse)
        #expect(editor.state.message == "reloaded pl.json", "detection did not switch itself off")
        #expect(polish(editor).contains(#""welcome.title": "Changed again""#))
        #expect(editor.state.disk.unsavedFiles.isEmpty)
    }

    @Test func aMergeMadeBeforeAnotherEditIsNotTaken() throws {
        var (editor, copy) = try editedWelcomeTitle()
        try changeOnDisk(copy, "Brak zdjęć", "Theirs")
        // The merge the background work made, then an edit typed before its result arrived.
        let late = try editor.state.disk.state!.merge("pl.json", ours: Array(polish(editor).utf8))
        editor.press("<enter><C-u>Mine again<enter>")
        editor.send(.merged([late], failures: []))
        #expect(polish(editor).contains(#""welcome.title": "Mine again""#))
        #expect(!polish(editor).contains("Theirs"))
        #expect(editor.state.message == "pl.json changed while merging: save to be asked again")
    }

    /// A file without unsaved edits that another program changed is read again at the idle check, without a
    /// question (`u` undoes it); at the same check, a changed file with unsaved edits is asked about.
    @Test func aChangedFileWithoutEditsIsReadAgainAndOneWithEditsAsked() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "de")
        editor.press("<enter><C-u>Meins<enter>")
        let before = editor.state.project
        let polishOnDisk = try changeOnDisk(copy, "Brak zdjęć", "Theirs")
        let german = try copy.contents(of: "de.json").replacingOccurrences(of: "Noch keine Fotos", with: "Ihre Fotos")
        try german.write(toFile: copy.file("de.json"), atomically: true, encoding: .utf8)
        editor.send(.idle)
        #expect(polish(editor) == polishOnDisk, "pl.json, without edits, is read again")
        #expect(editor.state.mode == .asking(.changedOnDisk(["de.json"])), "de.json has an unsaved edit: asked")
        editor.press("<esc>")
        #expect(editor.state.disk.unsavedFiles == ["de.json"])
        editor.press("u")
        #expect(editor.state.message == "undone: reload")
        #expect(
            polish(editor) == String(decoding: before.files.first { $0.fileName == "pl.json" }!.bytes, as: UTF8.self))
    }

    /// A file edited while it was being read again keeps the edit: nothing is taken, and the next check asks.
    @Test func aFileEditedWhileItIsReadAgainKeepsTheEdit() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        try changeOnDisk(copy, "Brak zdjęć", "Theirs")
        // The shell's work held, to be done by hand in between.
        editor.doesBackgroundWork = false
        editor.send(.idle)
        let check = try #require(editor.shellEffects.last)
        editor.send(try #require(ShellEffects().perform(check)))
        let reload = try #require(editor.shellEffects.last)
        guard case .reload(let names, _, _) = reload else { throw CancellationError() }
        #expect(names == ["pl.json"])
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Mine<enter>")
        editor.send(try #require(ShellEffects().perform(reload)))
        #expect(editor.state.message == "✗ pl.json edited while reloading: not reloaded")
        #expect(polish(editor).contains(#""welcome.title": "Mine""#))
        #expect(!polish(editor).contains("Theirs"))
        editor.doesBackgroundWork = true
        editor.send(.idle)
        #expect(editor.state.mode == .asking(.changedOnDisk(["pl.json"])))
    }
}
