/// A text's placeholders as written, one after the other (``PlaceholderSignature/forEachFingerprintPiece(of:_:)``),
/// kept in two words: two texts with equal fingerprints have the same placeholders, so most comparisons stop there.
///
/// A fingerprint of up to 15 bytes (`%d`, `%1$@%2$d`, `{{count}}`) is kept whole; a longer one as two
/// independent 64-bit hashes of it, whose chance of telling two different fingerprints equal is about 2⁻¹²⁰.
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
        // Past 15 bytes: two hashers told apart by a first value, each fed the 15 bytes kept, then the others
        // eight at a time (`word`), then the length (which tells a last word's zeros from bytes).
        var first = Hasher()
        var second = Hasher()
        var word: UInt64 = 0
        PlaceholderSignature.forEachFingerprintPiece(of: bytes) { piece in
            for byte in piece {
                if length < 8 {
                    low |= UInt64(byte) << (8 * length)
                } else if length < 15 {
                    high |= UInt64(byte) << (8 * (length - 8))
                } else {
                    if length == 15 {
                        first.combine(0)
                        second.combine(1)
                        for kept in [low, high] {
                            first.combine(kept)
                            second.combine(kept)
                        }
                    }
                    let position = (length - 15) & 7
                    word |= UInt64(byte) << (8 * position)
                    if position == 7 {
                        first.combine(word)
                        second.combine(word)
                        word = 0
                    }
                }
                length += 1
            }
        }
        if length > 15 {
            for last in [word, UInt64(length)] {
                first.combine(last)
                second.combine(last)
            }
            low = UInt64(UInt(bitPattern: first.finalize()))
            // The top byte marks a hash (a kept fingerprint has its length there, at most 15).
            high = UInt64(UInt(bitPattern: second.finalize())) | 0xFF << 56
        } else {
            high |= UInt64(length) << 56
        }
    }

    /// Whether the text has no placeholders.
    var isEmpty: Bool { self == .none }
}
