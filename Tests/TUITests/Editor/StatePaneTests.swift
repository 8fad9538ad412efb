import EditorCore
import Engine
import Testing

@testable import EditorCore

/// The key list and the languages pane drawn alone with translation states: each state's glyph and colour,
/// the key's state beside each language's name.
@Suite struct StatePaneTests {
    /// A project whose Polish has a text in each state, and a key missing.
    static let editor: HeadlessEditor = {
        var project = TUITests.project([
            "base.json": #"{"hello": "Hello", "photos": "Photos", "bye": "Bye", "new": "New", "done": "Done"}"#,
            "pl.json": #"{"hello": "Cześć", "photos": "Zdjęcia", "bye": "Bye", "done": "Gotowe"}"#,
        ])
        var sidecar = StateSidecar()
        sidecar.set(StateRecord(state: .translated, source: SourceFingerprint(value: 1)), language: "pl", key: "hello")
        sidecar.set(project.stateRecord(.needsReview, forKey: "photos"), language: "pl", key: "photos")
        sidecar.set(project.stateRecord(.needsTranslation, forKey: "bye"), language: "pl", key: "bye")
        sidecar.set(project.stateRecord(.translated, forKey: "done"), language: "pl", key: "done")
        project.replaceStateSidecar(with: sidecar)
        var editor = HeadlessEditor(project: project, width: 80, height: 24)
        editor.press("<tab>")
        return editor
    }()

    @Test func theKeyListMarksEachState() {
        let state = Self.editor.state
        let rect = state.layout!.keys
        let screen = PaneViews.alone(Rect(x: 0, y: 0, width: rect.width, height: 7)) {
            state.keyList.render(state.keyListSlice, into: &$0, rect: $1)
        }
        PaneViews.expect(
            screen,
            rows: [
                " Keys 5",
                " ~ hello",
                " * photos",
                " + bye",
                " ? new",
                "   done",
                "",
            ],
            styles: [
                "pppppppppppppppppppppppp",
                "u?uuuuuuuuuuuuuuuuuuuuuu",
                " v",
                " x",
                " w",
                "",
                "",
            ])
    }

    @Test func theLanguagesPaneShowsTheKeysStateBesideEachLanguage() {
        var editor = Self.editor
        editor.press("<S-tab>j<tab>")
        let state = editor.state
        #expect(state.selectedKey == "photos")
        let rect = state.layout!.languages
        let slice = state.languagesSlice(state.languageRows)
        let screen = PaneViews.alone(Rect(x: 0, y: 0, width: rect.width, height: 6)) {
            state.languagesPane.render(slice, into: &$0, rect: $1)
        }
        PaneViews.expect(
            screen,
            rows: [
                " Languages                                      photos",
                " base · English",
                " ▸ Photos",
                " pl · Polish  * needs review",
                " ▸ Zdjęcia",
                "",
            ],
            styles: [
                "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP",
                "bbbbbllllllllll",
                "rMrMMMMMMrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
                "bbblllllllllvvvvvvvvvvvvvvvv",
                " m mmmmmmm",
                "",
            ])
    }
}
