/// The hash of byte strings that the JSON parser computes for each key it reads and `KeyIndex` looks keys
/// up by, so that a key read from a file is found without hashing it again or making a `String` of it.
enum ByteHash {
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
