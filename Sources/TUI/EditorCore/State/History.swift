import Engine

/// Undo and redo: snapshots of the project before each edit (values: copy-on-write arrays share what
/// an edit did not change), with the key selected at the time and what the edit did, and what was
/// known about that project (marks, findings, search index), so that going back costs no recomputing.
struct History: Sendable {
    struct Snapshot: Sendable {
        var project: Project
        var selectedKey: String?
        var description: String
        var marks: KeyMarks
        var findings: [Finding]
        var validation: EditorState.ValidationStatus
        var search: SearchIndex?
    }

    private(set) var undoStack: [Snapshot] = []
    private(set) var redoStack: [Snapshot] = []
    /// How many edits can be undone; the oldest are dropped beyond it.
    static let limit = 1_000

    /// Records the project as it was before an edit; a new edit ends what could be redone.
    mutating func record(_ before: Snapshot) {
        undoStack.append(before)
        if undoStack.count > Self.limit { undoStack.removeFirst() }
        redoStack = []
    }

    /// The snapshot to go back to, given the current one (kept for redo).
    mutating func undo(from current: Snapshot) -> Snapshot? {
        guard let previous = undoStack.popLast() else { return nil }
        var current = current
        current.description = previous.description
        redoStack.append(current)
        return previous
    }

    /// The snapshot to go forward to, given the current one (kept for undo).
    mutating func redo(from current: Snapshot) -> Snapshot? {
        guard let next = redoStack.popLast() else { return nil }
        var current = current
        current.description = next.description
        undoStack.append(current)
        return next
    }
}
