/// A PO file read losslessly: its entries with the byte range of every line that makes them, so that edits
/// splice the file and leave everything else (comments, wrapping, blank lines, obsolete entries) as written.
struct PODocument: Sendable {
    /// One keyword and its string: `msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[i]`.
    struct Field: Sendable {
        /// The keyword as written, without its index (`msgstr` for `msgstr[1]`).
        var keyword: String
        /// The index of `msgstr[i]`.
        var index: Int?
        /// The decoded text, its continuation lines joined.
        var text: String
        /// From the start of the keyword's line to after the last continuation line's line break.
        var range: Range<Int>
        /// The offset of the keyword.
        var offset: Int
    }

    /// A comment line: `# ` translator, `#.` extracted, `#:` reference, `#,` flags, `#|` previous, `#~`
    /// obsolete.
    struct Comment: Sendable {
        /// The two characters that say its kind (`#,`), or `# ` for a translator's comment.
        var marker: String
        /// The text after the marker, trimmed.
        var text: String
        /// The line, its line break included.
        var range: Range<Int>
    }

    /// An entry: comments then fields; or a block of comments only (obsolete `#~` entries, stray comments),
    /// which is kept and never a key.
    struct Entry: Sendable {
        var comments: [Comment] = []
        var fields: [Field] = []
        /// From the first line's start to after the last line's line break.
        var range: Range<Int> = 0..<0

        /// The `msgctxt`, if any.
        var context: String? { fields.first { $0.keyword == "msgctxt" }?.text }
        /// The `msgid`.
        var msgid: Field? { fields.first { $0.keyword == "msgid" } }
        /// The `msgid_plural`, if the entry has plural forms.
        var msgidPlural: Field? { fields.first { $0.keyword == "msgid_plural" } }
        /// The `msgstr` or the `msgstr[i]`, in file order.
        var translations: [Field] { fields.filter { $0.keyword == "msgstr" } }
        /// Whether this is the header (`msgid ""` without a context).
        var isHeader: Bool { context == nil && msgid?.text == "" }
        /// Whether this is an entry with a key (not the header, not comments only).
        var isMessage: Bool { msgid != nil && !isHeader }
        /// The flags of `#,` lines (`fuzzy`, `c-format`).
        var flags: [String] {
            comments.filter { $0.marker == "#," }.flatMap {
                $0.text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        /// Whether the translation is marked `fuzzy` (needs review).
        var isFuzzy: Bool { flags.contains("fuzzy") }
        /// The key (DESIGN §11): the `msgid`, with a context `msgctxt` + U+0004 + `msgid`.
        var key: String? {
            guard let msgid else { return nil }
            return context.map { $0 + "\u{4}" + msgid.text } ?? msgid.text
        }
        /// Whether every translation is empty (untranslated).
        var isUntranslated: Bool { translations.allSatisfy(\.text.isEmpty) }
    }

    /// The bytes as read.
    let bytes: [UInt8]
    /// Entries and comment blocks in file order.
    private(set) var entries: [Entry] = []
    /// The line break the file uses (`\r\n` when its first line ends so).
    let lineBreak: String

    /// Parses a PO file.
    ///
    /// - Throws: `POSyntaxError` at the first problem.
    init(bytes: [UInt8]) throws(POSyntaxError) {
        self.bytes = bytes
        let firstBreak = bytes.firstIndex(of: 0x0A)
        lineBreak = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
        if let bad = Self.firstInvalidUTF8(bytes) { throw POSyntaxError(.invalidUTF8, offset: bad) }
        var parser = Parser()
        try bytes.withUnsafeBufferPointer { (buffer) throws(POSyntaxError) in try parser.parse(buffer) }
        entries = parser.entries
    }

    /// The header's fields (`Language`, `Plural-Forms`), by name.
    var header: [String: String] {
        guard let header = entries.first(where: \.isHeader), let text = header.translations.first?.text else {
            return [:]
        }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// The entries with a key, in file order.
    var messages: [Entry] { entries.filter(\.isMessage) }

    /// The first entry with `key`.
    func message(_ key: String) -> Entry? { entries.first { $0.isMessage && $0.key == key } }

    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var offset = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            let before = offset
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return before
            }
        }
    }
}

/// Reads lines into entries.
private struct Parser {
    var entries: [PODocument.Entry] = []
    var current = PODocument.Entry()
    var hasLines = false

    mutating func parse(_ source: UnsafeBufferPointer<UInt8>) throws(POSyntaxError) {
        var start = 0
        while start < source.count {
            var end = start
            while end < source.count, source[end] != 0x0A { end += 1 }
            let next = end < source.count ? end + 1 : end
            var contentEnd = end
            if contentEnd > start, source[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            try line(source, start: start, end: contentEnd, next: next)
            start = next
        }
        try finish()
    }

    private mutating func line(
        _ source: UnsafeBufferPointer<UInt8>, start: Int, end: Int, next: Int
    ) throws(POSyntaxError) {
        var index = start
        while index < end, source[index] == 0x20 || source[index] == 0x09 { index += 1 }
        if index == end {
            try finish()
            return
        }
        let first = source[index]
        if first == UInt8(ascii: "#") {
            if current.translations.count > 0 { try finish() }
            let second = index + 1 < end ? source[index + 1] : 0x20
            let markers: [UInt8] = Array("~.:,|".utf8)
            let isMarked = markers.contains(second)
            let marker = isMarked ? "#" + String(UnicodeScalar(second)) : "# "
            let textStart = min(end, index + (isMarked ? 2 : 1))
            let text = String(decoding: UnsafeBufferPointer(rebasing: source[textStart..<end]), as: UTF8.self)
            current.comments.append(
                PODocument.Comment(marker: marker, text: text.trimmingCharacters(in: .whitespaces), range: start..<next)
            )
            extend(start, next)
            return
        }
        if first == UInt8(ascii: "\"") {
            guard var field = current.fields.popLast() else {
                throw POSyntaxError(
                    .unexpected(found: "a string", expected: "a keyword (msgid, msgstr) before it"), offset: index)
            }
            var bytes = Array(field.text.utf8)
            let after = try POString.read(source, from: index, to: end, into: &bytes)
            try checkRest(source, from: after, to: end)
            field.text = String(decoding: bytes, as: UTF8.self)
            field.range = field.range.lowerBound..<next
            current.fields.append(field)
            extend(start, next)
            return
        }
        var wordEnd = index
        while wordEnd < end, source[wordEnd] != 0x20, source[wordEnd] != 0x09, source[wordEnd] != UInt8(ascii: "\"") {
            wordEnd += 1
        }
        let word = String(decoding: UnsafeBufferPointer(rebasing: source[index..<wordEnd]), as: UTF8.self)
        var keyword = word
        var plural: Int?
        if word.hasPrefix("msgstr["), word.hasSuffix("]"), let number = Int(word.dropFirst(7).dropLast()), number >= 0,
            number < 1000
        {
            keyword = "msgstr"
            plural = number
        }
        switch keyword {
        case "msgctxt":
            if !current.translations.isEmpty { try finish() }
            if current.msgid != nil || current.context != nil {
                throw POSyntaxError(.misplaced("msgctxt", after: "the previous entry's msgstr"), offset: index)
            }
        case "msgid":
            if !current.translations.isEmpty { try finish() }
            if current.msgid != nil {
                throw POSyntaxError(.misplaced("msgid", after: "the previous entry's msgstr"), offset: index)
            }
        case "msgid_plural":
            guard current.msgid != nil, current.translations.isEmpty, current.msgidPlural == nil else {
                throw POSyntaxError(.misplaced("msgid_plural", after: "msgid"), offset: index)
            }
        case "msgstr":
            guard current.msgid != nil else { throw POSyntaxError(.misplaced(word, after: "msgid"), offset: index) }
            let hasPlural = current.msgidPlural != nil
            if hasPlural != (plural != nil) || plural == nil && !current.translations.isEmpty {
                let expected = hasPlural ? "msgstr[\(current.translations.count)]" : "msgstr"
                throw POSyntaxError(.unexpected(found: word, expected: expected), offset: index)
            }
        default:
            throw POSyntaxError(
                .unexpected(
                    found: "'\(word)'",
                    expected: "a keyword (msgctxt, msgid, msgid_plural, msgstr), a comment or a string"),
                offset: index)
        }
        var quote = wordEnd
        while quote < end, source[quote] == 0x20 || source[quote] == 0x09 { quote += 1 }
        guard quote < end, source[quote] == UInt8(ascii: "\"") else {
            throw POSyntaxError(
                .unexpected(found: quote < end ? "text" : "the end of the line", expected: "a string in quotes"),
                offset: quote)
        }
        var bytes: [UInt8] = []
        let after = try POString.read(source, from: quote, to: end, into: &bytes)
        try checkRest(source, from: after, to: end)
        current.fields.append(
            PODocument.Field(
                keyword: keyword, index: plural, text: String(decoding: bytes, as: UTF8.self), range: start..<next,
                offset: index))
        extend(start, next)
    }

    private func checkRest(_ source: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws(POSyntaxError) {
        var index = start
        while index < end, source[index] == 0x20 || source[index] == 0x09 { index += 1 }
        if index < end {
            throw POSyntaxError(
                .unexpected(found: "text after the closing quote", expected: "the end of the line"), offset: index)
        }
    }

    private mutating func extend(_ start: Int, _ next: Int) {
        if !hasLines { current.range = start..<next } else { current.range = current.range.lowerBound..<next }
        hasLines = true
    }

    private mutating func finish() throws(POSyntaxError) {
        guard hasLines else { return }
        if let msgid = current.msgid, current.translations.isEmpty {
            throw POSyntaxError(.missingTranslation, offset: msgid.offset)
        }
        entries.append(current)
        current = PODocument.Entry()
        hasLines = false
    }
}
