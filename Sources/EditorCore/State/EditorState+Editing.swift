import Engine

/// Edits of the project: each one turns documents into new documents (the Engine's value-in,
/// value-out edits), puts them in the project, and records the project as it was for undo.
extension EditorState {
    /// Why an edit did not happen, in words for the status line.
    struct EditRefusal: Error {
        var message: String
    }

    /// Edits one language's file; `body` gets its document and returns the edited one.
    mutating func edit(
        _ language: FileLanguage, _ description: String, select key: String?,
        _ body: (JSONDocument) throws -> JSONDocument
    ) -> [Effect] {
        let last = disk.lastEdited
        var made: (fileIndex: Int, document: JSONDocument)?
        let effects = editFiles(description, select: key, touching: key.map { [$0] }) { project in
            guard let index = project.fileIndex(of: language) else {
                throw EditRefusal(message: "\(language) has no file")
            }
            guard let document = Self.document(of: index, in: project, last: last) else {
                throw EditRefusal(
                    message: "\(project.files[index].fileName) has a syntax error: fix it first (read-only)")
            }
            let edited = try body(document)
            made = (index, edited)
            return [(index, edited.bytes)]
        }
        if let made { disk.lastEdited = made }
        return effects
    }

    /// A file's document: the one the last edit made while the file still has its bytes (parsing a 2 MB file
    /// again takes 38 ms), else the file parsed; `nil` when it has a syntax error.
    static func document(
        of index: Int, in project: Project, last: (fileIndex: Int, document: JSONDocument)?
    ) -> JSONDocument? {
        if let last, last.fileIndex == index, last.document.bytes == project.files[index].bytes { return last.document }
        return project.files[index].document()
    }

    /// Edits `key` in one language through the format of the file that holds it (`TranslationFormat`), which
    /// splices the edit into the file in its own style or refuses, with the reason, what the format cannot
    /// hold.
    mutating func editEntry(
        _ language: FileLanguage, key: String, _ description: String, select selected: String?,
        states: [StateEdit] = [], _ body: (any TranslationFormat, LanguageFile) throws(EditError) -> FileEdit
    ) -> [Effect] {
        editFiles(description, select: selected, touching: [key], states: states) { project in
            guard case .file(let index) = project.editTarget(forKey: key, in: language) else {
                throw EditRefusal(message: "\(language) has no file for \(key)")
            }
            let file = project.files[index]
            return [(index, try body(file.format.format, file).bytes)]
        }
    }

    /// Starts the file of a language's part that does not exist yet (`de/common.json` for `common:title`),
    /// holding the text at `address`; `nil` when the language's file for the key exists.
    mutating func creatingFile(_ text: String, at address: EntryAddress, in language: FileLanguage) -> [Effect]? {
        guard case .newFile(let part, let model) = project.editTarget(forKey: address.key, in: language) else {
            return nil
        }
        let description = "set \(address.key) in \(language), in a new file"
        let created: (path: String, result: FileEdit)?
        do throws(EditError) {
            created = try project.creatingFile(part: part, model: model, for: language, setting: text, at: address)
        } catch {
            message = "\(error)"
            return []
        }
        guard let created else {
            message = "\(project.format.title) cannot add \(language) here"
            return []
        }
        history.record(snapshot(description))
        project.apply(created.result, to: language, path: created.path, part: part)
        editedKeys.insert(address.key)
        message = description + " (\(created.path))"
        return projectChanged(select: address.key, keysChanged: true, touched: [address.key])
    }

    /// Refuses an edit of the JSON structure itself in a project whose format gives that structure its own
    /// meaning (only Swifternalization JSON is edited that way).
    func refusingStructuralEdit(_ what: String) -> String? {
        project.format == .swifternalization ? nil : "\(what) is not available for \(project.format.title) yet"
    }

    /// Applies new bytes to files and records `states` (`apply(_:)`), records the old project for undo (one
    /// step for both), and refreshes what depends on it.
    ///
    /// - Parameters:
    ///   - touching: the keys whose entries the new bytes change (`nil`: any key may change).
    ///   - movingRecords: a key renamed (to a new name) or deleted (to `nil`): its state records go with it.
    mutating func editFiles(
        _ description: String, select key: String?, touching touched: Set<String>?, states: [StateEdit] = [],
        movingRecords: (key: String, to: String?)? = nil,
        _ make: (Project) throws -> [(index: Int, bytes: [UInt8])]
    ) -> [Effect] {
        let replacements: [(index: Int, bytes: [UInt8])]
        do {
            replacements = try make(project).filter { project.files[$0.index].bytes != $0.bytes }
        } catch let refusal as EditRefusal {
            message = refusal.message
            return []
        } catch {
            message = "\(error)"
            return []
        }
        guard !replacements.isEmpty else {
            message = "no change"
            return []
        }
        var edited = project
        edited.replaceFiles(replacements)
        return adopt(
            edited, description, select: key, touching: touched, states: states, movingRecords: movingRecords)
    }

    /// Puts an edited project in as one edit: records the project as it was for undo, moves and records states,
    /// and refreshes what depends on the project.
    ///
    /// - Parameter touched: the keys whose entries the edit changed (`nil`: any key may have changed); the keys of
    ///   `states` and `movingRecords` are added to them.
    mutating func adopt(
        _ edited: Project, _ description: String, select key: String?, touching touched: Set<String>?,
        states: [StateEdit], movingRecords: (key: String, to: String?)?, editsUnknown: Bool = false
    ) -> [Effect] {
        history.record(snapshot(description))
        let oldKeys = project.keys
        project = edited
        if let movingRecords, tracking.records.moveRecords(of: movingRecords.key, to: movingRecords.to) {
            project.replaceStateSidecar(with: tracking.records.current)
        }
        apply(states)
        if let key { editedKeys.insert(key) }
        message = description
        let recorded = states.map(\.key) + [movingRecords?.key, movingRecords?.to].compactMap { $0 }
        return projectChanged(
            select: key, keysChanged: oldKeys != project.keys, touched: touched?.union(recorded),
            editsUnknown: editsUnknown)
    }

    /// The project and what is known about it, for the history.
    func snapshot(_ description: String) -> History.Snapshot {
        History.Snapshot(
            project: project, selectedKey: selectedKey, description: description, marks: tracking.marks,
            findings: findings,
            search: search, states: tracking.records.current)
    }

    /// After the project changed (an edit, undo, redo, reload): the key list, marks, unsaved files,
    /// and background validation (and the search index when keys changed, since key ids move).
    ///
    /// - Parameters:
    ///   - touched: the keys whose entries or records the change touched, whose states and marks are computed
    ///     again (`nil`: any key may have changed, and all are).
    ///   - known: what undo or redo restores with the project, instead of recomputing it.
    ///   - editsUnknown: the change was not one key's edit (a reload): the edited keys are found again from
    ///     the files, as they are after undo and redo.
    ///   - valuesChanged: whether texts changed (not only states): the search index is built again.
    mutating func projectChanged(
        select key: String?, keysChanged: Bool, touched: Set<String>?, known: History.Snapshot? = nil,
        editsUnknown: Bool = false, valuesChanged: Bool = true
    ) -> [Effect] {
        generation += 1
        if let known {
            findings = known.findings
            search = known.search
            // The marks and states were computed for the languages worked on then, and the records then.
            if known.marks.workFiles == workFiles, known.project.stateSidecar == project.stateSidecar,
                let basis = known.marks.basis
            {
                tracking.states = basis.translation
                tracking.marks = known.marks
            } else {
                recomputeMarks()
            }
        } else {
            if keysChanged { search = nil }
            updateMarks(touched: editsUnknown ? nil : touched)
        }
        disk.unsavedFiles = computeUnsavedFiles()
        if disk.unsavedFiles.isEmpty {
            editedKeys = []
        } else if known != nil || editsUnknown, let state = disk.state {
            editedKeys = disk.editedKeysFinder.differing(project: project, disk: state)
        }
        // With the same keys and no filter, the list is the same list.
        if keysChanged || !keyList.query.isEmpty || keyList.quick != nil {
            keyList.refresh(project: project, search: search, marks: tracking.marks, projectChanged: true)
        }
        if let key, let id = project.keyID(key) {
            keyList.select(keyID: id, project: project, search: search, marks: tracking.marks)
        }
        let rows = languageRows
        if !rows.indices.contains(languageCursor) { languagesPane.update(.select(rows.count - 1), rows: rows) }
        keepSelectionsVisible()
        var effects: [Effect] = []
        if known?.findings.status == .done {
            findings.status = .done
        } else {
            findings.status = .running
            effects.append(.validate(project, after: findings.index, generation: generation))
        }
        // After an edit, values changed: index again, the blocks of the keys edited only when the keys are the same
        // (the old index serves until the new one is there).
        if search == nil || (known == nil && valuesChanged) {
            effects.append(.buildSearchIndex(project, previous: search, generation: generation))
        }
        return effects
    }

    /// Undo (`forward == false`) or redo the last edit.
    mutating func travel(forward: Bool) -> [Effect] {
        let current = snapshot("")
        guard let target = forward ? history.redo(from: current) : history.undo(from: current) else {
            message = forward ? "nothing to redo" : "nothing to undo"
            return []
        }
        let oldKeys = project.keys
        // The key selected now, named before its id means another project's key.
        let select = target.selectedKey ?? selectedKey
        project = target.project
        var known = target
        // This session's records as the snapshot has them; the others as last read from disk.
        tracking.records.restore(target.states)
        if project.stateSidecar != tracking.records.current?.bytes {
            project.replaceStateSidecar(with: tracking.records.current)
            known.findings.status = .running
        }
        message = (forward ? "redone: " : "undone: ") + target.description
        return projectChanged(select: select, keysChanged: oldKeys != project.keys, touched: nil, known: known)
    }

    // MARK: - The operations

    /// Sets one string of a language's value (creating the key, variant or width if missing).
    ///
    /// - Parameter force: allow a change of shape (a plain string becoming variants or widths: the old
    ///   string stays as `other` or as the next width). Without it, such a change is asked about first.
    ///   - copied: the text is a copy accepted as offered (recorded *needs translation*).
    mutating func setString(_ text: String, at address: ValueAddress, force: Bool = false, copied: Bool = false)
        -> [Effect]
    {
        let entry = EntryAddress(key: address.key, selector: address.selector, width: address.width)
        if let effects = creatingFile(text, at: entry, in: address.language) { return effects }
        var reshape: String?
        let effects = editEntry(
            address.language, key: address.key, "set \(Self.describe(address))", select: address.key,
            states: statesAfterTyping(address, copied: copied)
        ) {
            format, file throws(EditError) in
            do throws(EditError) {
                return try format.setting(text, at: entry, in: file, force: force)
            } catch {
                if case .needsForce(_, let change) = error { reshape = change }
                throw error
            }
        }
        if let reshape {
            mode = .asking(.reshape(address, text: text, change: reshape))
            message = nil
            return []
        }
        selectRow(address)
        return effects
    }

    /// Puts the languages pane's selection on the row of an address (a string just added or edited).
    mutating func selectRow(_ address: ValueAddress) {
        let fileIndex = project.keyID(address.key).flatMap { project.fileIndex(of: address.language, keyID: $0) }
        let rows = languageRows
        guard
            let index = rows.firstIndex(where: {
                !$0.isHeader && $0.fileIndex == fileIndex && $0.selector == address.selector
                    && $0.width == address.width
            })
        else { return }
        languagesPane.update(.select(index), rows: rows)
        keepSelectionsVisible()
    }

    /// Adds a key to the base file with its text, and with `everywhere` to every readable language file
    /// too, the base text as a starting point for the translators.
    mutating func addKey(_ key: String, text: String, everywhere: Bool = false) -> [Effect] {
        guard project.keyID(key) == nil else {
            message = "\(key) already exists"
            return []
        }
        return startFilesEdit(
            .addKey(key, text: text, everywhere: everywhere),
            everywhere ? "add \(key) in every language" : "add \(key)",
            label: everywhere ? "adding \(key) in every language" : "adding \(key)", select: key,
            states: everywhere ? copiesEverywhere(key) : [])
    }

    /// Renames a key in every language.
    mutating func renameKey(_ key: String, to newKey: String) -> [Effect] {
        guard key != newKey else { return [] }
        guard project.keyID(newKey) == nil else {
            message = "\(newKey) already exists"
            return []
        }
        return startFilesEdit(
            .renameKey(key, to: newKey), "rename \(key) to \(newKey)", label: "renaming \(key) to \(newKey)",
            select: newKey, movingRecords: (key, newKey))
    }

    /// Deletes a key in every language.
    mutating func deleteKey(_ key: String) -> [Effect] {
        let next =
            keyList.visible.indices.contains(keyList.cursor + 1)
            ? project.keys[keyList.visible[keyList.cursor + 1]] : nil
        return startFilesEdit(
            .deleteKey(key), "delete \(key)", label: "deleting \(key)", select: next, movingRecords: (key, nil))
    }

    /// Deletes one variant or width variation.
    mutating func deleteString(_ address: ValueAddress) -> [Effect] {
        let entry = EntryAddress(key: address.key, selector: address.selector, width: address.width)
        return editEntry(address.language, key: address.key, "delete \(Self.describe(address))", select: address.key) {
            format, file throws(EditError) in
            try format.removing(entry, from: file)
        }
    }

    /// Turns a plain string into variants, one per CLDR category of the language, each starting as the
    /// string.
    mutating func convertToPlural(language: FileLanguage, key: String) -> [Effect] {
        guard let id = project.keyID(key), let index = project.fileIndex(of: language, keyID: id),
            let entry = project.entry(keyID: id, file: index), case .text = entry.value
        else {
            message = "only a plain string can become plural forms"
            return []
        }
        let categories = project.files[index].rules.categories()
        let context = project.formatContext
        let copies = language == .base ? [] : [StateEdit(key: key, language: language, state: .needsTranslation)]
        return editEntry(language, key: key, "\(key) in \(language): plural forms", select: key, states: copies) {
            format, file throws(EditError) in
            try format.pluralizing(key, categories: categories, in: file, context: context)
        }
    }

    /// Moves a variant up or down among its siblings (order decides between explicit expressions).
    mutating func moveVariant(_ address: ValueAddress, by delta: Int) -> [Effect] {
        guard let selector = address.selector, let entry = project.entry(address.key, in: address.language),
            case .variants(let variants) = entry.value,
            let fileIndex = project.keyID(address.key).flatMap({ project.fileIndex(of: address.language, keyID: $0) }),
            let position = variants.firstIndex(where: { project.files[fileIndex].selectorText($0) == selector })
        else { return [] }
        let target = position + delta
        guard variants.indices.contains(target) else { return [] }
        if let refusal = refusingStructuralEdit("moving a variant") {
            message = refusal
            return []
        }
        return edit(address.language, "move \(Self.describe(address))", select: address.key) { document in
            try document.movingMember(at: [address.key, selector], to: target)
        }
    }

    static func describe(_ address: ValueAddress) -> String {
        var text = address.key
        if let selector = address.selector { text += " › " + selector }
        if let width = address.width { text += " › @\(width)" }
        return text + " in " + address.language.description
    }
}
