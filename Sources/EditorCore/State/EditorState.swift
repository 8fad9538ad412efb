import Engine

/// Everything the editor shows and remembers, as one value. `update(_:)` is the only place it changes.
package struct EditorState: Sendable {
    package internal(set) var project: Project
    let keyMap: KeyMap
    /// The terminal size.
    package internal(set) var width: Int
    package internal(set) var height: Int

    var focus = Focus.keys {
        didSet { if focus != .keys { lastRightPane = focus } }
    }
    /// The right-side pane focused last: what the right side shows when its panes take turns (tabs) and
    /// the key list has the focus.
    var lastRightPane = Focus.languages
    var mode = Mode.browse
    var keyList = KeyList()
    /// The field being typed in, and its text before typing began (restored by Escape).
    var lineEditor = LineEditor()
    var field: TextField { lineEditor.field }
    var fieldBefore: String { lineEditor.before }
    /// The raw JSON editor, while `mode` is `.editingJSON`.
    var rawEditor: RawEditor?

    /// The preview pane: the number and the width as typed, its scroll.
    var previewPane = PreviewPane()

    var languagesPane = LanguagesPane()
    var findingsPane = FindingsPane()
    var helpPane = HelpPane()

    /// The validator's findings, their counts, and whether they are for the current project.
    var findings: Findings
    /// The sidecar's records, every key's states, and the key marks.
    var tracking: TranslationTracking
    /// The languages this translator works on (the language picker, `L`).
    package internal(set) var languageChoice = LanguageChoice()
    var search: SearchIndex?
    /// Bumped whenever the project changes, so that late background results are recognised.
    var generation = 0
    /// The status line, with its message.
    var statusLine = StatusLine()
    /// The status line's message, replaced by the next one.
    var message: String? {
        get { statusLine.message }
        set { statusLine.update(.say(newValue)) }
    }

    /// The files on disk, which of them differ, and the changes other programs made to them.
    package internal(set) var disk: DiskBookkeeping
    /// The edits that can be undone and redone.
    var history = History()
    /// The edit of several files under way in the background, if one is.
    var background: BackgroundEdit?
    /// How many edits of several files were started: the next one's `FilesEdit.serial`.
    var filesEditCount = 0
    /// How many searches for the changes of a search and replace were started: the serial of the last one.
    var replaceSearchCount = 0
    /// The keys edited since the last save.
    var editedKeys: Set<String> {
        get { keyList.edited }
        set { keyList.edited = newValue }
    }
    /// The conflicts of a merge being chosen, while `mode` is `.resolvingConflict`.
    var chooser: ConflictChooser?
    /// How far reading the project's files has come, while the editor shows a project read for its source
    /// language only (`nil` once the whole project is there: the `.loaded` event).
    package internal(set) var loading: Progress?
    /// The input that waits for the whole project, in order: from the first key that needs every language on
    /// (`Action.needsWholeProject`); carried out when the project is there.
    var held: [Event] = []

    /// The state for a freshly loaded project, with the effects that start the background work.
    ///
    /// - Parameter languages: the languages this translator chose to work on, remembered from last time.
    package init(
        project: Project, disk: DiskState? = nil, width: Int, height: Int, keyMap: KeyMap = .standard,
        languages: LanguageChoice = LanguageChoice()
    ) {
        self.project = project
        self.disk = DiskBookkeeping(state: disk)
        self.keyMap = keyMap
        self.width = width
        self.height = height
        languageChoice = languages
        findings = Findings(loadProblemsOf: project)
        tracking = TranslationTracking(project: project)
        if !project.isLoadedWhole {
            let counts = project.fileCounts
            loading = Progress(label: "loading", done: counts.read, total: counts.all)
        }
        layout = Self.layout(width: width, height: height, project: project)
        tracking.marks = KeyMarks(marksBasis)
        keyList.refresh(project: project, search: nil, marks: tracking.marks)
        showKeyFromTop()
        keepSelectionsVisible()
        // Detection explains itself when two formats fit.
        if project.detection.alternative != nil { message = "read as " + project.detection.explanation }
    }

    /// The background work a new state needs: validation and the search index; only the index (of the source's
    /// values) while the project is loading, since findings of a part of the project would be wrong.
    package var startEffects: [Effect] {
        let index = Effect.buildSearchIndex(project, previous: nil, generation: generation)
        return loading != nil ? [index] : [.validate(project, after: nil, generation: generation), index]
    }

    /// Where the panes go, computed when the size or the project changes (`nil` below 80×24).
    private(set) var layout: Layout?

    /// The layout for a size and a project (whose languages and plural rules decide the preview's rows).
    static func layout(width: Int, height: Int, project: Project) -> Layout? {
        Layout(width: width, height: height, previewRows: PreviewLines.rowsNeeded(project))
    }

    /// Sets the size, and the layout for it.
    mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        layout = Self.layout(width: width, height: height, project: project)
        if let layout { rawEditor?.update(.place(layout.languages)) }
    }

    /// The pane the right side shows when its panes take turns: the one being typed or chosen in, else
    /// the focused one, else the one focused last.
    var shownRightPane: Focus {
        switch mode {
        case .typing(.number), .typing(.width): return .preview
        case .typing(.value), .choosing, .editingJSON, .resolvingConflict, .pickingLanguages: return .languages
        default: return focus == .keys ? lastRightPane : focus
        }
    }

    /// The pane at a screen cell, as shown (with tabs, the right side is the pane shown).
    func pane(atX x: Int, y: Int) -> Focus? {
        guard let layout else { return nil }
        if layout.keys.contains(x: x, y: y) { return .keys }
        if layout.isTabbed {
            return layout.languages.contains(x: x, y: y) ? shownRightPane : nil
        }
        return Focus.allCases.first { layout.rect(of: $0).contains(x: x, y: y) }
    }

    /// Whether work done in slices is under way: the run loop sends `.tick` while nothing else happens.
    package var hasPendingWork: Bool { keyList.pending != nil }

    var selectedKeyID: Int? { keyList.selectedKeyID }
    package var selectedKey: String? { selectedKeyID.map { project.keys[$0] } }

    /// The preview's lookup input: the number as typed (if any) and the width (if a number).
    var lookupInput: LookupInput {
        previewPane.input
    }

    /// The languages pane's rows for the selected key.
    var languageRows: [LanguageRow] {
        LanguageRow.rows(
            project: project, keyID: selectedKeyID, input: lookupInput,
            arrangement: LanguageArrangement(project: project, choice: languageChoice))
    }

    /// The findings the findings pane lists.
    var visibleFindings: [Finding] { findingsPane.listed(findings.list, selectedKey: selectedKey) }

    /// The finding under the findings pane's cursor.
    var selectedFinding: Finding? {
        let list = visibleFindings
        return list.indices.contains(findingsPane.cursor) ? list[findingsPane.cursor] : nil
    }

    /// Every `@N` width of the selected key in any language (for stepping the preview width).
    var widthThresholds: [Int] {
        languageRows.compactMap { if case .width(_, let width) = $0.kind { width } else { nil } }
    }

    #if DEBUG
        /// Checks that selections and scroll positions are in range.
        func checkInvariants() {
            assert(keyList.visible.isEmpty || keyList.visible.indices.contains(keyList.cursor))
            assert(field.cursor >= 0 && field.cursor <= field.text.count)
            let findingsCursor = findingsPane.cursor
            assert(findingsCursor >= 0 && (findingsCursor == 0 || findingsCursor < visibleFindings.count))
        }
    #endif
}
