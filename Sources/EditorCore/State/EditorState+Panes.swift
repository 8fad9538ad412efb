import Engine

/// What each pane component gets of the state: its slice, and no more.
extension EditorState {
    /// The key list's slice of the state.
    var keyListSlice: KeyList.Slice {
        var filterField: LineEditor?
        if mode == .typing(.filter) { filterField = lineEditor }
        return KeyList.Slice(
            keys: project.keys, marks: tracking.marks, isFocused: focus == .keys, filterField: filterField,
            isIndexing: search == nil)
    }

    /// The languages pane's selected row.
    var languageCursor: Int { languagesPane.cursor }

    /// The languages pane's slice of the state, for its rows (`languageRows`, built once by the caller).
    func languagesSlice(_ rows: [LanguageRow]) -> LanguagesPane.Slice {
        var field: TextField?
        var offered: [Suggestion] = []
        var fills: [String] = []
        if case .typing(.value) = mode {
            field = self.field
            offered = lineEditor.suggestions
            fills = lineEditor.sameSource
        }
        var keyStates: [Int: TranslationState] = [:]
        if let id = selectedKeyID {
            for index in project.files.indices {
                let state = tracking.states.state(keyID: id, file: index)
                if state.needsWork { keyStates[index] = state }
            }
        }
        return LanguagesPane.Slice(
            rows: rows, project: project, key: selectedKey, isFocused: focus == .languages, field: field,
            states: keyStates, suggestions: offered, sameSource: fills)
    }

    /// The findings pane's slice of the state.
    var findingsSlice: FindingsPane.Slice {
        FindingsPane.Slice(
            findings: visibleFindings, isChecking: findings.status == .running, isFocused: focus == .findings,
            fix: selectedFix)
    }

    /// The preview pane's slice of the state.
    var previewSlice: PreviewPane.Slice {
        var typing: (Mode.Field, LineEditor)?
        if case .typing(let kind) = mode, kind == .number || kind == .width { typing = (kind, lineEditor) }
        return PreviewPane.Slice(
            project: project, key: selectedKey, selectedFile: selectedString?.row.fileIndex, input: previewPane.input,
            isFocused: focus == .preview, typing: typing)
    }

    /// The number and the width typed for the preview.
    var number: String { previewPane.number }
    var previewWidth: String { previewPane.width }

    /// How many lines the preview has below its fields (for scrolling).
    var previewLineCount: Int { PreviewLines(previewSlice).count }
}
