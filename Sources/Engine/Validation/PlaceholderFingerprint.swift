/// A text's placeholders as written, one after the other (``PlaceholderSignature/forEachFingerprintPiece(of:_:)``),
/// kept in two words: two texts with equal fingerprints have the same placeholders, so most comparisons stop there.
///
/// A fingerprint of up to 15 bytes (`%d`, `%1$@%2$d`, `{{count}}`) is kept whole; a longer one as two 64-bit
/// hashes of it with different seeds (SplitMix64's mixer over its words: no seed to read, as `Hasher` has, for
/// each of the project's texts). Two different fingerprints hashed alike would hide one placeholder finding;
/// for fingerprints that are not made to collide, the chance is about 2⁻¹²⁰.
/// A plain value (no reference counted), so text slots copy as plain bytes.
struct PlaceholderFingerprint: Equatable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// No placeholders.
    static let none = PlaceholderFingerprint()

    private init() {}

    /// The fingerprint of a text's UTF-8 bytes, made from its pieces as they are found (no string).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var length = 0
        // Past 15 bytes: the 15 bytes kept, then the others eight at a time (`word`), then the length (which
        // tells a last word's zeros from bytes).
        var hashes = Hashes()
        var word: UInt64 = 0
        PlaceholderSignature.forEachFingerprintPiece(of: bytes) { piece in
            for byte in piece {
                if length < 8 {
                    low |= UInt64(byte) << (8 * length)
                } else if length < 15 {
                    high |= UInt64(byte) << (8 * (length - 8))
                } else {
                    if length == 15 {
                        hashes.combine(low)
                        hashes.combine(high)
                    }
                    let position = (length - 15) & 7
                    word |= UInt64(byte) << (8 * position)
                    if position == 7 {
                        hashes.combine(word)
                        word = 0
                    }
                }
                length += 1
            }
        }
        if length > 15 {
            hashes.combine(word)
            hashes.combine(UInt64(length))
            low = hashes.first
            // The top byte marks a hash (a kept fingerprint has its length there, at most 15).
            high = hashes.second | 0xFF << 56
        } else {
            high |= UInt64(length) << 56
        }
    }

    /// Two 64-bit hashes of a sequence of words, with different seeds.
    private struct Hashes {
        var first: UInt64 = 0x243F_6A88_85A3_08D3
        var second: UInt64 = 0x1319_8A2E_0370_7344

        @inline(__always) mutating func combine(_ value: UInt64) {
            first = Self.mix(first ^ value)
            second = Self.mix((second ^ value) &+ 0x9E37_79B9_7F4A_7C15)
        }

        /// SplitMix64's finaliser: every bit of the result depends on every bit of `value`.
        @inline(__always) private static func mix(_ value: UInt64) -> UInt64 {
            var value = value
            value = (value ^ value >> 30) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ value >> 27) &* 0x94D0_49BB_1331_11EB
            return value ^ value >> 31
        }
    }

    /// Whether the text has no placeholders.
    var isEmpty: Bool { self == .none }
}
