/// An open-addressing hash set of positions (of keys kept elsewhere), keyed by precomputed hashes, for
/// finding keys by their bytes without hashing Swift strings.
///
/// A slot is 8 bytes, the upper half of the hash and the position, so that the table of a file's 20,000
/// keys stays in the processor's cache: each lookup of a new key lands in a random slot.
struct KeyTable: Sendable {
    /// The upper 32 bits of a key's hash, then its position + 1 (0: an empty slot).
    private var slots: [UInt64] = []
    private var count = 0

    init() {}

    /// A table with room for `capacity * 3 / 4` positions before it grows (`capacity`: a power of two).
    init(capacity: Int) {
        slots = Array(repeating: 0, count: capacity)
    }

    var isEmpty: Bool { slots.isEmpty }

    /// Inserts `position` (below 2³²); returns the position already there with an equal key, if any (then
    /// the table keeps the newer position).
    mutating func insert(_ position: Int, hash: UInt64, isEqual: (Int) -> Bool) -> Int? {
        if (count + 1) * 4 > slots.count * 3 { grow() }  // a load factor of at most 3/4
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var index = Self.start(tag) & mask
        while slots[index] != 0 {
            let existing = Int(truncatingIfNeeded: slots[index] & 0xFFFF_FFFF) - 1
            if slots[index] & 0xFFFF_FFFF_0000_0000 == tag, isEqual(existing) {
                slots[index] = tag | UInt64(position + 1)
                return existing
            }
            index = (index + 1) & mask
        }
        slots[index] = tag | UInt64(position + 1)
        count += 1
        return nil
    }

    /// The position with an equal key, if any.
    func find(hash: UInt64, isEqual: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var index = Self.start(tag) & mask
        while slots[index] != 0 {
            if slots[index] & 0xFFFF_FFFF_0000_0000 == tag {
                let position = Int(truncatingIfNeeded: slots[index] & 0xFFFF_FFFF) - 1
                if isEqual(position) { return position }
            }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Where a tag's probe starts (before masking): from the tag, so that growing needs no hash.
    @inline(__always)
    private static func start(_ tag: UInt64) -> Int { Int(truncatingIfNeeded: tag >> 32) }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: max(64, old.count * 2))
        let mask = slots.count - 1
        for slot in old where slot != 0 {
            var index = Self.start(slot) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
