import Engine

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
            // The key's member alone when it has one (a file of 100,000 keys is not parsed whole to show one).
            if file.format.format.entriesAreJSONMembers,
                let document = file.memberDocument(ofKey: key)
                    ?? Self.document(of: fileIndex, in: project, last: disk.lastEdited)
            {
                source = .member(try RawEntry(key: key, in: document))
            } else {
                source = .span(try RawSpan(key: key, in: file))
            }
            var editor = RawEditor(fileIndex: fileIndex, language: file.language, source: source)
            if let layout { editor.update(.place(layout.languages)) }
            editor.update(.checked(problems(of: editor)))
            editor.update(.showCursor)
            rawEditor = editor
            mode = .editingJSON
            focus = .languages
        } catch {
            message = error.description
        }
    }

    /// A key in the raw JSON editor: the editor's own keys, the field's editing keys, or a typed character.
    mutating func typeJSON(_ key: Key) -> [Effect] {
        guard let action = keyMap.jsonAction(for: key) else {
            if case .character(let character) = key { changeRawEditor(.insert(String(character))) }
            return []
        }
        switch action {
        case .jsonApply: return applyRawEditor()
        case .fieldCancel:
            rawEditor = nil
            mode = .browse
            message = "JSON edit cancelled"
        case .jsonNewLine: changeRawEditor(.breakLine)
        case .jsonIndent: changeRawEditor(.insert("  "))
        case .jsonLineUp: changeRawEditor(.moveLines(by: -1))
        case .jsonLineDown: changeRawEditor(.moveLines(by: 1))
        case .jsonPageUp: changeRawEditor(.movePages(by: -1))
        case .jsonPageDown: changeRawEditor(.movePages(by: 1))
        default: changeRawEditor(.edit(action))
        }
        return []
    }

    /// Changes the editor's text or cursor; a changed text is checked again, and the cursor kept in view.
    mutating func changeRawEditor(_ action: RawEditor.Action) {
        guard var editor = rawEditor else { return }
        let before = editor.area.text
        editor.update(action)
        if editor.area.text != before { editor.update(.checked(problems(of: editor))) }
        editor.update(.showCursor)
        rawEditor = editor
    }

    /// The problems of the editor's text as it stands.
    private func problems(of editor: RawEditor) -> [RawEntry.Problem] {
        let file = project.files[editor.fileIndex]
        switch editor.source {
        case .member(let entry):
            return entry.problems(
                in: editor.area.text, rules: file.rules, shared: project.expressions.definitions(for: editor.language),
                format: file.format)
        case .span(let span):
            let siblings = project.files.filter { $0.isSameFile(as: file) && $0.language != file.language }
            return span.problems(in: editor.area.text, file: file, siblings: siblings, context: project.formatContext)
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
            effects = editFiles(
                "edited \(key) in \(editor.language) as in the file", select: key, touching: [key]
            ) { project in
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
