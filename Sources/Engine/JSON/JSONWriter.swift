/// A value to write into a document: the shapes a translation file holds.
public indirect enum JSONValueText: Sendable, Equatable {
    /// A string.
    case string(String)
    /// An object, members in order.
    case object([(key: String, value: JSONValueText)])
    /// Text copied verbatim from a document (a moved member's value keeps its own formatting).
    case raw(String)
    /// Text copied from another document, re-indented for this one when written: the source's line breaks
    /// (LF or CRLF) become this style's, and on each line after the first the leading levels of the
    /// source's `indentUnit` become this style's unit, under the member's indentation. The text's later
    /// lines are relative to the source member's line (its indentation taken off); see
    /// `JSONDocument.copyableValue(_:for:)`.
    case transplanted(String, indentUnit: String)

    public static func == (lhs: JSONValueText, rhs: JSONValueText) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.raw(let a), .raw(let b)): return a == b
        case (.transplanted(let a, let unitA), .transplanted(let b, let unitB)): return a == b && unitA == unitB
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}

/// Writes strings and values in a document's own style.
public struct JSONWriter: Sendable {
    /// The style to write in.
    public var style: JSONStyle

    /// Creates a writer for a style.
    public init(style: JSONStyle) {
        self.style = style
    }

    /// A string literal, quotes included, escaped the way the style does.
    ///
    /// Always escaped: `"`, `\` and control characters (`\n`, `\t`, … or `\u00XX`). Non-ASCII is written
    /// raw unless the file escapes it (`\u00f3`, surrogate pairs above U+FFFF); `/` as `\/` only where the
    /// file does so.
    public func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        quote(string, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `string` as a literal, quotes included, to `bytes` (see `quoted(_:)`).
    public func quote(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var plainStart = string.unicodeScalars.startIndex
        let needsWork = string.utf8.contains { byte in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (byte == UInt8(ascii: "/") && style.escapesSlash) || (byte >= 0x80 && style.escapesNonASCII)
        }
        if needsWork {
            for index in string.unicodeScalars.indices {
                guard let escape = escape(string.unicodeScalars[index]) else { continue }
                bytes.append(contentsOf: Substring(string.unicodeScalars[plainStart..<index]).utf8)
                bytes.append(contentsOf: escape.utf8)
                plainStart = string.unicodeScalars.index(after: index)
            }
        }
        bytes.append(contentsOf: Substring(string.unicodeScalars[plainStart...]).utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// How a scalar is written inside a string literal, or `nil` when it is written as itself.
    private func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case "/" where style.escapesSlash: return "\\/"
        default:
            guard scalar.value < 0x20 || (style.escapesNonASCII && scalar.value >= 0x80) else { return nil }
            guard scalar.value > 0xFFFF else { return Self.hexEscape(scalar.value) }
            let value = scalar.value - 0x10000
            return Self.hexEscape(0xD800 + (value >> 10)) + Self.hexEscape(0xDC00 + (value & 0x3FF))
        }
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// A value's text for a member whose line is indented by `indent`.
    ///
    /// Objects are written one member per line, each one level deeper than `indent`, or on one line
    /// for a single-line (minified) file.
    public func render(_ value: JSONValueText, indent: String) -> String {
        switch value {
        case .string(let string): return quoted(string)
        case .raw(let text): return text
        case .transplanted(let text, let sourceUnit): return transplant(text, from: sourceUnit, indent: indent)
        case .object(let members):
            if members.isEmpty { return "{}" }
            if style.isSingleLine {
                let body = members.map { quoted($0.key) + style.keyValueSeparator + render($0.value, indent: "") }
                return "{" + body.joined(separator: ",") + "}"
            }
            let inner = indent + style.indentUnit
            let body = members.map {
                inner + quoted($0.key) + style.keyValueSeparator + render($0.value, indent: inner)
            }
            return "{" + style.newline + body.joined(separator: "," + style.newline) + style.newline + indent + "}"
        }
    }

    /// A copied value's lines in this style: line breaks, indentation units and the member's indentation.
    private func transplant(_ text: String, from sourceUnit: String, indent: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(0x0A) else { return text }
        let unit = Array(sourceUnit.utf8)
        var result: [UInt8] = []
        for (index, var line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if line.last == 0x0D { line = line.dropLast() }
            guard index > 0 else {
                result += line
                continue
            }
            result += style.newline.utf8
            var levels = 0
            while !unit.isEmpty, line.starts(with: unit) {
                line = line.dropFirst(unit.count)
                levels += 1
            }
            if line.isEmpty && levels == 0 { continue }
            result += indent.utf8
            for _ in 0..<levels { result += style.indentUnit.utf8 }
            result += line
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A whole `"key": value` member at an indentation.
    public func member(_ key: String, _ value: JSONValueText, indent: String) -> String {
        quoted(key) + style.keyValueSeparator + render(value, indent: indent)
    }
}
