/// A value of an XML property list (`.plist`, `.stringsdict`) as `XMLScanner` found it: a dictionary of
/// members, a string, or another kind (`<integer>`, `<array>`, `<true/>`…) that Glossa keeps as written, each
/// with its element and so its byte ranges.
struct PlistValue: Sendable {
    /// What the value is.
    enum Kind: Sendable {
        /// `<dict>`: its members in file order.
        case dictionary([PlistMember])
        /// `<string>`: its text, references decoded.
        case string(String)
        /// Any other element, named.
        case other(String)
    }

    /// What the value is.
    var kind: Kind
    /// Its element.
    var element: XMLElement

    /// The members when this is a dictionary.
    var members: [PlistMember]? {
        if case .dictionary(let members) = kind { return members }
        return nil
    }

    /// The text when this is a string.
    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The value of member `key` when this is a dictionary (the last of that name).
    subscript(key: String) -> PlistValue? { members?.last { $0.key == key }?.value }

    /// What it is, for messages: "a dictionary", "a string", "an <integer>".
    var kindDescription: String {
        switch kind {
        case .dictionary: return "a dictionary"
        case .string: return "a string"
        case .other(let name): return "an <\(name)>"
        }
    }
}

/// A `<key>` of a dictionary and its value.
struct PlistMember: Sendable {
    /// The key's text.
    var key: String
    /// The `<key>` element.
    var keyElement: XMLElement
    /// The value after it.
    var value: PlistValue

    /// From the `<key>` to the end of the value.
    var range: Range<Int> { keyElement.range.lowerBound..<value.element.range.upperBound }
}

/// Reads an XML property list (Apple's DTD `PropertyList-1.0`) without Foundation: the root value inside
/// `<plist>` (or a bare root `<dict>`), dictionaries as alternating `<key>` and value elements.
enum PropertyList {
    /// How deep values may nest (the scanner has its own, larger bound).
    static let depthLimit = 64

    /// The root value of `bytes`.
    ///
    /// - Throws: `XMLSyntaxError` where the file is not well-formed XML or not a property list (a binary
    ///   property list, a `<dict>` whose keys and values do not alternate, markup inside a `<string>`).
    static func root(of bytes: [UInt8]) throws(XMLSyntaxError) -> PlistValue {
        if bytes.starts(with: "bplist".utf8) {
            throw XMLSyntaxError(
                found: "a binary property list", expected: "an XML property list (convert it: plutil -convert xml1)",
                offset: 0)
        }
        let root = try XMLScanner.root(of: bytes, rootName: "<plist>")
        guard root.name == "plist" else { return try value(of: root, in: bytes, depth: 0) }
        guard let only = root.children.first else {
            throw XMLSyntaxError(
                found: "</plist>", expected: "a value (<dict>) inside <plist>", offset: root.content?.upperBound ?? 0)
        }
        if root.children.count > 1 {
            throw XMLSyntaxError(
                found: "<\(root.children[1].name)>", expected: "one value inside <plist>",
                offset: root.children[1].range.lowerBound)
        }
        return try value(of: only, in: bytes, depth: 1)
    }

    private static func value(of element: XMLElement, in bytes: [UInt8], depth: Int) throws(XMLSyntaxError)
        -> PlistValue
    {
        guard depth < depthLimit else {
            throw XMLSyntaxError(
                found: "<\(element.name)>", expected: "values nested at most \(depthLimit) deep",
                offset: element.range.lowerBound)
        }
        switch element.name {
        case "dict":
            var members: [PlistMember] = []
            var children = element.children.makeIterator()
            while let key = children.next() {
                guard key.name == "key" else {
                    throw XMLSyntaxError(
                        found: "<\(key.name)>", expected: "<key> before each value of a <dict>",
                        offset: key.range.lowerBound)
                }
                let name = try text(of: key, in: bytes)
                guard let valueElement = children.next() else {
                    throw XMLSyntaxError(
                        found: "</dict>", expected: "a value after <key>\(name)</key>",
                        offset: element.content?.upperBound ?? element.range.upperBound)
                }
                if valueElement.name == "key" {
                    throw XMLSyntaxError(
                        found: "<key>", expected: "a value after <key>\(name)</key>",
                        offset: valueElement.range.lowerBound)
                }
                members.append(
                    PlistMember(
                        key: name, keyElement: key, value: try value(of: valueElement, in: bytes, depth: depth + 1)))
            }
            return PlistValue(kind: .dictionary(members), element: element)
        case "string":
            return PlistValue(kind: .string(try text(of: element, in: bytes)), element: element)
        default:
            return PlistValue(kind: .other(element.name), element: element)
        }
    }

    /// The text of a `<key>` or `<string>`, which holds no elements.
    private static func text(of element: XMLElement, in bytes: [UInt8]) throws(XMLSyntaxError) -> String {
        if let child = element.children.first {
            throw XMLSyntaxError(
                found: "<\(child.name)>", expected: "text only inside <\(element.name)> (write < as &lt;)",
                offset: child.range.lowerBound)
        }
        return element.content.map { XMLText.decode(bytes, range: $0) } ?? ""
    }
}
