import EditorCore
import Engine
import TestSupport
import Testing

@testable import EditorCore

/// Suggestions while typing a translation: keys with the same or a similar source text, translated in the
/// language typed, most alike first; `Alt-1`… puts one in the field.
@Suite struct SuggestionTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)

    static func editor() -> HeadlessEditor {
        var project = TUITests.project([
            "base.json": #"""
            {"save": "Save", "saves": "Saves", "save.button": "Save", "save.again": "Save",
             "save.photo": "Save photo", "other": "Something else"}
            """#,
            "pl.json":
                #"{"save": "Zapisz", "saves": "Zapisuje", "save.again": "Zapisz?", "save.photo": "Zapisz zdjęcie", "other": "Inne"}"#,
        ])
        var sidecar = StateSidecar()
        sidecar.set(project.stateRecord(.needsReview, forKey: "save.again"), language: "pl", key: "save.again")
        project.replaceStateSidecar(with: sidecar)
        var editor = HeadlessEditor(project: project, width: 120, height: 35)
        editor.press("/save.button<enter><tab>")
        return editor
    }

    @Test func similarityIsTheEditDistanceAsAShareOfTheLongerText() {
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestions.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestions.editDistance(Array("Zażółć"), Array("Zazolc")) == 4, "by character")
        #expect(Suggestions.editDistance(Array("👍🏽 ok"), Array("👍 ok")) == 1, "a grapheme is one character")
        #expect(Suggestions.similarity(Array("Save"), Array("Save"), atLeast: 60) == 100)
        #expect(Suggestions.similarity(Array("Save"), Array("Saves"), atLeast: 60) == 80)
        #expect(Suggestions.similarity(Array("Sign In"), Array("Sign in"), atLeast: 60) == 85)
        #expect(Suggestions.similarity(Array("Save"), Array("Save photo"), atLeast: 60) == nil, "40%")
    }

    /// Texts compared by their bytes when both are plain ASCII (`Suggestions.Units`) are as alike as by their
    /// characters, whatever mix of ASCII, CR LF, letters with marks and emoji they hold.
    @Test func plainASCIITextsComparedByBytesAreAsAlikeAsByCharacters() {
        let pieces = ["Save", " ", "photo", "s", "\r\n", "\n", "ó", "e\u{301}", "👍🏽", "Zapisz", "!"]
        var generator = SystemRandomNumberGenerator()
        func random() -> String {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        for _ in 0..<2_000 {
            let (a, b) = (random(), random())
            #expect(
                Suggestions.Units(a).similarity(to: Suggestions.Units(b), atLeast: 40)
                    == Suggestions.similarity(Array(a), Array(b), atLeast: 40),
                "\(a.debugDescription) and \(b.debugDescription)")
        }
    }

    @Test func translatedKeysWithTheSameOrASimilarSourceAreOffered() {
        var editor = Self.editor()
        // Polish lacks save.button: its row starts as the source text.
        while editor.state.selectedString?.address.language != Self.pl { editor.press("j") }
        editor.press("<enter>")
        #expect(
            editor.state.lineEditor.suggestions == [
                Suggestion(key: "save", similarity: 100, text: "Zapisz"),
                Suggestion(key: "saves", similarity: 80, text: "Zapisuje"),
            ], "save.again needs review; save.photo is 40% alike")
        #expect(editor.rows.contains { $0.contains("Alt-1 100% Zapisz  ← save") }, "\(editor.rows)")
        #expect(editor.rows.contains { $0.contains("Alt-2 80%  Zapisuje  ← saves") })
        editor.press("<A-2>")
        #expect(editor.state.field.text == "Zapisuje")
        editor.press("<A-1>")
        #expect(editor.state.field.text == "Zapisz")
        #expect(editor.state.message == "from save (100% alike)")
        editor.press("<A-3>")
        #expect(editor.state.message == "no suggestion 3 here")
        editor.press("<enter>")
        guard case .text(let saved) = editor.state.project.entry("save.button", in: Self.pl)?.value else {
            Issue.record("save.button has no Polish text")
            return
        }
        #expect(saved == "Zapisz")
        #expect(editor.state.tracking.states.state(of: "save.button", in: Self.pl) == .translated)
        #expect(!editor.rows.contains { $0.contains("Alt-1") }, "gone with the field")
    }

    /// Ruling a text out by its length alone (`Units.mayReach`) never rules out one that is alike enough: ASCII,
    /// CR LF, accents, combining marks, emoji sequences, CJK.
    @Test func aTextRuledOutByItsLengthIsNeverAlikeEnough() {
        let pieces = ["a", "b", "ab", " ", "\r\n", "é", "e\u{301}", "👩‍👩‍👧", "写真", "zdję", "Фото", "%d"]
        var generator = SplitMix64(seed: 5)
        func text() -> String {
            (0..<Int.random(in: 0..<9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        var alike = 0
        for _ in 0..<3_000 {
            let (a, b) = (text(), text())
            let units = Suggestions.Units(a)
            for minimum in [0, 60, 90] {
                guard units.similarity(to: Suggestions.Units(b), atLeast: minimum) != nil else { continue }
                alike += 1
                #expect(units.mayReach(b, atLeast: minimum), "\(a.debugDescription) \(b.debugDescription) \(minimum)")
            }
        }
        #expect(alike > 1_000)
    }
}
