/// A text's placeholders as written, one after the other (``PlaceholderSignature/fingerprint(_:)``), kept in
/// two words: two texts with equal fingerprints have the same placeholders, so most comparisons stop there.
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

    /// The fingerprint of a text's UTF-8 bytes.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var written = PlaceholderSignature.fingerprint(bytes)
        written.withUTF8 { fingerprint in
            guard fingerprint.count <= 15 else {
                var first = Hasher()
                first.combine(0)
                first.combine(bytes: UnsafeRawBufferPointer(fingerprint))
                var second = Hasher()
                second.combine(1)
                second.combine(bytes: UnsafeRawBufferPointer(fingerprint))
                low = UInt64(UInt(bitPattern: first.finalize()))
                // The top byte marks a hash (a kept fingerprint has its length there, at most 15).
                high = UInt64(UInt(bitPattern: second.finalize())) | 0xFF << 56
                return
            }
            for (index, byte) in fingerprint.enumerated() {
                if index < 8 {
                    low |= UInt64(byte) << (8 * index)
                } else {
                    high |= UInt64(byte) << (8 * (index - 8))
                }
            }
            high |= UInt64(fingerprint.count) << 56
        }
    }

    /// Whether the text has no placeholders.
    var isEmpty: Bool { self == .none }
}
