/// The keys lookups will ask for, which a format's reader may read alone (`FormatContext.wantedKeys`), matched
/// as the project matches keys: canonically equivalent spellings (`é` written as one or two characters, the
/// Kelvin sign and `K`) are the same key.
public struct WantedKeys: Sendable, Equatable {
    /// The keys.
    public let keys: Set<String>
    /// Each key's UTF-8, for the common case of a key written byte for byte as asked.
    private let utf8: [[UInt8]]
    /// Whether a key has a byte beyond ASCII: then a file's key may be the same key written otherwise.
    private let hasNonASCII: Bool

    /// The keys `keys`.
    public init(_ keys: Set<String>) {
        self.keys = keys
        utf8 = keys.map { Array($0.utf8) }
        hasNonASCII = utf8.contains { $0.contains { $0 >= 0x80 } }
    }

    /// Whether `key`, as a file spells it, is one of the keys.
    func contains(_ key: JSONKey) -> Bool {
        key.withUTF8 { bytes in
            for wanted in utf8 where wanted.count == bytes.count && wanted.elementsEqual(bytes) { return true }
            // ASCII differs from ASCII byte for byte; anything else may still be the same text.
            guard hasNonASCII || bytes.contains(where: { $0 >= 0x80 }) else { return false }
            return keys.contains(String(decoding: bytes, as: UTF8.self))
        }
    }
}
