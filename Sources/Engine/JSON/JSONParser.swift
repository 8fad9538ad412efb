#if canImport(Glibc)
    import Glibc
#endif

/// A byte scanner that parses JSON and hands what it reads to a `JSONBuilder`.
///
/// It accepts what real translation files contain beyond strict JSON (trailing commas, `//` and
/// `/* */` comments, a UTF-8 BOM) and reports each as a `JSONNotice`; everything else that is not JSON
/// stops it with a `JSONSyntaxError` at the exact byte. Nesting is bounded, so no input overflows the stack.
/// The parser owns the grammar, duplicate keys and the style counts; builders own the shape of the result
/// (`JSONTreeBuilder` for documents, the project's entry builder for loading).
struct JSONParser {
    /// Objects and arrays nested deeper than this are an error.
    static let maxDepth = 128

    private let bytes: UnsafeBufferPointer<UInt8>
    private var pos: Int
    private(set) var notices: [JSONNotice] = []
    /// The lone surrogate escapes read so far (also among `notices`), for telling builders which member holds one.
    private var loneSurrogates: [JSONNotice] = []
    private(set) var counts = StyleCounts()
    /// The top-level value's range and its first member's key range and value start, for style detection.
    private(set) var rootRange: Range<Int> = 0..<0
    private(set) var firstMember: (key: Range<Int>, valueStart: Int)?
    private var scratch: [UInt8] = []
    /// The keys of the objects being read, innermost last, for finding duplicates.
    private var keyMarks: [KeyMark] = []

    /// What the strings of a file do, for writing new strings the way the file already does.
    struct StyleCounts: Equatable {
        var rawNonASCII = 0
        var escapedNonASCII = 0
        var rawSlash = 0
        var escapedSlash = 0

        /// The counts of a file after one part of it counted `removed` before an edit and `added` after it.
        func replacing(_ removed: StyleCounts, with added: StyleCounts) -> StyleCounts {
            StyleCounts(
                rawNonASCII: rawNonASCII - removed.rawNonASCII + added.rawNonASCII,
                escapedNonASCII: escapedNonASCII - removed.escapedNonASCII + added.escapedNonASCII,
                rawSlash: rawSlash - removed.rawSlash + added.rawSlash,
                escapedSlash: escapedSlash - removed.escapedSlash + added.escapedSlash)
        }
    }

    /// A key already read in the current object: where it is (quotes included), and its decoded text when
    /// it had escapes.
    private struct KeyMark {
        var start: Int
        var count: Int
        var escaped: String?
        /// The builder's number for the key (see `JSONBuilder.key(read:range:depth:)`).
        var number: Int?
    }

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.pos = start
    }

    /// Parses a whole file (a UTF-8 BOM skipped) into `builder`; returns the result and the finished parser
    /// (its notices, style counts and root positions).
    static func parse<Builder: JSONBuilder>(_ bytes: [UInt8], into builder: inout Builder) throws(JSONSyntaxError)
        -> (Builder.Value, JSONParser)
    {
        let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        do throws(JSONSyntaxError) {
            return try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
                var parser = JSONParser(bytes: buffer, start: bomLength)
                // Room for a key per 32 bytes: a file's keys seldom need more, and growing the array step by
                // step copies it and touches new memory each time (only what is used becomes resident).
                parser.keyMarks.reserveCapacity(bytes.count / 32)
                let value = try parser.parseDocument(into: &builder)
                return (value, parser)
            }
        } catch {
            throw conflictMarker(near: error, in: bytes) ?? error
        }
    }

    /// The error to give instead of `error` when it stops at a git conflict marker: at its offset, or
    /// after the whitespace that follows it (an error after a value points at the value's end), a line
    /// starts with `<<<<<<<`, `=======` or `>>>>>>>`.
    private static func conflictMarker(near error: JSONSyntaxError, in bytes: [UInt8]) -> JSONSyntaxError? {
        guard case .unexpected = error.kind else { return nil }
        var offset = error.offset
        while true {
            if offset == 0 || bytes[offset - 1] == 0x0A, offset + 7 <= bytes.count {
                let marker = bytes[offset..<offset + 7]
                for sign in [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")]
                where marker.allSatisfy({ $0 == sign }) {
                    let text = String(decoding: marker, as: UTF8.self)
                    return JSONSyntaxError(kind: .conflictMarker(text), offset: offset)
                }
            }
            guard offset < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[offset]) else { return nil }
            offset += 1
        }
    }

    /// Parses the whole input as one value followed by nothing but whitespace and comments.
    mutating func parseDocument<Builder: JSONBuilder>(into builder: inout Builder) throws(JSONSyntaxError)
        -> Builder.Value
    {
        try skipTrivia()
        guard pos < bytes.count else { throw JSONSyntaxError(kind: .empty, offset: pos) }
        let start = pos
        let root = try parseValue(depth: 0, into: &builder)
        rootRange = start..<pos
        try skipTrivia()
        if pos < bytes.count {
            throw unexpected(expected: "the end of the file after the last '}'")
        }
        return root
    }

    // MARK: - Values

    private mutating func parseValue<Builder: JSONBuilder>(depth: Int, into builder: inout Builder)
        throws(JSONSyntaxError) -> Builder.Value
    {
        guard pos < bytes.count else { throw JSONSyntaxError(kind: .unexpectedEnd(expected: "a value"), offset: pos) }
        let start = pos
        switch bytes[pos] {
        case UInt8(ascii: "\""):
            let (content, escaped) = try scanString()
            let string = JSONKey(source: UnsafeBufferPointer(rebasing: bytes[content]), escaped: escaped)
            return builder.string(read: string, range: start..<pos, depth: depth)
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1, into: &builder)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1, into: &builder)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
            return builder.scalar(.number, range: start..<pos, depth: depth)
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return builder.scalar(.bool(true), range: start..<pos, depth: depth)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return builder.scalar(.bool(false), range: start..<pos, depth: depth)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return builder.scalar(.null, range: start..<pos, depth: depth)
        default:
            throw unexpected(expected: "a value (a string in double quotes, an object, a number…)")
        }
    }

    private mutating func parseObject<Builder: JSONBuilder>(depth: Int, into builder: inout Builder)
        throws(JSONSyntaxError) -> Builder.Value
    {
        let start = pos
        guard depth <= Self.maxDepth else { throw JSONSyntaxError(kind: .tooDeep(limit: Self.maxDepth), offset: pos) }
        pos += 1
        builder.beginContainer(isObject: true, depth: depth)
        let base = keyMarks.count
        defer { keyMarks.removeLast(keyMarks.count - base) }
        var table = KeyTable()
        var numbered: [Int] = []
        try skipTrivia()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            return builder.endContainer(isObject: true, range: start..<pos, depth: depth)
        }
        while true {
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
                throw unexpected(
                    expected: keyMarks.count == base ? "a key in double quotes or '}'" : "a key in double quotes")
            }
            let (key, value, valueStart, valueEnd) = try parseMember(
                depth: depth, base: base, table: &table, numbered: &numbered, into: &builder)
            if bytes[pos] == UInt8(ascii: ",") {
                let comma = pos
                if let value { builder.member(value, range: valueStart..<valueEnd, comma: comma, depth: depth) }
                pos += 1
                try skipTrivia()
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
                    notices.append(JSONNotice(kind: .trailingComma, offset: comma))
                    pos += 1
                    return builder.endContainer(isObject: true, range: start..<pos, depth: depth)
                }
            } else if bytes[pos] == UInt8(ascii: "}") {
                if let value { builder.member(value, range: valueStart..<valueEnd, comma: nil, depth: depth) }
                pos += 1
                return builder.endContainer(isObject: true, range: start..<pos, depth: depth)
            } else {
                throw afterValue(of: key, valueEnd: valueEnd)
            }
        }
    }

    /// Reads one member of an object (the key at `pos`, its value, the trivia after it) and tells the builder
    /// of its key; `pos` is then at the `,` or `}` that follows, which the caller reads. The value is `nil` when
    /// the builder does not want it (`JSONBuilder.wantsValue(depth:)`): the member is then the builder's no more.
    @inline(__always)
    private mutating func parseMember<Builder: JSONBuilder>(
        depth: Int, base: Int, table: inout KeyTable, numbered: inout [Int], into builder: inout Builder
    ) throws(JSONSyntaxError) -> (key: JSONKey, value: Builder.Value?, valueStart: Int, valueEnd: Int) {
        let keyStart = pos
        let surrogatesBefore = loneSurrogates.count
        let key = try parseKey()
        let keyRange = keyStart..<pos
        let number = builder.key(read: key, range: keyRange, depth: depth)
        if noteDuplicate(key, number: number, range: keyRange, base: base, table: &table, numbered: &numbered) {
            builder.duplicateKey(depth: depth)
        }
        try skipTrivia()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after the key \"\(key.text)\"")
        }
        pos += 1
        try skipTrivia()
        let valueStart = pos
        if depth == 1, firstMember == nil { firstMember = (keyRange, valueStart) }
        let value: Builder.Value?
        if builder.wantsValue(depth: depth) {
            value = try parseValue(depth: depth, into: &builder)
        } else {
            var unwanted = UnwantedValue()
            try parseValue(depth: depth, into: &unwanted)
            value = nil
        }
        let valueEnd = pos
        if value != nil, loneSurrogates.count > surrogatesBefore {
            builder.loneSurrogate(loneSurrogates[surrogatesBefore], inMemberAt: depth)
        }
        try skipTrivia()
        guard pos < bytes.count else {
            throw JSONSyntaxError(
                kind: .unexpectedEnd(expected: "',' or '}' after the value of \"\(key.text)\""), offset: pos)
        }
        return (key, value, valueStart, valueEnd)
    }

    /// The error for what follows a member's value when it is neither `,` nor `}`.
    private func afterValue(of key: JSONKey, valueEnd: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            kind: .unexpected(found: describeFound(), expected: "',' or '}' after the value of \"\(key.text)\""),
            offset: valueEnd)
    }

    /// Reads only the member of the top-level object whose key starts at `start`, into `builder` as if the
    /// object held that member alone (reported with the range `rootRange`): an edit inside one entry of a
    /// large file re-reads that entry, not the file. The caller knows the file parsed before the edit.
    ///
    /// - Returns: the object, the range of the member's value, and the parser (its notices and style
    ///   counts, for that member alone).
    static func parseMember<Builder: JSONBuilder>(
        _ bytes: [UInt8], at start: Int, rootRange: Range<Int>, into builder: inout Builder
    ) throws(JSONSyntaxError) -> (root: Builder.Value, valueRange: Range<Int>, parser: JSONParser) {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var parser = JSONParser(bytes: buffer, start: start)
            builder.beginContainer(isObject: true, depth: 1)
            var table = KeyTable()
            var numbered: [Int] = []
            guard start < buffer.count, buffer[start] == UInt8(ascii: "\"") else {
                throw parser.unexpected(expected: "a key in double quotes")
            }
            let (key, value, valueStart, valueEnd) = try parser.parseMember(
                depth: 1, base: 0, table: &table, numbered: &numbered, into: &builder)
            switch buffer[parser.pos] {
            case UInt8(ascii: ","):
                if let value { builder.member(value, range: valueStart..<valueEnd, comma: parser.pos, depth: 1) }
            case UInt8(ascii: "}"):
                if let value { builder.member(value, range: valueStart..<valueEnd, comma: nil, depth: 1) }
            default:
                throw parser.afterValue(of: key, valueEnd: valueEnd)
            }
            let root = builder.endContainer(isObject: true, range: rootRange, depth: 1)
            return (root, valueStart..<valueEnd, parser)
        }
    }

    /// Records a duplicate key among the keys read since `base`. Keys are compared by their bytes (the
    /// decoded text when a key has escapes); small objects are scanned, large ones (a file's 20,000 keys)
    /// indexed: keys the builder numbers in `numbered` (number → position + 1), the others in a `KeyTable`.
    /// Returns whether the key is a duplicate.
    private mutating func noteDuplicate(
        _ key: JSONKey, number: Int?, range: Range<Int>, base: Int, table: inout KeyTable, numbered: inout [Int]
    ) -> Bool {
        let mark = KeyMark(start: range.lowerBound, count: range.count, escaped: key.escaped, number: number)
        let count = keyMarks.count - base
        var previous: Int?
        if count < 16 {
            var index = keyMarks.count - 1
            while index >= base {
                if sameKey(keyMarks[index], mark) {
                    previous = index
                    break
                }
                index -= 1
            }
        } else {
            if table.isEmpty {
                table = KeyTable(capacity: 64)
                for position in base..<keyMarks.count {
                    _ = index(keyMarks[position], at: position - base, base: base, table: &table, numbered: &numbered)
                }
            }
            previous = index(mark, at: count, base: base, table: &table, numbered: &numbered).map { base + $0 }
        }
        keyMarks.append(mark)
        if let previous {
            let first = keyMarks[previous].start
            notices.append(JSONNotice(kind: .duplicateKey(key.text, firstOffset: first), offset: range.lowerBound))
        }
        return previous != nil
    }

    /// Indexes the key at `position` (from `base`) of a large object; returns the position of an equal key
    /// indexed before, if any (then the index keeps the newer one).
    @inline(__always)
    private func index(
        _ mark: KeyMark, at position: Int, base: Int, table: inout KeyTable, numbered: inout [Int]
    ) -> Int? {
        guard let number = mark.number else {
            return table.insert(position, hash: keyHash(mark)) { sameKey(keyMarks[base + $0], mark) }
        }
        if number >= numbered.count {
            numbered += repeatElement(0, count: max(number + 1, numbered.count * 2, 64) - numbered.count)
        }
        defer { numbered[number] = position + 1 }
        return numbered[number] > 0 ? numbered[number] - 1 : nil
    }

    @inline(__always)
    private func sameKey(_ a: KeyMark, _ b: KeyMark) -> Bool {
        if a.escaped != nil || b.escaped != nil { return (a.escaped ?? keyText(a)) == (b.escaped ?? keyText(b)) }
        guard a.count == b.count else { return false }
        return memcmp(bytes.baseAddress! + a.start, bytes.baseAddress! + b.start, a.count) == 0
    }

    private func keyText(_ mark: KeyMark) -> String {
        String(
            decoding: UnsafeBufferPointer(rebasing: bytes[mark.start + 1..<mark.start + mark.count - 1]), as: UTF8.self)
    }

    /// A hash of the key's decoded UTF-8 (`ByteHash`, which `KeyIndex` uses too).
    private func keyHash(_ mark: KeyMark) -> UInt64 {
        if var escaped = mark.escaped { return escaped.withUTF8 { ByteHash.hash($0) } }
        return ByteHash.hash(UnsafeBufferPointer(rebasing: bytes[mark.start + 1..<mark.start + mark.count - 1]))
    }

    private mutating func parseArray<Builder: JSONBuilder>(depth: Int, into builder: inout Builder)
        throws(JSONSyntaxError) -> Builder.Value
    {
        let start = pos
        guard depth <= Self.maxDepth else { throw JSONSyntaxError(kind: .tooDeep(limit: Self.maxDepth), offset: pos) }
        pos += 1
        builder.beginContainer(isObject: false, depth: depth)
        try skipTrivia()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
            pos += 1
            return builder.endContainer(isObject: false, range: start..<pos, depth: depth)
        }
        while true {
            let element = try parseValue(depth: depth, into: &builder)
            builder.element(element, depth: depth)
            let valueEnd = pos
            try skipTrivia()
            guard pos < bytes.count else {
                throw JSONSyntaxError(kind: .unexpectedEnd(expected: "',' or ']' after a value in a list"), offset: pos)
            }
            if bytes[pos] == UInt8(ascii: ",") {
                let comma = pos
                pos += 1
                try skipTrivia()
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
                    notices.append(JSONNotice(kind: .trailingComma, offset: comma))
                    pos += 1
                    return builder.endContainer(isObject: false, range: start..<pos, depth: depth)
                }
            } else if bytes[pos] == UInt8(ascii: "]") {
                pos += 1
                return builder.endContainer(isObject: false, range: start..<pos, depth: depth)
            } else {
                let found = describeFound()
                throw JSONSyntaxError(
                    kind: .unexpected(found: found, expected: "',' or ']' after a value in a list"), offset: valueEnd)
            }
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let text = UnsafeBufferPointer(start: word.utf8Start, count: count)
        if pos + count <= bytes.count, (0..<count).allSatisfy({ bytes[pos + $0] == text[$0] }) {
            pos += count
            return
        }
        throw unexpected(expected: "a value (a string in double quotes, an object, a number…)")
    }

    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = pos
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.pos
            while parser.pos < parser.bytes.count, parser.bytes[parser.pos] &- UInt8(ascii: "0") < 10 {
                parser.pos += 1
            }
            return parser.pos - first
        }
        var valid = true
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "0") {
            pos += 1
        } else if digits(&self) == 0 {
            valid = false
        }
        if valid, pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            valid = digits(&self) > 0
        }
        if valid, pos < bytes.count, bytes[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
            valid = digits(&self) > 0
        }
        // A number must end at a delimiter: `01`, `1.2.3` and `12abc` are errors, not two tokens.
        if valid, pos < bytes.count, isWordByte(bytes[pos]) || bytes[pos] == UInt8(ascii: ".") { valid = false }
        if !valid {
            pos = start
            while pos < bytes.count, isWordByte(bytes[pos]) || bytes[pos] == UInt8(ascii: ".") { pos += 1 }
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(pos, start + 1)]), as: UTF8.self)
            throw JSONSyntaxError(kind: .invalidNumber(text), offset: start)
        }
    }

    // MARK: - Strings

    /// Parses a key starting at its opening quote, without making a `String` of it unless it has escapes.
    private mutating func parseKey() throws(JSONSyntaxError) -> JSONKey {
        let (content, escaped) = try scanString()
        return JSONKey(source: UnsafeBufferPointer(rebasing: bytes[content]), escaped: escaped)
    }

    /// Reads a string starting at its opening quote: the range of its content, and its decoded text when it
    /// has escapes (without escapes, the content is the text).
    @inline(__always)
    private mutating func scanString() throws(JSONSyntaxError) -> (content: Range<Int>, escaped: String?) {
        let start = pos
        pos += 1
        let contentStart = pos
        while pos < bytes.count {
            skipPlainASCII()
            guard pos < bytes.count else { break }
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                pos += 1
                return (contentStart..<pos - 1, nil)
            }
            if byte == UInt8(ascii: "\\") {
                let escaped = try parseEscapedString(start: start, contentStart: contentStart)
                return (contentStart..<pos - 1, escaped)
            }
            try scanStringByte(byte, stringStart: start)
        }
        throw JSONSyntaxError(kind: .unclosedString, offset: start)
    }

    /// Skips 8 bytes at a time while none of them is a quote, a backslash, a slash, a control character or
    /// non-ASCII (the bytes that need a closer look); the rest is left to the byte-by-byte loop.
    @inline(__always)
    private mutating func skipPlainASCII() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        while pos + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + pos).loadUnaligned(as: UInt64.self)
            if word & highs != 0 || (word &- ones &* 0x20) & ~word & highs != 0 || hasZeroByte(word ^ (ones &* 0x22))
                || hasZeroByte(word ^ (ones &* 0x5C)) || hasZeroByte(word ^ (ones &* 0x2F))
            {
                return
            }
            pos += 8
        }
    }

    /// Checks one unescaped byte of a string and advances past it (and past a whole UTF-8 sequence).
    @inline(__always)
    private mutating func scanStringByte(_ byte: UInt8, stringStart: Int) throws(JSONSyntaxError) {
        if byte >= 0x80 {
            counts.rawNonASCII += 1
            pos += try utf8SequenceLength(at: pos)
        } else if byte < 0x20 {
            if byte == 0x0A || byte == 0x0D { throw JSONSyntaxError(kind: .unclosedString, offset: stringStart) }
            throw JSONSyntaxError(kind: .controlCharacterInString(byte), offset: pos)
        } else {
            if byte == UInt8(ascii: "/") { counts.rawSlash += 1 }
            pos += 1
        }
    }

    /// The slow path, taken at the first backslash: decodes into a scratch buffer.
    private mutating func parseEscapedString(start: Int, contentStart: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]))
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                pos += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try decodeEscape()
                continue
            }
            let before = pos
            try scanStringByte(byte, stringStart: start)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[before..<pos]))
        }
        throw JSONSyntaxError(kind: .unclosedString, offset: start)
    }

    private mutating func decodeEscape() throws(JSONSyntaxError) {
        let escapeStart = pos
        guard pos + 1 < bytes.count else { throw JSONSyntaxError(kind: .unclosedString, offset: escapeStart) }
        let letter = bytes[pos + 1]
        pos += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): scratch.append(letter)
        case UInt8(ascii: "/"):
            counts.escapedSlash += 1
            scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(escapeStart: escapeStart)
            if scalar >= 0xD800, scalar < 0xDC00 {
                let lowStart = pos
                if pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") {
                    pos += 2
                    let low = try hex4(escapeStart: lowStart)
                    if low >= 0xDC00, low < 0xE000 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        // The next escape is read again on its own (it may start a pair itself).
                        pos = lowStart
                        scalar = noteLoneSurrogate(escapeStart)
                    }
                } else {
                    scalar = noteLoneSurrogate(escapeStart)
                }
            } else if scalar >= 0xDC00, scalar < 0xE000 {
                scalar = noteLoneSurrogate(escapeStart)
            }
            if scalar >= 0x80 { counts.escapedNonASCII += 1 }
            scratch.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            let end = min(pos, bytes.count)
            throw JSONSyntaxError(kind: .invalidEscape(escapeText(escapeStart, end)), offset: escapeStart)
        }
    }

    /// Records the `\\uD800`–`\\uDFFF` escape at `escapeStart` (six bytes) that is not half of a pair, and
    /// returns what it decodes to: U+FFFD, the replacement character. The file still loads; builders hear
    /// which member holds it (`JSONBuilder.loneSurrogate`).
    private mutating func noteLoneSurrogate(_ escapeStart: Int) -> UInt32 {
        let notice = JSONNotice(kind: .loneSurrogate(escapeText(escapeStart, escapeStart + 6)), offset: escapeStart)
        notices.append(notice)
        loneSurrogates.append(notice)
        return 0xFFFD
    }

    private mutating func hex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard pos < bytes.count else { throw JSONSyntaxError(kind: .unclosedString, offset: escapeStart) }
            let byte = bytes[pos]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw JSONSyntaxError(kind: .invalidEscape(escapeText(escapeStart, pos + 1)), offset: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        return value
    }

    private func escapeText(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]), as: UTF8.self)
    }

    /// The length of the valid UTF-8 sequence at `offset`, or an error naming the offset.
    @inline(__always)
    private func utf8SequenceLength(at offset: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw JSONSyntaxError(kind: .invalidUTF8, offset: offset)
        }
        guard offset + length <= bytes.count else { throw JSONSyntaxError(kind: .invalidUTF8, offset: offset) }
        let second = bytes[offset + 1]
        guard second >= low, second <= high else { throw JSONSyntaxError(kind: .invalidUTF8, offset: offset) }
        for next in 2..<length where bytes[offset + next] & 0xC0 != 0x80 {
            throw JSONSyntaxError(kind: .invalidUTF8, offset: offset)
        }
        return length
    }

    // MARK: - Whitespace and comments

    @inline(__always)
    private mutating func skipTrivia() throws(JSONSyntaxError) {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0A, 0x0D, 0x09:
                pos += 1
                // Indentation (most of a pretty-printed file): runs of spaces, 8 at a time.
                while pos + 8 <= bytes.count,
                    UnsafeRawPointer(bytes.baseAddress! + pos).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    pos += 8
                }
            case UInt8(ascii: "/"): try skipComment()
            default: return
            }
        }
    }

    private mutating func skipComment() throws(JSONSyntaxError) {
        let start = pos
        guard pos + 1 < bytes.count else { throw unexpected(expected: "a value") }
        switch bytes[pos + 1] {
        case UInt8(ascii: "/"):
            pos += 2
            while pos < bytes.count, bytes[pos] != 0x0A { try skipCommentByte() }
        case UInt8(ascii: "*"):
            pos += 2
            while true {
                guard pos + 1 < bytes.count else { throw JSONSyntaxError(kind: .unclosedComment, offset: start) }
                if bytes[pos] == UInt8(ascii: "*"), bytes[pos + 1] == UInt8(ascii: "/") {
                    pos += 2
                    break
                }
                try skipCommentByte()
            }
        default:
            throw unexpected(expected: "a value")
        }
        notices.append(JSONNotice(kind: .comment, offset: start))
    }

    @inline(__always)
    private mutating func skipCommentByte() throws(JSONSyntaxError) {
        pos += bytes[pos] < 0x80 ? 1 : try utf8SequenceLength(at: pos)
    }

    // MARK: - Errors

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// An error at the current position saying what was expected and what is there instead.
    private func unexpected(expected: String) -> JSONSyntaxError {
        guard pos < bytes.count else {
            return JSONSyntaxError(kind: .unexpectedEnd(expected: expected), offset: pos)
        }
        if bytes[pos] >= 0x80, (try? utf8SequenceLength(at: pos)) == nil {
            return JSONSyntaxError(kind: .invalidUTF8, offset: pos)
        }
        return JSONSyntaxError(kind: .unexpected(found: describeFound(), expected: expected), offset: pos)
    }

    /// The token at the current position as a translator would quote it.
    private func describeFound() -> String {
        guard pos < bytes.count else { return "the end of the file" }
        var end = pos + 1
        if bytes[pos] == UInt8(ascii: "\"") {
            while end < bytes.count, end - pos < 40, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") { end += 1 }
        } else if isWordByte(bytes[pos]) {
            while end < bytes.count, end - pos < 40, isWordByte(bytes[end]) { end += 1 }
        } else if bytes[pos] >= 0x80 {
            end = pos + ((try? utf8SequenceLength(at: pos)) ?? 1)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[pos..<end]), as: UTF8.self)
        return "'\(text)'"
    }
}
