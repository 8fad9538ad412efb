import Dispatch
import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore
@testable import TUI

/// Edits of several files made in the background (issue 20): while one runs, the editor answers keys on the
/// project as it is and the status line shows the edit's progress; it lands as one undoable edit; a save waits for
/// it, other edits are refused with what runs.
@Suite struct BackgroundEditTests {
    /// An editor on a fresh copy of the sample project that holds its edits of several files, and one beside it that
    /// holds nothing, for comparing screens.
    func editors(_ keys: String = "") throws -> (held: HeadlessEditor, plain: HeadlessEditor, copy: TemporaryProject) {
        let copy = try TemporaryProject()
        let (project, disk) = try Project.loadForEditing(directory: copy.path)
        var held = HeadlessEditor(
            project: project, disk: disk, width: 180, height: 30, perform: ShellEffects().perform)
        held.holdsLongWork = true
        held.press(keys)
        var plain = HeadlessEditor(project: project, width: 180, height: 30)
        plain.press(keys)
        return (held, plain, copy)
    }

    /// Presses each of `keys` in both editors: the screens are the same row for row but the status line, which shows
    /// the edit under way in `editor` (`work`).
    func pressAlike(_ keys: [String], _ editor: inout HeadlessEditor, _ plain: inout HeadlessEditor, work: String) {
        for keys in keys {
            editor.press(keys)
            plain.press(keys)
            #expect(editor.rows.dropLast() == plain.rows.dropLast(), "after \(keys)")
            #expect(editor.rows.last?.contains(" · " + work) == true, "after \(keys)")
        }
    }

    func original(_ file: String) throws -> String {
        try String(contentsOfFile: GlossaBinary.sampleProject + "/" + file, encoding: .utf8)
    }

    /// The status line with a message and the progress of the edit under way, as the browsing screen draws it (its
    /// keys say that Ctrl-C cancels the edit).
    func status(_ mode: String, _ unsaved: String, _ words: String) -> String {
        let left = " \(mode)  \(unsaved) · \(words)"
        // The row as drawn, without the blank that ends it.
        let right = "Ctrl-C cancel · F1 help · / filter · # number · Ctrl-S save · q quit"
        return left + String(repeating: " ", count: max(1, 179 - left.count - right.count)) + right
    }

    @Test func aLongRenameKeepsAnsweringKeysThenLandsAsOneEditAndTheQueuedSaveFollows() throws {
        var (editor, plain, copy) = try editors("/likes.count<enter>")
        let before = editor.state.project
        editor.press("r<C-u>likes.total<enter>")
        #expect(
            editor.state.filesEditProgress == Progress(label: "renaming likes.count to likes.total", done: 0, total: 8))
        #expect(editor.state.project.keyID("likes.count") != nil, "the rename has not landed")
        #expect(editor.rows.last == status("KEYS", "saved", "renaming likes.count to likes.total 0/8 files"))
        // Browsing, a quick filter and the preview work on the project as it is, screen for screen.
        pressAlike(
            ["<esc>jj", "<tab>", "#3<enter>", "<S-tab>e", "e/photo<enter>"], &editor, &plain,
            work: "renaming likes.count to likes.total 0/8 files")
        editor.computeHeldWork()
        editor.deliver(1)
        #expect(editor.rows.last == status("KEYS", "saved", "renaming likes.count to likes.total 2/8 files"))
        editor.press("<C-s>")
        #expect(
            editor.rows.last
                == status("KEYS", "saved", "renaming likes.count to likes.total 2/8 files, then save"))
        editor.press("u")
        #expect(
            editor.rows.last
                == status(
                    "KEYS", "saved",
                    "renaming likes.count to likes.total 2/8 files, then save · ✗ wait until it is done"))
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes))
        editor.deliver()
        #expect(editor.state.filesEditProgress == nil)
        #expect(editor.state.selectedKey == "likes.total")
        #expect(editor.state.project.keyID("likes.count") == nil)
        #expect(editor.state.disk.unsavedFiles.isEmpty, "the queued save ran once the rename landed")
        for name in ["base.json", "ru.json", "ja.json"] {
            #expect(
                try copy.contents(of: name)
                    == original(name).replacingOccurrences(of: "\"likes.count\"", with: "\"likes.total\""))
        }
        editor.press("u")
        #expect(editor.state.message == "undone: rename likes.count to likes.total")
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes), "one step undoes it all")
        editor.press("u")
        #expect(editor.state.message == "nothing to undo")
    }

    @Test func addingAKeyEverywhereInTheBackgroundAndAQuitThatWaitsForIt() throws {
        var (editor, plain, _) = try editors()
        let before = editor.state.project
        editor.press("Anew.key<enter>Hello<enter>")
        #expect(editor.rows.last == status("KEYS", "saved", "adding new.key in every language 0/8 files"))
        pressAlike(["jjj", "<tab>", "<S-tab>m"], &editor, &plain, work: "adding new.key in every language 0/8 files")
        editor.press("q")
        #expect(
            editor.rows.last
                == status("KEYS", "saved", "adding new.key in every language 0/8 files, then quit"))
        #expect(!editor.hasQuit)
        editor.finishHeldWork()
        let id = try #require(editor.state.project.keyID("new.key"))
        #expect(
            editor.state.project.files.indices.allSatisfy {
                editor.state.project.entryIndex(keyID: id, file: $0) != nil
            })
        #expect(
            editor.rows.last?.hasPrefix(" ASK  Unsaved edits in base.json, ar.json") == true,
            "the quit asks about the unsaved key")
        editor.press("<esc>u")
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes))
        #expect(editor.state.message == "undone: add new.key in every language")
    }

    @Test func replacingAcrossLanguagesInTheBackground() throws {
        var (editor, plain, _) = try editors()
        let before = editor.state.project
        // The changes are found in the background too: the preview shows them when the search is done.
        editor.press("<C-r>%d<tab>%ld<enter>")
        editor.finishHeldWork()
        editor.press("<enter>")
        #expect(editor.rows.last == status("KEYS", "saved", "replacing “%d” with “%ld” 0/8 files"))
        pressAlike(["<end>", "k<tab>", "?", "<esc>"], &editor, &plain, work: "replacing “%d” with “%ld” 0/8 files")
        editor.press("<C-r>")
        #expect(editor.state.message == "✗ wait until it is done")
        editor.finishHeldWork()
        #expect(editor.state.message == "replaced 212 occurrences in 212 strings of 10 keys")
        #expect(editor.state.disk.unsavedFiles.count == 8)
        #expect(editor.state.editedKeys.contains("photos.count"), "the keys replaced in are marked edited")
        #expect(!editor.state.project.files.contains { String(decoding: $0.bytes, as: UTF8.self).contains("%d") })
        editor.press("u")
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes))
    }

    /// Every action that would change the project is refused while an edit runs, saying what runs, and changes
    /// nothing; the screen stays where it was.
    @Test func editsAreRefusedWhileItRuns() throws {
        var (editor, _, _) = try editors("/likes.count<enter>")
        editor.press("dy")
        let before = editor.state.project
        for keys in ["u", "<C-y>", "a", "A", "r", "d", "c", "R", "J", "<C-r>", "<tab><enter>", "v", "x", "p", "@"] {
            editor.press(keys)
            #expect(editor.state.message == "✗ wait until it is done", "\(keys)")
            #expect(editor.state.mode == .browse)
        }
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes))
        editor.finishHeldWork()
        #expect(editor.state.message == "delete likes.count")
        #expect(editor.state.project.keyID("likes.count") == nil)
    }

    /// The edit really runs on another thread, in a project of 13 files of 3,000 keys: stopped there after its first
    /// group of files while the editor answers keys (the same screens as an editor with no edit under way), then let
    /// go, it lands.
    @Test func aRenameOnAnotherThreadLeavesKeysAnswered() throws {
        var files: [String: String] = [:]
        for name in ["base", "de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "cs", "pt", "ru"] {
            let entries = (0..<3_000).map { "    \"key.\($0)\": \"\(name) text \($0)\"" }
            files[name + ".json"] = "{\n" + entries.joined(separator: ",\n") + "\n}\n"
        }
        var editor = HeadlessEditor(project: project(files), width: 180, height: 30)
        var plain = editor
        editor.holdsLongWork = true
        editor.press("r<C-u>key.renamed<enter>")
        let work = PausedWork(try #require(editor.takeHeldWork().first))
        for event in work.mailbox.take() { editor.send(event) }
        #expect(editor.state.filesEditProgress == Progress(label: "renaming key.0 to key.renamed", done: 4, total: 13))
        pressAlike(
            ["jjj", "/key.12<enter>", "<tab>#5<enter>", "<S-tab><esc>G"], &editor, &plain,
            work: "renaming key.0 to key.renamed 4/13 files")
        for event in work.finish() { editor.send(event) }
        #expect(editor.state.filesEditProgress == nil)
        #expect(editor.state.project.keyID("key.renamed") != nil)
        #expect(editor.state.project.keyID("key.0") == nil)
        #expect(editor.state.message == "rename key.0 to key.renamed")
        #expect(editor.state.disk.unsavedFiles.count == 13)
    }

    /// `Ctrl-C` cancels the edit under way: nothing changes, the save that waited for it goes ahead, and the events
    /// the cancelled edit still posts are dropped, even while a second edit of the same project runs.
    @Test func ctrlCCancelsTheEditAndWhatWaitedGoesAhead() throws {
        var (editor, _, copy) = try editors("/likes.count<enter>")
        let before = editor.state.project
        editor.press("r<C-u>likes.total<enter><C-s>")
        // The edit is made, as on another thread, but its progress and result have not arrived yet.
        editor.computeHeldWork()
        editor.press("<C-c>")
        #expect(editor.state.filesEditProgress == nil)
        #expect(!editor.hasQuit, "Ctrl-C cancels what runs; it quits only when nothing does")
        #expect(
            editor.state.message == "renaming likes.count to likes.total cancelled: nothing changed · nothing to save")
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes))
        #expect(try copy.contents(of: "base.json") == original("base.json"))
        editor.press("r<C-u>likes.other<enter>")
        #expect(editor.rows.last == status("KEYS", "saved", "renaming likes.count to likes.other 0/8 files"))
        editor.deliver()
        #expect(
            editor.rows.last == status("KEYS", "saved", "renaming likes.count to likes.other 0/8 files"),
            "the cancelled rename's progress and result are not this one's")
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes))
        editor.finishHeldWork()
        #expect(editor.state.project.keyID("likes.other") != nil)
        #expect(editor.state.project.keyID("likes.total") == nil)
        editor.press("u")
        #expect(editor.state.message == "undone: rename likes.count to likes.other")
        #expect(editor.state.project.files.map(\.bytes) == before.files.map(\.bytes))
        editor.press("<C-c>")
        #expect(editor.hasQuit)
    }

    /// On another thread, as the run loop makes it: cancelled after its first group of files, the edit reads no more
    /// files and ends with nothing made.
    @Test func aCancelledEditStopsAtItsNextGroupOfFiles() throws {
        var files: [String: String] = [:]
        for name in ["base", "de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "cs", "pt", "ru"] {
            files[name + ".json"] = "{\n    \"key.0\": \"\(name) text\",\n    \"key.1\": \"\(name) more\"\n}\n"
        }
        var editor = HeadlessEditor(project: project(files), width: 180, height: 30)
        editor.holdsLongWork = true
        editor.press("r<C-u>key.renamed<enter>")
        let held = try #require(editor.takeHeldWork().first)
        guard case .editFiles(let edit) = held else { throw CancellationError() }
        let work = PausedWork(held)
        editor.press("<C-c>")
        #expect(editor.state.message == "renaming key.0 to key.renamed cancelled: nothing changed")
        work.mailbox.cancel(edit.serial)
        let events = work.finish()
        #expect(events.count == 2, "the first group's progress, then the end: \(events)")
        guard case .filesEdited(let outcome, let serial) = events.last else { throw CancellationError() }
        #expect(serial == edit.serial)
        #expect(outcome.project == nil)
        #expect(outcome.refusal == "renaming key.0 to key.renamed cancelled")
        for event in events { editor.send(event) }
        #expect(editor.state.project.keyID("key.0") != nil)
        #expect(editor.state.message == "renaming key.0 to key.renamed cancelled: nothing changed")
    }

    /// Files read again from disk are put in through the same background edit: the screen stays live, the edit is
    /// refused meanwhile, and one `u` brings the edits back.
    @Test func filesReadAgainFromDiskLandInTheBackground() throws {
        var (editor, _, copy) = try editors("/welcome.title<enter><tab>")
        for language in ["de", "pl"] {
            editor.selectRow(language: language)
            editor.press("<enter><C-u>Mine<enter>")
        }
        let edited = editor.state.project
        for name in ["pl.json", "de.json"] {
            let text = try copy.contents(of: name).replacingOccurrences(
                of: "\"login.button\": \"", with: "\"login.button\": \"Theirs ")
            try text.write(toFile: copy.file(name), atomically: true, encoding: .utf8)
        }
        editor.press("<C-s>")
        #expect(editor.rows.last?.hasPrefix(" ASK  de.json, pl.json changed on disk") == true)
        editor.press("r")
        #expect(editor.rows.last?.contains("saved · reloading 2 files 0/2 files") == true)
        editor.press("<enter>")
        #expect(editor.state.message == "✗ wait until it is done")
        editor.finishHeldWork()
        #expect(editor.state.message == "reloaded de.json, pl.json")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        for name in ["pl.json", "de.json"] {
            let file = try #require(editor.state.project.files.first { $0.fileName == name })
            #expect(String(decoding: file.bytes, as: UTF8.self) == (try copy.contents(of: name)))
        }
        editor.press("<esc>u")
        #expect(editor.state.message == "undone: reload")
        #expect(editor.state.project.files.map(\.bytes) == edited.files.map(\.bytes))
    }
}

/// Work done on another thread as the run loop's background queue does it (posting to a mailbox, asking it whether
/// the work was cancelled), paused after the first event it posts until `finish()`.
final class PausedWork: Sendable {
    let mailbox = Mailbox()
    private let paused = DispatchSemaphore(value: 0)
    private let goOn = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work` and returns once it has posted its first event (the first group of files done).
    init(_ work: Effect) {
        DispatchQueue.global().async { [self] in
            var stopped = false
            let result = work.computed(
                posting: { event in
                    mailbox.post(event)
                    if !stopped {
                        stopped = true
                        paused.signal()
                        goOn.wait()
                    }
                }, isCancelled: mailbox.isCancelled)
            if let result { mailbox.post(result) }
            finished.signal()
        }
        paused.wait()
    }

    /// Lets the work go on, waits for its end, and returns the events posted and not yet taken.
    func finish() -> [Event] {
        goOn.signal()
        finished.wait()
        return mailbox.take()
    }
}
