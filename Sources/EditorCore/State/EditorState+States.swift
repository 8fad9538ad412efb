import Engine

/// A translation state to record with an edit: the key, the language and the state.
struct StateEdit: Sendable, Hashable {
    var key: String
    var language: FileLanguage
    var state: RecordedState
}

/// Translation states in the editor (DESIGN §12): recording them with edits and with the confirm and review
/// keys, the languages worked on, and the queue of keys that need work (`n` / `N`).
extension EditorState {
    /// The languages worked on, as file indices: the target languages chosen with `L`, else every readable
    /// language but the source (and those hidden).
    var workFiles: [Int] {
        let source = languageChoice.sourceName
        let translations = project.files.indices.filter { index in
            let file = project.files[index]
            return file.language != .base && file.language.description != source && file.isEditable
        }
        let targets = translations.filter { languageChoice.targets.contains(project.files[$0].language.description) }
        guard targets.isEmpty else { return targets }
        return translations.filter { !languageChoice.hidden.contains(project.files[$0].language.description) }
    }

    /// What the key marks are computed from now: the states, the keys with errors found, the languages worked on.
    var marksBasis: KeyMarks.Basis {
        KeyMarks.Basis(states: tracking.states, errorKeys: findings.errorKeys, workFiles: workFiles)
    }

    /// The key marks for the project, the records and the findings as they are, computed from scratch (states
    /// included): what the marks kept up to date key by key must equal.
    func makeMarks() -> KeyMarks {
        KeyMarks(
            KeyMarks.Basis(
                states: ProjectStates(project: project, sidecar: tracking.records.current),
                errorKeys: findings.errorKeys, workFiles: workFiles))
    }

    /// Computes the states and the key marks again for every key: after what may change any key (the project
    /// loaded or read again, records read from disk).
    package mutating func recomputeMarks() {
        tracking.states = ProjectStates(project: project, sidecar: tracking.records.current)
        tracking.marks = KeyMarks(marksBasis)
    }

    /// Brings the states and the key marks up to date after a change that touched the entries, records or
    /// findings of `touched` only (`nil`: any key), computing again only those keys (and the keys added or
    /// removed, found by themselves).
    package mutating func updateMarks(touched: Set<String>?) {
        if let touched {
            tracking.states = tracking.states.updated(to: project, sidecar: tracking.records.current, keys: touched)
        } else {
            tracking.states = ProjectStates(project: project, sidecar: tracking.records.current)
        }
        tracking.marks.update(to: marksBasis, touched: touched)
        #if DEBUG
            assert(tracking.marks == makeMarks(), "the key marks kept up to date differ from those computed whole")
        #endif
    }

    /// Records states in the project: the format's own state where it has one (an edit of the file), else a
    /// record of the sidecar with the source's fingerprint now. No history entry and no refresh: the caller's
    /// edit has them.
    mutating func apply(_ edits: [StateEdit]) {
        guard !edits.isEmpty else { return }
        var sidecarChanged = false
        for edit in edits {
            guard let tag = edit.language.tag else { continue }
            if let native = try? project.nativeStateEdit(edit.state, forKey: edit.key, in: edit.language) {
                project.apply(native, to: edit.language)
                continue
            }
            tracking.records.set(
                project.stateRecord(edit.state, forKey: edit.key), language: tag.description, key: edit.key)
            sidecarChanged = true
        }
        if sidecarChanged { project.replaceStateSidecar(with: tracking.records.current) }
    }

    /// Whether typing a translation in `language` records *translated*: in a project that keeps states in its
    /// sidecar (it has one, or this session recorded one); a format with states of its own updates them itself
    /// when a text is set (a PO `fuzzy` flag is cleared).
    func recordsTyping(in language: FileLanguage) -> Bool {
        guard language != .base, tracking.records.exists, let index = project.fileIndex(of: language) else {
            return false
        }
        return project.files[index].nativeStates == nil
    }

    /// The states a typed string records: *needs translation* for a copy (a text accepted as it was offered:
    /// the source text of a missing translation, the `other` text of a new form), *translated* otherwise, in a
    /// project that keeps states.
    func statesAfterTyping(_ address: ValueAddress, copied: Bool) -> [StateEdit] {
        guard address.language != .base else { return [] }
        if copied { return [StateEdit(key: address.key, language: address.language, state: .needsTranslation)] }
        guard recordsTyping(in: address.language) else { return [] }
        return [StateEdit(key: address.key, language: address.language, state: .translated)]
    }

    /// *Needs translation* for `key` in every readable language but the source: what copies of a text record.
    func copiesEverywhere(_ key: String) -> [StateEdit] {
        project.files.filter { $0.language != .base && $0.isEditable }.map {
            StateEdit(key: key, language: $0.language, state: .needsTranslation)
        }
    }

    /// The translation the confirm and review keys act on: the selected row's language, or, on the source's
    /// row, the one target language.
    var selectedTranslation: (key: String, language: FileLanguage)? {
        guard let key = selectedKey else { return nil }
        if let (_, address) = selectedString, address.language != .base { return (key, address.language) }
        let targets = workFiles
        if targets.count == 1 || !languageChoice.targets.isEmpty, let first = targets.first {
            return (key, project.files[first].language)
        }
        return nil
    }

    /// Records `state` for the selected translation, as one edit that can be undone.
    mutating func recordSelected(_ state: RecordedState) -> [Effect] {
        guard let (key, language) = selectedTranslation else {
            message = "select a translation (the source has no state), or choose a target language with L"
            return []
        }
        guard tracking.states.state(of: key, in: language) != .missing else {
            message = "\(language) has no text for \(key): type one first"
            return []
        }
        let description = "\(key) in \(language): \(state == .translated ? "confirmed" : state.rawValue)"
        if let current = currentRecord(key: key, language: language), current == project.stateRecord(state, forKey: key)
        {
            message = "\(key) in \(language) is already \(state == .translated ? "confirmed" : state.rawValue)"
            return []
        }
        history.record(snapshot(description))
        apply([StateEdit(key: key, language: language, state: state)])
        message = description
        return projectChanged(select: key, keysChanged: false, touched: [key], valuesChanged: false)
    }

    /// The record of `key` in `language` in the sidecar, as the editor has it.
    private func currentRecord(key: String, language: FileLanguage) -> StateRecord? {
        language.tag.flatMap { tracking.records.current?.record(language: $0.description, key: key) }
    }

    /// Goes to the next (or previous) key of the key list that needs work in a language worked on, from the
    /// selected key, wrapping around; selects the first such language's row in the languages pane.
    mutating func goToWork(forward: Bool) {
        let visible = keyList.visible
        guard !visible.isEmpty else { return }
        let count = visible.count
        let start = keyList.cursor
        for step in 1...count {
            let index = ((start + (forward ? step : -step)) % count + count) % count
            guard tracking.marks.needsWork(visible[index]) else { continue }
            let wrapped = forward ? index <= start : index >= start
            keyList.update(.move(by: index - start))
            selectWorkRow()
            focus = .languages
            keepSelectionsVisible()
            let marks = tracking.marks
            let left = visible.filter { marks.needsWork($0) }.count
            message =
                "\(Self.grouped(left)) \(left == 1 ? "key needs" : "keys need") work in \(workLanguagesName)"
                + (keyList.isFiltered ? " among those shown" : "")
                + (wrapped && index != start ? forward ? " · from the top" : " · from the bottom" : "")
            return
        }
        message =
            "no key \(keyList.isFiltered ? "shown " : "")needs work in \(workLanguagesName) ✓"
    }

    /// The languages worked on, for messages: `Polish`, `3 languages`.
    var workLanguagesName: String {
        let files = workFiles
        if files.count == 1 { return project.englishName(of: project.files[files[0]].language) }
        return "\(files.count) languages"
    }

    /// Selects, in the languages pane, the first row of the first language worked on where the selected key
    /// needs work (else of the first target language), so that `Enter` edits it.
    mutating func selectWorkRow() {
        let rows = languageRows
        guard let id = selectedKeyID else { return }
        let files = workFiles
        let file =
            files.first { tracking.states.state(keyID: id, file: $0).needsWork }
            ?? (languageChoice.targets.isEmpty ? nil : files.first)
        guard let file, let index = rows.firstIndex(where: { $0.fileIndex == file && !$0.isHeader }) else {
            languagesPane.update(.top, rows: rows)
            return
        }
        languagesPane.update(.select(index), rows: rows)
    }

    /// Shows the languages of a newly selected key from the top, the selection on the first target language's
    /// first row when targets are chosen (else on the first row that can be edited).
    mutating func showKeyFromTop() {
        let rows = languageRows
        languagesPane.update(.top, rows: rows)
        guard !languageChoice.targets.isEmpty, let file = workFiles.first,
            let index = rows.firstIndex(where: { $0.fileIndex == file && !$0.isHeader })
        else { return }
        languagesPane.update(.select(index), rows: rows)
    }

    /// The status line's progress: `Polish: 812/1,024 translated · 14 need review · 3 stale`, for the selected
    /// row's language when it is worked on, else the first target; `nil` without one.
    var progress: String? {
        let files = tracking.marks.workFiles
        let selected = selectedString.map(\.row.fileIndex)
        guard
            let file = selected.flatMap({ files.contains($0) ? $0 : nil })
                ?? (languageChoice.targets.isEmpty ? nil : files.first),
            let counts = tracking.marks.counts(file: file)
        else { return nil }
        let total = counts.values.reduce(0, +)
        var parts = [
            "\(project.englishName(of: project.files[file].language)): "
                + "\(Self.grouped(counts[.translated] ?? 0))/\(Self.grouped(total)) translated"
        ]
        if let review = counts[.needsReview], review > 0 { parts.append("\(Self.grouped(review)) need review") }
        if let stale = counts[.stale], stale > 0 { parts.append("\(Self.grouped(stale)) stale") }
        return parts.joined(separator: " · ")
    }

    /// A count for people: `1,024`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }

    /// The unsaved files: the language files and settings that differ from disk, and the sidecar when a
    /// record does.
    func computeUnsavedFiles() -> [String] {
        let files = disk.state?.unsavedFiles(in: project) ?? project.diskFiles.map(\.fileName)
        return files + (tracking.records.isUnsaved ? [ProjectFiles.stateSidecarPath] : [])
    }
}
