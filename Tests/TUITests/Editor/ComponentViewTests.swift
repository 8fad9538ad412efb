import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore

/// The raw editor, the variant menu, the conflict chooser, a question, the status line and the line editor,
/// each drawn alone in the rectangle the layout gives it at 80×24, 120×35 and 200×60, on Polish, Arabic,
/// Japanese and emoji texts.
@Suite struct ComponentViewTests {
    @Test(arguments: [0, 1, 2]) func rawEditor(size: Int) throws {
        // Polish's entry of `hello`, with a character typed after its closing quote: not valid JSON.
        let editor = PaneViews.editor(PaneViews.sizes[size], keys: "/hello<enter><tab>jjjJ<end>ą")
        let state = editor.state
        let raw = try #require(state.rawEditor)
        let screen = PaneViews.alone(state.layout!.languages) { raw.render(into: &$0, rect: $1) }
        PaneViews.expect(
            screen, rows: ComponentExpected.rawEditor[size].rows, styles: ComponentExpected.rawEditor[size].styles)
    }

    @Test(arguments: [0, 1, 2]) func menu(size: Int) throws {
        let editor = PaneViews.editor(PaneViews.sizes[size], keys: "/hello<enter><tab>jjjv<down>")
        let state = editor.state
        guard case .choosing(let menu) = state.mode else {
            Issue.record("no menu: \(state.mode)")
            return
        }
        let screen = PaneViews.alone(state.layout!.languages) { menu.render(into: &$0, rect: $1) }
        PaneViews.expect(screen, rows: ComponentExpected.menu[size].rows, styles: ComponentExpected.menu[size].styles)
    }

    @Test(arguments: [0, 1, 2]) func question(size: Int) {
        let state = PaneViews.editor(PaneViews.sizes[size], keys: "").state
        let polish = FileLanguage.tag(LanguageTag("pl")!)
        let question = Question.reshape(
            ValueAddress(language: polish, key: "hello", selector: nil, width: 50), text: "Cześć 👋",
            change: "keep the old text „Zażółć gęślą jaźń 👋” at @51 (مرحبا, こんにちは)")
        let slice = state.questionSlice(question)
        let screen = PaneViews.alone(state.layout!.languages) { question.render(slice, into: &$0, rect: $1) }
        PaneViews.expect(
            screen, rows: ComponentExpected.question[size].rows, styles: ComponentExpected.question[size].styles)
    }

    @Test(arguments: [0, 1, 2]) func conflictChooser(size: Int) throws {
        let chooser = try Self.conflict()
        let rect = PaneViews.editor(PaneViews.sizes[size], keys: "").state.layout!.languages
        let screen = PaneViews.alone(rect) { chooser.render(.init(hints: "m mine · t theirs"), into: &$0, rect: $1) }
        PaneViews.expect(
            screen, rows: ComponentExpected.conflictChooser[size].rows,
            styles: ComponentExpected.conflictChooser[size].styles)
    }

    @Test(arguments: [0, 1, 2]) func statusLineWithAMessage(size: Int) {
        let state = PaneViews.editor(PaneViews.sizes[size], keys: "").state
        var line = StatusLine()
        line.update(.say("zapisano pl.json · حُفظ · 保存しました 👍🏽"))
        let slice = StatusLine.Slice(
            mode: "KEYS", hints: "F1 help · q quit", content: .progress(unsaved: 2, progress: "Polish: 1/2 translated"))
        let screen = PaneViews.alone(state.layout!.status) { line.render(slice, into: &$0, rect: $1) }
        PaneViews.expect(
            screen, rows: ComponentExpected.statusMessage[size].rows,
            styles: ComponentExpected.statusMessage[size].styles)
    }

    @Test(arguments: [0, 1, 2]) func statusLineWithAPrompt(size: Int) {
        let editor = PaneViews.editor(
            PaneViews.sizes[size], keys: "/hello<enter>r<C-u>zażółć_こんにちは_مرحبا_👍🏽<left><left>")
        let state = editor.state
        let screen = PaneViews.alone(state.layout!.status) {
            state.statusLine.render(state.statusSlice, into: &$0, rect: $1)
        }
        PaneViews.expect(
            screen, rows: ComponentExpected.statusPrompt[size].rows, styles: ComponentExpected.statusPrompt[size].styles
        )
        #expect(screen.cursor?.y == 0)
    }

    @Test(arguments: [0, 1, 2]) func statusLineAsking(size: Int) {
        let editor = PaneViews.editor(PaneViews.sizes[size], keys: "/photos<enter>d")
        let state = editor.state
        let screen = PaneViews.alone(state.layout!.status) {
            state.statusLine.render(state.statusSlice, into: &$0, rect: $1)
        }
        PaneViews.expect(
            screen, rows: ComponentExpected.statusAsking[size].rows, styles: ComponentExpected.statusAsking[size].styles
        )
    }

    @Test(arguments: [0, 1, 2]) func lineEditor(size: Int) {
        let state = PaneViews.editor(PaneViews.sizes[size], keys: "").state
        let columns = state.fieldColumns(.renameKey("hello"), in: state.layout!)
        var field = LineEditor()
        field.update(.begin("Zażółć gęślą jaźń — مرحبا بالعالم — こんにちは世界 👍🏽🇵🇱 — zażółć gęślą jaźń"))
        field.update(.fit(columns: columns))
        for _ in 0..<6 { field.update(.edit(.fieldWordLeft)) }
        field.update(.fit(columns: columns))
        let screen = PaneViews.alone(Rect(x: 0, y: 0, width: columns, height: 1)) { field.render(into: &$0, rect: $1) }
        PaneViews.expect(
            screen, rows: ComponentExpected.lineEditor[size].rows, styles: ComponentExpected.lineEditor[size].styles)
        #expect(screen.cursor?.x == ComponentExpected.lineEditorCursor[size])
    }

    @Test(arguments: [0, 1, 2]) func header(size: Int) {
        let state = PaneViews.editor(PaneViews.sizes[size], keys: "").state
        var slice = state.headerSlice
        slice.projectName = "tłumaczenia-翻訳-ترجمة-🌍"
        let screen = PaneViews.alone(state.layout!.header) { Header.render(slice, into: &$0, rect: $1) }
        PaneViews.expect(
            screen, rows: ComponentExpected.header[size].rows, styles: ComponentExpected.header[size].styles)
    }

    @Test(arguments: [0, 1, 2]) func languagePicker(size: Int) throws {
        // Polish made the target, Arabic pinned.
        let editor = PaneViews.editor(PaneViews.sizes[size], keys: "Ljjjtkkp")
        let state = editor.state
        guard case .pickingLanguages(let picker) = state.mode else {
            Issue.record("no picker: \(state.mode)")
            return
        }
        let slice = state.languagePickerSlice
        let screen = PaneViews.alone(state.layout!.languages) { picker.render(slice, into: &$0, rect: $1) }
        PaneViews.expect(
            screen, rows: ComponentExpected.languagePicker[size].rows,
            styles: ComponentExpected.languagePicker[size].styles)
    }

    /// A merge of pl.json whose `hello` was changed by this editor (Arabic) and on disk (Japanese).
    static func conflict() throws -> ConflictChooser {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-conflict-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, text) in PaneViews.files {
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        let (_, disk) = try Project.loadForEditing(directory: directory)
        let polish = PaneViews.files["pl.json"]!
        try polish.replacingOccurrences(of: "Zażółć gęślą jaźń 👋", with: "こんにちは、世界 👍🏽").write(
            toFile: directory + "/pl.json", atomically: true, encoding: .utf8)
        let mine = polish.replacingOccurrences(of: "Zażółć gęślą jaźń 👋", with: "مرحبا بالعالم 📷")
        return ConflictChooser(try disk.merge("pl.json", ours: Array(mine.utf8)), queue: [])
    }
}
