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
        var findings: Findings
        var search: SearchIndex?
        /// The state sidecar's records as the editor had them.
        var states: StateSidecar?
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
        Self.step(from: current, taking: &undoStack, keeping: &redoStack)
    }

    /// The snapshot to go forward to, given the current one (kept for undo).
    mutating func redo(from current: Snapshot) -> Snapshot? {
        Self.step(from: current, taking: &redoStack, keeping: &undoStack)
    }

    /// Takes the last snapshot of one stack and keeps the current one on the other, under the same
    /// description (the edit that stands between the two).
    private static func step(from current: Snapshot, taking source: inout [Snapshot], keeping target: inout [Snapshot])
        -> Snapshot?
    {
        guard let destination = source.popLast() else { return nil }
        var current = current
        current.description = destination.description
        target.append(current)
        return destination
    }
}
