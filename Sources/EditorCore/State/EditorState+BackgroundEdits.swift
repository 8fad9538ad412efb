import Engine

/// Edits of several files (renaming, deleting or adding a key everywhere, search and replace): made off the main
/// loop while the screen stays live, then put in as one edit. While one runs, what would change the project
/// waits for it (saving, quitting) or is refused with what runs; files read again or merged meanwhile are taken
/// after it.
extension EditorState {
    /// How far the edit of several files under way has come, when one is.
    package var filesEditProgress: Progress? { background.map { $0.edit.progress(done: $0.done) } }

    /// Starts an edit of several files: in the background when it touches more than one, else made at once. Either
    /// way its result lands through `landFilesEdit`, as one edit described by `description`.
    ///
    /// - Parameters:
    ///   - label: what the status line says while it runs ("renaming title to heading").
    ///   - movingRecords: a key renamed (to a new name) or deleted (to `nil`): its state records go with it.
    ///   - copied: the texts set are copies accepted as offered (*needs translation*), not translations.
    mutating func startFilesEdit(
        _ work: FilesEdit.Work, _ description: String, label: String, select key: String?, states: [StateEdit] = [],
        movingRecords: (key: String, to: String?)? = nil, copied: Bool = false, editsUnknown: Bool = false,
        wording: BackgroundEdit.Wording = .description
    ) -> [Effect] {
        // Every action that gets here is held back while an edit runs (`holdsBack`); this keeps it so.
        guard background == nil else {
            message = "✗ wait until it is done"
            return []
        }
        filesEditCount += 1
        let edit = FilesEdit(work, project: project, generation: generation, serial: filesEditCount, label: label)
        background = BackgroundEdit(
            edit: edit, description: description, select: key, states: states, movingRecords: movingRecords,
            copied: copied, editsUnknown: editsUnknown, wording: wording)
        guard edit.files.count > 1 else { return landFilesEdit(edit.run(), serial: edit.serial) }
        message = nil
        return [.editFiles(edit)]
    }

    /// The edit of several files made: put in as one edit (the history's step is the project before it), then the
    /// input held while it ran carried out. A result for a project changed meanwhile is dropped, as is one of an
    /// edit cancelled (no longer the one under way).
    mutating func landFilesEdit(_ outcome: FilesEdit.Outcome, serial: Int) -> [Effect] {
        guard let running = background, running.edit.serial == serial else { return [] }
        background = nil
        var effects: [Effect] = []
        if running.edit.generation != generation {
            message = "✗ \(running.edit.label) dropped: the project changed while it ran"
        } else if let refusal = outcome.refusal {
            message = "✗ " + refusal
        } else if var edited = outcome.project, outcome.changed {
            // A save that ended meanwhile may have written the state sidecar.
            if edited.stateSidecar != project.stateSidecar {
                edited.replaceStateSidecar(with: tracking.records.current)
            }
            var (states, keys) = (running.states, [String]())
            if case .setTexts(let changes) = running.edit.work {
                (states, keys) = statesAndKeys(of: changes, refused: outcome.refused, copied: running.copied)
            }
            effects = adopt(
                edited, running.description, select: running.select, touching: running.edit.work.touchedKeys,
                states: states,
                movingRecords: running.movingRecords, editsUnknown: running.editsUnknown)
            editedKeys.formUnion(keys)
            message = Self.wording(running, outcome)
        } else if case .said(let words) = running.wording {
            message = words
        } else {
            message = outcome.refused.first.map { "✗ \($0.reason)" } ?? "no change"
        }
        return effects + takeWaiting(running)
    }

    /// Cancels the edit of several files under way (`Ctrl-C`): the project stays as it was, the work stops, and
    /// what waited for it is carried out.
    mutating func cancelFilesEdit() -> [Effect] {
        guard let running = background else { return [] }
        background = nil
        message = "\(running.edit.label) cancelled: nothing changed"
        return [.cancelFilesEdit(serial: running.edit.serial)] + takeWaiting(running)
    }

    /// What waited for an edit of several files that ended (made or cancelled): the events that arrived meanwhile,
    /// then a queued save and quit.
    private mutating func takeWaiting(_ running: BackgroundEdit) -> [Effect] {
        var effects: [Effect] = []
        for event in running.deferred { effects += update(event) }
        // A deferred event may have started another edit of several files: what waited waits for that one too.
        if background != nil {
            background?.saveQueued = running.saveQueued
            background?.quitQueued = running.quitQueued
            return effects
        }
        if running.saveQueued {
            let said = message
            effects += save(thenQuit: false)
            message = [said, message].compactMap { $0 }.joined(separator: " · ")
        }
        if running.quitQueued { effects += performEditing(.quit) }
        return effects
    }

    /// Holds an action that would change the project while an edit of several files runs: saving and quitting
    /// wait for it, the others are refused (the status line shows what runs, then why). `false`: the action goes ahead.
    mutating func holdsBack(_ action: Action) -> Bool {
        guard var running = background else { return false }
        switch action {
        case .save:
            // The status line says so after the edit's progress (", then save").
            running.saveQueued = true
        case .quit:
            running.quitQueued = true
        case let action where action.changesProject:
            // Shown after the edit's progress: "renaming a to b 2/8 files · ✗ wait until it is done".
            message = "✗ wait until it is done"
            return true
        default:
            return false
        }
        background = running
        return true
    }

    /// Holds an event that changes the project (files read again or merged) while an edit of several files runs,
    /// to be taken once it lands. `false`: the event is taken now.
    mutating func defers(_ event: Event) -> Bool {
        guard background != nil else { return false }
        background?.deferred.append(event)
        return true
    }

    /// The states typing records for the texts set (those not refused), and the keys they edit.
    ///
    /// - Parameter copied: the texts are copies accepted as offered (*needs translation*), not translations.
    private func statesAndKeys(
        of changes: [TextChange], refused: [(change: TextChange, reason: TextChanges.Refusal)], copied: Bool
    ) -> (states: [StateEdit], keys: [String]) {
        let refused = Set(refused.map(\.change))
        var states: [StateEdit] = []
        var keys: [String] = []
        // Each once, in the order of the changes (a search and replace makes tens of thousands).
        var (seenStates, seenKeys) = (Set<StateEdit>(), Set<String>())
        for change in changes where !refused.contains(change) {
            let address = ValueAddress(
                language: change.language, key: change.address.key, selector: change.address.selector,
                width: change.address.width)
            for edit in statesAfterTyping(address, copied: copied) where seenStates.insert(edit).inserted {
                states.append(edit)
            }
            if seenKeys.insert(change.address.key).inserted { keys.append(change.address.key) }
        }
        return (states, keys)
    }

    /// The status line's words for an edit made.
    private static func wording(_ running: BackgroundEdit, _ outcome: FilesEdit.Outcome) -> String {
        switch running.wording {
        case .description:
            return running.description
        case .said(let words):
            return words
        case .replaced(let occurrences, let keys):
            var parts = [
                "replaced \(grouped(occurrences)) \(occurrences == 1 ? "occurrence" : "occurrences") in "
                    + "\(grouped(outcome.made)) \(outcome.made == 1 ? "string" : "strings") of "
                    + "\(grouped(keys)) \(keys == 1 ? "key" : "keys")"
            ]
            if let refusal = outcome.refused.first {
                parts.append(
                    "\(outcome.refused.count) not replaced (\(refusal.change.address) in \(refusal.change.language): "
                        + "\(refusal.reason))")
            }
            return parts.joined(separator: " · ")
        case .propagated(let address):
            let filled = outcome.made - 1
            // The count first: the status line may cut the rest.
            var parts = [
                "filled \(grouped(filled)) more \(filled == 1 ? "key" : "keys") with the same source text",
                "set \(describe(address))",
            ]
            if let refusal = outcome.refused.first {
                parts.append("\(outcome.refused.count) not filled (\(refusal.change.address.key): \(refusal.reason))")
            }
            return parts.joined(separator: " · ")
        }
    }
}
