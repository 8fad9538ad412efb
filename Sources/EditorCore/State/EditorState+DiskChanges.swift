import Engine

/// Files that other programs changed on disk: noticing them, and the answers merge, reload, overwrite and
/// keep mine, with the conflict chooser of a merge.
extension EditorState {
    /// The idle check's findings, while browsing: a file without unsaved edits that changed on disk is read again
    /// at once (nothing of the user's is lost, and `u` undoes it); about the others — edited here, or gone or
    /// unreadable — it asks, and about a dismissed file again once it changes again.
    mutating func noticeExternalChanges(_ changes: [ExternalChange]) -> [Effect] {
        // The state sidecar another program changed is read again at once, whatever the editor is doing: its
        // records are taken record by record, this session's unsaved ones kept (`StateRecords.read`), so there is
        // nothing to ask. A deleted or unreadable one is left alone: saving writes the records again.
        let sidecarPath = ProjectFiles.stateSidecarPath
        var effects: [Effect] = []
        if changes.contains(where: { $0.fileName == sidecarPath && $0.kind == .modified }), let state = disk.state {
            effects.append(.reload([sidecarPath], project, state))
        }
        let changes = changes.filter { $0.fileName != sidecarPath }
        let names = disk.notice(changes)
        guard !names.isEmpty, mode == .browse else { return effects }
        let clean = changes.filter { change in
            change.kind == .modified && names.contains(change.fileName)
                && !disk.unsavedFiles.contains(change.fileName)
        }.map(\.fileName)
        let asked = names.filter { !clean.contains($0) }
        if !asked.isEmpty { mode = .asking(.changedOnDisk(asked)) }
        guard !clean.isEmpty, let state = disk.state else { return effects }
        return effects + [.reload(clean, project, state)]
    }

    /// Takes the state sidecar read again from disk: its records, with those this session recorded and has not saved
    /// kept as the editor has them; the marks of every key computed again (another program may have recorded any).
    mutating func takeSidecar(_ bytes: [UInt8]) {
        tracking.records.read(StateSidecar.parse(bytes).sidecar)
        project.replaceStateSidecar(with: tracking.records.current)
        recomputeMarks()
        disk.unsavedFiles = computeUnsavedFiles()
    }

    /// A key while the question about files changed on disk waits: merge (the default), reload, overwrite,
    /// keep mine; other keys leave the question open.
    mutating func answerChangedOnDisk(_ key: Key, names: [String]) -> [Effect] {
        guard let state = disk.state, let action = keyMap.changedOnDisk.first(where: { $0.0 == key })?.1 else {
            mode = .asking(.changedOnDisk(names))
            message = KeyMap.hints(keyMap.changedOnDisk)
            return []
        }
        switch action {
        case .mergeChanges:
            message = "merging \(names.joined(separator: ", "))…"
            return [.merge(names, project, state)]
        case .reloadChanged:
            message = "reloading \(names.joined(separator: ", "))…"
            return [.reload(names, project, state)]
        case .overwriteChanged:
            disk.dismissChanges(of: names)
            return save(thenQuit: false, overwriting: Set(names))
        default:
            disk.dismissChanges(of: names)
            message = "kept your version; saving will ask again, and a new change on disk is shown again"
        }
        return []
    }

    /// The merges made: clean ones are taken at once (one undoable edit); conflicts open the chooser.
    mutating func takeMerges(_ merges: [DiskState.FileMerge], failures: [String]) -> [Effect] {
        // A file edited while the merge was made in the background: the merge would drop that edit.
        let outdated = merges.filter { bytes(of: $0.fileName) != $0.ours }.map(\.fileName)
        let merges = merges.filter { !outdated.contains($0.fileName) }
        var failures = failures
        if !outdated.isEmpty {
            failures.append("\(outdated.joined(separator: ", ")) changed while merging: save to be asked again")
        }
        let clean = merges.filter(\.result.isClean)
        let effects = take(clean.map { ($0, $0.result.bytes) })
        let conflicting = merges.filter { !$0.result.isClean }
        var notes = clean.isEmpty ? [] : ["merged " + clean.map(\.fileName).joined(separator: ", ")]
        notes += failures
        if let first = conflicting.first {
            chooser = ConflictChooser(first, queue: Array(conflicting.dropFirst()))
            mode = .resolvingConflict
            let count = first.result.conflicts.count
            notes.append("\(first.fileName): \(count) conflict\(count == 1 ? "" : "s"): choose for each")
        }
        message = notes.isEmpty ? nil : notes.joined(separator: " · ")
        return effects
    }

    /// Puts merged bytes into the project as one undoable edit, and records the disk versions merged with,
    /// so that the next save writes the merge over them.
    private mutating func take(_ merged: [(merge: DiskState.FileMerge, bytes: [UInt8])]) -> [Effect] {
        guard !merged.isEmpty else { return [] }
        for (merge, _) in merged { disk.state?.accept(merge) }
        let changed = merged.filter { bytes(of: $0.merge.fileName) != $0.bytes }
        guard !changed.isEmpty else {
            if disk.state != nil { disk.unsavedFiles = computeUnsavedFiles() }
            return []
        }
        history.record(snapshot("merge " + changed.map(\.merge.fileName).joined(separator: ", ")))
        let oldKeys = project.keys
        var replacements: [(index: Int, bytes: [UInt8])] = []
        for (merge, bytes) in changed {
            if let index = project.files.firstIndex(where: { $0.fileName == merge.fileName }) {
                replacements.append((index, bytes))
            } else {
                project.replaceAuxiliaryFile(named: merge.fileName, bytes: bytes)
            }
        }
        project.replaceFiles(replacements)
        return projectChanged(
            select: selectedKey, keysChanged: oldKeys != project.keys, touched: nil, editsUnknown: true)
    }

    /// The project's bytes of a file (a language file or `expressions.json` / `glossa.json`).
    func bytes(of fileName: String) -> [UInt8]? {
        project.files.first { $0.fileName == fileName }?.bytes ?? project.auxiliaryFiles[fileName]
    }

    /// A key in the conflict chooser.
    mutating func resolve(_ key: Key, with chooser: ConflictChooser) -> [Effect] {
        guard let action = keyMap.conflict.first(where: { $0.0 == key })?.1 else {
            message = KeyMap.hints(keyMap.conflict)
            return []
        }
        var chooser = chooser
        switch action {
        case .takeMine: chooser.update(.choose(.ours))
        case .takeTheirs: chooser.update(.choose(.theirs))
        case .editConflict: chooser.update(.edit)
        default:
            self.chooser = nil
            mode = .browse
            let names = [chooser.merge.fileName] + chooser.queue.map(\.fileName)
            disk.dismissChanges(of: names)
            message = "not merged: \(names.joined(separator: ", ")) keep your version; saving will ask again"
            return []
        }
        guard chooser.isAnswered else {
            self.chooser = chooser
            return []
        }
        // Every key answered: take the merge, then the next file's conflicts, or the raw editor.
        self.chooser = nil
        mode = .browse
        let merged: [UInt8]
        do throws(MergeError) {
            merged = try chooser.merge.result.resolving(chooser.choices)
        } catch {
            message = "cannot merge \(chooser.merge.fileName): \(error)"
            return []
        }
        let effects = take([(chooser.merge, merged)])
        message = "merged \(chooser.merge.fileName)"
        if let next = chooser.queue.first {
            self.chooser = ConflictChooser(next, queue: Array(chooser.queue.dropFirst()))
            mode = .resolvingConflict
        } else if let key = chooser.toEdit.first {
            editAfterMerge(key, in: chooser.merge.fileName)
        }
        return effects
    }

    /// Opens the raw JSON editor on `key` in `fileName`, for an entry answered "edit".
    private mutating func editAfterMerge(_ key: String, in fileName: String) {
        guard let fileIndex = project.files.firstIndex(where: { $0.fileName == fileName }),
            let id = project.keyID(key)
        else { return }
        keyList.select(keyID: id, project: project, search: search, marks: tracking.marks)
        focus = .languages
        let rows = languageRows
        if let index = rows.indices.first(where: { rows[$0].fileIndex == fileIndex }) {
            languagesPane.update(.select(index), rows: rows)
        }
        keepSelectionsVisible()
        openRawEditor()
    }
}
