/// One value of a parsed JSON file, with the byte range of its text in the source.
///
/// Nodes keep only structure and positions; a document's bytes stay the single source of truth,
/// so writing back an unedited document reproduces it exactly.
public struct JSONNode: Sendable {
    /// The byte offsets of the value's text (`"..."`, `{...}`, `12.5`) in the document's bytes.
    public var range: Range<Int>
    /// What the value is.
    public var kind: Kind

    /// The kinds of JSON value.
    public enum Kind: Sendable {
        /// An object, its members in file order.
        case object([JSONMember])
        /// An array.
        case array([JSONNode])
        /// A string, decoded.
        case string(String)
        /// A number; its text is `range` in the source.
        case number
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The members when this is an object, else `nil`.
    public var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The decoded string when this is a string, else `nil`.
    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// A name for the kind of value, as a translator would say it ("a number", "an array").
    public var kindDescription: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true/false"
        case .null: return "null"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable {
    /// The key, decoded.
    public var key: String
    /// The byte range of the key's text, quotes included.
    public var keyRange: Range<Int>
    /// The value.
    public var value: JSONNode
    /// The byte offset of the comma that follows the value, if any.
    public var commaOffset: Int?
}
