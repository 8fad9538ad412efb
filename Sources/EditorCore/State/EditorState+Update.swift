import Engine

extension EditorState {
    /// Applies one event; returns the work the run loop must carry out.
    package mutating func update(_ event: Event) -> [Effect] {
        defer {
            #if DEBUG
                checkInvariants()
            #endif
        }
        if let effects = holdWhileLoading(event) { return effects }
        switch event {
        case .key(let key):
            return handle(key)
        case .paste(let text):
            if mode == .editingJSON {
                changeRawEditor(.insert(text))
            } else if case .typing(let kind) = mode {
                insert(text, into: kind)
            } else if case .replacing(let pane) = mode {
                pasteIntoReplace(text, pane: pane)
            }
        case .click(let x, let y):
            click(x: x, y: y)
        case .scroll(let x, let y, let lines):
            guard mode == .browse, let pane = pane(atX: x, y: y) else { return [] }
            focus = pane
            move(by: lines)
        case .resize(let width, let height):
            resize(width: width, height: height)
            keepSelectionsVisible()
        case .validated(let index, let generation):
            guard generation == self.generation else { return [] }
            findings.index = index
            findings.set(index.report.findings)
            findings.status = .done
            // Only the keys whose errors came or went.
            updateMarks(touched: [])
            findingsPane.update(.listChanged(count: visibleFindings.count))
            if keyList.quick != nil { keyList.refresh(project: project, search: search, marks: tracking.marks) }
        case .tick:
            guard keyList.pending != nil else { return [] }
            keyList.refresh(project: project, search: search, marks: tracking.marks)
            keepSelectionsVisible()
        case .idle:
            guard mode == .browse, background == nil, let state = disk.state else { return [] }
            return [.checkDisk(state)]
        case .diskChecked(let changes, let state):
            disk.state = state
            return noticeExternalChanges(changes)
        case .merged(let merges, let failures):
            if defers(event) { return [] }
            return takeMerges(merges, failures: failures)
        case .saved(let report, let state, let written, let thenQuit):
            disk.state = state
            var outcome = report.description.split(separator: "\n").map(String.init)
            switch written {
            case .success(let sidecar):
                tracking.records.wrote(sidecar)
                project.replaceStateSidecar(with: tracking.records.current)
                // Other programs' records, read with the sidecar, may be of any key.
                recomputeMarks()
                if outcome == ["nothing to save"] { outcome = [] }
                outcome.append("saved \(ProjectFiles.stateSidecarPath)")
            case .failure(let error):
                outcome.append(error.description.split(separator: "\n").last.map(String.init) ?? "")
            case nil:
                break
            }
            disk.unsavedFiles = computeUnsavedFiles()
            if disk.unsavedFiles.isEmpty {
                editedKeys = []
                if keyList.quick == .edited { refreshKeys() }
            }
            message = outcome.joined(separator: " · ")
            if !report.conflicts.isEmpty {
                let names = report.conflicts.map(\.fileName)
                disk.forgetSeenChanges(of: names)
                mode = .asking(.changedOnDisk(names))
            } else if thenQuit, report.isComplete, disk.unsavedFiles.isEmpty {
                return [.quit]
            }
        case .reloaded(var files, let state, let failures):
            if defers(event) { return [] }
            if let index = files.firstIndex(where: { $0.fileName == ProjectFiles.stateSidecarPath }) {
                // Taken whatever the editor recorded since it was read: its records are merged one by one.
                takeSidecar(files.remove(at: index).bytes)
                guard !files.isEmpty else {
                    disk.state = state
                    message = (["reloaded \(ProjectFiles.stateSidecarPath)"] + failures).joined(separator: " · ")
                    return []
                }
            }
            // A file edited while it was read again: nothing is taken (the disk state stays the one the edit was made
            // on), and the next check asks about the change.
            let edited = files.filter { bytes(of: $0.fileName) != $0.ours }.map(\.fileName)
            guard edited.isEmpty else {
                disk.forgetSeenChanges(of: files.map(\.fileName))
                message = "✗ \(edited.joined(separator: ", ")) edited while reloading: not reloaded"
                return []
            }
            disk.state = state
            let replacements = files.compactMap { file in
                project.files.firstIndex { $0.fileName == file.fileName }.map { ($0, file.bytes) }
            }
            disk.undismiss(files.map(\.fileName))
            guard failures.isEmpty || !replacements.isEmpty else {
                message = failures.joined(separator: " · ")
                return []
            }
            let names = files.map(\.fileName)
            return startFilesEdit(
                .replaceBytes(Dictionary(replacements, uniquingKeysWith: { _, last in last })), "reload",
                label: "reloading \(names.count == 1 ? names[0] : "\(names.count) files")", select: selectedKey,
                editsUnknown: true,
                wording: .said((["reloaded " + names.joined(separator: ", ")] + failures).joined(separator: " · ")))
        case .searchIndexBuilt(let index, let generation):
            guard generation == self.generation else { return [] }
            search = index
            if !keyList.query.isEmpty { refreshKeys() }
        case .replacementsFound(let changes, let serial, let generation):
            return showReplacements(changes, serial: serial, generation: generation)
        case .filesEditProgress(let done, let serial):
            if background?.edit.serial == serial { background?.done = done }
        case .filesEdited(let outcome, let serial):
            return landFilesEdit(outcome, serial: serial)
        case .loadProgress(let progress):
            if loading != nil { loading = progress }
        case .loaded(let whole, let state):
            return takeLoaded(whole, disk: state)
        }
        return []
    }

    private mutating func handle(_ key: Key) -> [Effect] {
        message = nil
        guard layout != nil else {
            // The "too small" screen: only quitting does anything.
            return key == .character("q") || key == .control("c") ? [.quit] : []
        }
        switch mode {
        case .help:
            let (lines, rows, page) = (HelpPane.lines(keyMap).count, height - 1, max(1, height - 4))
            switch key {
            case .named(.down), .character("j"): helpPane.update(.scroll(by: 1, lines: lines, rows: rows))
            case .named(.up), .character("k"): helpPane.update(.scroll(by: -1, lines: lines, rows: rows))
            case .named(.pageDown), .character(" "): helpPane.update(.scroll(by: page, lines: lines, rows: rows))
            case .named(.pageUp): helpPane.update(.scroll(by: -page, lines: lines, rows: rows))
            default: mode = .browse
            }
            return []
        case .typing(let kind):
            return type(key, into: kind)
        case .asking(let question):
            return answer(key, to: question)
        case .choosing(let menu):
            return choose(key, in: menu)
        case .editingJSON:
            return typeJSON(key)
        case .pickingLanguages(let picker):
            return pick(key, with: picker)
        case .replacing(let pane):
            return replace(key, with: pane)
        case .resolvingConflict:
            guard let chooser else {
                mode = .browse
                return []
            }
            return resolve(key, with: chooser)
        case .browse:
            guard let action = keyMap.action(for: key, in: focus) else {
                message = "\(key.label) does nothing here — F1 lists the keys"
                return []
            }
            return perform(action)
        }
    }

    /// Carries out a browsing action.
    mutating func perform(_ action: Action) -> [Effect] {
        if holdsBack(action) { return [] }
        switch action {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -max(1, (layout?.contentRows(of: focus) ?? 2) - 1))
        case .pageDown: move(by: max(1, (layout?.contentRows(of: focus) ?? 2) - 1))
        case .moveToTop: move(by: -Int.max / 2)
        case .moveToBottom: move(by: Int.max / 2)
        case .nextPane: focus = Focus(rawValue: (focus.rawValue + 1) % Focus.allCases.count)!
        case .previousPane:
            focus = Focus(rawValue: (focus.rawValue + Focus.allCases.count - 1) % Focus.allCases.count)!
        case .filter: beginTyping(.filter, text: keyList.query)
        case .clearFilter:
            keyList.query = ""
            keyList.quick = nil
            refreshKeys()
        case .filterMissing: toggleQuickFilter(.missing)
        case .filterErrors: toggleQuickFilter(.errors)
        case .filterEdited: toggleQuickFilter(.edited)
        case .filterToDo: toggleQuickFilter(.toDo)
        case .nextToDo: goToWork(forward: true)
        case .previousToDo: goToWork(forward: false)
        case .confirmTranslation: return recordSelected(.translated)
        case .markForReview: return recordSelected(.needsReview)
        case .pickLanguages: openLanguagePicker()
        case .searchReplace: openReplace()
        case .replaceNextField, .replacePreviousField, .replaceToggleCase: break
        case .pickTarget, .pickSource, .pickPinned, .pickHidden, .pickMoveUp, .pickMoveDown, .pickDone, .pickCancel:
            break
        case .toggleSortOrder:
            keyList.order = keyList.order == .file ? .alphabetical : .file
            refreshKeys()
            message = keyList.order == .file ? "Keys in base file order" : "Keys A–Z"
        case .editNumber: beginTyping(.number, text: number)
        case .editWidth: beginTyping(.width, text: previewWidth)
        case .numberUp: stepNumber(by: 1)
        case .numberDown: stepNumber(by: -1)
        case .widthUp: stepWidth(by: 1)
        case .widthDown: stepWidth(by: -1)
        case .clearPreview:
            previewPane.update(.clear)
        case .jumpToFinding: jumpToFinding()
        case .toggleFindingsScope:
            findingsPane.update(.toggleScope)
        case .help:
            mode = .help
            helpPane.update(.open)
        case .editJSON:
            openRawEditor()
        case .applyFix: return applyFix()
        case .editValue, .addKey, .addKeyEverywhere, .renameKey, .deleteKey, .addVariant, .deleteString,
            .convertToPlural, .addWidth,
            .moveVariantUp, .moveVariantDown, .undo, .redo, .save, .quit:
            return performEditing(action)
        case .interrupt:
            return background == nil ? performEditing(.quit) : cancelFilesEdit()
        case .fieldAccept, .fieldCancel, .fieldBackspace, .fieldDelete, .fieldLeft, .fieldRight, .fieldWordLeft,
            .fieldWordRight, .fieldHome, .fieldEnd, .fieldKillToEnd, .fieldKillToStart, .fieldDeleteWord, .fieldNewLine,
            .suggestion1, .suggestion2, .suggestion3, .fieldPropagate,
            .jsonApply,
            .jsonNewLine, .jsonIndent, .jsonLineUp, .jsonLineDown, .jsonPageUp, .jsonPageDown, .mergeChanges,
            .reloadChanged, .overwriteChanged, .keepMine, .takeMine, .takeTheirs, .editConflict, .stopMerging:
            break
        }
        return []
    }

    private mutating func toggleQuickFilter(_ filter: KeyList.QuickFilter) {
        keyList.quick = keyList.quick == filter ? nil : filter
        refreshKeys()
    }

    /// Refreshes the key list; the languages pane starts from the top only when the selected key changed.
    mutating func refreshKeys() {
        let before = selectedKeyID
        keyList.refresh(project: project, search: search, marks: tracking.marks)
        if selectedKeyID != before {
            showKeyFromTop()
        }
        keepSelectionsVisible()
    }

    private mutating func stepNumber(by delta: Int) {
        guard let next = PreviewStepping.step(number, by: delta) else {
            message = "\(number) cannot be stepped: type a number with #"
            return
        }
        previewPane.update(.setNumber(next))
    }

    private mutating func stepWidth(by delta: Int) {
        let thresholds = widthThresholds
        guard let next = PreviewStepping.stepWidth(Int(previewWidth), by: delta, thresholds: thresholds) else {
            let sorted = Set(thresholds).sorted()
            if sorted.isEmpty {
                message = "\(selectedKey ?? "this key") has no @N widths: type a width with w"
            } else {
                let end = delta > 0 ? sorted.last! : sorted.first!
                message = "@\(end) is the key's \(delta > 0 ? "last" : "first") width (\(previewWidthList(sorted)))"
            }
            return
        }
        previewPane.update(.setWidth(String(next)))
    }

    /// `@100 @200 @300`.
    private func previewWidthList(_ widths: [Int]) -> String { widths.map { "@\($0)" }.joined(separator: " ") }

    private mutating func jumpToFinding() {
        guard let finding = selectedFinding else { return }
        guard let key = finding.key, let id = project.keyID(key) else {
            message = "This finding is about \(finding.fileName ?? "the project"), not one key"
            return
        }
        keyList.select(keyID: id, project: project, search: search, marks: tracking.marks)
        focus = .languages
        let rows = languageRows
        let fileIndex = finding.fileName.flatMap { name in project.files.firstIndex { $0.fileName == name } }
        languagesPane.update(.select(rows.indices.first { rows[$0].fileIndex == fileIndex } ?? 0), rows: rows)
        keepSelectionsVisible()
    }
}
