import EditorCore
import Engine
import Foundation
import TestSupport
import Testing

@testable import EditorCore
@testable import TUI

/// The state sidecar (`.glossa/states.jsonl`) changed by another program while the editor is open: read again on the
/// next look at the disk, record by record, the records this session changed and has not saved kept; the editor's
/// own save not taken for another program's change.
extension StateFlowTests {
    static let de = FileLanguage.tag(LanguageTag("de")!)
    static let ru = FileLanguage.tag(LanguageTag("ru")!)

    @Test func anotherProgramsRecordsAreReadWhileTheEditorIsOpen() throws {
        var (editor, copy) = try editor(
            "/feed.title<enter>", sidecar: line(sampleProject, "de", "feed.title", .needsReview))
        #expect(state(editor, "feed.title", Self.de) == .needsReview)
        let row = try #require(keyRow(editor, "feed.title"))
        // `glossa set --state` from a shell: another record of the key, and one of another key.
        try StateSidecar.update(in: copy.path) { sidecar in
            sidecar.set(nil, language: "de", key: "feed.title")
            sidecar.set(
                StateRecord(state: .needsTranslation, source: SourceFingerprint(value: 7)), language: "ru",
                key: "feed.empty")
        }
        editor.send(.idle)
        #expect(state(editor, "feed.title", Self.de) == .translated)
        #expect(state(editor, "feed.empty", Self.ru) == .needsTranslation)
        #expect(keyRow(editor, "feed.title") != row, "the key's mark follows its states")
        #expect(editor.rows.last?.contains("reloaded .glossa/states.jsonl") == true)
        #expect(editor.state.disk.unsavedFiles.isEmpty, "the records read are the disk's: nothing to save")
        // Looked at again, nothing more is read.
        editor.press("j")
        editor.send(.idle)
        #expect(editor.state.message == nil)
    }

    @Test func recordsNotSavedStayAsTheEditorHasThem() throws {
        var (editor, copy) = try editor("/welcome.title<enter><tab>")
        select(&editor, language: "pl")
        editor.press("R")
        #expect(state(editor, "welcome.title", Self.pl) == .needsReview)
        // Another program records the same key and another one.
        try StateSidecar.update(in: copy.path) { sidecar in
            sidecar.set(
                StateRecord(state: .needsTranslation, source: SourceFingerprint(value: 1)), language: "pl",
                key: "welcome.title")
            sidecar.set(
                StateRecord(state: .needsTranslation, source: SourceFingerprint(value: 7)), language: "ru",
                key: "feed.empty")
        }
        editor.send(.idle)
        #expect(state(editor, "welcome.title", Self.pl) == .needsReview, "the editor's unsaved record")
        #expect(state(editor, "feed.empty", Self.ru) == .needsTranslation, "the other program's")
        #expect(editor.state.disk.unsavedFiles == [".glossa/states.jsonl"])
        editor.press("<C-s>")
        let saved = try copy.contents(of: ".glossa/states.jsonl")
        #expect(
            saved
                == line(sampleProject, "pl", "welcome.title", .needsReview)
                + "[\"ru\",\"feed.empty\",\"needs-translation\",\"0000000000000007\"]\n")
        // The editor's own write is not another program's change; a later one by another program is read again,
        // over the record the editor saved.
        editor.press("j")
        editor.send(.idle)
        #expect(editor.state.message == nil)
        try StateSidecar.update(in: copy.path) { $0.set(nil, language: "pl", key: "welcome.title") }
        editor.send(.idle)
        #expect(state(editor, "welcome.title", Self.pl) == .translated)
        #expect(editor.state.disk.unsavedFiles.isEmpty)
    }
}
