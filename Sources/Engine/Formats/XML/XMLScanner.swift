/// A small, lossless XML scanner for the XML formats (Android resources, property lists): it finds the elements, attributes, comments, CDATA
/// sections and text of a file by byte offset without changing or normalising anything, so that the file's
/// bytes stay the truth and edits are splices. Foundation's `XMLParser` is not used: it reports neither
/// offsets nor the bytes as written.
///
/// It checks what XML requires for the file to be read (tags closed in order, quoted attribute values,
/// entity references, one root element) and stops at the first problem with its offset; it does not read
/// DTDs (a `<!DOCTYPE …>` is skipped, its internal subset included).
struct XMLScanner {
    private let bytes: [UInt8]
    private var position = 0
    /// How deep elements may nest: a bound, so that a hostile file cannot exhaust the stack.
    static let depthLimit = 256

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root element of `bytes`; `rootName` (`<resources>`) is what an error says a file without one lacks.
    ///
    /// - Throws: `XMLSyntaxError` at the first place the file is not well-formed.
    static func root(of bytes: [UInt8], rootName: String = "<resources>") throws(XMLSyntaxError) -> XMLElement {
        var scanner = XMLScanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
        var root: XMLElement?
        while true {
            scanner.skipSpace()
            guard scanner.position < bytes.count else { break }
            if scanner.starts(with: "<?") {
                try scanner.skip(past: "?>", expected: "'?>' closing the processing instruction")
            } else if scanner.starts(with: "<!--") {
                try scanner.skipComment()
            } else if scanner.starts(with: "<!DOCTYPE") {
                try scanner.skipDoctype()
            } else if scanner.starts(with: "<"), root == nil {
                root = try scanner.element(depth: 0)
            } else {
                throw scanner.error(expected: root == nil ? "the root element" : "nothing after the root element")
            }
        }
        guard let root else { throw scanner.error(expected: "the root element (\(rootName))") }
        return root
    }

    /// Checks the content of an element (a value with inline markup) the way `root(of:)` checks a file.
    ///
    /// - Throws: `XMLSyntaxError` with offsets in `bytes`.
    static func checkContent(_ bytes: [UInt8]) throws(XMLSyntaxError) {
        var scanner = XMLScanner(bytes: bytes)
        _ = try scanner.content(until: nil, depth: 1)
    }

    // MARK: - Elements

    private mutating func element(depth: Int) throws(XMLSyntaxError) -> XMLElement {
        guard depth < Self.depthLimit else { throw error(expected: "elements nested at most \(Self.depthLimit) deep") }
        let start = position
        position += 1
        let name = try self.name(expected: "an element name after '<'")
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { throw error(expected: "'>' closing the tag <\(name)") }
            if starts(with: "/>") {
                position += 2
                return XMLElement(
                    name: name, attributes: attributes, range: start..<position, startTag: start..<position,
                    content: nil, children: [])
            }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                break
            }
            guard hadSpace else { throw error(expected: "a space, '>' or '/>' in the tag <\(name)") }
            let attributeName = try self.name(expected: "an attribute name, '>' or '/>' in the tag <\(name)")
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error(expected: "'=' after the attribute \(attributeName)")
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
            else { throw error(expected: "a quoted value for the attribute \(attributeName)") }
            let quote = bytes[position]
            position += 1
            let valueStart = position
            var value = ""
            var run = position
            while true {
                guard position < bytes.count else {
                    throw error(expected: "the closing quote of the attribute \(attributeName)")
                }
                let byte = bytes[position]
                if byte == quote { break }
                if byte == UInt8(ascii: "<") { throw error(expected: "no '<' inside an attribute value (write &lt;)") }
                if byte == UInt8(ascii: "&") {
                    value += text(run..<position)
                    value += try reference()
                    run = position
                } else {
                    position += 1
                }
            }
            value += text(run..<position)
            if attributes.contains(where: { $0.name == attributeName }) {
                throw XMLSyntaxError(
                    found: "a second \(attributeName)", expected: "each attribute once in a tag", offset: valueStart)
            }
            attributes.append(XMLAttribute(name: attributeName, value: value, valueRange: valueStart..<position))
            position += 1
        }
        let startTag = start..<position
        let contentStart = position
        let children = try content(until: name, depth: depth + 1)
        return XMLElement(
            name: name, attributes: attributes, range: start..<position, startTag: startTag,
            content: contentStart..<contentEnd, children: children)
    }

    /// Where the content read by the last `content(until:)` ended (the `<` of its end tag).
    private var contentEnd = 0

    /// Reads content up to the end tag of `name` (consumed), or to the end of the bytes when `name` is nil.
    private mutating func content(until name: String?, depth: Int) throws(XMLSyntaxError) -> [XMLElement] {
        var children: [XMLElement] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if starts(with: "</") {
                    let end = position
                    position += 2
                    let closing = try self.name(expected: "an element name after '</'")
                    skipSpace()
                    guard let name, closing == name else {
                        throw XMLSyntaxError(
                            found: "</\(closing)>", expected: name.map { "</\($0)>" } ?? "no end tag here", offset: end)
                    }
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                        throw error(expected: "'>' closing </\(name)")
                    }
                    position += 1
                    contentEnd = end
                    return children
                } else if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    try skip(past: "]]>", expected: "']]>' closing the CDATA section")
                } else if starts(with: "<?") {
                    try skip(past: "?>", expected: "'?>' closing the processing instruction")
                } else {
                    children.append(try element(depth: depth))
                }
            } else if byte == UInt8(ascii: "&") {
                _ = try reference()
            } else {
                position += 1
            }
        }
        guard let name else {
            contentEnd = position
            return children
        }
        throw error(expected: "</\(name)>")
    }

    // MARK: - Pieces

    /// Reads an entity or character reference at `&`, returning what it stands for.
    private mutating func reference() throws(XMLSyntaxError) -> String {
        let start = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error(expected: "an entity reference like &amp; or &#233; (write & as &amp;)")
        }
        let body = text(position + 1..<semicolon)
        guard let value = Self.resolve(reference: body) else {
            throw XMLSyntaxError(
                found: "&\(body);", expected: "&amp;, &lt;, &gt;, &quot;, &apos; or a character reference",
                offset: start)
        }
        position = semicolon + 1
        return value
    }

    /// What `&body;` stands for, or `nil` when XML does not define it.
    static func resolve(reference body: String) -> String? {
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard body.hasPrefix("#") else { return nil }
            let digits = body.dropFirst()
            let value =
                digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }

    private mutating func name(expected: String) throws(XMLSyntaxError) -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], first: position == start) { position += 1 }
        guard position > start else { throw error(expected: expected) }
        return text(start..<position)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): return !first
        default: return false
        }
    }

    private mutating func skipComment() throws(XMLSyntaxError) {
        try skip(past: "-->", expected: "'-->' closing the comment", from: 4)
    }

    private mutating func skipDoctype() throws(XMLSyntaxError) {
        var inSubset = false
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "["): inSubset = true
            case UInt8(ascii: "]"): inSubset = false
            case UInt8(ascii: ">") where !inSubset:
                position += 1
                return
            default: break
            }
            position += 1
        }
        throw error(expected: "'>' closing <!DOCTYPE")
    }

    /// Moves past the next `terminator`, looking from `from` bytes on.
    private mutating func skip(past terminator: String, expected: String, from: Int = 2) throws(XMLSyntaxError) {
        let needle = Array(terminator.utf8)
        var index = position + from
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
                position = index + needle.count
                return
            }
            index += 1
        }
        position = bytes.count
        throw error(expected: expected)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    /// Whether a byte is XML white space.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func starts(with prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { needle in
            position + needle.count <= bytes.count && bytes[position..<position + needle.count].elementsEqual(needle)
        }
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func error(expected: String) -> XMLSyntaxError {
        guard position < bytes.count else { return XMLSyntaxError(found: nil, expected: expected, offset: position) }
        let end = bytes[position...].prefix(12).firstIndex { Self.isSpace($0) } ?? min(bytes.count, position + 12)
        let found = String(decoding: bytes[position..<max(end, position + 1)], as: UTF8.self)
        return XMLSyntaxError(found: "'\(found)'", expected: expected, offset: position)
    }
}
