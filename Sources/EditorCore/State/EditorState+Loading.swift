import Engine

/// The editor while the project loads: it shows the source language's files at once (`EditingLoad.begin`), lets
/// the user browse them, holds what needs every language, and takes the whole project when every file is read
/// (`.loaded`).
extension EditorState {
    /// Holds `event` while the project loads when it needs the whole project (a key of an action that does, and
    /// all input after it, so that text typed after an edit key goes into its field; the status line counts
    /// them): the answer is then the effects, none. `nil` lets the event through. Ctrl-C quits at once, dropping
    /// what is held (nothing can be unsaved yet).
    mutating func holdWhileLoading(_ event: Event) -> [Effect]? {
        guard loading != nil else { return nil }
        switch event {
        case .key(.control("c")) where !held.isEmpty:
            return [.quit]
        case .key(let key):
            guard
                !held.isEmpty
                    || (mode == .browse && layout != nil
                        && keyMap.action(for: key, in: focus)?.needsWholeProject == true)
            else { return nil }
        case .paste, .click, .scroll:
            guard !held.isEmpty else { return nil }
        case .resize, .tick, .idle, .saved, .reloaded, .diskChecked, .merged, .validated, .searchIndexBuilt,
            .loadProgress, .loaded, .filesEditProgress, .filesEdited, .replacementsFound:
            return nil
        }
        held.append(event)
        return []
    }

    /// The status line's words while the project loads: `loading 12/40 files`, and how many keys wait for it.
    var loadingText: String? {
        guard let loading else { return nil }
        switch held.count {
        case 0: return loading.text
        case 1: return loading.text + ", 1 key waits"
        case let count: return loading.text + ", \(count) keys wait"
        }
    }

    /// Takes the whole project in place of the one read for its source language, then carries out the input
    /// held meanwhile: what the user did (the selected key, the filter, the focus, the preview's number, the
    /// scroll) stays, and validation starts.
    mutating func takeLoaded(_ whole: Project, disk state: DiskState) -> [Effect] {
        var effects = replaceLoaded(whole, disk: state)
        let waiting = held
        held = []
        for event in waiting { effects += update(event) }
        return effects
    }

    private mutating func replaceLoaded(_ whole: Project, disk state: DiskState) -> [Effect] {
        let key = selectedKey
        project = whole
        disk.state = state
        loading = nil
        generation += 1
        search = nil
        findings = Findings(loadProblemsOf: project)
        tracking = TranslationTracking(project: project)
        resize(width: width, height: height)  // the layout for the languages now there
        tracking.marks = KeyMarks(marksBasis)
        disk.unsavedFiles = computeUnsavedFiles()
        keyList.refresh(project: project, search: search, marks: tracking.marks, projectChanged: true)
        if let key, let id = project.keyID(key) {
            keyList.select(keyID: id, project: project, search: search, marks: tracking.marks)
        }
        // The languages worked on were not there to be selected: select them now, unless the user moved.
        if languageCursor == 0 { showKeyFromTop() }
        keepSelectionsVisible()
        return startEffects
    }
}

extension Action {
    /// Whether the action changes the project (a text, a key, a variant, a translation state, the history): what
    /// the load and an edit of several files hold back (`needsWholeProject`, `EditorState.holdsBack`).
    var changesProject: Bool {
        switch self {
        case .editValue, .addKey, .addKeyEverywhere, .renameKey, .deleteKey, .addVariant, .deleteString,
            .convertToPlural, .addWidth, .moveVariantUp, .moveVariantDown, .editJSON, .undo, .redo,
            .confirmTranslation, .markForReview, .searchReplace, .applyFix:
            return true
        case .save, .filterMissing, .filterErrors, .filterToDo, .nextToDo, .previousToDo, .pickLanguages, .moveUp,
            .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom, .nextPane, .previousPane, .filter,
            .clearFilter, .filterEdited, .toggleSortOrder, .pickTarget, .pickSource, .pickPinned, .pickHidden,
            .pickMoveUp, .pickMoveDown, .pickDone, .pickCancel, .editNumber, .editWidth, .numberUp, .numberDown,
            .widthUp, .widthDown, .clearPreview, .jumpToFinding, .toggleFindingsScope, .jsonApply, .jsonNewLine,
            .jsonIndent, .jsonLineUp, .jsonLineDown, .jsonPageUp, .jsonPageDown, .replaceNextField,
            .replacePreviousField, .replaceToggleCase, .help, .quit, .interrupt, .fieldAccept, .fieldCancel,
            .fieldBackspace,
            .fieldDelete, .fieldLeft, .fieldRight, .fieldWordLeft, .fieldWordRight, .fieldHome, .fieldEnd,
            .fieldKillToEnd, .fieldKillToStart, .fieldDeleteWord, .fieldNewLine, .suggestion1, .suggestion2,
            .suggestion3, .fieldPropagate, .mergeChanges, .reloadChanged, .overwriteChanged, .keepMine, .takeMine,
            .takeTheirs, .editConflict, .stopMerging:
            return false
        }
    }

    /// Whether the action needs every language of the project, and so waits while the project loads: what changes
    /// the project (edits write every language's files, or are checked against them), saving, the quick filters
    /// and the steps that read every language's marks, and the language picker. Browsing, filtering by text, the
    /// preview, the findings pane and help work at once.
    var needsWholeProject: Bool {
        switch self {
        case .save, .filterMissing, .filterErrors, .filterToDo, .nextToDo, .previousToDo, .pickLanguages: true
        default: changesProject
        }
    }
}
