/// An Apple `.strings` file parsed losslessly, as Foundation reads it (CFOldStylePList's strings files): pairs
/// `"key" = "value";` (or `"key";`, whose value is the key), strings in `"` or `'` quotes or unquoted
/// (`a-z A-Z 0-9 _ $ / : . -`), `/* */` and `//` comments, in UTF-8 or UTF-16 (`EncodedText`).
///
/// Ranges are UTF-8 offsets of `text.utf8`, the file's text; `text.fileOffset(ofUTF8:)` gives the file's.
struct StringsDocument: Sendable {
    /// A key or a value as written.
    struct Literal: Sendable {
        /// The literal with its quotes.
        var range: Range<Int>
        /// The text, escapes decoded.
        var text: String
        /// The quote (`"` or `'`), `nil` for an unquoted string.
        var quote: UInt8?
    }

    /// One `key = value;` pair.
    struct Pair: Sendable {
        /// The key.
        var key: Literal
        /// The value; `nil` in `"key";`, whose value is the key.
        var value: Literal?
        /// From the key to just past the `;`.
        var range: Range<Int>
        /// The comment written just above the pair (no blank line between) or after it on its line, its
        /// markers and the stars of `/** */` blocks removed.
        var comment: String?
        /// Where the comment above the pair starts, if it has one.
        var commentStart: Int?

        /// The value's text: the key's in `"key";`.
        var text: String { value?.text ?? key.text }
    }

    /// The file's text and encoding.
    let text: EncodedText
    /// The pairs in file order.
    private(set) var pairs: [Pair] = []

    /// The text as UTF-8.
    var utf8: [UInt8] { text.utf8 }

    /// Parses a file's bytes.
    ///
    /// - Throws: `JSONSyntaxError` (the model's syntax error) at the file offset of the problem.
    init(bytes: [UInt8]) throws(JSONSyntaxError) {
        do throws(EncodedText.InvalidBytes) {
            text = try EncodedText(bytes: bytes)
        } catch {
            let kind: JSONSyntaxError.Kind =
                EncodedText.utf16Encoding(of: bytes) == nil
                ? .invalidUTF8 : .unexpected(found: "half a UTF-16 character", expected: "text")
            throw JSONSyntaxError(kind: kind, offset: error.offset)
        }
        var parser = StringsParser(text.utf8)
        do throws(StringsParser.Failure) {
            pairs = try parser.pairs()
        } catch {
            throw JSONSyntaxError(kind: error.kind, offset: text.fileOffset(ofUTF8: error.offset))
        }
    }

    /// The pairs' file offsets of their keys.
    func fileOffset(_ offset: Int) -> Int { text.fileOffset(ofUTF8: offset) }
}

/// The scanner behind `StringsDocument`.
struct StringsParser {
    /// A syntax error at a UTF-8 offset of the text.
    struct Failure: Error {
        var kind: JSONSyntaxError.Kind
        var offset: Int
    }

    private let bytes: [UInt8]
    private var position: Int
    /// The comments met since the last pair: start, end, and whether a blank line follows.
    private var comments: [(range: Range<Int>, text: String)] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Reads every pair.
    mutating func pairs() throws(Failure) -> [StringsDocument.Pair] {
        var pairs: [StringsDocument.Pair] = []
        while true {
            let previousEnd = pairs.last?.range.upperBound
            skipSpace()
            // A comment on the line where the previous pair ends is that pair's.
            if let previousEnd, let first = comments.first, pairs[pairs.count - 1].comment == nil,
                !containsLineBreak(previousEnd..<first.range.lowerBound)
            {
                pairs[pairs.count - 1].comment = first.text
                comments.removeFirst()
            }
            guard position < bytes.count else { break }
            let key = try literal(expected: "a key in quotes")
            let attached = attachedComments(before: key.range.lowerBound)
            skipSpace()
            comments.removeAll()
            var value: StringsDocument.Literal?
            guard position < bytes.count else {
                throw Failure(kind: .unexpectedEnd(expected: "'=' or ';'"), offset: position)
            }
            if bytes[position] == UInt8(ascii: "=") {
                position += 1
                skipSpace()
                comments.removeAll()
                guard position < bytes.count else {
                    throw Failure(kind: .unexpectedEnd(expected: "a value in quotes"), offset: position)
                }
                value = try literal(expected: "a value in quotes")
                skipSpace()
                comments.removeAll()
            }
            guard position < bytes.count else { throw Failure(kind: .unexpectedEnd(expected: "';'"), offset: position) }
            guard bytes[position] == UInt8(ascii: ";") else {
                throw Failure(
                    kind: .unexpected(found: found(), expected: value == nil ? "'=' or ';' after the key" : "';'"),
                    offset: position)
            }
            position += 1
            pairs.append(
                StringsDocument.Pair(
                    key: key, value: value, range: key.range.lowerBound..<position,
                    comment: attached.map(\.text), commentStart: attached?.start))
        }
        return pairs
    }

    /// The comments just above `offset` (no blank line between them and it), joined.
    private func attachedComments(before offset: Int) -> (text: String, start: Int)? {
        var end = offset
        var texts: [String] = []
        var start: Int?
        for comment in comments.reversed() {
            guard lineBreaks(in: comment.range.upperBound..<end) <= 1 else { break }
            texts.insert(comment.text, at: 0)
            start = comment.range.lowerBound
            end = comment.range.lowerBound
        }
        guard let start else { return nil }
        return (texts.joined(separator: "\n"), start)
    }

    private func lineBreaks(in range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == 0x0A
                || bytes[index] == 0x0D && (index + 1 >= range.upperBound || bytes[index + 1] != 0x0A)
            {
                count += 1
            }
            index += 1
        }
        return count
    }

    private func containsLineBreak(_ range: Range<Int>) -> Bool { lineBreaks(in: range) > 0 }

    /// What is at the position, for a message: `'{'`, `'é'`.
    private func found() -> String {
        let scalar = String(decoding: bytes[position..<min(bytes.count, position + 4)], as: UTF8.self).unicodeScalars
            .first
        return scalar.map { "'\(VisibleText.of(String($0)))'" } ?? "the end of the file"
    }

    /// Skips white space (with U+2028 and U+2029) and comments, keeping the comments.
    private mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                position += 1
            } else if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x80,
                bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9
            {
                position += 3
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                let start = position
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                comments.append((start..<position, Self.commentText(bytes[start + 2..<position])))
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                var closed = false
                while position + 1 < bytes.count {
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                        closed = true
                        break
                    }
                    position += 1
                }
                // Foundation ends an unclosed comment at the end of the file.
                let inner = start + 2..<(closed ? position : bytes.count)
                position = closed ? position + 2 : bytes.count
                comments.append((start..<position, Self.commentText(bytes[inner])))
            } else {
                return
            }
        }
    }

    /// A comment's words: each line trimmed of spaces and of the stars that frame `/** */` blocks, empty lines
    /// at the ends dropped.
    static func commentText(_ bytes: ArraySlice<UInt8>) -> String {
        // By bytes (every byte trimmed or split on is ASCII): most of a generated table is its comments.
        func isFrame(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "*")
        }
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = start
        while index <= bytes.endIndex {
            if index == bytes.endIndex || bytes[index] == 0x0A || bytes[index] == 0x0D {
                var line = bytes[start..<index]
                while let first = line.first, isFrame(first) { line = line.dropFirst() }
                while let last = line.last, isFrame(last) { line = line.dropLast() }
                lines.append(line)
                // `\r\n` is one line break.
                if index < bytes.endIndex, bytes[index] == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A {
                    index += 1
                }
                start = index + 1
            }
            index += 1
        }
        let kept = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
        return kept.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    /// Whether Foundation reads a byte as part of an unquoted string.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default: return false
        }
    }

    /// A quoted or unquoted string at the position.
    private mutating func literal(expected: String) throws(Failure) -> StringsDocument.Literal {
        let start = position
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            position += 1
            var escaped = false
            while position < bytes.count, bytes[position] != byte {
                if bytes[position] == UInt8(ascii: "\\") {
                    escaped = true
                    position += 1
                    if position == bytes.count { break }
                }
                position += 1
            }
            guard position < bytes.count else { throw Failure(kind: .unclosedString, offset: start) }
            let content = start + 1..<position
            position += 1
            let text =
                escaped ? StringsText.decode(bytes[content]) : String(decoding: bytes[content], as: UTF8.self)
            return StringsDocument.Literal(range: start..<position, text: text, quote: byte)
        }
        guard Self.isUnquoted(byte) else {
            throw Failure(kind: .unexpected(found: found(), expected: expected), offset: position)
        }
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        return StringsDocument.Literal(
            range: start..<position, text: String(decoding: bytes[start..<position], as: UTF8.self), quote: nil)
    }
}
