import Engine

/// The conflicts of a merge, one entry at a time: each answered with mine, theirs, or edit (mine, then the
/// raw JSON editor on it once the merge is taken).
struct ConflictChooser: Sendable {
    /// The file's merge.
    var merge: DiskState.FileMerge
    /// The conflicting keys in file order; a key that conflicts in several variants is asked once.
    let keys: [String]
    /// The key being asked about.
    var index = 0
    var choices: [String: MergeSide] = [:]
    /// Keys answered "edit", to open in the raw JSON editor after the merge.
    var toEdit: [String] = []
    /// Merges of further files with conflicts, asked about after this one.
    var queue: [DiskState.FileMerge] = []

    init(_ merge: DiskState.FileMerge, queue: [DiskState.FileMerge]) {
        self.merge = merge
        self.queue = queue
        var keys: [String] = []
        for conflict in merge.result.conflicts where !keys.contains(conflict.key) { keys.append(conflict.key) }
        self.keys = keys
    }

    /// The key being asked about.
    var key: String { keys[index] }

    /// The conflicts of that key (the whole entry, or several of its variants).
    var conflicts: [MergeConflict] { merge.result.conflicts.filter { $0.key == key } }
}
