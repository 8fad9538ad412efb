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
        /// A `\uD800`–`\uDFFF` escape (`escape`, as written) that is not half of a pair: half of a character.
        /// It reads as U+FFFD; a translation file does not use the value that holds it (`ValueProblem`).
        case loneSurrogate(String)
    }

    /// Whether this makes the file invalid (an error) rather than merely not strict (a warning).
    public var isError: Bool {
        switch kind {
        case .duplicateKey, .loneSurrogate: return true
        case .trailingComma, .comment: return false
        }
    }

    /// Whether this is a duplicate key.
    public var isDuplicateKey: Bool {
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
        case .loneSurrogate(let escape):
            return "'\(escape)' is half of a character: its other half is missing"
        }
    }
}
