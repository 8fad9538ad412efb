import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore

/// Nothing from a hostile project reaches a cell of the editor's screen as a control character: keys, values,
/// selectors, findings, prompts and the raw JSON editor all show pictures instead.
@Suite struct HostileScreenTests {
    /// Records an issue for each cell holding a scalar a terminal would act on.
    func expectVisible(_ screen: Screen, _ label: String) {
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                for scalar in screen[x, y].text.unicodeScalars {
                    let value = scalar.value
                    let bad =
                        value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
                        || (0x2066...0x2069).contains(value)
                    if bad {
                        Issue.record("\(label): U+\(String(value, radix: 16)) at \(x),\(y) in row \(screen.row(y))")
                        return
                    }
                }
            }
        }
    }

    @Test func everyPaneShowsPictures() throws {
        let folder = try HostileProject.folder()
        defer { folder.remove() }
        let project = try Project.load(directory: folder.path)
        var editor = HeadlessEditor(project: project, width: 140, height: 50)
        var seen = Set<String>()
        for index in 0..<project.keys.count {
            if let key = editor.state.selectedKey { seen.insert(key) }
            expectVisible(editor.render(), "key \(index)")
            editor.press("<tab>")
            expectVisible(editor.render(), "key \(index), languages")
            editor.press("<tab><tab>")
            expectVisible(editor.render(), "key \(index), findings")
            editor.press("<tab>j")
        }
        #expect(seen.contains(HostileProject.clearScreen))
        #expect(seen.contains(HostileProject.bidi))

        // The findings pane, the raw JSON editor, a prompt with a pasted value, the filter.
        editor.press("g<tab>J")
        expectVisible(editor.render(), "raw JSON editor")
        editor.press("<esc><esc>r")
        editor.send(.paste("x\u{1B}[2J\u{202E}\u{85}"))
        expectVisible(editor.render(), "rename prompt")
        editor.press("<esc>/")
        editor.send(.paste("\u{1B}]0;t\u{7}"))
        expectVisible(editor.render(), "filter")
        editor.press("<esc>?")
        expectVisible(editor.render(), "help")
    }

    @Test func aFieldLaysOutWhatTheScreenDraws() {
        // An override is drawn as `\u{202E}`, eight columns: the field must count them, so the cursor
        // stays after the text.
        let field = TextField(text: "a\u{202E}b")
        let shown = field.visible(width: 20)
        #expect(shown.cursorColumn == 10)
        var screen = Screen(width: 20, height: 1)
        screen.write(shown.text, x: 0, y: 0)
        #expect(screen.row(0) == #"a\u{202E}b"#)
    }
}
