/// An open-addressing hash set of member positions, keyed by precomputed hashes, for finding duplicate
/// keys in large objects without hashing Swift strings.
struct KeyTable {
    private var slots: [Int32] = []
    private var hashes: [UInt64] = []
    private var count = 0

    init() {}

    init(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
    }

    var isEmpty: Bool { slots.isEmpty }

    /// Inserts `position`; returns the position already there with an equal key, if any (then the
    /// table keeps the newer position).
    mutating func insert(_ position: Int, hash: UInt64, isEqual: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[index] >= 0 {
            let existing = Int(slots[index])
            if hashes[existing] == hash, isEqual(existing) {
                slots[index] = Int32(position)
                record(hash, at: position)
                return existing
            }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = Int32(position)
        record(hash, at: position)
        count += 1
        return nil
    }

    private mutating func record(_ hash: UInt64, at position: Int) {
        if hashes.count <= position { hashes.append(contentsOf: repeatElement(0, count: position + 1 - hashes.count)) }
        hashes[position] = hash
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: -1, count: max(64, old.count * 2))
        for slot in old where slot >= 0 {
            var index = Int(truncatingIfNeeded: hashes[Int(slot)]) & (slots.count - 1)
            while slots[index] >= 0 { index = (index + 1) & (slots.count - 1) }
            slots[index] = slot
        }
    }
}
