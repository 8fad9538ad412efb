/// The whole screen for a state: the panes in their layout, the help over them, or the "too small"
/// screen below 80×24.
package enum EditorView {
    package static func render(_ state: EditorState) -> Screen {
        var screen = Screen(width: state.width, height: state.height)
        guard let layout = state.layout else {
            tooSmall(state, on: &screen)
            return screen
        }
        if state.mode == .help {
            let above = Rect(x: 0, y: 0, width: layout.status.width, height: layout.status.y)
            state.helpPane.render(state.keyMap, into: &screen, rect: above)
            state.statusLine.render(state.statusSlice, into: &screen, rect: layout.status)
            return screen
        }
        Header.render(state.headerSlice, into: &screen, rect: layout.header)
        state.keyList.render(state.keyListSlice, into: &screen, rect: layout.keys)
        for row in layout.keys.y..<layout.keys.maxY {
            screen.write("│", x: layout.keys.maxX, y: row, style: .faint)
        }
        if layout.preview.x > layout.languages.maxX {
            for row in layout.preview.y..<layout.preview.maxY {
                screen.write("│", x: layout.languages.maxX, y: row, style: .faint)
            }
        }
        let shown = state.shownRightPane
        if let tabs = layout.tabs { TabsView.render(shown: shown, in: tabs, on: &screen) }
        // With tabs, only the pane shown is drawn; otherwise all three, each in its rectangle.
        for pane in TabsView.panes where !layout.isTabbed || pane == shown {
            switch pane {
            case .languages: languages(state, in: layout.languages, on: &screen)
            case .preview: state.previewPane.render(state.previewSlice, into: &screen, rect: layout.preview)
            case .findings: state.findingsPane.render(state.findingsSlice, into: &screen, rect: layout.findings)
            case .keys: break
            }
        }
        state.statusLine.render(state.statusSlice, into: &screen, rect: layout.status)
        if case .choosing(let menu) = state.mode { menu.render(into: &screen, rect: layout.languages) }
        if case .replacing(let pane) = state.mode, let rect = state.replaceRect {
            pane.render(state.replaceSlice, into: &screen, rect: rect)
        }
        if case .pickingLanguages(let picker) = state.mode {
            picker.render(state.languagePickerSlice, into: &screen, rect: layout.languages)
        }
        if case .asking(let question) = state.mode {
            // Shown whole in a box when the status line cuts it.
            let slice = state.questionSlice(question)
            let room = StatusLine.room(forQuestionWithHints: slice.hints, width: layout.status.width)
            if Screen.columns(of: slice.text) > room { question.render(slice, into: &screen, rect: layout.languages) }
        }
        if state.mode == .resolvingConflict, let chooser = state.chooser {
            chooser.render(.init(hints: KeyMap.hints(state.keyMap.conflict)), into: &screen, rect: layout.languages)
        }
        return screen
    }

    /// The languages pane, or the raw JSON editor in its place.
    private static func languages(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        if state.mode == .editingJSON, let editor = state.rawEditor {
            return editor.render(into: &screen, rect: rect)
        }
        state.languagesPane.render(state.languagesSlice(state.languageRows), into: &screen, rect: rect)
    }

    private static func tooSmall(_ state: EditorState, on screen: inout Screen) {
        let lines = [
            "Terminal too small: \(state.width)×\(state.height).",
            "Glossa needs at least \(Layout.minimumWidth)×\(Layout.minimumHeight).",
            "Enlarge the window, or press q to quit.",
        ]
        let top = max(0, (state.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let x = max(0, (state.width - Screen.columns(of: line)) / 2)
            screen.write(line, x: x, y: top + index, style: index == 0 ? .error : .plain)
        }
    }
}
