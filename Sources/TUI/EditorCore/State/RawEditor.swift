import Engine

/// The raw JSON editor (`J`, DESIGN §8): one language's entry of the selected key as text, and what is
/// wrong with the text as it stands.
struct RawEditor: Equatable, Sendable {
    /// The file being edited.
    var fileIndex: Int
    var language: FileLanguage
    /// The entry as it was when the editor opened: where it is, and its text.
    var entry: RawEntry
    var area: TextArea
    /// The problems of the text as typed, found again after every change.
    var problems: [RawEntry.Problem] = []
}

extension EditorState {
    /// Opens the raw JSON editor on the selected key, in the language of the languages pane's row.
    mutating func openRawEditor() {
        let rows = languageRows
        guard let key = selectedKey, rows.indices.contains(languageCursor) else {
            message = "select a key first"
            return
        }
        guard project.format.format.entriesAreJSONMembers else {
            message = "the raw JSON editor is not available for \(project.format.title) yet"
            return
        }
        let fileIndex = rows[languageCursor].fileIndex
        let file = project.files[fileIndex]
        guard let document = Self.document(of: fileIndex, in: project, last: lastEdited) else {
            message = "\(file.fileName) has a syntax error: fix it in the file first (read-only)"
            return
        }
        do throws(EditError) {
            let entry = try RawEntry(key: key, in: document)
            var editor = RawEditor(
                fileIndex: fileIndex, language: file.language, entry: entry, area: TextArea(text: entry.text))
            check(&editor)
            rawEditor = editor
            mode = .editingJSON
            focus = .languages
            changeRawEditor { _ in }
        } catch {
            message = error.description
        }
    }

    /// A key in the raw JSON editor: the editor's own keys, the field's editing keys, or a typed character.
    mutating func typeJSON(_ key: Key) -> [Effect] {
        guard let action = keyMap.jsonAction(for: key) else {
            if case .character(let character) = key { changeRawEditor { $0.insert(String(character)) } }
            return []
        }
        let page = max(1, (layout.map { RawJSONView.textRect(in: $0.languages, problems: 1).height } ?? 2) - 1)
        switch action {
        case .jsonApply: return applyRawEditor()
        case .fieldCancel:
            rawEditor = nil
            mode = .browse
            message = "JSON edit cancelled"
        case .jsonNewLine: changeRawEditor { $0.breakLine() }
        case .jsonIndent: changeRawEditor { $0.insert("  ") }
        case .jsonLineUp: changeRawEditor { $0.moveVertically(by: -1) }
        case .jsonLineDown: changeRawEditor { $0.moveVertically(by: 1) }
        case .jsonPageUp: changeRawEditor { $0.moveVertically(by: -page) }
        case .jsonPageDown: changeRawEditor { $0.moveVertically(by: page) }
        default: changeRawEditor { _ = $0.perform(action) }
        }
        return []
    }

    /// Changes the editor's text or cursor; a changed text is checked again, and the cursor kept in view.
    mutating func changeRawEditor(_ change: (inout TextArea) -> Void) {
        guard var editor = rawEditor else { return }
        let before = editor.area.text
        change(&editor.area)
        if editor.area.text != before { check(&editor) }
        if let layout {
            let rect = RawJSONView.textRect(in: layout.languages, problems: editor.problems.count)
            editor.area.scrollToCursor(
                height: rect.height, width: rect.width - RawJSONView.gutterWidth(lines: editor.area.lines.count))
        }
        rawEditor = editor
    }

    /// Finds the problems of the editor's text.
    private func check(_ editor: inout RawEditor) {
        editor.problems = editor.entry.problems(
            in: editor.area.text, rules: project.files[editor.fileIndex].rules,
            shared: project.expressions.definitions(for: editor.language), format: project.format)
    }

    /// Puts the edited text in the file (an edit that can be undone) and closes the editor; with problems,
    /// says the first one and stays.
    private mutating func applyRawEditor() -> [Effect] {
        guard let editor = rawEditor else { return [] }
        if let problem = editor.problems.first {
            let count = editor.problems.count
            message = "✗ \(count == 1 ? "a problem" : "\(count) problems") to fix first — \(problem)"
            return []
        }
        let text = editor.area.text
        guard text != editor.entry.text else {
            rawEditor = nil
            mode = .browse
            message = "no change"
            return []
        }
        let key = editor.entry.key
        let before = generation
        let effects = edit(editor.language, "edited \(key) in \(editor.language) as JSON", select: key) { document in
            try editor.entry.applying(text, to: document).document
        }
        if generation != before {
            rawEditor = nil
            mode = .browse
        }
        return effects
    }
}
