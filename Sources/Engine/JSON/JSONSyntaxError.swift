/// A syntax error that stops a JSON file from loading, with the byte offset where it was found.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong.
    public var kind: Kind
    /// The byte offset in the file (a BOM included) where the problem is.
    public var offset: Int

    /// The problems that stop a file from loading.
    public enum Kind: Sendable, Equatable {
        /// Something else was found where `expected` should be.
        case unexpected(found: String, expected: String)
        /// The file ends where `expected` should be.
        case unexpectedEnd(expected: String)
        /// A string is not closed before the end of its line or the file.
        case unclosedString
        /// A raw control character (a tab or line break) inside a string.
        case controlCharacterInString(UInt8)
        /// A backslash escape JSON does not have.
        case invalidEscape(String)
        /// A malformed number.
        case invalidNumber(String)
        /// Bytes that are not valid UTF-8.
        case invalidUTF8
        /// Objects and arrays nested deeper than the limit.
        case tooDeep(limit: Int)
        /// A `/*` comment that is never closed.
        case unclosedComment
        /// The file is empty or holds only whitespace.
        case empty
        /// A line starts with a git conflict marker (`<<<<<<<`, `=======`, `>>>>>>>`): a merge left the file
        /// with both sides of a conflict. The marker is given as found (its seven characters).
        case conflictMarker(String)
    }

    /// The message, worded for a translator.
    public var message: String {
        switch kind {
        case .unexpected(let found, let expected): return "expected \(expected), found \(found)"
        case .unexpectedEnd(let expected): return "expected \(expected), but the file ends here"
        case .unclosedString: return "this string is not closed: a '\"' is missing"
        case .controlCharacterInString(let byte):
            let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character \(byte)"
            return "\(name) inside a string must be written as an escape (\\n, \\t, \\u00XX)"
        case .invalidEscape(let escape): return "'\(escape)' is not a valid escape in a JSON string"
        case .invalidNumber(let text): return "'\(text)' is not a valid JSON number"
        case .invalidUTF8: return "the file is not valid UTF-8 here (byte offset \(offset))"
        case .tooDeep(let limit): return "objects and arrays are nested more than \(limit) levels deep"
        case .unclosedComment: return "this comment is not closed: '*/' is missing"
        case .empty: return "the file is empty: expected a JSON object"
        case .conflictMarker(let marker):
            return "unresolved merge conflict (git's \(marker) marker); keep one side of each conflict and delete "
                + "the lines from <<<<<<< to >>>>>>> that you do not keep, the marker lines included"
        }
    }
}
