import Testing

@testable import Engine

/// Recording states in a project held in memory (the editor's path): records with the source's fingerprint
/// now, the project's sidecar replaced, and states computed from a sidecar already read.
@Suite struct ProjectStateRecordingTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)

    static func project(sidecar: String? = nil) -> Project {
        var files = [
            "base.json": #"{"title": "Welcome", "save": "Save", "cars": {"one": "%d car", "other": "%d cars"}}"#,
            "pl.json": #"{"title": "Witaj", "save": "Save", "cars": {"one": "%d auto", "other": "%d aut"}}"#,
            "expressions.json": "{}",
        ]
        if let sidecar { files[".glossa/states.jsonl"] = sidecar }
        return makeProject(files)
    }

    @Test func aRecordCarriesTheSourceFingerprintOfItsKeyNow() {
        let project = Self.project()
        let record = project.stateRecord(.translated, forKey: "cars")
        #expect(record.state == .translated)
        #expect(record.source == SourceFingerprint(of: project.entry("cars", in: .base), in: project.files[0]))
        #expect(record.source != project.stateRecord(.translated, forKey: "title").source)
        // A key the source lacks gets the fingerprint of no value; a project without a source gets none.
        #expect(
            project.stateRecord(.needsReview, forKey: "nope").source == SourceFingerprint(of: nil, in: project.files[0])
        )
        let sourceless = makeProject(["pl.json": #"{"a": "b"}"#])
        #expect(sourceless.stateRecord(.translated, forKey: "a").source == nil)
    }

    @Test func swifternalizationHasNoNativeStates() throws {
        #expect(try Self.project().nativeStateEdit(.needsReview, forKey: "title", in: Self.pl) == nil)
    }

    @Test func aReplacedSidecarIsWhatStatesAndValidationRead() {
        var project = Self.project()
        #expect(!ProjectStates(project: project).recordsStates)
        var sidecar = StateSidecar()
        sidecar.set(project.stateRecord(.needsTranslation, forKey: "save"), language: "pl", key: "save")
        sidecar.set(project.stateRecord(.needsReview, forKey: "title"), language: "pl", key: "title")
        project.replaceStateSidecar(with: sidecar)
        #expect(project.stateSidecar == sidecar.bytes)
        let states = ProjectStates(project: project)
        #expect(states.recordsStates)
        #expect(states.state(of: "save", in: Self.pl) == .needsTranslation)
        #expect(states.state(of: "title", in: Self.pl) == .needsReview)
        #expect(states.state(of: "cars", in: Self.pl) == .translated)
        let findings = Validator().validate(project).findings.filter { $0.ruleID.hasPrefix("state-") }.map(\.ruleID)
        #expect(findings.sorted() == ["state-needs-review", "state-needs-translation"])
        project.replaceStateSidecar(with: nil)
        #expect(project.stateSidecar == nil)
        #expect(!ProjectStates(project: project).recordsStates)
    }

    @Test func statesFromASidecarAlreadyReadAgreeWithReadingItsBytes() {
        var sidecar = StateSidecar()
        let project = Self.project()
        sidecar.set(project.stateRecord(.translated, forKey: "title"), language: "pl", key: "title")
        sidecar.set(StateRecord(state: .translated, source: SourceFingerprint(value: 1)), language: "pl", key: "cars")
        let withBytes = Self.project(sidecar: String(decoding: sidecar.bytes, as: UTF8.self))
        let read = ProjectStates(project: withBytes)
        let given = ProjectStates(project: project, sidecar: sidecar)
        for key in ["title", "save", "cars"] {
            #expect(read.state(of: key, in: Self.pl) == given.state(of: key, in: Self.pl), "\(key)")
        }
        #expect(given.state(of: "cars", in: Self.pl) == .stale)
        #expect(given.recordsStates)
        #expect(!ProjectStates(project: project, sidecar: nil).recordsStates)
    }

    /// A file's states in one pass are each key's state.
    @Test func aFilesColumnOfStatesIsEachKeysState() {
        var project = Self.project()
        var sidecar = StateSidecar()
        sidecar.set(project.stateRecord(.needsReview, forKey: "title"), language: "pl", key: "title")
        sidecar.set(StateRecord(state: .translated, source: SourceFingerprint(value: 1)), language: "pl", key: "cars")
        sidecar.set(project.stateRecord(.needsTranslation, forKey: "save"), language: "pl", key: "save")
        project.replaceStateSidecar(with: sidecar)
        project.replaceFile(
            at: 1,
            bytes: Array(
                #"{"title": "Witaj", "save": "Save", "cars": {"one": "", "other": "%d aut"}, "extra": ""}"#.utf8))
        let states = ProjectStates(project: project)
        for file in project.files.indices {
            #expect(states.states(file: file) == project.keys.indices.map { states.state(keyID: $0, file: file) })
        }
        let polish = project.fileIndex(of: Self.pl)!
        #expect(states.states(file: polish) == [.needsReview, .needsTranslation, .stale, .missing])
    }

    /// A project read again whole (its settings replaced) keeps the sidecar it holds.
    @Test func readingTheProjectAgainKeepsItsSidecar() {
        var project = Self.project()
        var sidecar = StateSidecar()
        sidecar.set(project.stateRecord(.needsReview, forKey: "title"), language: "pl", key: "title")
        project.replaceStateSidecar(with: sidecar)
        project.replaceAuxiliaryFile(named: "expressions.json", bytes: Array("{ }".utf8))
        #expect(project.stateSidecar == sidecar.bytes)
        #expect(ProjectStates(project: project).state(of: "title", in: Self.pl) == .needsReview)
    }
}
