import Foundation

/// Character data of an XML element as text and back, with nothing but XML's own rules: references
/// (`&amp;`, `&#233;`) decoded, CDATA sections read as written, comments dropped; white space kept exactly
/// (a property list's `<string>` is its text). Android's further escapes are `AndroidText`'s.
enum XMLText {
    /// The text of the content `range` of `bytes` (already checked by `XMLScanner`): its character data, and
    /// any inline markup as written.
    static func decode(_ bytes: [UInt8], range: Range<Int>) -> String {
        let content = bytes[range]
        guard content.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") }) else {
            return String(decoding: content, as: UTF8.self)
        }
        var text = ""
        for piece in pieces(bytes, range: range) {
            switch piece {
            case .text(let run), .markup(let run): text += run
            }
        }
        return text
    }

    /// `text` as character data: `&`, `<` and `>` as `&amp;`, `&lt;` and `&gt;` (as Xcode and `plutil`
    /// write them), everything else as it is.
    static func encode(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return text }
        return escaped(text, inAttribute: false)
    }

    /// A value as an attribute value between double quotes (an XLIFF id, an Android name): as character data,
    /// and `"` and line breaks escaped too (Xcode writes a line break in an id as `&#10;`).
    static func encodeAttribute(_ text: String) -> String { escaped(text, inAttribute: true) }

    /// `&`, `<` and `>` escaped; in an attribute value also `"`, line breaks and tabs.
    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r" where inAttribute: out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Whether the `<`s of a text to write are markup: it has one, and it is well-formed XML content, a bare `&`
    /// counted as a character.
    static func holdsMarkup(_ text: String) -> Bool {
        guard text.contains("<") else { return false }
        let escapedAmpersands = text.reduce(into: "") { out, character in
            if character == "&" { out += "&amp;" } else { out.append(character) }
        }
        return (try? XMLScanner.checkContent(Array(escapedAmpersands.utf8))) != nil
    }

    /// `text` with each character outside its tags written as `escape` says, the tags (from `<` to `>`) as they
    /// are: what a format that keeps inline markup writes (`holdsMarkup`).
    static func escapingOutsideTags(_ text: String, _ escape: (Character) -> String) -> String {
        var out = ""
        var inTag = false
        for character in text {
            if inTag || character == "<" {
                out.append(character)
                inTag = character != ">"
            } else {
                out += escape(character)
            }
        }
        return out
    }

    /// The comment (`<!-- … -->`) or CDATA section (`<![CDATA[ … ]]>`) starting at `index`, if one does: the
    /// range of a CDATA section's characters (`nil` for a comment, which is dropped) and the offset after it.
    static func section(at index: Int, in bytes: [UInt8], before end: Int) -> (data: Range<Int>?, next: Int)? {
        func find(_ needle: String, from start: Int) -> Int {
            let needle = Array(needle.utf8)
            var at = start
            while at + needle.count <= end {
                if bytes[at..<at + needle.count].elementsEqual(needle) { return at }
                at += 1
            }
            return end
        }
        let rest = bytes[index..<end]
        if rest.starts(with: "<!--".utf8) { return (nil, min(end, find("-->", from: index + 4) + 3)) }
        guard rest.starts(with: "<![CDATA[".utf8) else { return nil }
        let close = find("]]>", from: index + 9)
        return (index + 9..<close, min(end, close + 3))
    }

    /// The text of the comment that ends just before `offset` (only white space between), as written but with
    /// each line's surrounding blanks trimmed and empty lines dropped; `nil` when none does or it is empty.
    /// The comment starts no earlier than `start` (the end of the previous element), and not on its line.
    static func comment(before offset: Int, in bytes: [UInt8], from start: Int) -> String? {
        var end = offset
        while end > start, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        guard end - start >= 7, bytes[end - 3..<end].elementsEqual("-->".utf8) else { return nil }
        var open = end - 7
        while open >= start, !bytes[open..<open + 4].elementsEqual("<!--".utf8) { open -= 1 }
        // A comment on the line where the previous element ends is that element's (`<a/> <!-- about a -->`).
        guard open >= start, start == 0 || bytes[start..<open].contains(0x0A) else { return nil }
        let lines = String(decoding: bytes[open + 4..<end - 3], as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The character or entity reference at `index` (`&amp;`, `&#x41;`), decoded, and the offset after it;
    /// `nil` when the bytes there are not one.
    static func reference(at index: Int, in bytes: [UInt8], before end: Int) -> (text: [UInt8], next: Int)? {
        guard let semicolon = bytes[index..<end].prefix(12).firstIndex(of: UInt8(ascii: ";")),
            let value = XMLScanner.resolve(reference: String(decoding: bytes[index + 1..<semicolon], as: UTF8.self))
        else { return nil }
        return (Array(value.utf8), semicolon + 1)
    }

    /// A piece of an element's content: what `pieces` gives.
    enum Piece {
        /// Character data, references decoded (CDATA sections as written).
        case text(String)
        /// A tag of inline markup, as written.
        case markup(String)
    }

    /// The content `range` of `bytes` (already checked by `XMLScanner`) as pieces: character data with its
    /// references decoded and CDATA sections read, each tag of inline markup as written; comments dropped.
    static func pieces(_ bytes: [UInt8], range: Range<Int>) -> [Piece] {
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var index = range.lowerBound
        func flush() {
            if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if let section = XMLText.section(at: index, in: bytes, before: range.upperBound) {
                    if let data = section.data { text += bytes[data] }
                    index = section.next
                } else {
                    flush()
                    var end = index + 1
                    var quote: UInt8?
                    while end < range.upperBound {
                        let current = bytes[end]
                        if let open = quote {
                            if current == open { quote = nil }
                        } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                            quote = current
                        } else if current == UInt8(ascii: ">") {
                            break
                        }
                        end += 1
                    }
                    end = min(range.upperBound, end + 1)
                    pieces.append(.markup(String(decoding: bytes[index..<end], as: UTF8.self)))
                    index = end
                }
            } else if byte == UInt8(ascii: "&"),
                let reference = XMLText.reference(at: index, in: bytes, before: range.upperBound)
            {
                text += reference.text
                index = reference.next
            } else {
                text.append(byte)
                index += 1
            }
        }
        flush()
        return pieces
    }
}
