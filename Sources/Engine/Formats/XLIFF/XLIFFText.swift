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
        // Checked with every `&` escaped: a bare `&` in the text is a character, not a reference.
        let escapedAmpersands = text.reduce(into: "") { out, character in
            if character == "&" { out += "&amp;" } else { out.append(character) }
        }
        guard text.contains("<"), (try? XMLScanner.checkContent(Array(escapedAmpersands.utf8))) != nil else {
            return XMLText.encode(text)
        }
        var out = ""
        var inTag = false
        for character in text {
            if inTag {
                out.append(character)
                if character == ">" { inTag = false }
                continue
            }
            switch character {
            case "<":
                inTag = true
                out.append(character)
            case "&": out += "&amp;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
