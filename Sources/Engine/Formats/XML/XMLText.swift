import Foundation

/// Character data of an XML element as text and back, with nothing but XML's own rules: references
/// (`&amp;`, `&#233;`) decoded, CDATA sections read as written, comments dropped; white space kept exactly
/// (a property list's `<string>` is its text). Android's further escapes are `AndroidText`'s.
enum XMLText {
    /// The text of the content `range` of `bytes` (already checked by `XMLScanner`).
    static func decode(_ bytes: [UInt8], range: Range<Int>) -> String {
        let content = bytes[range]
        guard content.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") }) else {
            return String(decoding: content, as: UTF8.self)
        }
        var text: [UInt8] = []
        text.reserveCapacity(content.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), let section = section(at: index, in: bytes, before: range.upperBound) {
                if let data = section.data { text += bytes[data] }
                index = section.next
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
        return String(decoding: text, as: UTF8.self)
    }

    /// `text` as character data: `&`, `<` and `>` as `&amp;`, `&lt;` and `&gt;` (as Xcode and `plutil`
    /// write them), everything else as it is.
    static func encode(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
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
}
