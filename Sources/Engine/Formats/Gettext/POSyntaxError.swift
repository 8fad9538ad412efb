/// A problem that stops a PO file from loading, with the byte offset where it was found (the file's line and
/// column follow from it, as for JSON files).
public struct POSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var kind: Kind
    /// The byte offset in the file where the problem is.
    public var offset: Int

    /// The problems a PO file can have.
    public enum Kind: Sendable, Equatable {
        /// Something else was found where `expected` should be.
        case unexpected(found: String, expected: String)
        /// A string is not closed before the end of its line.
        case unclosedString
        /// A backslash escape C does not have.
        case invalidEscape(String)
        /// Bytes that are not valid UTF-8 (Glossa reads PO files in UTF-8 only).
        case invalidUTF8
        /// A keyword that needs another before it (`msgstr` without `msgid`).
        case misplaced(String, after: String)
        /// An entry with `msgid` and no `msgstr`.
        case missingTranslation
    }

    /// An error at `offset`.
    public init(_ kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// What is wrong, worded for a translator.
    public var description: String {
        switch kind {
        case .unexpected(let found, let expected): return "expected \(expected), found \(found)"
        case .unclosedString: return "this string has no closing quote before the end of the line"
        case .invalidEscape(let escape): return "\\\(escape) is not an escape a PO file can hold"
        case .invalidUTF8: return "these bytes are not UTF-8: save the file as UTF-8"
        case .misplaced(let keyword, let after): return "\(keyword) must come after \(after)"
        case .missingTranslation: return "this msgid has no msgstr"
        }
    }

    /// The error as the model keeps a file's syntax error (the loader and `validate` locate it by offset).
    var asFileError: JSONSyntaxError {
        switch kind {
        case .unclosedString: return JSONSyntaxError(kind: .unclosedString, offset: offset)
        case .invalidEscape(let escape): return JSONSyntaxError(kind: .invalidEscape(escape), offset: offset)
        case .invalidUTF8: return JSONSyntaxError(kind: .invalidUTF8, offset: offset)
        case .unexpected(let found, let expected):
            return JSONSyntaxError(kind: .unexpected(found: found, expected: expected), offset: offset)
        case .misplaced(let keyword, let after):
            return JSONSyntaxError(kind: .unexpected(found: keyword, expected: "\(after) before it"), offset: offset)
        case .missingTranslation:
            return JSONSyntaxError(
                kind: .unexpected(found: "a msgid without msgstr", expected: "msgstr"), offset: offset)
        }
    }
}
