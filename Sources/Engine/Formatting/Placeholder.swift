/// A placeholder in a string: a printf/`String(format:)` specifier (`%d`, `%1$@`, `%.2f`, `%%`) or
/// JSONlize's `${i}`.
public struct Placeholder: Sendable, Equatable {
    /// Where it is in the string's characters (Unicode scalars), for highlighting.
    public var range: Range<Int>
    /// The text as written.
    public var text: String
    /// `N` of `%N$d`, if positional.
    public var position: Int?
    /// Flags, width and precision as written (`-05.2` of `%-05.2f`).
    public var modifiers: String
    /// The length modifier (`l`, `ll`, `h`, `z`…).
    public var length: String
    /// The conversion character: `d i u o x X f F e E g G a A c C s S @ p`, `%` for a literal `%`,
    /// `i` for `${i}`, and `#` for a `.stringsdict` variable `%#@name@` (whose argument chooses its form).
    public var conversion: Character
    /// Whether this is JSONlize's `${i}`.
    public var isJSONlize: Bool

    /// The type of argument it takes, for comparing translations: `integer`, `decimal`, `object`,
    /// `character`, `cString`, `pointer`, `variable` (`%#@name@`); `nil` for `%%`.
    public var argumentKind: String? {
        switch conversion {
        case "d", "i", "u", "o", "x", "X": return "integer"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "decimal"
        case "@": return "object"
        case "c", "C": return "character"
        case "s", "S": return "cString"
        case "p": return "pointer"
        case "#": return "variable"
        default: return nil
        }
    }

    /// Every placeholder in `string`, in order. Text that only looks like a placeholder (`100% sure`)
    /// is not one.
    public static func scan(_ string: String) -> [Placeholder] {
        scanUTF8(Array(string.utf8)).map(\.placeholder)
    }

    /// Placeholders with their UTF-8 byte ranges; placeholders are ASCII, so the scan works on bytes and
    /// counts scalars only for `range`.
    static func scanUTF8(_ bytes: [UInt8]) -> [(placeholder: Placeholder, bytes: Range<Int>)] {
        var found: [(placeholder: Placeholder, bytes: Range<Int>)] = []
        var index = 0
        var scalarIndex = 0
        var countedUpTo = 0
        func scalarOffset(_ byteOffset: Int) -> Int {
            for offset in countedUpTo..<byteOffset where bytes[offset] & 0xC0 != 0x80 { scalarIndex += 1 }
            countedUpTo = byteOffset
            return scalarIndex
        }
        while index < bytes.count {
            let start = index
            var placeholder: Placeholder?
            if bytes[index] == UInt8(ascii: "$"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
                bytes[index + 2] == UInt8(ascii: "i"), bytes[index + 3] == UInt8(ascii: "}")
            {
                placeholder = Placeholder(
                    range: 0..<0, text: "${i}", position: nil, modifiers: "", length: "", conversion: "i",
                    isJSONlize: true)
                index += 4
            } else if bytes[index] == UInt8(ascii: "%"), let (parsed, end) = printf(bytes, at: index) {
                placeholder = parsed
                index = end
            } else {
                index += 1
            }
            if var placeholder {
                let first = scalarOffset(start)
                placeholder.range = first..<first + (index - start)
                found.append((placeholder, start..<index))
            }
        }
        return found
    }

    /// The printf specifier starting at the `%` at `start`, and the offset after it.
    static func printf(_ bytes: [UInt8], at start: Int) -> (Placeholder, Int)? {
        guard let found = PrintfSpecifier.scan(bytes, at: start) else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let placeholder = Placeholder(
            range: 0..<0, text: text(start..<found.end), position: found.position, modifiers: text(found.modifiers),
            length: text(found.length), conversion: Character(Unicode.Scalar(found.conversion)), isJSONlize: false)
        return (placeholder, found.end)
    }

    /// Where a `.stringsdict` variable `#@name@` starting at `start` (after `%` and any `N$`) ends, if one
    /// does: a name of ASCII letters, digits, `_`, `-` and `.` between the two `@`.
    static func variableEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at start: Int) -> Int?
    where Bytes.Index == Int {
        guard start + 3 < bytes.endIndex, bytes[start] == UInt8(ascii: "#"), bytes[start + 1] == UInt8(ascii: "@")
        else { return nil }
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") { return index > start + 2 ? index + 1 : nil }
            guard
                (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return nil }
            index += 1
        }
        return nil
    }

    /// `{{name}}` or `{name}` at `start`: the name, the offset after it, and whether the braces are double.
    /// Names are ASCII letters, digits, `_`, `-` and `.`. Inside double braces (i18next) spaces are allowed
    /// around the name, and so are `- ` before it (unescaped) and `, format` after it (`{{value, number}}`).
    static func named<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at start: Int) -> (String, Int, Bool)?
    where Bytes.Index == Int {
        let end = bytes.endIndex
        let isDouble = start + 1 < end && bytes[start + 1] == UInt8(ascii: "{")
        var index = start + (isDouble ? 2 : 1)
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        func skipSpaces() { while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 } }
        if isDouble {
            skipSpaces()
            if index + 1 < end, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: " ") {
                index += 1
                skipSpaces()
            }
        }
        let nameStart = index
        while index < end, isNameByte(bytes[index]) { index += 1 }
        let nameEnd = index
        guard nameEnd > nameStart else { return nil }
        if isDouble {
            skipSpaces()
            if index < end, bytes[index] == UInt8(ascii: ",") {
                while index < end, bytes[index] != UInt8(ascii: "}") { index += 1 }
            }
        }
        let closing = isDouble ? 2 : 1
        guard index + closing <= end, bytes[index..<index + closing].allSatisfy({ $0 == UInt8(ascii: "}") })
        else { return nil }
        return (String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), index + closing, isDouble)
    }
}
