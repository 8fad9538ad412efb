import Engine

/// The conflicts of a merge as a component, one entry at a time: each answered with mine, theirs, or edit
/// (mine, then the raw editor on it once the merge is taken). `update(_:)` records an answer and goes to the
/// next entry; `render(_:into:rect:)` draws the entry as a box over the rectangle it is given.
struct ConflictChooser: Sendable {
    /// The file's merge.
    let merge: DiskState.FileMerge
    /// The conflicting keys in file order; a key that conflicts in several variants is asked once.
    let keys: [String]
    /// The key being asked about.
    private(set) var index = 0
    private(set) var choices: [String: MergeSide] = [:]
    /// Keys answered "edit", to open in the raw editor after the merge.
    private(set) var toEdit: [String] = []
    /// Merges of further files with conflicts, asked about after this one.
    let queue: [DiskState.FileMerge]

    init(_ merge: DiskState.FileMerge, queue: [DiskState.FileMerge]) {
        self.merge = merge
        self.queue = queue
        var keys: [String] = []
        for conflict in merge.result.conflicts where !keys.contains(conflict.key) { keys.append(conflict.key) }
        self.keys = keys
    }

    enum Action: Equatable {
        /// Takes one side for the key being asked about, and goes to the next.
        case choose(MergeSide)
        /// Takes mine for the key, to be edited in the raw editor after the merge, and goes to the next.
        case edit
    }

    /// Applies an action. The chooser's actions need no work from the shell: the answer is always empty, and
    /// is there so that every component is driven the same way (`isAnswered` says when to take the merge).
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        guard !isAnswered else { return [] }
        switch action {
        case .choose(let side): choices[key] = side
        case .edit:
            choices[key] = .ours
            toEdit.append(key)
        }
        index += 1
        return []
    }

    /// Whether every conflicting key has its answer.
    var isAnswered: Bool { index == keys.count }

    /// The key being asked about.
    var key: String { keys[index] }

    /// The conflicts of that key (the whole entry, or several of its variants).
    var conflicts: [MergeConflict] { merge.result.conflicts.filter { $0.key == key } }

    /// What the chooser shows besides its own state: the hints of the keys that choose.
    struct Slice {
        var hints: String
    }

    /// Draws the entry both sides changed as a box over `rect`: its text before, yours and the other
    /// program's, and the keys that choose.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        var lines: [StyledLine] = []
        for conflict in conflicts {
            if let variant = conflict.variant { lines.append(StyledLine([(" › " + variant, .label)])) }
            lines.append(Self.line("before", conflict.base))
            lines.append(Self.line("mine", conflict.ours))
            lines.append(Self.line("theirs", conflict.theirs))
        }
        let width = min(rect.width - 2, 72)
        let height = min(rect.height - 1, lines.count + 3)
        let box = Rect(x: rect.x + 1, y: rect.y + 1, width: width, height: height)
        screen.fill(box, style: .plain)
        let title =
            " Merge \(merge.fileName) · conflict \(index + 1) of \(keys.count) · "
            + JSONWriter(style: .standard).quoted(key) + " "
        screen.write(Screen.truncated(title, to: width), x: box.x, y: box.y, padTo: width, style: .focusedPaneTitle)
        for (row, line) in lines.prefix(height - 3).enumerated() {
            line.draw(x: box.x, y: box.y + 1 + row, width: width, on: &screen)
        }
        StyledLine([(" " + slice.hints, .faint)]).draw(x: box.x, y: box.maxY - 2, width: width, on: &screen)
        screen.fill(box.row(height - 1), style: .faint)
    }

    /// `  mine    "Cześć"`: a side's text as JSON, or that the side removed the entry.
    private static func line(_ side: String, _ text: String?) -> StyledLine {
        StyledLine([("  " + Screen.padded(side, to: 8), .faint), (text ?? "(removed)", text == nil ? .faint : .plain)])
    }
}
