import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore

/// The bugs a new user met at 120×35 and 80×24 (issue 18), each with the test that would have caught it.
@Suite struct UsabilityRegressionTests {
    /// The key list's title row up to the separator, as text.
    private func keysTitle(_ editor: HeadlessEditor) -> String {
        let screen = editor.render()
        let separator = (0..<screen.width).first { screen[$0, 1].text == "│" } ?? screen.width
        return (0..<separator).map { screen[$0, 1].text }.joined()
    }

    @Test func theFilterScrollsToShowItsTailWhileTyped() {
        var editor = HeadlessEditor.sample(width: 120, height: 35, keys: "/abcdefghijklmnopqrstuvwxyz")
        #expect(keysTitle(editor) == " Keys 0/32  /lmnopqrstuvwxyz  ")
        #expect(editor.render().cursor?.x == 28)
        editor.press("<home>")
        #expect(keysTitle(editor) == " Keys 0/32  /abcdefghijklmnop ")
        #expect(editor.render().cursor?.x == 13)
        // The separator stays in its column, and nothing of the filter is drawn twice.
        #expect(editor.render()[30, 1].text == "│")
        editor.press("<enter>")
        #expect(keysTitle(editor) == " Keys 0/32  /abcdefghijklmno… ")
    }

    @Test func aUnicodeFilterIsNeverGarbled() {
        let polish = HeadlessEditor.sample(width: 80, height: 24, keys: "/zażółć gęślą jaźń привет")
        #expect(keysTitle(polish) == " Keys 0/32  /źń привет  ")
        #expect(polish.render()[24, 1].text == "│")
        let cjk = HeadlessEditor.sample(width: 120, height: 35, keys: "/東京都の写真を見る東京都の写真")
        #expect(keysTitle(cjk) == " Keys 0/32  /る東京都の写真   ")
    }

    @Test func tabThenEnterEditsTheFirstStringAtOnce() {
        let atStart = HeadlessEditor.sample(keys: "<tab><enter>")
        #expect(atStart.state.mode == .typing(.value(ValueAddress(language: .base, key: "welcome.title"))))
        let filtered = HeadlessEditor.sample(keys: "/welcome<enter><tab><enter>")
        #expect(filtered.state.field.text == "Welcome to Lumi 📷")
        #expect(filtered.state.message == nil)
    }

    @Test func everyCutShowsAnEllipsis() {
        let editor = HeadlessEditor.sample(width: 80, height: 24, keys: "/login.email<enter>")
        #expect(editor.rows[2].hasPrefix("   login.email-placehol…│"))
        // The status line's hints too.
        #expect(editor.rows[23].hasSuffix("…"))
    }

    @Test func bracketStepsOnlyThroughTheKeysWidths() {
        var editor = HeadlessEditor.sample(keys: "/forgot<enter>]]]")
        #expect(editor.state.previewWidth == "300")
        editor.press("]")
        #expect(editor.state.previewWidth == "300")
        #expect(editor.state.message == "@300 is the key's last width (@100 @200 @300)")
        editor.press("[[[")
        #expect(editor.state.previewWidth == "100")
        #expect(editor.state.message == "@100 is the key's first width (@100 @200 @300)")
        editor.press("/<C-u>welcome.title<enter>]")
        #expect(editor.state.previewWidth == "100")
        #expect(editor.state.message == "welcome.title has no @N widths: type a width with w")
    }

    @Test func aWidthTakesDigitsOnly() {
        let editor = HeadlessEditor.sample(keys: "wabc")
        #expect(editor.state.field.text == "")
        #expect(editor.state.message == "✗ a width is a whole number: digits only")
        var typed = HeadlessEditor.sample(keys: "w12x3")
        #expect(typed.state.field.text == "123")
        typed.send(.paste("4 5"))
        #expect(typed.state.field.text == "123")
        let threshold = HeadlessEditor.sample(keys: "<tab>@5a0")
        #expect(threshold.state.field.text == "50")
    }

    @Test func aWidthOnAPlainTextAsksBeforeKeepingTheOldTextAtTheNextWidth() {
        var editor = HeadlessEditor.sample(keys: "<tab>@50<enter>Short<enter>")
        let address = ValueAddress(language: .base, key: "welcome.title", width: 50)
        guard case .asking(.reshape(address, text: "Short", _)) = editor.state.mode else {
            Issue.record("no question: \(editor.state.mode)")
            return
        }
        // Too long for the status line: cut there, and shown whole over the languages pane.
        #expect(editor.rows.last?.contains("this would turn the text into width variations") == true)
        #expect(editor.rows.contains { $0.contains("it would be kept at @51") })
        #expect(editor.state.project.entry("welcome.title", in: .base).map { "\($0.value)" }?.contains("@") != true)
        editor.press("n")
        #expect(editor.state.message == "cancelled")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        editor.press("@50<enter>Short<enter>y")
        guard case .widths(let widths) = editor.state.project.entry("welcome.title", in: .base)?.value else {
            Issue.record("not widths")
            return
        }
        #expect(widths.variations.map(\.width).sorted() == [50, 51])
    }

    @Test func renamingOntoAnExistingKeyIsRefusedAsItIsTyped() {
        var editor = HeadlessEditor.sample(keys: "r<C-u>welcome.subtitl")
        #expect(editor.state.message == nil)
        editor.press("e")
        #expect(editor.state.message == "✗ welcome.subtitle already exists: choose another name")
        #expect(editor.rows.last?.contains("welcome.subtitle already exists") == true)
        editor.press("<enter>")
        #expect(editor.state.mode == .typing(.renameKey("welcome.title")))
        #expect(editor.state.field.text == "welcome.subtitle")
        editor.press("2<enter>")
        #expect(editor.state.project.keyID("welcome.subtitle2") != nil)
        let adding = HeadlessEditor.sample(keys: "awelcome.title")
        #expect(adding.state.message == "✗ welcome.title already exists: choose another name")
    }
}
