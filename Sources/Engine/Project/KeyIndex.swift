#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a key's id from its UTF-8 bytes: an open-addressing hash table over one contiguous copy of every
/// key, for the lookups of resolution.
///
/// Swift's `Dictionary<String, Int>` hashes a key with SipHash-1-3 over its normalized form, which costs
/// more than the rest of a lookup; this table hashes the bytes 8 at a time with a multiply-fold and checks a
/// candidate with one `memcmp`. It answers exactly what the dictionary of the same keys answers for any key
/// whose bytes are one of the keys (equal bytes are equal strings). A key whose bytes are not there may
/// still be canonically equivalent to one (`é` written as `e` + U+0301, or the Kelvin sign for `K`):
/// ``lookUp(_:)`` says when only the dictionary can decide (`mayBeEquivalent`).
struct KeyIndex: Sendable {
    /// One slot of the table, a cache line: the upper 32 bits of the hash, the id, the key's length, and the
    /// key's first `inlineCapacity` bytes, so that a lookup of a typical key reads one line of the table.
    private struct Slot {
        var tag: UInt32
        /// The key id, or -1 for an empty slot.
        var id: Int32
        var length: UInt32
        /// Where the bytes after the inline ones are in `overflow`.
        var overflowStart: UInt32
        var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    }

    /// How many bytes of a key its slot holds.
    private static let inlineCapacity = 48
    /// Where `Slot.inline` starts (after four 32-bit fields; checked in `init`).
    private static let inlineOffset = 16
    /// The bytes of keys longer than `inlineCapacity` after their first `inlineCapacity`.
    private var overflow: [UInt8] = []
    private var slots: [Slot] = []
    /// Whether some key has a byte outside ASCII (then an ASCII key may be equivalent to it: U+212A is `K`).
    private var hasNonASCIIKeys = false

    /// An empty index.
    init() {}

    /// Indexes `keys`; key `n` gets id `n`. Keys must be distinct as strings.
    init(_ keys: [String]) {
        assert(MemoryLayout<Slot>.offset(of: \.inline) == Self.inlineOffset && MemoryLayout<Slot>.stride == 64)
        var capacity = 16
        while capacity * 7 < keys.count * 10 { capacity *= 2 }  // load factor at most 0.7
        slots = Array(repeating: Slot(tag: 0, id: -1, length: 0, overflowStart: 0), count: capacity)
        let mask = capacity - 1
        for (id, key) in keys.enumerated() {
            var key = key
            key.withUTF8 { bytes in
                let hash = Self.hash(bytes)
                if !hasNonASCIIKeys { hasNonASCIIKeys = bytes.contains { $0 >= 0x80 } }
                var slot = Slot(
                    tag: UInt32(truncatingIfNeeded: hash >> 32), id: Int32(id), length: UInt32(bytes.count),
                    overflowStart: UInt32(overflow.count))
                withUnsafeMutableBytes(of: &slot.inline) { inline in
                    inline.copyMemory(
                        from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.prefix(Self.inlineCapacity))))
                }
                overflow.append(contentsOf: bytes.dropFirst(Self.inlineCapacity))
                var index = Int(truncatingIfNeeded: hash) & mask
                while slots[index].id >= 0 { index = (index + 1) & mask }
                slots[index] = slot
            }
        }
    }

    /// What a lookup found.
    enum Answer {
        /// The key's id.
        case found(Int)
        /// No key has these bytes, and none can be canonically equivalent to them.
        case absent
        /// No key has these bytes, but one may be canonically equivalent: ask the dictionary.
        case mayBeEquivalent
    }

    /// Looks up a key by its bytes.
    ///
    /// - Complexity: O(length of the key), no allocation for native strings.
    @inline(__always)
    func lookUp(_ key: String) -> Answer {
        if let answer = key.utf8.withContiguousStorageIfAvailable({ lookUp($0) }) { return answer }
        var copy = key
        return copy.withUTF8 { lookUp($0) }
    }

    /// Looks up a key given as UTF-8 bytes.
    func lookUp(_ key: UnsafeBufferPointer<UInt8>) -> Answer {
        guard !slots.isEmpty else { return .absent }
        let hash = Self.hash(key)
        let tag = UInt32(truncatingIfNeeded: hash >> 32)
        let found = slots.withUnsafeBufferPointer { slots -> Int? in
            let mask = slots.count - 1
            var index = Int(truncatingIfNeeded: hash) & mask
            while true {
                let id = slots[index].id
                if id < 0 { return nil }
                if slots[index].tag == tag, Int(slots[index].length) == key.count,
                    matches(slots.baseAddress! + index, key)
                {
                    return Int(id)
                }
                index = (index + 1) & mask
            }
        }
        if let found { return .found(found) }
        if hasNonASCIIKeys { return .mayBeEquivalent }
        for byte in key where byte >= 0x80 { return .mayBeEquivalent }
        return .absent
    }

    /// Whether a slot's key (of the same length) has the bytes of `key`.
    @inline(__always)
    private func matches(_ slot: UnsafePointer<Slot>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let keyBytes = key.baseAddress else { return true }
        let inlineCount = min(key.count, Self.inlineCapacity)
        let inline = UnsafeRawPointer(slot) + Self.inlineOffset
        guard Self.equal(inline, UnsafeRawPointer(keyBytes), count: inlineCount) else { return false }
        guard key.count > Self.inlineCapacity else { return true }
        return overflow.withUnsafeBufferPointer { overflow in
            memcmp(
                overflow.baseAddress! + Int(slot.pointee.overflowStart), keyBytes + Self.inlineCapacity,
                key.count - Self.inlineCapacity) == 0
        }
    }

    /// Compares `count` bytes, 8 at a time: keys are short, and a call to `memcmp` costs more.
    @inline(__always)
    private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    /// A 64-bit hash of bytes: 8 bytes at a time, each folded in with a 64×64→128-bit multiply (as in
    /// wyhash). Fixed, not seeded per process: keys come from the project's own files.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var state: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(truncatingIfNeeded: count)
        guard let base = bytes.baseAddress else { return fold(state, 0xA076_1D64_78BD_642F) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = fold(state ^ word, 0xA076_1D64_78BD_642F)
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                word |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
            state = fold(state ^ word, 0xE703_7ED1_A0B4_28DB)
        }
        return fold(state, 0x8EBC_6AF0_9C88_C6E3)
    }

    /// The high and low halves of a full 128-bit product, xored.
    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
