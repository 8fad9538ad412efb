/// The outcome of a three-way merge: the merged file and what could not be merged.
public struct MergeResult: Sendable, Equatable {
    /// The merged file in ours' formatting; a conflicting entry (or variant) keeps ours' value here,
    /// and stays absent when ours deleted it.
    public var bytes: [UInt8]
    /// The entries and variants changed differently on both sides, in file order (ours' keys first, then
    /// keys only theirs has).
    public var conflicts: [MergeConflict]
    /// For each conflict, in the same order, the edit that gives it theirs' side.
    let theirsEdits: [MergeEdit]

    init(bytes: [UInt8], conflicts: [MergeConflict] = [], theirsEdits: [MergeEdit] = []) {
        self.bytes = bytes
        self.conflicts = conflicts
        self.theirsEdits = theirsEdits
    }

    /// Whether the merge has no conflicts.
    public var isClean: Bool { conflicts.isEmpty }

    /// The merged bytes with each conflicting key resolved.
    ///
    /// `.ours` keeps the merged bytes as they are; `.theirs` gives each conflicting part of that entry
    /// theirs' side: theirs' value (written in ours' style), or no value where theirs deleted it. Parts of
    /// the entry that merged cleanly (a variant only one side changed) stay merged.
    ///
    /// - Parameter choices: a side for every key of `conflicts`, keyed by `MergeConflict.key`.
    /// - Throws: `.unresolved` with the keys that have no choice, `.notAConflict` for a key without a
    ///   conflict, `.edit` if the edit fails (a bug).
    public func resolving(_ choices: [String: MergeSide]) throws(MergeError) -> [UInt8] {
        var keys: [String] = []
        for conflict in conflicts where !keys.contains(conflict.key) { keys.append(conflict.key) }
        if let extra = choices.keys.sorted().first(where: { !keys.contains($0) }) { throw .notAConflict(extra) }
        let missing = keys.filter { choices[$0] == nil }
        if !missing.isEmpty { throw .unresolved(missing) }
        return try applying(theirsEdits.filter { choices[$0.key] == .theirs })
    }

    /// The merged bytes with git-style conflict markers around each conflicting member: the lines of the
    /// member as ours has it, then as theirs has it (its value written in ours' style), each marker on a
    /// line of its own.
    ///
    /// ```
    /// <<<<<<< ours
    ///     "greeting": "Cześć",
    /// =======
    ///     "greeting": "Witaj",
    /// >>>>>>> theirs
    /// ```
    ///
    /// Every other line is the merged file's. Keeping either side of every conflict (deleting the other
    /// side and the markers) gives a file that parses: the lines are a line diff of the file resolved all
    /// ours against the file resolved all theirs, so a side may include a neighbouring line (a comma to
    /// add or remove), and in a file written on one line the side is that whole line.
    ///
    /// - Parameters:
    ///   - oursLabel: the text after `<<<<<<< ` (git uses the branch name, or `ours`).
    ///   - theirsLabel: the text after `>>>>>>> `.
    public func markedBytes(oursLabel: String = "ours", theirsLabel: String = "theirs") -> [UInt8] {
        guard !conflicts.isEmpty else { return bytes }
        let theirs: [UInt8]
        do throws(MergeError) {
            theirs = try applying(theirsEdits)
        } catch {
            return bytes
        }
        let newline: [UInt8] =
            bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A] } ?? [0x0A]
        let diff = LineDiff(old: bytes, new: theirs)
        var output: [UInt8] = []
        var oursSide: [UInt8] = []
        var theirsSide: [UInt8] = []
        var inBlock = false
        func marker(_ text: String, _ label: String) {
            output += Array(text.utf8) + (label.isEmpty ? [] : [0x20] + Array(label.utf8)) + newline
        }
        func side(_ lines: [UInt8]) {
            output += lines
            if let last = lines.last, last != 0x0A { output += newline }
        }
        func closeBlock() {
            guard inBlock else { return }
            marker("<<<<<<<", oursLabel)
            side(oursSide)
            marker("=======", "")
            side(theirsSide)
            marker(">>>>>>>", theirsLabel)
            oursSide = []
            theirsSide = []
            inBlock = false
        }
        for step in diff.steps {
            switch step {
            case .same(let old, _):
                closeBlock()
                output += bytes[diff.oldLines[old]]
            case .removed(let old):
                inBlock = true
                oursSide += bytes[diff.oldLines[old]]
            case .added(let new):
                inBlock = true
                theirsSide += theirs[diff.newLines[new]]
            }
        }
        closeBlock()
        return output
    }

    /// The merged bytes with `edits` applied.
    private func applying(_ edits: [MergeEdit]) throws(MergeError) -> [UInt8] {
        do throws(JSONEditError) {
            let document: JSONDocument
            do throws(JSONSyntaxError) {
                document = try JSONDocument(bytes: bytes)
            } catch {
                throw JSONEditError.wouldBreakFile(error)
            }
            return try MergeEdit.apply(edits, to: document).bytes
        } catch {
            throw .edit(error)
        }
    }
}
