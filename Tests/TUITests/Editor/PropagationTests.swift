import EditorCore
import Engine
import Testing

@testable import EditorCore

/// Propagating a translation (`Alt-p` while typing one): every key with the same source text that is missing or
/// needs translation gets the text too, in one edit that undo takes back whole.
@Suite struct PropagationTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)

    /// Polish lacks `save` and `toolbar.save`, has a copy of the source for `menu.save` and a translation of
    /// `dialog.save`; `saved` has another source text, the plural `trucks` the same forms as `cars`.
    static func editor() -> HeadlessEditor {
        var project = TUITests.project([
            "base.json": #"""
            {"save": "Save", "toolbar.save": "Save", "menu.save": "Save", "dialog.save": "Save", "saved": "Saved",
             "cars": {"one": "%d car", "other": "%d cars"}, "trucks": {"one": "%d car", "other": "%d cars"}}
            """#,
            "pl.json": #"{"menu.save": "Save", "dialog.save": "Zachowaj", "trucks": {"one": "%d auto"}}"#,
        ])
        var sidecar = StateSidecar()
        sidecar.set(project.stateRecord(.needsTranslation, forKey: "menu.save"), language: "pl", key: "menu.save")
        sidecar.set(project.stateRecord(.translated, forKey: "dialog.save"), language: "pl", key: "dialog.save")
        project.replaceStateSidecar(with: sidecar)
        var polish = LanguageChoice()
        polish.targets = ["pl"]
        return HeadlessEditor(project: project, width: 100, height: 24, languages: polish)
    }

    func text(_ editor: HeadlessEditor, _ key: String) -> String? {
        guard case .text(let text)? = editor.state.project.entry(key, in: Self.pl)?.value else { return nil }
        return text
    }

    @Test func fillsTheKeysWithTheSameSourceTextInOneEdit() {
        var editor = Self.editor()
        editor.press("<tab><enter><C-u>Zapisz 💾")
        let languages = editor.rows.map { String($0.split(separator: "│", omittingEmptySubsequences: false).last!) }
        #expect(
            Array(languages[1...7]) == [
                " Languages                                                           save",
                " base · English",
                " ▸ Save",
                " pl · Polish",
                "   Zapisz 💾",
                "   Alt-1 100% Zachowaj  ← dialog.save",
                "   Alt-p also 2 keys with this source text: toolbar.save, menu.save",
            ])
        editor.press("<A-p>")
        #expect(text(editor, "save") == "Zapisz 💾")
        #expect(text(editor, "toolbar.save") == "Zapisz 💾")
        #expect(text(editor, "menu.save") == "Zapisz 💾")
        #expect(text(editor, "dialog.save") == "Zachowaj", "a translation is never overwritten")
        #expect(text(editor, "saved") == nil)
        for key in ["save", "toolbar.save", "menu.save"] {
            #expect(editor.state.tracking.states.state(of: key, in: Self.pl) == .translated, "\(key)")
        }
        #expect(editor.rows.last?.hasPrefix(" LANGUAGES  3 unsaved · filled 2 more keys with … F1 help") == true)
        #expect(editor.state.message == "filled 2 more keys with the same source text · set save in pl")
        editor.press("u")
        #expect(text(editor, "save") == nil)
        #expect(text(editor, "toolbar.save") == nil)
        #expect(text(editor, "menu.save") == "Save")
        #expect(editor.state.tracking.states.state(of: "menu.save", in: Self.pl) == .needsTranslation)
        #expect(editor.state.message == "undone: set save in pl and 2 keys with its source text")
    }

    @Test func aFormGoesToTheSameFormOfKeysWithTheSameSource() {
        var editor = Self.editor()
        editor.press("/trucks<enter><tab>")
        #expect(editor.state.selectedString?.address == ValueAddress(language: Self.pl, key: "trucks", selector: "one"))
        editor.press("<enter><C-u>%d samochód<A-p>")
        guard case .variants(let variants)? = editor.state.project.entry("cars", in: Self.pl)?.value,
            let file = editor.state.project.fileIndex(of: Self.pl)
        else {
            Issue.record("cars has no Polish forms")
            return
        }
        #expect(variants.map { editor.state.project.files[file].selectorText($0) } == ["one"])
        #expect(editor.state.message?.contains("filled 1 more key with the same source text") == true)
    }

    @Test func withNothingToFillTheFieldStaysOpenAndSaysWhy() {
        var editor = Self.editor()
        editor.press("/saved<enter><tab><enter><C-u>Zapisano")
        #expect(!editor.rows.contains { $0.contains("Alt-p") })
        editor.press("<A-p>")
        #expect(editor.state.mode == .typing(.value(ValueAddress(language: Self.pl, key: "saved"))))
        #expect(
            editor.state.message
                == "no other key with this source text is missing or needs translation here: Enter sets this one")
        editor.press("<enter>")
        #expect(text(editor, "saved") == "Zapisano")
    }

    @Test func theHelpListsTheKey() {
        #expect(
            HelpPane.lines(.standard).contains {
                let text = $0.left.map(\.text).joined()
                return text.contains("Alt-p") && text.contains("same source text that is missing or needs translation")
            })
    }
}
