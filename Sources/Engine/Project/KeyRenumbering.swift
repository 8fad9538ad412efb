/// How key ids moved from one version of a project to the next: `Project.keys` lists the source's keys in its
/// order, then the keys found only in other files, so an edit that adds, removes or renames keys shifts the ids of
/// the keys after them. What is kept by key id (the editor's key marks, `ProjectStates`' fingerprints) is carried
/// over with `renumbered(_:new:)`, and only the keys added (and those an edit touched) are computed again.
///
/// Found by walking both lists of keys in step: the keys both versions have must keep their order (they do in an
/// edit of some keys; a project read again may reorder them, and then there is no renumbering).
public struct KeyRenumbering: Sendable {
    /// For each key id of the new version, its id in the old one, or -1 for a key the old version did not have;
    /// `nil` when the keys are the same.
    private let oldIDs: [Int32]?
    /// The ids, in the old version, of the keys the new one does not have, in order.
    public let removed: [Int]
    /// The ids, in the new version, of the keys the old one did not have, in order.
    public let added: [Int]

    /// How the keys of `old` moved in `new`; `nil` when keys both have are not in the same order.
    ///
    /// - Complexity: O(1) when the keys are one array; else one comparison per key (keys shared between the
    ///   versions are one string in memory, compared at once), and a lookup per key added or removed.
    public init?(from old: Project, to new: Project) {
        let (before, after) = (old.keys, new.keys)
        guard before != after else {
            (oldIDs, removed, added) = (nil, [], [])
            return
        }
        var oldIDs = [Int32](repeating: -1, count: after.count)
        var removed: [Int] = []
        var added: [Int] = []
        var position = 0
        for id in after.indices {
            if position < before.count, before[position] == after[id] {
                oldIDs[id] = Int32(position)
                position += 1
                continue
            }
            while position < before.count, new.exactKeyID(before[position]) == nil {
                removed.append(position)
                position += 1
            }
            if position < before.count, before[position] == after[id] {
                oldIDs[id] = Int32(position)
                position += 1
            } else if old.exactKeyID(after[id]) == nil {
                added.append(id)
            } else {
                return nil
            }
        }
        for id in position..<before.count {
            guard new.exactKeyID(before[id]) == nil else { return nil }
            removed.append(id)
        }
        (self.oldIDs, self.removed, self.added) = (oldIDs, removed, added)
    }

    /// Whether the keys are the same, each with its id.
    public var keepsIDs: Bool { oldIDs == nil }

    /// `values` (one per key id of the old version) by key id of the new version: each key's value as it was,
    /// `new` for the keys added.
    public func renumbered<Value>(_ values: [Value], new: Value) -> [Value] {
        guard let oldIDs else { return values }
        return oldIDs.map { $0 < 0 ? new : values[Int($0)] }
    }
}

extension Project {
    /// The id of `key` itself: not that of a key `keyID(_:)` finds through the layout's default key prefix.
    public func exactKeyID(_ key: String) -> Int? { keyID(key).flatMap { keys[$0] == key ? $0 : nil } }
}
