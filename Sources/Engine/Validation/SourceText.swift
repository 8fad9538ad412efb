/// Small readers of a file's bytes around a known position, for locations inside values and for fix-its.
/// They assume the file parsed (the validator only calls them on files without a syntax error).
enum SourceText {
    /// The offset of the value of the member whose key's opening quote is at `keyOffset`; `keyOffset` itself
    /// when no quote is there (a key in a file that is not JSON: a `.stringsdict` `<key>`).
    static func valueStart(afterKeyAt keyOffset: Int, in bytes: [UInt8]) -> Int {
        guard keyOffset < bytes.count, bytes[keyOffset] == UInt8(ascii: "\"") else { return keyOffset }
        var position = skipSpace(from: endOfString(at: keyOffset, in: bytes), in: bytes)
        if position < bytes.count, bytes[position] == UInt8(ascii: ":") { position += 1 }
        return skipSpace(from: position, in: bytes)
    }

    /// The offset just past the string literal whose opening quote is at `offset` (`offset` when there is no
    /// quote there: no literal).
    static func endOfString(at offset: Int, in bytes: [UInt8]) -> Int {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return offset }
        var position = offset + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        return bytes.count
    }

    /// The offset just past the value (string, object, array or scalar) that starts at `offset`.
    static func endOfValue(at offset: Int, in bytes: [UInt8]) -> Int {
        guard offset < bytes.count else { return bytes.count }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return endOfString(at: offset, in: bytes)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = offset
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position = endOfString(at: position, in: bytes)
                    continue
                case UInt8(ascii: "/") where position + 1 < bytes.count:
                    let after = skipSpace(from: position, in: bytes)
                    if after > position {
                        position = after
                        continue
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default:
                    break
                }
                position += 1
            }
            return bytes.count
        default:
            var position = offset
            while position < bytes.count, !",}] \t\r\n/".utf8.contains(bytes[position]) { position += 1 }
            return position
        }
    }

    /// Skips whitespace and comments.
    static func skipSpace(from offset: Int, in bytes: [UInt8]) -> Int {
        var position = offset
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else {
                return position
            }
        }
        return position
    }

    /// The end of a comment that starts at `offset` (`//` to the end of the line, `/* */` to its close).
    static func endOfComment(at offset: Int, in bytes: [UInt8]) -> Int {
        guard offset + 1 < bytes.count else { return bytes.count }
        var position = offset + 2
        if bytes[offset + 1] == UInt8(ascii: "/") {
            while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            return position
        }
        while position + 1 < bytes.count,
            !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
        {
            position += 1
        }
        return min(position + 2, bytes.count)
    }

    /// The indentation of the line holding `offset` (the spaces and tabs before the first character).
    static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs stand before `offset` on its line.
    static func startsLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start == 0 || bytes[start - 1] == 0x0A || (start == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    /// The line break a file uses.
    static func newline(in bytes: [UInt8]) -> String {
        guard let lineFeed = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return lineFeed > 0 && bytes[lineFeed - 1] == 0x0D ? "\r\n" : "\n"
    }
}
