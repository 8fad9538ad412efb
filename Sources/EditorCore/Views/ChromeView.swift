import Engine

/// The header row (project, format, counts, validation summary) and the status line (mode, message, hints).
enum ChromeView {
    static func header(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        let project = state.project
        let name = project.directory.split(separator: "/").last.map(String.init) ?? "project"
        let title =
            " Glossa · \(name) · \(project.format.title) · \(project.languages.count) languages · \(project.keys.count) keys"
        var right: [(text: String, style: Style)] = []
        switch state.validation {
        case .running:
            right.append(("checking…", .faint))
        case .done:
            let (errors, warnings) = (state.errorCount, state.warningCount)
            right.append((counted(errors, "error"), errors > 0 ? .error : .faint))
            right.append((" · " + counted(warnings, "warning"), warnings > 0 ? .warning : .faint))
        }
        let missing = state.marks.missingCount
        if missing > 0 { right.append((" · " + counted(missing, "key") + " missing", .warning)) }
        StyledLine([(title, .title)], right: right + [(" ", .plain)]).draw(
            x: rect.x, y: rect.y, width: rect.width, on: &screen)
    }

    /// `1 error`, `3 errors`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func status(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        screen.fill(rect, style: .statusBar)
        if let prompt = prompt(state.mode) {
            // A prompt: its label, then the field being typed.
            let x =
                rect.x + screen.write(" " + prompt + " ", x: rect.x, y: rect.y, style: Style(bold: true, reverse: true))
            var columns = rect.maxX - x - 1
            if let message = state.message {
                let shown = Screen.truncated(message, to: max(0, columns / 2))
                let messageColumns = Screen.columns(of: shown)
                screen.write(shown, x: rect.maxX - messageColumns - 1, y: rect.y, style: .statusBar)
                columns -= messageColumns + 1
            }
            FieldView.render(state.field, x: x + 1, y: rect.y, columns: max(4, columns - 1), on: &screen)
            return
        }
        let mode: String
        switch state.mode {
        case .browse: mode = state.focus.title.uppercased()
        case .typing(.filter): mode = "FILTER"
        case .typing(.number): mode = "NUMBER"
        case .typing(.width): mode = "WIDTH"
        case .typing: mode = "EDIT"
        case .asking: mode = "ASK"
        case .choosing: mode = "ADD VARIANT"
        case .help: mode = "HELP"
        case .editingJSON: mode = "JSON"
        case .resolvingConflict: mode = "CONFLICT"
        case .pickingLanguages: mode = "LANGUAGES"
        case .replacing: mode = "REPLACE"
        }
        let hints: String
        switch state.mode {
        case .typing: hints = "Enter done · Esc cancel"
        case .help: hints = "↑↓ scroll · Esc close"
        case .editingJSON: hints = "Ctrl-S apply · Esc cancel"
        case .choosing: hints = "↑↓ choose · Enter add · Esc cancel"
        case .asking(.changedOnDisk): hints = KeyMap.hints(state.keyMap.changedOnDisk)
        case .asking(let question): hints = answers(question)
        case .resolvingConflict: hints = KeyMap.hints(state.keyMap.conflict)
        case .pickingLanguages: hints = KeyMap.hints(state.keyMap.picker.filter { $0.1.rawValue.hasPrefix("pick") })
        case .replacing(let pane): hints = pane.preview == nil ? "Enter preview · Esc cancel" : "Enter apply · Esc back"
        case .browse: hints = "F1 help · / filter · # number · Enter edit · Ctrl-S save · q quit"
        }
        var left: [(text: String, style: Style)] = [(" \(mode) ", Style(bold: true, reverse: true))]
        if case .asking(let question) = state.mode {
            left.append((" " + ask(question, state: state), Style(bold: true, reverse: true)))
        } else if state.mode == .resolvingConflict, let chooser = state.chooser {
            let text =
                " \(chooser.merge.fileName) changed on disk: choose for \(chooser.keys.count) conflicting "
                + (chooser.keys.count == 1 ? "entry" : "entries")
            left.append((text, Style(bold: true, reverse: true)))
        } else {
            let unsaved = state.unsavedFiles.count
            left.append((unsaved == 0 ? " saved" : " \(unsaved) unsaved", .statusBar))
            if let message = state.message { left.append((" · " + message, .statusBar)) }
            if let progress = state.progress { left.append((" · " + progress, .statusBar)) }
        }
        StyledLine(left, right: [(hints + " ", .statusBar)]).draw(
            x: rect.x, y: rect.y, width: rect.width, on: &screen)
    }

    /// The label of a field typed in the status line, if the mode is one.
    static func prompt(_ mode: Mode) -> String? {
        guard case .typing(let field) = mode else { return nil }
        switch field {
        case .filter, .number, .width, .value: return nil
        case .newKey(let everywhere): return everywhere ? "New key (in every language):" : "New key:"
        case .newKeyText(let key, _): return "Base text of \(key):"
        case .renameKey(let key): return "Rename \(key) to:"
        case .selector(let language, _): return "Selector in \(language):"
        case .variantText(let address): return "Text of \(EditorState.describe(address)):"
        case .widthThreshold(let language, _, let selector):
            return "Width of the new variation (\(selector.map { $0 + " in " } ?? "")\(language)): @"
        }
    }

    /// The question asked in the status line.
    static func ask(_ question: Question, state: EditorState) -> String {
        switch question {
        case .deleteKey(let key):
            let count =
                state.project.keyID(key).map { id in
                    state.project.files.indices.filter { state.project.entryIndex(keyID: id, file: $0) != nil }.count
                } ?? 0
            return "Delete \(key) in \(count) language\(count == 1 ? "" : "s")?"
        case .deleteString(let address): return "Delete \(EditorState.describe(address))?"
        case .reshape(let address, _, let change): return "\(EditorState.describe(address)): this would \(change)."
        case .quit: return "Unsaved edits in \(state.unsavedFiles.joined(separator: ", ")). Save before quitting?"
        case .changedOnDisk(let names):
            let what = names.count == 1 ? "that change" : "those changes"
            return "\(names.joined(separator: ", ")) changed on disk; o would discard \(what)"
        }
    }

    /// The answers' hints of a question.
    static func answers(_ question: Question) -> String {
        switch question {
        case .deleteKey, .deleteString: return "y delete · any other key cancels"
        case .reshape: return "y go on · any other key cancels"
        case .quit: return "s save · d discard · Esc cancel"
        case .changedOnDisk: return ""
        }
    }
}
