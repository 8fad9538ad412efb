/// The text of a `<source>` or `<target>` and back: references decoded and CDATA sections read, white space
/// kept exactly, and inline markup (`<g id="1">`, `<x/>`, `<ph>`, `<pc>`) kept as written, tags and all.
enum XLIFFText {
    /// The text of `element`'s content in `bytes`.
    static func decode(_ element: XMLElement, in bytes: [UInt8]) -> String {
        element.content.map { XMLText.decode(bytes, range: $0) } ?? ""
    }

    /// The content to write for `text`: markup that is well-formed XML as markup, any other `<`, and every
    /// `&` and `>` outside tags, escaped.
    static func encode(_ text: String) -> String {
        guard XMLText.holdsMarkup(text) else { return XMLText.encode(text) }
        return XMLText.escapingOutsideTags(text) { character in
            switch character {
            case "&": return "&amp;"
            case ">": return "&gt;"
            default: return String(character)
            }
        }
    }
}
