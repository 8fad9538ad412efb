/// How a JSON file is formatted, detected from the file itself.
///
/// New entries are written in this style, so an edit looks as if the file's author had typed it.
public struct JSONStyle: Sendable, Equatable {
    /// The line ending: `"\n"` or `"\r\n"`.
    public var newline: String
    /// One level of indentation: spaces or a tab; empty for a file written on one line.
    public var indentUnit: String
    /// The text between a key and its value, colon included: `": "`, `":"`, `" : "`.
    public var keyValueSeparator: String
    /// Whether the file writes non-ASCII characters as `\uXXXX` escapes rather than raw UTF-8.
    public var escapesNonASCII: Bool
    /// Whether the file writes `/` as `\/`.
    public var escapesSlash: Bool
    /// Whether the file is written on a single line (minified).
    public var isSingleLine: Bool

    /// The style of a typical hand-written file: 4 spaces, LF, `": "`.
    public static let standard = JSONStyle(
        newline: "\n", indentUnit: "    ", keyValueSeparator: ": ", escapesNonASCII: false, escapesSlash: false,
        isSingleLine: false)

    /// Creates a style from its parts.
    public init(
        newline: String, indentUnit: String, keyValueSeparator: String, escapesNonASCII: Bool, escapesSlash: Bool,
        isSingleLine: Bool
    ) {
        self.newline = newline
        self.indentUnit = indentUnit
        self.keyValueSeparator = keyValueSeparator
        self.escapesNonASCII = escapesNonASCII
        self.escapesSlash = escapesSlash
        self.isSingleLine = isSingleLine
    }

    init(detectedIn bytes: [UInt8], parser: JSONParser) {
        self = .standard
        if let lineFeed = bytes.firstIndex(of: 0x0A) {
            newline = lineFeed > 0 && bytes[lineFeed - 1] == 0x0D ? "\r\n" : "\n"
        }
        isSingleLine = !bytes[parser.rootRange].contains(0x0A)
        adoptEscapes(of: parser.counts)
        guard let first = parser.firstMember else {
            if isSingleLine { indentUnit = "" }
            return
        }
        let separator = bytes[first.key.upperBound..<first.valueStart]
        if !separator.contains(0x0A), !separator.contains(0x0D),
            separator.allSatisfy({ $0 == 0x3A || $0 == 0x20 || $0 == 0x09 })
        {
            keyValueSeparator = String(decoding: separator, as: UTF8.self)
        }
        if isSingleLine {
            indentUnit = ""
        } else {
            let indent = JSONStyle.indentation(ofLineAt: first.key.lowerBound, in: bytes)
            if !indent.isEmpty { indentUnit = indent }
        }
    }

    /// Escapes what the file's strings always escape (non-ASCII characters, `/`), as counted.
    mutating func adoptEscapes(of counts: JSONParser.StyleCounts) {
        escapesNonASCII = counts.escapedNonASCII > 0 && counts.rawNonASCII == 0
        escapesSlash = counts.escapedSlash > 0 && counts.rawSlash == 0
    }

    /// The whitespace at the start of the line holding `offset`, if only whitespace precedes it.
    static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        if start > 0, bytes[start - 1] != 0x0A, !(start == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) { return "" }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
