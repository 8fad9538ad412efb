/// An element of an XML file as `XMLScanner` finds it: its name, attributes and children, each with its byte
/// range, so that an edit can splice the file's own bytes and leave everything else as written.
struct XMLElement: Sendable {
    /// The qualified name (`string`, `xliff:g`).
    var name: String
    /// The attributes in file order.
    var attributes: [XMLAttribute]
    /// From the `<` of the start tag to the `>` of the end tag (of the start tag when empty).
    var range: Range<Int>
    /// The start tag, `<` to `>`.
    var startTag: Range<Int>
    /// Between the start tag and the end tag; `nil` for an empty-element tag (`<string name="a"/>`).
    var content: Range<Int>?
    /// The child elements in file order.
    var children: [XMLElement]

    /// The value of attribute `name` (entities decoded), if the element has it.
    func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }
}

/// An attribute of a start tag.
struct XMLAttribute: Sendable {
    /// The qualified name (`name`, `tools:ignore`).
    var name: String
    /// The value with its entities decoded.
    var value: String
    /// The value's bytes between the quotes.
    var valueRange: Range<Int>
}

/// Why an XML file cannot be read, with the byte offset where the scanner stopped.
struct XMLSyntaxError: Error, Sendable, Equatable {
    /// What was found there (`"</plurals>"`, `"'<'"`); `nil` at the end of the file.
    var found: String?
    /// What XML requires there.
    var expected: String
    /// The byte offset in the file.
    var offset: Int

    /// The error as the model keeps syntax errors: the message, its offset, and so its line and column.
    var syntaxError: JSONSyntaxError {
        if let found {
            return JSONSyntaxError(kind: .unexpected(found: found, expected: expected), offset: offset)
        }
        return JSONSyntaxError(kind: .unexpectedEnd(expected: expected), offset: offset)
    }
}
