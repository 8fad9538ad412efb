/// A value of the wrong shape in a file. It affects only its own key; the rest of the file loads.
public struct ValueProblem: Sendable, Equatable {
    /// What is wrong.
    public var kind: Kind
    /// The keys leading to the value (`["cars", "one"]`).
    public var path: [String]
    /// The byte offset of the value (or of the key, for a bad width key).
    public var offset: Int

    /// The kinds of problem.
    public enum Kind: Sendable, Equatable {
        /// Not the kind of value that belongs here (a number, an array, null…).
        case wrongType(found: String, expected: String)
        /// Objects nested deeper than selector → width → string.
        case tooDeep
        /// A width key that is not `@` followed by a non-negative integer.
        case invalidWidth(String)
        /// A `\uD800`–`\uDFFF` escape (as written) that is not half of a pair, in the key or the value: the
        /// value cannot be read exactly, so it is not used (the escape reads as U+FFFD, and the file keeps it).
        case loneSurrogate(String)
        /// A member that spells the same key as the member at this other path (`"a.b"` beside `a` › `b`,
        /// or i18next's `key` beside `key_one`): the other one holds the key, this one is never used.
        case sameKey([String])
    }

    /// Creates a problem.
    public init(_ kind: Kind, path: [String], offset: Int) {
        self.kind = kind
        self.path = path
        self.offset = offset
    }

    /// The members of `node` when it is an object; otherwise records a wrong-type problem and returns `nil`.
    static func members(
        of node: JSONNode, path: [String], expected: String, into problems: inout [ValueProblem]
    ) -> [JSONMember]? {
        if let members = node.members { return members }
        problems.append(
            ValueProblem(
                .wrongType(found: node.kindDescription, expected: expected), path: path, offset: node.range.lowerBound))
        return nil
    }

    /// The message, worded for a translator.
    public var message: String {
        let place = path.isEmpty ? "the file" : path.map { "\"\($0)\"" }.joined(separator: " › ")
        switch kind {
        case .wrongType(let found, let expected): return "\(place) is \(found); expected \(expected)"
        case .tooDeep:
            return "\(place) is nested too deeply: a value is a text, variants of texts, or widths (@N) under a variant"
        case .invalidWidth(let key):
            return "'\(key)' is not a width: write '@' and a whole number of points, like '@200'"
        case .loneSurrogate(let escape):
            return "\(place) holds '\(escape)', half of a character whose other half is missing"
        case .sameKey(let other):
            return "\(place) spells the same key as \(other.map { "\"\($0)\"" }.joined(separator: " › ")), "
                + "which is the one used"
        }
    }
}
