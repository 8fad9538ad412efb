/// Builds entries straight from the parser, checking each value's shape, without an intermediate tree.
///
/// Depths: the file's object is 1, an entry's variants or widths object 2, the widths under a variant 3.
struct EntryBuilder: JSONBuilder {
    /// What a value read so far is.
    enum Piece {
        /// A text, kept in `table` (a span of the file's bytes when written without escapes).
        case text(EntryTable.TextReference)
        /// Width variations, records `first..<first + count` of `table`'s widths.
        case widths(first: UInt32, count: UInt32)
        /// Variants, records `first..<first + count` of `table`'s variants.
        case variants(first: UInt32, count: UInt32)
        /// A number, true/false, null or an array (named as a translator would).
        case other(String)
        /// An object deeper than values may nest.
        case nested
    }

    /// A member of an object at depth 2 or 3, kept until the object closes and its kind is known.
    struct Child {
        var key: JSONKey
        var keyOffset: Int
        var valueOffset: Int
        var piece: Piece
    }

    let rules: PluralRules
    let shared: [String: SharedExpressions.Definition]
    /// Keys of a file loaded before, whose strings the entries share.
    let knownKeys: KnownKeys
    /// Where in `knownKeys` the next entry's key probably is.
    private var nextKnownKey = 0
    /// The keys whose entries are read, `nil` for every key: the other members' values are only checked.
    let wanted: WantedKeys?
    /// Whether the entry being read is one of `wanted`.
    private var wantsEntry = true
    /// The key of the entry being read (a known key's string when it is one).
    private var entryKey = ""
    private(set) var problems: [ValueProblem] = []
    private(set) var selectors: [(text: String, selector: Selector)] = []
    /// The entries read so far.
    private var table: EntryTable.Builder
    /// Whether texts written without escapes are kept as spans of the bytes (else each gets a string of its own).
    private let keepsSpans: Bool
    /// `selectors` by the bytes of the keys that named them, then (for canonically equivalent spellings) by text.
    private var selectorsByUTF8 = UTF8Map()
    private var selectorIndex: [String: Int] = [:]
    private var path: [(key: JSONKey, offset: Int)] = Array(
        repeating: (JSONKey(source: UnsafeBufferPointer(start: nil, count: 0), escaped: nil), 0), count: 3)
    private var children: [[Child]] = Array(repeating: [], count: 4)
    /// How many arrays enclose the current position: what is inside an array is already wrong as a whole.
    private var arrayNesting = 0
    /// Whether the objects being read at depths 2 and 3 repeat a key (then the last occurrence counts).
    private var hasDuplicates = [false, false, false, false]
    /// The first lone surrogate escape of the entry being completed, if it has one.
    private var loneSurrogate: JSONNotice?

    /// A builder of the entries of `bytes` (what the parser reads), keeping their texts as `textStorage` says.
    init(
        bytes: [UInt8], rules: PluralRules, shared: [String: SharedExpressions.Definition], knownKeys: KnownKeys,
        wanted: WantedKeys? = nil, textStorage: TextStorage
    ) {
        table = EntryTable.Builder(bytes: bytes)
        keepsSpans = textStorage == .spans
        self.rules = rules
        self.shared = shared
        self.knownKeys = knownKeys
        self.wanted = wanted
        // Files mostly have the same keys: room for as many entries spares growing a large array step by step,
        // and the slack a doubled array would keep.
        table.reserveCapacity(wanted?.keys.count ?? knownKeys.count)
    }

    /// The entries; a key that appears twice keeps its last value, at the position of the last.
    func entries(hasDuplicates: Bool) -> EntryTable {
        hasDuplicates ? table.table.keepingLastOfEachKey() : table.table
    }

    /// Numbers the entries' keys by their position in `knownKeys`, which spares the parser hashing them.
    mutating func key(read key: JSONKey, range: Range<Int>, depth: Int) -> Int? {
        if depth <= 3 { path[depth - 1] = (key, range.lowerBound) }
        guard depth == 1 else { return nil }
        if let wanted {
            wantsEntry = wanted.contains(key)
            guard wantsEntry else { return nil }
        }
        let (string, position) = knownKeys.lookUp(key, next: &nextKnownKey)
        entryKey = string
        return position
    }

    /// The entries of keys not `wanted` are not read.
    func wantsValue(depth: Int) -> Bool { depth != 1 || wantsEntry }

    mutating func string(_ value: String, range: Range<Int>, depth: Int) -> Piece {
        if depth == 0 {
            problems.append(
                ValueProblem(
                    .wrongType(found: "a string", expected: "an object of keys"), path: [], offset: range.lowerBound))
        }
        return .text(table.own(value))
    }

    /// A string written without escapes is kept as the span of the file between its quotes (when spans are kept).
    mutating func string(read value: JSONKey, range: Range<Int>, depth: Int) -> Piece {
        let span = range.lowerBound + 1..<range.upperBound - 1
        guard keepsSpans, value.escaped == nil, depth > 0, EntryTable.TextReference.fits(span) else {
            return string(value.text, range: range, depth: depth)
        }
        return .text(EntryTable.TextReference(span: span))
    }

    mutating func scalar(_ scalar: JSONScalar, range: Range<Int>, depth: Int) -> Piece {
        let kind: String
        switch scalar {
        case .number: kind = "a number"
        case .bool: kind = "true/false"
        case .null: kind = "null"
        }
        if depth == 0 {
            problems.append(
                ValueProblem(.wrongType(found: kind, expected: "an object of keys"), path: [], offset: range.lowerBound)
            )
        }
        return .other(kind)
    }

    mutating func beginContainer(isObject: Bool, depth: Int) {
        if !isObject {
            arrayNesting += 1
        } else if arrayNesting == 0, depth == 2 || depth == 3 {
            children[depth].removeAll(keepingCapacity: true)
            hasDuplicates[depth] = false
        }
    }

    mutating func loneSurrogate(_ notice: JSONNotice, inMemberAt depth: Int) {
        if depth == 1 { loneSurrogate = notice }
    }

    mutating func member(_ piece: Piece, range: Range<Int>, comma: Int?, depth: Int) {
        guard arrayNesting == 0 else { return }
        switch depth {
        case 1:
            let key = entryKey
            let offset = path[0].offset
            if let notice = loneSurrogate, case .loneSurrogate(let escape) = notice.kind {
                // Half a character cannot be shown as written: the entry is unusable, like a wrong type.
                problems.append(ValueProblem(.loneSurrogate(escape), path: [key], offset: notice.offset))
                loneSurrogate = nil
                table.appendRecord(key: key, kind: .invalid, offset: offset)
                return
            }
            switch piece {
            case .text(let text):
                table.appendRecord(key: key, kind: .text, offset: offset, first: text.start, count: text.length)
            case .widths(let first, let count):
                table.appendRecord(key: key, kind: .widths, offset: offset, first: first, count: count)
            case .variants(let first, let count):
                table.appendRecord(key: key, kind: .variants, offset: offset, first: first, count: count)
            case .other(let kind):
                problems.append(
                    ValueProblem(
                        .wrongType(found: kind, expected: "a text or an object of variants"), path: [key],
                        offset: range.lowerBound))
                table.appendRecord(key: key, kind: .invalid, offset: offset)
            case .nested:
                table.appendRecord(key: key, kind: .invalid, offset: offset)
            }
        case 2, 3:
            children[depth].append(
                Child(
                    key: path[depth - 1].key, keyOffset: path[depth - 1].offset, valueOffset: range.lowerBound,
                    piece: piece))
        default:
            break
        }
    }

    mutating func element(_ value: Piece, depth: Int) {}

    mutating func duplicateKey(depth: Int) {
        if depth < hasDuplicates.count { hasDuplicates[depth] = true }
    }

    mutating func endContainer(isObject: Bool, range: Range<Int>, depth: Int) -> Piece {
        guard isObject else {
            arrayNesting -= 1
            if depth == 1 {
                problems.append(
                    ValueProblem(
                        .wrongType(found: "an array", expected: "an object of keys"), path: [], offset: range.lowerBound
                    ))
            }
            return .other("an array")
        }
        guard arrayNesting == 0 else { return .nested }
        switch depth {
        case 2:
            let members = children[2]
            if !members.isEmpty, members.allSatisfy({ Self.isWidthKey($0.key) }) {
                return widths(members, depth: 2, hasDuplicates: hasDuplicates[2])
            }
            return variants(members, hasDuplicates: hasDuplicates[2])
        case 3:
            let members = children[3]
            if !members.isEmpty, members.allSatisfy({ Self.isWidthKey($0.key) }) {
                return widths(members, depth: 3, hasDuplicates: hasDuplicates[3])
            }
            return .nested
        default:
            return .nested
        }
    }

    /// The path of a member of the object at `depth`, for a problem.
    private func problemPath(of member: Child, depth: Int) -> [String] {
        path[..<(depth - 1)].map(\.key.text) + [member.key.text]
    }

    /// The variants of the object at depth 2, stored in `table`.
    private mutating func variants(_ members: [Child], hasDuplicates: Bool) -> Piece {
        let first = table.variantCount
        for member in hasDuplicates ? Self.lastOccurrences(members) : members {
            let selector = selector(member.key)
            switch member.piece {
            case .text(let text):
                table.storeVariant(
                    selector: selector, kind: .text, offset: member.keyOffset, first: text.start, count: text.length)
            case .widths(let start, let count):
                table.storeVariant(
                    selector: selector, kind: .widths, offset: member.keyOffset, first: start, count: count)
            case .nested, .variants:
                problems.append(
                    ValueProblem(.tooDeep, path: problemPath(of: member, depth: 2), offset: member.valueOffset))
                table.storeVariant(selector: selector, kind: .invalid, offset: member.keyOffset)
            case .other(let kind):
                problems.append(
                    ValueProblem(
                        .wrongType(found: kind, expected: "a text or an object of widths (@N)"),
                        path: problemPath(of: member, depth: 2), offset: member.valueOffset))
                table.storeVariant(selector: selector, kind: .invalid, offset: member.keyOffset)
            }
        }
        return .variants(first: first, count: table.variantCount - first)
    }

    /// The width variations of the object at `depth` (2 or 3), stored in `table`.
    private mutating func widths(_ members: [Child], depth: Int, hasDuplicates: Bool) -> Piece {
        let first = table.widthCount
        for member in hasDuplicates ? Self.lastOccurrences(members) : members {
            guard let width = member.key.withUTF8(Self.width) else {
                problems.append(
                    ValueProblem(
                        .invalidWidth(member.key.text), path: problemPath(of: member, depth: depth),
                        offset: member.keyOffset))
                continue
            }
            switch member.piece {
            case .text(let text):
                table.storeWidth(width: width, text: text, offset: member.keyOffset)
            case .other(let kind):
                problems.append(
                    ValueProblem(
                        .wrongType(found: kind, expected: "a text"), path: problemPath(of: member, depth: depth),
                        offset: member.valueOffset))
            case .widths, .variants, .nested:
                problems.append(
                    ValueProblem(.tooDeep, path: problemPath(of: member, depth: depth), offset: member.valueOffset))
            }
        }
        return .widths(first: first, count: table.widthCount - first)
    }

    /// Whether a key starts with the character `@` (`@` followed by a combining mark is another character).
    static func isWidthKey(_ key: JSONKey) -> Bool {
        key.withUTF8 { utf8 in
            guard utf8.first == UInt8(ascii: "@") else { return false }
            // Nothing ASCII combines with `@`.
            guard utf8.count > 1, utf8[1] >= 0x80 else { return true }
            return String(decoding: utf8, as: UTF8.self).hasPrefix("@")
        }
    }

    /// N of a width key `@N` given as UTF-8 (1 to 9 ASCII digits), or `nil`.
    static func width(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        guard utf8.count >= 2, utf8.count <= 10, utf8.first == UInt8(ascii: "@") else { return nil }
        var width = 0
        for byte in utf8.dropFirst() {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            width = width * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        return width
    }

    /// Members with repeated keys reduced to the last of each, in the position of the last. Objects of
    /// variants are small, so the common case (no repeats) is checked without building a set.
    static func lastOccurrences(_ members: [Child]) -> [Child] {
        let keys = members.map(\.key.text)
        let repeated: Bool
        if members.count > 16 {
            repeated = Set(keys).count < members.count
        } else {
            repeated = keys.indices.contains { index in keys[..<index].contains(keys[index]) }
        }
        guard repeated else { return members }
        var last: [String: Int] = [:]
        for (index, key) in keys.enumerated() { last[key] = index }
        return members.indices.filter { last[keys[$0]] == $0 }.map { members[$0] }
    }

    /// The index of the selector a key names, added to `selectors` when new. Looked up by the key's bytes;
    /// a spelling not seen yet is looked up as a `String`, which finds canonically equivalent ones.
    private mutating func selector(_ key: JSONKey) -> Int {
        key.withUTF8 { utf8 in
            let hash = ByteHash.hash(utf8)
            if let index = selectorsByUTF8.value(for: utf8, hash: hash) { return index }
            let text = String(decoding: utf8, as: UTF8.self)
            let index: Int
            if let known = selectorIndex[text] {
                index = known
            } else {
                selectors.append((text, Selector(text, rules: rules, shared: shared)))
                index = selectors.count - 1
                selectorIndex[text] = index
            }
            selectorsByUTF8.set(index, for: utf8, hash: hash)
            return index
        }
    }
}
