#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A map from UTF-8 byte strings to integers: the keys' bytes stored one after the other, hashed with
/// `ByteHash.hash`, so that a key read from a file is found without making a `String` of it.
///
/// Keys are equal when their bytes are: canonically equivalent spellings (`é` and `e` + U+0301) are
/// different keys here, so callers that must treat them as one fall back to a `String` lookup on a miss.
struct UTF8Map: Sendable {
    private var table = KeyTable()
    private var utf8: [UInt8] = []
    private var entries: [(start: Int, count: Int, value: Int)] = []

    init() {}

    /// The value of a key, given its hash (`ByteHash.hash` of `key`).
    func value(for key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        table.find(hash: hash) { matches(entries[$0], key) }.map { entries[$0].value }
    }

    /// Sets the value of a key, given its hash (`ByteHash.hash` of `key`).
    mutating func set(_ value: Int, for key: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let entry = (start: utf8.count, count: key.count, value: value)
        utf8.append(contentsOf: key)
        entries.append(entry)
        // Moved out of `self` while `matches` reads `self` (no copy: the storage stays unique).
        var table = KeyTable()
        swap(&table, &self.table)
        _ = table.insert(entries.count - 1, hash: hash) { matches(entries[$0], key) }
        self.table = table
    }

    /// Whether the key set `index`th (counting from 0) has the bytes of `key`.
    func key(at index: Int, is key: UnsafeBufferPointer<UInt8>) -> Bool {
        index < entries.count && matches(entries[index], key)
    }

    @inline(__always)
    private func matches(_ entry: (start: Int, count: Int, value: Int), _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.count == key.count else { return false }
        guard let keyBytes = key.baseAddress, key.count > 0 else { return true }
        return utf8.withUnsafeBufferPointer { memcmp($0.baseAddress! + entry.start, keyBytes, key.count) == 0 }
    }
}
