import Engine

/// The raw editor (`J`, DESIGN §8): one language's entry of the selected key as text, as it stands in its
/// file, and what is wrong with the text as it stands.
struct RawEditor: Equatable, Sendable {
    /// Where the text comes from: a top-level JSON member (Swifternalization, JSONlize: a missing key can be
    /// added, and the member is checked alone), or the bytes the entry's format says hold it (the others).
    enum Source: Equatable, Sendable {
        case member(RawEntry)
        case span(RawSpan)
    }

    /// The file being edited.
    var fileIndex: Int
    var language: FileLanguage
    /// The entry as it was when the editor opened: where it is, and its text.
    var source: Source
    var area: TextArea
    /// The problems of the text as typed, found again after every change.
    var problems: [RawEntry.Problem] = []

    /// The key.
    var key: String {
        switch source {
        case .member(let entry): entry.key
        case .span(let span): span.key
        }
    }

    /// The text as it was when the editor opened.
    var originalText: String {
        switch source {
        case .member(let entry): entry.text
        case .span(let span): span.text
        }
    }

    /// What the pane's title calls the text.
    var kind: String {
        if case .member = source { return "raw JSON" }
        return "as in the file"
    }
}

extension EditorState {
    /// Opens the raw editor on the selected key, in the language of the languages pane's row.
    mutating func openRawEditor() {
        let rows = languageRows
        guard let key = selectedKey, rows.indices.contains(languageCursor) else {
            message = "select a key first"
            return
        }
        let language = project.files[rows[languageCursor].fileIndex].language
        let fileIndex =
            project.keyID(key).flatMap { project.fileIndex(of: language, keyID: $0) } ?? rows[languageCursor].fileIndex
        let file = project.files[fileIndex]
        guard file.isEditable else {
            message = "\(file.fileName) has a syntax error: fix it in the file first (read-only)"
            return
        }
        do throws(EditError) {
            let source: RawEditor.Source
            if file.format.format.entriesAreJSONMembers,
                let document = Self.document(of: fileIndex, in: project, last: lastEdited)
            {
                source = .member(try RawEntry(key: key, in: document))
            } else {
                source = .span(try RawSpan(key: key, in: file))
            }
            var editor = RawEditor(
                fileIndex: fileIndex, language: file.language, source: source, area: TextArea(text: ""))
            editor.area = TextArea(text: editor.originalText)
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
        let file = project.files[editor.fileIndex]
        switch editor.source {
        case .member(let entry):
            editor.problems = entry.problems(
                in: editor.area.text, rules: file.rules, shared: project.expressions.definitions(for: editor.language),
                format: file.format)
        case .span(let span):
            let siblings = project.files.filter { $0.isSameFile(as: file) && $0.language != file.language }
            editor.problems = span.problems(
                in: editor.area.text, file: file, siblings: siblings, context: project.formatContext)
        }
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
        guard text != editor.originalText else {
            rawEditor = nil
            mode = .browse
            message = "no change"
            return []
        }
        let key = editor.key
        let before = generation
        let effects: [Effect]
        switch editor.source {
        case .member(let entry):
            effects = edit(editor.language, "edited \(key) in \(editor.language) as JSON", select: key) { document in
                try entry.applying(text, to: document).document
            }
        case .span(let span):
            effects = editFiles("edited \(key) in \(editor.language) as in the file", select: key) { project in
                [(editor.fileIndex, try span.applying(text, to: project.files[editor.fileIndex]).bytes)]
            }
        }
        if generation != before {
            rawEditor = nil
            mode = .browse
        }
        return effects
    }
}
