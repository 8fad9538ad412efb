import Testing

@testable import EditorCore

@Suite struct KeyTests {
    @Test func parsesAndPrintsTheNotation() throws {
        let keys = try #require(Key.parse("jj<up><C-s><lt><S-tab><F1><esc><enter><A-b><C-left><A-enter><space>ż"))
        #expect(
            keys == [
                .character("j"), .character("j"), .named(.up), .control("s"), .character("<"), .named(.backTab),
                .named(.f1), .named(.escape), .named(.enter), .alt("b"), .controlNamed(.left), .altNamed(.enter),
                .character(" "),
                .character("ż"),
            ])
        #expect(
            keys.map(\.description).joined() == "jj<up><C-s><lt><S-tab><F1><esc><enter><A-b><C-left><A-enter><space>ż")
        #expect(Key.altNamed(.enter).label == "Alt-Enter")
    }

    @Test(arguments: ["<nope>", "<up", "<C-nothing>"])
    func rejectsUnknownNames(_ notation: String) {
        #expect(Key.parse(notation) == nil)
    }

    @Test func everyDefaultBindingIsInTheHelp() {
        let help = HelpPane.lines(.standard).map { $0.left.map(\.text).joined() }.joined(separator: "\n")
        for (key, action) in KeyMap.standard.global {
            #expect(help.contains(key.label), "\(key) missing from help")
            #expect(help.contains(action.help))
        }
        for (_, bindings) in KeyMap.standard.panes {
            for (_, action) in bindings { #expect(help.contains(action.help)) }
        }
    }

    @Test func designKeysAreBound() {
        let map = KeyMap.standard
        #expect(map.action(for: .named(.tab), in: .keys) == .nextPane)
        #expect(map.action(for: .named(.backTab), in: .languages) == .previousPane)
        #expect(map.action(for: .character("/"), in: .languages) == .filter)
        #expect(map.action(for: .character("#"), in: .findings) == .editNumber)
        #expect(map.action(for: .character("+"), in: .keys) == .numberUp)
        #expect(map.action(for: .character("-"), in: .languages) == .numberDown)
        #expect(map.action(for: .character("w"), in: .keys) == .editWidth)
        #expect(map.action(for: .named(.f1), in: .keys) == .help)
        #expect(map.action(for: .character("?"), in: .preview) == .help)
        #expect(map.action(for: .character("q"), in: .keys) == .quit)
        #expect(map.action(for: .character("j"), in: .keys) == .moveDown)
        #expect(map.action(for: .character("k"), in: .findings) == .moveUp)
        #expect(map.action(for: .named(.pageDown), in: .languages) == .pageDown)
        #expect(map.action(for: .named(.down), in: .preview) == .numberDown)
    }
}
