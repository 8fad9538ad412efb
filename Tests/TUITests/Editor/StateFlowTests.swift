import EditorCore
import Engine
import Foundation
import TestSupport
import Testing

@testable import EditorCore
@testable import TUI

/// Translation states in the editor (issue 19): copies recorded as *needs translation*, typing as *translated*,
/// the confirm (`c`) and review (`R`) keys, undo, the sidecar saved with the project, and the work queue.
@Suite struct StateFlowTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)
    static let ja = FileLanguage.tag(LanguageTag("ja")!)

    /// An editor on a fresh copy of the sample project, with its disk state.
    func editor(_ keys: String = "", languages: LanguageChoice = LanguageChoice(), sidecar: String? = nil) throws
        -> (HeadlessEditor, TemporaryProject)
    {
        let copy = try TemporaryProject()
        if let sidecar {
            try FileManager.default.createDirectory(atPath: copy.file(".glossa"), withIntermediateDirectories: true)
            try sidecar.write(toFile: copy.file(".glossa/states.jsonl"), atomically: true, encoding: .utf8)
        }
        let (project, disk) = try Project.loadForEditing(directory: copy.path)
        var editor = HeadlessEditor(
            project: project, disk: disk, width: 140, height: 50, languages: languages, perform: ShellEffects().perform)
        editor.press(keys)
        return (editor, copy)
    }

    /// Presses `j` until the languages pane's selected row is in `language`.
    func select(_ editor: inout HeadlessEditor, language: String) {
        for _ in 0..<200 {
            if let row = editor.state.selectedString?.row,
                editor.state.project.files[row.fileIndex].language.description == language
            {
                return
            }
            editor.press("j")
        }
        Issue.record("no row in \(language) found")
    }

    func state(_ editor: HeadlessEditor, _ key: String, _ language: FileLanguage) -> TranslationState {
        editor.state.tracking.states.state(of: key, in: language)
    }

    /// A sidecar line as written, with the sample's source fingerprint of `key` now.
    func line(_ project: Project, _ language: String, _ key: String, _ state: RecordedState) -> String {
        let record = project.stateRecord(state, forKey: key)
        return "[\"\(language)\",\"\(key)\",\"\(state.rawValue)\",\"\(record.source!)\"]\n"
    }

    /// The key list's row of `key`.
    func keyRow(_ editor: HeadlessEditor, _ key: String) -> String? {
        editor.rows.map { String($0.prefix { $0 != "│" }) }.first { $0.contains(" " + key + " ") }
    }

    @Test func addingAKeyEverywhereRecordsCopiesAndSavingWritesTheSidecar() throws {
        var (editor, copy) = try editor("A")
        editor.press("onboarding.next<enter>Next<enter>")
        for language in editor.state.project.files.map(\.language) where language != .base {
            #expect(state(editor, "onboarding.next", language) == .needsTranslation, "\(language)")
        }
        #expect(state(editor, "onboarding.next", .base) == .translated)
        #expect(keyRow(editor, "onboarding.next")?.hasPrefix("●+ onboarding.next") == true)
        #expect(editor.state.disk.unsavedFiles.last == ".glossa/states.jsonl")
        #expect(editor.state.disk.unsavedFiles.count == 9)
        editor.press("<C-s>")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        #expect(editor.state.message?.hasSuffix(" · saved .glossa/states.jsonl") == true)
        let project = editor.state.project
        let expected = ["ar", "de", "fr", "ja", "pl", "pt-BR", "ru"].map {
            line(project, $0, "onboarding.next", .needsTranslation)
        }.joined()
        #expect(try copy.contents(of: ".glossa/states.jsonl") == expected)
        // Read again, the project has the same states.
        let reloaded = try Project.load(directory: copy.path)
        #expect(ProjectStates(project: reloaded).state(of: "onboarding.next", in: Self.pl) == .needsTranslation)
    }

    @Test func confirmAndReviewAreEditsThatUndoAndSave() throws {
        var (editor, copy) = try editor("A")
        editor.press("onboarding.next<enter>Next<enter><tab>")
        select(&editor, language: "pl")
        editor.press("c")
        #expect(state(editor, "onboarding.next", Self.pl) == .translated)
        #expect(editor.rows.last?.contains("onboarding.next in pl: confirmed") == true)
        #expect(editor.state.disk.unsavedFiles.last == ".glossa/states.jsonl")
        editor.press("c")
        #expect(editor.rows.last?.contains("onboarding.next in pl is already confirmed") == true)
        editor.press("u")
        #expect(state(editor, "onboarding.next", Self.pl) == .needsTranslation)
        editor.press("<C-y>")
        #expect(state(editor, "onboarding.next", Self.pl) == .translated)
        editor.press("R")
        #expect(state(editor, "onboarding.next", Self.pl) == .needsReview)
        #expect(editor.rows.contains { $0.contains("pl · Polish  * needs review") })
        editor.press("<C-s>")
        let saved = try copy.contents(of: ".glossa/states.jsonl")
        #expect(saved.contains(line(editor.state.project, "pl", "onboarding.next", .needsReview)))
        #expect(saved.contains(line(editor.state.project, "de", "onboarding.next", .needsTranslation)))
        // The source has no state: on its row, the confirm key says what to do.
        editor.press("g")
        #expect(editor.state.selectedString?.address.language == .base)
        editor.press("c")
        #expect(editor.rows.last?.contains("the source has no state") == true)
        // Undo past the save: the record changes back, and the sidecar is unsaved again.
        editor.press("u")
        #expect(state(editor, "onboarding.next", Self.pl) == .translated)
        #expect(editor.state.disk.unsavedFiles == [".glossa/states.jsonl"])
    }

    @Test func typingRecordsTranslatedOnlyInAProjectThatKeepsStates() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("<enter><C-u>Witaj<enter>")
        #expect(editor.state.disk.unsavedFiles == ["pl.json"], "no sidecar: typing records nothing")
        editor.press("<C-s>")
        #expect(!FileManager.default.fileExists(atPath: copy.file(".glossa/states.jsonl")))

        let project = editor.state.project
        let sidecar = line(project, "pl", "welcome.title", .needsReview)
        var (withStates, _) = try self.editor("/welcome.title<enter><tab>", sidecar: sidecar)
        select(&withStates, language: "pl")
        #expect(state(withStates, "welcome.title", Self.pl) == .needsReview)
        withStates.press("<enter><C-u>Witaj<enter>")
        #expect(state(withStates, "welcome.title", Self.pl) == .translated)
        #expect(withStates.state.disk.unsavedFiles == ["pl.json", ".glossa/states.jsonl"])
    }

    /// A missing translation starts as the source text; accepted as it is, it is a copy.
    @Test func aMissingTranslationAcceptedAsOfferedIsACopy() throws {
        var (editor, _) = try editor("/settings.dark-mode<enter><tab>")
        select(&editor, language: "ja")
        #expect(state(editor, "settings.dark-mode", Self.ja) == .missing)
        editor.press("<enter><enter>")
        #expect(state(editor, "settings.dark-mode", Self.ja) == .needsTranslation)
        editor.press("<enter><C-u>ダークモード<enter>")
        #expect(state(editor, "settings.dark-mode", Self.ja) == .translated)
    }

    @Test func pluralFormsAndFixItsRecordCopies() throws {
        var (editor, _) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("p")
        #expect(state(editor, "welcome.title", Self.pl) == .needsTranslation)
        editor.press("u")
        #expect(state(editor, "welcome.title", Self.pl) == .translated)
        editor.press("<tab><tab>")
        #expect(editor.state.focus == .findings)
        let findings = editor.state.visibleFindings
        let index = try #require(
            findings.firstIndex { $0.ruleID == "plural-missing-category" && $0.fixIt?.edits.isEmpty == false })
        let finding = findings[index]
        for _ in 0..<index { editor.press("j") }
        editor.press("F")
        let file = try #require(editor.state.project.files.first { $0.fileName == finding.fileName })
        #expect(state(editor, try #require(finding.key), file.language) == .needsTranslation)
    }

    @Test func theQueueGoesToEachKeyThatNeedsWorkAndTheFilterShowsIt() throws {
        let project = sampleProject
        let sidecar =
            line(project, "pl", "login.button", .needsReview) + line(project, "pl", "photos.count", .needsTranslation)
        var (editor, _) = try editor(sidecar: sidecar)
        // Every language: settings.dark-mode is missing in ar and ja.
        editor.press("n")
        #expect(editor.state.selectedKey == "login.button")
        #expect(editor.state.focus == .languages)
        #expect(editor.state.selectedString?.address.language == Self.pl, "the row to work on is selected")
        #expect(editor.rows.last?.contains("3 keys need work in 7 languages") == true)
        editor.press("n")
        #expect(editor.state.selectedKey == "photos.count")
        editor.press("c")
        editor.press("n")
        #expect(editor.state.selectedKey == "settings.dark-mode")
        editor.press("n")
        #expect(editor.state.selectedKey == "login.button")
        #expect(editor.rows.last?.contains("from the top") == true)
        editor.press("N")
        #expect(editor.state.selectedKey == "settings.dark-mode")
        #expect(editor.rows.last?.contains("from the bottom") == true)
        editor.press("<tab><tab><tab>t")
        #expect(editor.rows.contains { $0.contains("Keys 2/32") && $0.contains("[to do]") })
        #expect(keyRow(editor, "login.button")?.hasPrefix(" * login.button") == true)
        #expect(keyRow(editor, "settings.dark-mode")?.hasPrefix(" ? settings.dark-mode") == true)
        // Once everything is done, the queue says so.
        var (done, _) = try self.editor(
            languages: {
                var c = LanguageChoice(); c.targets = ["pl"]; return c
            }())
        done.press("n")
        #expect(done.rows.last?.contains("no key needs work in Polish ✓") == true)
    }

    @Test func theStatusLineCountsTheTargetLanguage() throws {
        var choice = LanguageChoice()
        choice.targets = ["pl"]
        let project = sampleProject
        let sidecar =
            line(project, "pl", "login.button", .needsReview)
            + "[\"pl\",\"welcome.title\",\"translated\",\"0000000000000001\"]\n"
        let (editor, _) = try editor(languages: choice, sidecar: sidecar)
        #expect(editor.rows.last?.contains("Polish: 30/32 translated · 1 need review · 1 stale") == true)
        #expect(keyRow(editor, "welcome.title")?.hasPrefix(" ~ welcome.title") == true)
        #expect(keyRow(editor, "settings.dark-mode")?.hasPrefix("   settings.dark-mode") == true, "ja is no target")
        #expect(EditorState.grouped(1_024) == "1,024")
        #expect(EditorState.grouped(999) == "999")
        #expect(EditorState.grouped(1_234_567) == "1,234,567")
    }

    @Test func quittingAsksWhileARecordIsUnsaved() throws {
        var (editor, copy) = try editor("A")
        defer { copy.remove() }
        editor.press("x.y<enter>Next<enter><C-s><tab>")
        select(&editor, language: "de")
        editor.press("cq")
        #expect(editor.rows.last?.contains("Unsaved edits in .glossa/states.jsonl. Save before quitting?") == true)
        editor.press("s")
        #expect(editor.hasQuit)
    }

    /// A renamed key takes its records along; a deleted key's records go; both undo.
    @Test func renamingAndDeletingAKeyMoveItsRecords() throws {
        let sidecar =
            line(sampleProject, "de", "likes.count", .needsReview)
            + "[\"pl\",\"likes.count\",\"translated\",\"0000000000000001\"]\n"
        var (editor, copy) = try editor("/likes.count<enter>", sidecar: sidecar)
        editor.press("r<C-u>likes.total<enter>")
        #expect(state(editor, "likes.total", .tag(LanguageTag("de")!)) == .needsReview)
        #expect(editor.state.tracking.records.current?.record(language: "pl", key: "likes.count") == nil)
        #expect(state(editor, "likes.total", Self.pl) == .stale)
        editor.press("<C-s>")
        #expect(
            try copy.contents(of: ".glossa/states.jsonl")
                == sidecar.replacingOccurrences(of: "likes.count", with: "likes.total"))
        editor.press("dy")
        #expect(editor.state.tracking.records.current?.records.isEmpty == true)
        editor.press("u")
        #expect(state(editor, "likes.total", .tag(LanguageTag("de")!)) == .needsReview)
    }

    /// Saving writes only the records this session changed, on the sidecar as it is on disk then: another
    /// program's records are kept.
    @Test func savingKeepsAnotherProgramsRecords() throws {
        let sidecar = line(sampleProject, "de", "feed.title", .needsReview)
        var (editor, copy) = try editor("/welcome.title<enter><tab>", sidecar: sidecar)
        select(&editor, language: "pl")
        editor.press("R")
        let other = StateRecord(state: .needsTranslation, source: SourceFingerprint(value: 7))
        try StateSidecar.update(in: copy.path) { $0.set(other, language: "ru", key: "feed.empty") }
        editor.press("<C-s>")
        let saved = try copy.contents(of: ".glossa/states.jsonl")
        #expect(
            saved
                == sidecar + line(sampleProject, "pl", "welcome.title", .needsReview)
                + "[\"ru\",\"feed.empty\",\"needs-translation\",\"0000000000000007\"]\n")
        #expect(state(editor, "feed.empty", .tag(LanguageTag("ru")!)) == .needsTranslation, "read back at save")
    }
}
