import Testing

@testable import Engine

/// The states of an edited project made from those before it (`ProjectStates.updated`), for the keys the edit
/// touched, are the states computed whole; `KeyRenumbering` carries what is kept by key id over keys added,
/// removed and renamed.
@Suite struct ProjectStatesUpdateTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)

    /// Four keys, each confirmed in Polish with the source's fingerprint now.
    static func project() -> Project {
        var project = makeProject([
            "base.json": #"{"title": "Welcome", "save": "Save", "open": "Open", "close": "Close"}"#,
            "pl.json": #"{"title": "Witaj", "save": "Zapisz", "open": "Otwórz", "close": "Zamknij"}"#,
        ])
        var sidecar = StateSidecar()
        for key in project.keys { sidecar.set(project.stateRecord(.translated, forKey: key), language: "pl", key: key) }
        project.replaceStateSidecar(with: sidecar)
        return project
    }

    /// Every file's states, by key name (ids move when keys do).
    static func table(_ states: ProjectStates) -> [String: [TranslationState]] {
        Dictionary(
            uniqueKeysWithValues: states.project.keys.enumerated().map { id, key in
                (key, states.project.files.indices.map { states.state(keyID: id, file: $0) })
            })
    }

    @Test func anEditOfTheSourceMakesItsKeyStaleAsAWholeComputationDoes() throws {
        var project = Self.project()
        let before = ProjectStates(project: project)
        project.replaceFile(
            at: 0, bytes: Array(#"{"title": "Hello", "save": "Save", "open": "Open", "close": "Close"}"#.utf8))
        let whole = ProjectStates(project: project)
        let updated = before.updated(to: project, sidecar: before.sidecar, keys: ["title"])
        #expect(Self.table(updated) == Self.table(whole))
        #expect(updated.state(of: "title", in: Self.pl) == .stale)
        // Told of no key, the fingerprint of the old text is kept: the update reads only the keys it is told of.
        #expect(
            before.updated(to: project, sidecar: before.sidecar, keys: []).state(of: "title", in: Self.pl)
                == .translated)
    }

    @Test func keysAddedRemovedAndRenamedKeepTheOthersFingerprints() throws {
        let project = Self.project()
        let before = ProjectStates(project: project)
        let edits: [(base: String, pl: String, touched: Set<String>)] = [
            // Added in the middle (ids after it move), with a changed source text of a key after it.
            (
                #"{"title": "Welcome", "new": "New", "save": "Save", "open": "Opened", "close": "Close"}"#,
                #"{"title": "Witaj", "save": "Zapisz", "open": "Otwórz", "close": "Zamknij"}"#, ["open"]
            ),
            // Removed, and renamed.
            (
                #"{"title": "Welcome", "opened": "Open", "close": "Close"}"#,
                #"{"title": "Witaj", "opened": "Otwórz", "close": "Zamknij"}"#, ["open", "opened"]
            ),
        ]
        for edit in edits {
            var edited = project
            edited.replaceFiles([(0, Array(edit.base.utf8)), (1, Array(edit.pl.utf8))])
            let renumbering = try #require(KeyRenumbering(from: project, to: edited))
            #expect(!renumbering.keepsIDs)
            let names = renumbering.renumbered(project.keys, new: "")
            for (id, key) in edited.keys.enumerated() {
                #expect(names[id] == (renumbering.added.contains(id) ? "" : key))
            }
            #expect(renumbering.removed.map { project.keys[$0] }.allSatisfy { edited.exactKeyID($0) == nil })
            let updated = before.updated(to: edited, sidecar: before.sidecar, keys: edit.touched)
            #expect(Self.table(updated) == Self.table(ProjectStates(project: edited)), "\(edit.base)")
        }
    }

    @Test func keysInAnotherOrderHaveNoRenumbering() {
        let project = Self.project()
        var edited = project
        edited.replaceFiles([
            (0, Array(#"{"save": "Save", "title": "Welcome", "open": "Open", "close": "Close"}"#.utf8)),
            (1, Array(#"{"save": "Zapisz", "title": "Witaj", "open": "Otwórz", "close": "Zamknij"}"#.utf8)),
        ])
        #expect(edited.keys != project.keys)
        #expect(KeyRenumbering(from: project, to: edited) == nil)
        #expect(KeyRenumbering(from: project, to: project)?.keepsIDs == true)
        // The states are then computed whole.
        let before = ProjectStates(project: project)
        let updated = before.updated(to: edited, sidecar: before.sidecar, keys: [])
        #expect(Self.table(updated) == Self.table(ProjectStates(project: edited)))
    }
}
