/// Finds a key's id from its UTF-8 bytes: an open-addressing hash table of ids over one contiguous copy of
/// every key, for the lookups of resolution.
///
/// Swift's `Dictionary<String, Int>` hashes a key with SipHash-1-3 over its normalized form, which costs
/// more than the rest of a lookup; this table hashes the bytes 8 at a time with a multiply-fold and checks a
/// candidate by comparing bytes. It answers exactly what the dictionary of the same keys answers for any key
/// whose bytes are one of the keys (equal bytes are equal strings). A key whose bytes are not there may
/// still be canonically equivalent to one (`é` written as `e` + U+0301, or the Kelvin sign for `K`):
/// ``lookUp(_:)`` says when only the dictionary can decide (`mayBeEquivalent`).
///
/// A bucket holds a hash tag, the id, and where the key's bytes are, 16 bytes in all: a lookup reads one
/// bucket, then the key's bytes and the caller's tables by id, and those last reads do not depend on each
/// other, so the processor makes them at the same time.
struct KeyIndex: Sendable {
    /// One bucket of the table.
    private struct Bucket {
        /// The upper 32 bits of the key's hash, then its id + 1 (0: an empty bucket).
        var tagAndID: UInt64
        /// Where the key's bytes start in `bytes` (upper 32 bits), then how many there are.
        var span: UInt64
    }

    private var buckets: [Bucket] = []
    /// Every key's bytes, one after the other.
    private var bytes: [UInt8] = []
    /// Whether some key has a byte outside ASCII (then an ASCII key may be equivalent to it: U+212A is `K`).
    private var hasNonASCIIKeys = false

    /// An empty index.
    init() {}

    /// Indexes `keys`; key `n` gets id `n`. Keys must be distinct as strings.
    init(_ keys: [String]) {
        var capacity = 16
        while capacity * 7 < keys.count * 10 { capacity *= 2 }  // load factor at most 0.7
        buckets = Array(repeating: Bucket(tagAndID: 0, span: 0), count: capacity)
        let mask = capacity - 1
        for (id, key) in keys.enumerated() {
            var key = key
            key.withUTF8 { keyBytes in
                let hash = ByteHash.hash(keyBytes)
                if !hasNonASCIIKeys { hasNonASCIIKeys = keyBytes.contains { $0 >= 0x80 } }
                var index = Int(truncatingIfNeeded: hash) & mask
                while buckets[index].tagAndID != 0 { index = (index + 1) & mask }
                buckets[index] = Bucket(
                    tagAndID: hash & 0xFFFF_FFFF_0000_0000 | UInt64(id + 1),
                    span: UInt64(bytes.count) << 32 | UInt64(keyBytes.count))
                bytes.append(contentsOf: keyBytes)
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
        guard !buckets.isEmpty else { return .absent }
        let hash = ByteHash.hash(key)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let found = buckets.withUnsafeBufferPointer { buckets -> Int? in
            let mask = buckets.count - 1
            var index = Int(truncatingIfNeeded: hash) & mask
            while true {
                let bucket = buckets[index]
                if bucket.tagAndID == 0 { return nil }
                if bucket.tagAndID & 0xFFFF_FFFF_0000_0000 == tag, matches(bucket.span, key) {
                    return Int(truncatingIfNeeded: bucket.tagAndID & 0xFFFF_FFFF) - 1
                }
                index = (index + 1) & mask
            }
        }
        if let found { return .found(found) }
        if hasNonASCIIKeys { return .mayBeEquivalent }
        for byte in key where byte >= 0x80 { return .mayBeEquivalent }
        return .absent
    }

    /// Whether the key whose bytes are at `span` has the bytes of `key`.
    @inline(__always)
    private func matches(_ span: UInt64, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(truncatingIfNeeded: span & 0xFFFF_FFFF) == key.count else { return false }
        guard let keyBytes = key.baseAddress, key.count > 0 else { return true }
        return bytes.withUnsafeBufferPointer { bytes in
            Self.equal(
                UnsafeRawPointer(bytes.baseAddress! + Int(truncatingIfNeeded: span >> 32)), UnsafeRawPointer(keyBytes),
                count: key.count)
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
}
