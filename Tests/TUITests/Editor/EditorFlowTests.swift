import EditorCore
import Engine
import Testing

@testable import EditorCore

/// Flows through the state and the views: (project, keys, expected rows).
@Suite struct EditorFlowTests {
    @Test func startsOnTheFirstKeyWithEveryLanguage() {
        let editor = HeadlessEditor.sample()
        let rows = editor.rows
        #expect(rows[0].hasPrefix(" Glossa · sample-project · Swifternalization JSON · 8 languages · 32 keys"))
        #expect(rows[1].hasPrefix(" Keys 32"))
        #expect(rows[2].hasPrefix("   welcome.title"))
        #expect(row(containing: "base · English", in: rows) != nil)
        #expect(row(containing: "pl · Polish", in: rows) != nil)
        #expect(rows[35].hasPrefix(" KEYS  saved"))
    }

    @Test func filterThenNumberSelectsEachLanguagesForm() throws {
        // DESIGN's example: 21 is Russian `one` and Polish `many`.
        let editor = HeadlessEditor.sample(width: 120, height: 90, keys: "/photos.c<enter>#21<enter>")
        #expect(editor.state.selectedKey == "photos.count")
        let rows = editor.rows
        #expect(rows[1].hasPrefix(" Keys 1/32") && rows[1].contains("/photos.c"))
        #expect(row(containing: "▸ one    %d фотография", in: rows) != nil)
        #expect(row(containing: "▸ many   %d zdjęć", in: rows) != nil)
        let russian = try #require(row(containing: "ru    21 фотография", in: rows))
        #expect(russian.hasSuffix("one"))
        let polish = try #require(row(containing: "pl    21 zdjęć", in: rows))
        #expect(polish.hasSuffix("many"))
        #expect(row(containing: "Number 21", in: rows) != nil)
    }

    @Test func thePreviewFillsEveryPlaceholderWithSampleValues() throws {
        let editor = HeadlessEditor.sample(width: 120, height: 60, keys: "/photo.tagged<enter>#2<enter>")
        #expect(editor.state.selectedKey == "photo.tagged-people")
        let rows = editor.rows
        #expect(row(containing: "Sample values: %1 = Ana · %2 = #", in: rows) != nil)
        #expect(try #require(row(containing: "base  Ana and 2 other people", in: rows)).hasSuffix("other"))
        #expect(row(containing: "pl    Ana i 2 inne osoby", in: rows) != nil)
        #expect(row(containing: "ja    Anaさんと他2人", in: rows) != nil)
    }

    @Test func aDecimalIsShownAsTyped() {
        let editor = HeadlessEditor.sample(width: 120, height: 60, keys: "/photos.c<enter>#1.5<enter>")
        #expect(row(containing: "base  1.5 photos", in: editor.rows) != nil)
        #expect(row(containing: "pl    1.5 zdjęcia", in: editor.rows) != nil)
    }

    @Test func plusAndMinusStepTheNumberFromAnywhere() {
        var editor = HeadlessEditor.sample(keys: "/photos.c<enter>#4<enter>")
        editor.press("+")
        #expect(editor.state.number == "5")
        #expect(row(containing: "pl    5 zdjęć", in: editor.rows) != nil)
        editor.press("--")
        #expect(editor.state.number == "3")
        #expect(row(containing: "pl    3 zdjęcia", in: editor.rows) != nil)
        editor.press("#<C-u>1.50<enter>+")
        #expect(editor.state.number == "2.50")
    }

    @Test func thePluralTableShowsEveryCategoryWithExamples() {
        let editor = HeadlessEditor.sample(width: 160, height: 80, keys: "/photos.c<enter><tab><tab>")
        let rows = editor.rows
        #expect(row(containing: "Plural forms", in: rows) != nil)
        // Each category with its CLDR examples and the string the key gives for the first example
        // its own variant answers (Polish 0 is answered by the explicit `ie:x=0`, so `many` shows 5).
        #expect(row(containing: "pl    one   1", in: rows)?.hasSuffix("→ 1 zdjęcie") == true)
        #expect(row(containing: "few   2~4, 22~24", in: rows)?.hasSuffix("→ 2 zdjęcia") == true)
        #expect(row(containing: "→ 5 zdjęć", in: rows)?.contains("many  0, 5~19") == true)
        #expect(row(containing: "zero  0; 0.0, 0.00", in: rows) != nil, "Arabic's zero")
        #expect(row(containing: "ordinal:", in: rows) != nil)
    }

    @Test func widthStepsThroughTheKeysVariations() {
        var editor = HeadlessEditor.sample(keys: "/forgot<enter>")
        #expect(editor.state.selectedKey == "login.forgot-password")
        editor.press("]")
        let first = editor.state.previewWidth
        #expect(!first.isEmpty)
        editor.press("]")
        #expect(Int(editor.state.previewWidth)! > Int(first)!)
        editor.press("w<C-u>999<enter>")
        #expect(editor.state.previewWidth == "999")
    }

    @Test func quickFiltersAndSortOrder() {
        var editor = HeadlessEditor.sample(keys: "m")
        #expect(editor.state.keyList.visible.count == editor.state.tracking.marks.missingCount)
        #expect(editor.rows[1].contains("[missing]"))
        editor.press("m")
        #expect(editor.state.keyList.visible.count == 32)
        editor.press("s")
        let keys = editor.state.keyList.visible.map { sampleProject.keys[$0] }
        #expect(keys == keys.sorted())
        #expect(editor.rows[1].contains("A–Z"))
        editor.press("/zzzz-nothing")
        #expect(row(containing: "no key matches", in: editor.rows) != nil)
        editor.press("<esc>")
        #expect(editor.state.keyList.visible.count == 32)
    }

    @Test func filterMatchesValuesInAnyLanguageIgnoringCase() {
        let editor = HeadlessEditor.sample(keys: "/ZDJĘĆ")
        let keys = editor.state.keyList.visible.map { sampleProject.keys[$0] }
        #expect(keys.contains("photos.count"))
        #expect(!keys.contains("welcome.title"))
    }

    @Test func findingsJumpToTheirKey() throws {
        var editor = HeadlessEditor.sample(keys: "<S-tab>")
        #expect(editor.state.focus == .findings)
        let findings = editor.state.visibleFindings
        let index = try #require(findings.firstIndex { $0.key == "settings.dark-mode" })
        for _ in 0..<index { editor.press("j") }
        editor.press("<enter>")
        #expect(editor.state.selectedKey == "settings.dark-mode")
        #expect(editor.state.focus == .languages)
        editor.press("<tab><tab>f")
        #expect(editor.state.visibleFindings.allSatisfy { $0.key == "settings.dark-mode" })
    }

    @Test func helpIsGeneratedFromTheKeyMap() {
        var editor = HeadlessEditor.sample(keys: "<F1>")
        let rows = editor.rows
        #expect(rows[0].contains("Glossa — keys"))
        #expect(row(containing: "Ctrl-C", in: rows) != nil || row(containing: "q ", in: rows) != nil)
        #expect(row(containing: "next pane", in: rows) != nil)
        editor.press("<esc>")
        #expect(editor.state.mode == .browse)
    }

    @Test func tooSmallScreenAndResize() {
        var editor = HeadlessEditor.sample(width: 70, height: 20)
        #expect(row(containing: "Terminal too small: 70×20.", in: editor.rows) != nil)
        editor.press("j")
        #expect(!editor.hasQuit)
        editor.send(.resize(width: 80, height: 24))
        #expect(editor.rows[1].hasPrefix(" Keys 32"))
        editor.send(.resize(width: 60, height: 24))
        editor.press("q")
        #expect(editor.hasQuit)
    }

    @Test func mouseClickSelectsAKeyAndARow() {
        var editor = HeadlessEditor.sample()
        editor.send(.click(x: 5, y: 5))
        #expect(editor.state.keyList.cursor == 3)
        #expect(editor.state.focus == .keys)
        editor.send(.scroll(x: 5, y: 5, lines: 3))
        #expect(editor.state.keyList.cursor == 6)
    }

    @Test func quitsWithQ() {
        var editor = HeadlessEditor.sample(keys: "j")
        #expect(!editor.hasQuit)
        editor.press("q")
        #expect(editor.hasQuit)
    }

    @Test func aMalformedFileIsShownAndTheRestIsUsable() {
        let broken = project([
            "base.json": #"{"greeting": "Hello", "bye": "Bye"}"#,
            "pl.json": "{\n  \"greeting\": \"Cześć\"\n  \"bye\": \"Pa\"\n}\n",
            "de.json": #"{"greeting": "Hallo"}"#,
        ])
        let editor = HeadlessEditor(project: broken, width: 100, height: 30)
        let rows = editor.rows
        #expect(row(containing: "pl.json:2:22: expected ',' or '}'", in: rows) != nil)
        #expect(row(containing: "Hallo", in: rows) != nil)
        #expect(editor.state.findings.list.contains { $0.fileName == "pl.json" && $0.severity == .error })
    }

    @Test func unicodeLinesUpInThePanes() throws {
        let unicode = project([
            "base.json": #"{"k": "Zażółć 中文 👍🏽 e\u0301 🇵🇱 end"}"#,
            "ja.json": #"{"k": "東京タワー end"}"#,
        ])
        let editor = HeadlessEditor(project: unicode, width: 100, height: 30)
        let screen = editor.render()
        let rows = screen.rows
        let line = try #require(row(containing: "Zażółć 中文", in: rows))
        #expect(line.contains("👍🏽 é 🇵🇱 end"))
        // Find where "end" starts on the base row: columns follow the sum-of-scalars width.
        let y = rows.firstIndex { $0.contains("Zażółć") }!
        let startX = (0..<screen.width).first { screen[$0, y].text == "Z" }!
        let endX = (0..<screen.width).first {
            $0 > startX && screen[$0, y].text == "e" && screen[$0 + 1, y].text == "n"
        }!
        #expect(endX - startX == DisplayWidth.of("Zażółć 中文 👍🏽 e\u{301} 🇵🇱 "))
        #expect(endX - startX == 22)
    }

    @Test func aWideTerminalShowsEveryLanguageAtOnce() throws {
        // 240 columns: the languages pane is wide enough for two columns of language blocks.
        var editor = HeadlessEditor.sample(width: 240, height: 40, keys: "/photos.count<enter><tab>")
        let rows = editor.rows
        for name in ["base · English", "ar · Arabic", "pl · Polish", "pt-BR · Portuguese (pt-BR)", "ru · Russian"] {
            #expect(row(containing: name, in: rows) != nil, "\(name)")
        }
        #expect(editor.state.languagesPane.scroll == 0)
        #expect(rows.contains { $0.contains("│ base · English") && $0.contains("pt-BR · Portuguese") }, "side by side")
        // A click in the second column (the pane starts at column 41, two columns of 49) selects the row there.
        let y = try #require(rows.firstIndex { $0.contains("few    %d фотографии") })
        editor.send(.click(x: 41 + 49 + 12, y: y))
        let selected = editor.state.languageRows[editor.state.languageCursor]
        #expect(editor.state.project.files[selected.fileIndex].language.description == "ru")
    }
}
