/// Something a file does that JSON readers disagree on, found while parsing; the file still loads.
public struct JSONNotice: Sendable, Equatable {
    /// What was found.
    public var kind: Kind
    /// The byte offset where it is.
    public var offset: Int

    /// The kinds of notice.
    public enum Kind: Sendable, Equatable {
        /// A comma before a closing `}` or `]`: accepted here, rejected by strict JSON readers.
        case trailingComma
        /// A `//` or `/* */` comment: accepted here, rejected by strict JSON readers.
        case comment
        /// A key that appears twice in one object; `firstOffset` is where the first one is.
        /// The later value is the one used, as Apple's JSONSerialization does.
        case duplicateKey(String, firstOffset: Int)
    }

    /// Whether this makes the file invalid (an error) rather than merely not strict (a warning).
    public var isError: Bool {
        if case .duplicateKey = kind { return true }
        return false
    }

    /// The message, worded for a translator.
    public var message: String {
        switch kind {
        case .trailingComma:
            return "trailing comma: not strict JSON (Apple's JSONSerialization rejects the file)"
        case .comment:
            return "comment: not strict JSON (Apple's JSONSerialization rejects the file)"
        case .duplicateKey(let key, _):
            return "duplicate key \"\(key)\": only the last one is used"
        }
    }
}
