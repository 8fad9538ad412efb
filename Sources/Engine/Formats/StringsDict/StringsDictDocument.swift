/// A `.stringsdict` file read for Glossa: its bytes, the root dictionary's keys (`StringsDictEntry`), and
/// the file's own style (indentation, line ends, how an empty string is written) for what an edit adds.
struct StringsDictDocument {
    /// The bytes as read.
    let bytes: [UInt8]
    /// The root dictionary.
    let root: PlistValue
    /// Its keys in file order.
    let entries: [StringsDictEntry]
    /// One level of indentation: the file's own (a tab as Xcode writes, two spaces as Crowdin exports).
    let indentUnit: String
    /// `\r\n` when the file uses it, else `\n`.
    let newline: String
    /// An empty string as the file writes one: `<string/>` or `<string></string>`.
    let emptyString: String

    /// Parses a file.
    ///
    /// - Throws: `XMLSyntaxError` when it is not a well-formed property list whose root is a dictionary.
    init(bytes: [UInt8]) throws(XMLSyntaxError) {
        self.bytes = bytes
        let root = try PropertyList.root(of: bytes)
        guard let members = root.members else {
            throw XMLSyntaxError(
                found: "<\(root.element.name)>", expected: "a <dict> of keys", offset: root.element.range.lowerBound)
        }
        self.root = root
        entries = members.map(StringsDictEntry.init)
        newline = ByteSearch.contains(bytes, "\r\n") ? "\r\n" : "\n"
        let selfClosing = ByteSearch.contains(bytes, "<string/>")
        let paired = ByteSearch.contains(bytes, "<string></string>")
        emptyString = selfClosing && !paired ? "<string/>" : "<string></string>"
        indentUnit = Self.indentUnit(root, in: bytes) ?? "\t"
    }

    /// The indentation one level adds: a member's line's indentation beyond its dictionary's, in the first
    /// dictionary that shows it.
    private static func indentUnit(_ dictionary: PlistValue, in bytes: [UInt8]) -> String? {
        guard let members = dictionary.members, let first = members.first else { return nil }
        if let outer = indentation(before: dictionary.element.range.lowerBound, in: bytes),
            let inner = indentation(before: first.keyElement.range.lowerBound, in: bytes),
            inner.count > outer.count, inner.hasPrefix(outer)
        {
            return String(inner.dropFirst(outer.count))
        }
        for member in members {
            if let unit = indentUnit(member.value, in: bytes) { return unit }
        }
        return nil
    }

    /// The white space between the start of the line and `offset`, or `nil` when something else is there.
    static func indentation(before offset: Int, in bytes: [UInt8]) -> String? {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A else { return nil }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// The indentation of the line where `offset` is (its leading white space).
    func indentation(ofLineAt offset: Int) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
