import Testing

@testable import Engine

/// The life of one translation's state (DESIGN §12), step by step through the edits that move it: missing, a copy
/// (needs translation), typed (translated), the source edited (stale), confirmed again (translated), marked for
/// review (and staying so when the source changes), its text emptied (missing).
@Suite struct StateTransitionTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)

    /// Records `state` of `title` in Polish against the source as it is now, as `set --state` and the editor do.
    static func record(_ state: RecordedState, in project: inout Project) {
        var sidecar = project.stateSidecar.map { StateSidecar.parse($0).sidecar } ?? StateSidecar()
        sidecar.set(project.stateRecord(state, forKey: "title"), language: "pl", key: "title")
        project.replaceStateSidecar(with: sidecar)
    }

    /// Sets the text of `title` in `language` through the project's format.
    static func set(_ text: String, in language: FileLanguage, of project: inout Project) throws {
        let changes = project.settingTexts([
            TextChange(language: language, address: EntryAddress(key: "title"), text: text)
        ])
        #expect(changes.refused.isEmpty)
        project.replaceFiles(changes.replacements)
    }

    static func state(_ project: Project) -> TranslationState {
        ProjectStates(project: project).state(of: "title", in: pl)
    }

    @Test func aTranslationGoesThroughEveryState() throws {
        var project = makeProject([
            "base.json": #"{"title": "Welcome", "other": "Other"}"#, "pl.json": #"{"other": "Inne"}"#,
            ".glossa/states.jsonl": "",
        ])
        #expect(Self.state(project) == .missing)
        // A copy of the source (A, p, a fix-it): needs translation.
        try Self.set("Welcome", in: Self.pl, of: &project)
        Self.record(.needsTranslation, in: &project)
        #expect(Self.state(project) == .needsTranslation)
        // Typed: translated.
        try Self.set("Witaj 👋", in: Self.pl, of: &project)
        Self.record(.translated, in: &project)
        #expect(Self.state(project) == .translated)
        // The source's text changes: stale, computed from the fingerprint, nothing rewritten.
        let sidecar = project.stateSidecar
        try Self.set("Welcome!", in: .base, of: &project)
        #expect(Self.state(project) == .stale)
        #expect(project.stateSidecar == sidecar)
        #expect(
            ProjectStates(project: project).state(of: "title", in: .base) == .translated, "the source is never stale")
        // Confirmed against the source as it is now: translated again.
        Self.record(.translated, in: &project)
        #expect(Self.state(project) == .translated)
        // Marked for review, it stays so when the source changes (it needs work anyway).
        Self.record(.needsReview, in: &project)
        try Self.set("Welcome to Lumi", in: .base, of: &project)
        #expect(Self.state(project) == .needsReview)
        // Without a text, whatever the record: missing.
        try Self.set("", in: Self.pl, of: &project)
        #expect(Self.state(project) == .missing)
    }
}
