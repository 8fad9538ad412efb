import Engine

/// What the line editor, the status line, the questions, the header and the language picker get of the state:
/// the line editor's columns from the layout, and each one's slice.
extension EditorState {
    /// The columns the field being typed in is drawn in, from the layout: the filter in what the key list's
    /// title leaves it, the preview's number and width in their fixed columns, the others in the status line.
    func fieldColumns(_ kind: Mode.Field, in layout: Layout) -> Int {
        switch kind {
        case .filter: return keyList.filterArea(keyListSlice, in: layout.keys).width
        case .number: return PreviewPane.numberColumns
        case .width: return PreviewPane.widthColumns
        case .value: return max(4, layout.languages.width - 24)
        default: return max(4, layout.status.width / 2)
        }
    }

    /// The status line's slice of the state.
    var statusSlice: StatusLine.Slice {
        if case .typing(let kind) = mode, let label = Self.prompt(kind) {
            return StatusLine.Slice(mode: "", hints: "", content: .prompt(label, lineEditor))
        }
        let name: String
        switch mode {
        case .browse: name = focus.title.uppercased()
        case .typing(.filter): name = "FILTER"
        case .typing(.number): name = "NUMBER"
        case .typing(.width): name = "WIDTH"
        case .typing: name = "EDIT"
        case .asking: name = "ASK"
        case .choosing: name = "ADD VARIANT"
        case .help: name = "HELP"
        case .editingJSON: name = "JSON"
        case .resolvingConflict: name = "CONFLICT"
        case .pickingLanguages: name = "LANGUAGES"
        case .replacing: name = "REPLACE"
        }
        let hints: String
        switch mode {
        case .typing: hints = "Enter done · Esc cancel"
        case .help: hints = "↑↓ scroll · Esc close"
        case .editingJSON: hints = "Ctrl-S apply · Esc cancel"
        case .choosing: hints = "↑↓ choose · Enter add · Esc cancel"
        case .asking(.changedOnDisk): hints = KeyMap.hints(keyMap.changedOnDisk)
        case .asking(let question): hints = question.answers
        case .resolvingConflict: hints = KeyMap.hints(keyMap.conflict)
        case .pickingLanguages: hints = KeyMap.hints(keyMap.picker.filter { $0.1.rawValue.hasPrefix("pick") })
        case .replacing(let pane):
            hints =
                pane.preview != nil
                ? "Enter apply · Esc back" : pane.finding != nil ? "Esc stop" : "Enter preview · Esc cancel"
        case .browse where background != nil:
            // Edits wait for the edit of several files under way, which Ctrl-C cancels.
            hints = "Ctrl-C cancel · F1 help · / filter · # number · Ctrl-S save · q quit"
        case .browse: hints = "F1 help · / filter · # number · Enter edit · Ctrl-S save · q quit"
        }
        let content: StatusLine.Content
        if case .asking(let question) = mode {
            content = .asking(asked(question))
        } else if mode == .resolvingConflict, let chooser {
            content = .asking(
                "\(chooser.merge.fileName) changed on disk: choose for \(chooser.keys.count) conflicting "
                    + (chooser.keys.count == 1 ? "entry" : "entries"))
        } else {
            content = .progress(unsaved: disk.unsavedFiles.count, progress: loadingText ?? progress)
        }
        return StatusLine.Slice(mode: name, hints: hints, content: content, work: background?.status)
    }

    /// The label of a field typed in the status line, if it is one.
    static func prompt(_ field: Mode.Field) -> String? {
        switch field {
        case .filter, .number, .width, .value: return nil
        case .newKey(let everywhere): return everywhere ? "New key (in every language):" : "New key:"
        case .newKeyText(let key, _): return "Base text of \(key):"
        case .renameKey(let key): return "Rename \(key) to:"
        case .selector(let language, _): return "Selector in \(language):"
        case .variantText(let address): return "Text of \(describe(address)):"
        case .widthThreshold(let language, _, let selector):
            return "Width of the new variation (\(selector.map { $0 + " in " } ?? "")\(language)): @"
        }
    }

    /// A question's slice of the state: the question in words, and its answers.
    func questionSlice(_ question: Question) -> Question.Slice {
        Question.Slice(text: asked(question), hints: question.answers)
    }

    /// The question asked, in words.
    func asked(_ question: Question) -> String {
        switch question {
        case .deleteKey(let key):
            let count =
                project.keyID(key).map { id in
                    project.files.indices.filter { project.entryIndex(keyID: id, file: $0) != nil }.count
                } ?? 0
            return "Delete \(key) in \(count) language\(count == 1 ? "" : "s")?"
        case .deleteString(let address): return "Delete \(Self.describe(address))?"
        case .reshape(let address, _, let change): return "\(Self.describe(address)): this would \(change)."
        case .quit: return "Unsaved edits in \(disk.unsavedFiles.joined(separator: ", ")). Save before quitting?"
        case .changedOnDisk(let names):
            let what = names.count == 1 ? "that change" : "those changes"
            return "\(names.joined(separator: ", ")) changed on disk; o would discard \(what)"
        }
    }

    /// The header's slice of the state.
    var headerSlice: Header.Slice {
        Header.Slice(
            projectName: project.directory.split(separator: "/").last.map(String.init) ?? "project",
            format: project.format.title, languages: project.allLanguages.count, keys: project.keys.count,
            validation: findings.status == .running
                ? nil : (errors: findings.errorCount, warnings: findings.warningCount),
            missingKeys: loading == nil ? tracking.marks.missingCount : 0)
    }

    /// The language picker's slice of the state: the English name of each language (of its first file).
    var languagePickerSlice: LanguagePicker.Slice {
        var names: [String: String] = [:]
        for file in project.files where names[file.language.description] == nil {
            names[file.language.description] = project.englishName(of: file.language)
        }
        return LanguagePicker.Slice(englishNames: names)
    }
}
