/// A JSON file kept losslessly: its exact bytes, the parsed tree with positions, what it does beyond
/// strict JSON, and its formatting style.
///
/// Documents are values. Editing returns a new document whose bytes differ from the old ones only
/// where the edit is (see `JSONDocument+Editing.swift`); writing `bytes` of an unedited document gives
/// back the file exactly as it was read.
public struct JSONDocument: Sendable {
    /// The file's bytes, a BOM included.
    public let bytes: [UInt8]
    /// The top-level value.
    public let root: JSONNode
    /// Trailing commas, comments and duplicate keys found while parsing.
    public let notices: [JSONNotice]
    /// How the file is formatted, for writing new entries the way the file already looks. Detected when
    /// parsing; set it to write a file that has no style of its own (`{}`) in another file's style.
    public var style: JSONStyle
    /// Where the key of the one top-level member starts, for a document read with `init(bytes:memberAt:style:)`
    /// (its root holds that member alone); `nil` for a whole document.
    let memberOffset: Int?

    /// Parses a file's bytes.
    ///
    /// - Throws: `JSONSyntaxError` for anything that is not JSON (trailing commas and comments are
    ///   accepted with a notice). Parsing is linear in the size of the file.
    public init(bytes: [UInt8]) throws(JSONSyntaxError) {
        self.bytes = bytes
        var tree = JSONTreeBuilder()
        let (root, parser) = try JSONParser.parse(bytes, into: &tree)
        self.root = root
        notices = parser.notices
        style = JSONStyle(detectedIn: bytes, parser: parser)
        memberOffset = nil
    }

    /// Reads only the top-level member whose key starts at `keyOffset` of a file known to parse, whose style
    /// is `style`: the root holds that member alone. Editing inside the member's value then costs the size of
    /// the member, not of the file (see `applying`): the editor's commit of one text in a 2 MB file.
    ///
    /// - Throws: `JSONSyntaxError` when no member starts there.
    init(bytes: [UInt8], memberAt keyOffset: Int, style: JSONStyle) throws(JSONSyntaxError) {
        self.bytes = bytes
        // The object's range: the file is one object, with only whitespace around it (it has no notices).
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, bytes[start] != UInt8(ascii: "{") { start += 1 }
        var end = bytes.count
        while end > start, bytes[end - 1] != UInt8(ascii: "}") { end -= 1 }
        var tree = JSONTreeBuilder()
        let (root, _, parser) = try JSONParser.parseMember(bytes, at: keyOffset, rootRange: start..<end, into: &tree)
        self.root = root
        notices = parser.notices
        self.style = style
        memberOffset = keyOffset
    }

    /// Parses a file given as text.
    public init(text: String) throws(JSONSyntaxError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The file as text (a BOM included when the file has one).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The node at a path of object keys from the root (`["cars", "one", "@200"]`), or `nil`.
    ///
    /// Where a key appears twice in one object, the last one is used, as strict readers do.
    public func node(at path: [String]) -> JSONNode? {
        var node = root
        for key in path {
            guard let members = node.members, let member = members.last(where: { $0.key == key }) else { return nil }
            node = member.value
        }
        return node
    }

    /// The source text of a byte range.
    public func text(of range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
