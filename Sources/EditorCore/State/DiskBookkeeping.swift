import Engine

/// What the editor keeps about the files on disk: their state as last read or written, which files differ,
/// the document the last one-language edit made, and the changes other programs made that were seen or
/// dismissed.
package struct DiskBookkeeping: Sendable {
    /// The files as on disk (`nil` for a project built in memory, which cannot be saved).
    var state: DiskState?
    /// The document the last one-language edit made, and its file: where the next edit of that file starts
    /// while the file keeps those bytes.
    var lastEdited: (fileIndex: Int, document: JSONDocument)?
    /// The files whose bytes differ from disk, and the sidecar when a record does.
    package internal(set) var unsavedFiles: [String] = []
    /// Finds the edited keys again after undo, redo, reload and merge.
    var editedKeysFinder = EditedKeys()
    /// Files changed on disk that the user chose to keep their version of, with the change as the idle
    /// check saw it (`nil` until it sees it): not asked about again until the file changes again.
    private var dismissedChanges: [String: ExternalChange?] = [:]
    /// The changes the last idle check found.
    private var lastSeenChanges: [ExternalChange] = []

    init(state: DiskState?) {
        self.state = state
    }

    /// Takes in the idle check's findings, and returns the files to ask about: the changes not dismissed,
    /// and a dismissed file again once it changes again (detection never switches itself off).
    mutating func notice(_ changes: [ExternalChange]) -> [String] {
        lastSeenChanges = changes
        let changedNames = Set(changes.map(\.fileName))
        for name in dismissedChanges.keys where !changedNames.contains(name) { dismissedChanges[name] = nil }
        var names: [String] = []
        for change in changes {
            switch dismissedChanges[change.fileName] {
            case .none:
                names.append(change.fileName)
            case .some(.none):
                // Dismissed before this check saw it (a conflict found by saving): this is that version.
                dismissedChanges[change.fileName] = .some(change)
            case .some(.some(let seen)):
                if seen != change {
                    dismissedChanges[change.fileName] = nil
                    names.append(change.fileName)
                }
            }
        }
        return names
    }

    /// Keeps the user's version of files changed on disk until they change again.
    mutating func dismissChanges(of names: [String]) {
        for name in names {
            dismissedChanges[name] = .some(lastSeenChanges.first { $0.fileName == name })
        }
    }

    /// Forgets what the last check saw of files whose conflicts a save found: which version it found is not
    /// known here, so the next idle check sees it.
    mutating func forgetSeenChanges(of names: [String]) {
        lastSeenChanges.removeAll { names.contains($0.fileName) }
    }

    /// Files read again from disk: a later change of them is asked about again.
    mutating func undismiss(_ names: [String]) {
        for name in names { dismissedChanges[name] = nil }
    }
}
