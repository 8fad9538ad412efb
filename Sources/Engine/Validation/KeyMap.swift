/// How the key ids of a project before an edit that added, removed or renamed keys map to those after it
/// (ids are the order in which keys are first seen, so one key added to the source moves the ids after it).
struct KeyMap: Sendable {
    /// For each old key id, the new one, or -1 when no file has the key any more.
    let newID: [Int]
    /// For each new key id, the old one, or -1 for a key no file had.
    let oldID: [Int]

    /// The map from `old`'s keys to `new`'s: keys are compared in order, and looked up only where they differ.
    init(from old: Project, to new: Project) {
        var newID = [Int](repeating: -1, count: old.keys.count)
        var oldID = [Int](repeating: -1, count: new.keys.count)
        var next = 0
        for (id, key) in old.keys.enumerated() {
            let found = next < new.keys.count && new.keys[next] == key ? next : new.keyIDs[key]
            guard let found else { continue }
            newID[id] = found
            oldID[found] = id
            next = found + 1
        }
        self.newID = newID
        self.oldID = oldID
    }

    /// The old ids of the keys no file has any more.
    var vanished: [Int] { newID.indices.filter { newID[$0] < 0 } }

    /// The new ids where the order of the old keys breaks (a key added, removed or moved before it), and the
    /// ids before them: the missing keys around them are reported at other keys than before.
    var breaks: [Int] {
        var result: [Int] = []
        for id in oldID.indices where oldID[id] < 0 || (id > 0 && oldID[id] != oldID[id - 1] + 1) {
            if id > 0 { result.append(id - 1) }
            result.append(id)
        }
        return result
    }

    /// Whether the old keys that stay keep their order.
    var keepsOrder: Bool {
        var previous = -1
        for id in newID where id >= 0 {
            guard id > previous else { return false }
            previous = id
        }
        return true
    }

    /// `values` (by old key id) by new key id; a new key gets `empty`.
    func remap<Value>(_ values: [Value], empty: Value) -> [Value] {
        oldID.map { $0 < 0 ? empty : values[$0] }
    }
}

extension FileFindings {
    /// These findings with the key ids of `map`: each key's findings where its new id puts them, those of keys
    /// no file has any more dropped. `nil` when the file keeps a counted finding of such a key (which one it
    /// keeps instead is not known without checking every key).
    func remapped(by map: KeyMap) -> FileFindings? {
        var result = self
        if !ends.isEmpty {
            result.entries = []
            result.offsets = []
            result.ends = []
            result.entries.reserveCapacity(entries.count)
            result.offsets.reserveCapacity(offsets.count)
            result.ends.reserveCapacity(map.oldID.count)
            // Runs of keys that keep their order are moved as one slice.
            var new = 0
            while new < map.oldID.count {
                let old = map.oldID[new]
                guard old >= 0 else {
                    result.ends.append(Int32(result.entries.count))
                    new += 1
                    continue
                }
                var end = new + 1
                while end < map.oldID.count, map.oldID[end] == map.oldID[end - 1] + 1 { end += 1 }
                let range = start(of: old)..<Int(ends[old + end - new - 1])
                let shift = Int32(result.entries.count - range.lowerBound)
                result.entries += entries[range]
                result.offsets += offsets[range]
                for id in old..<old + end - new { result.ends.append(ends[id] + shift) }
                new = end
            }
        }
        for (id, counted) in counted {
            guard map.newID[counted.keyID] >= 0 else { return nil }
            result.counted[id]!.keyID = map.newID[counted.keyID]
        }
        let kept = missingKeys.indices.filter { map.newID[Int(missingKeys[$0])] >= 0 }.sorted {
            (map.newID[Int(missingKeys[$0])], $0) < (map.newID[Int(missingKeys[$1])], $1)
        }
        result.missing = kept.map { missing[$0] }
        result.missingKeys = kept.map { Int32(map.newID[Int(missingKeys[$0])]) }
        return result
    }
}
