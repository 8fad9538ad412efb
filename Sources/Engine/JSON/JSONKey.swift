/// An object key (or a string value) as the parser read it, handed to builders before any `String` is made of
/// it: most keys are only compared or looked up, a value nobody wants needs no text, and a string per key is an
/// allocation per key.
///
/// `source` points into the bytes being parsed: a key is valid only until the parse returns.
struct JSONKey {
    /// The bytes between the quotes, as in the source.
    let source: UnsafeBufferPointer<UInt8>
    /// The decoded text when the key has escape sequences (then `source` is not the text).
    let escaped: String?

    /// The key's (or string's) text.
    var text: String { escaped ?? String(decoding: source, as: UTF8.self) }

    /// Calls `body` with the key's decoded UTF-8.
    @inline(__always)
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard var escaped else { return body(source) }
        return escaped.withUTF8(body)
    }
}
