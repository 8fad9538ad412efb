/// Why an edit of a JSON document cannot be made.
public enum JSONEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No member at this path.
    case noSuchKey([String])
    /// The path does not lead to an object.
    case notAnObject([String])
    /// A member with this key already exists in the object.
    case keyExists([String])
    /// The position is outside the object's members.
    case indexOutOfRange(Int)
    /// The edited text would not parse (a bug in the edit, caught before anything is written).
    case wouldBreakFile(JSONSyntaxError)

    public var description: String {
        switch self {
        case .noSuchKey(let path): return "there is no \(Self.quote(path))"
        case .notAnObject(let path): return "\(Self.quote(path)) is not an object"
        case .keyExists(let path): return "\(Self.quote(path)) already exists"
        case .indexOutOfRange(let index): return "position \(index) is outside the object"
        case .wouldBreakFile(let error): return "the edit would break the file: \(error.message)"
        }
    }

    private static func quote(_ path: [String]) -> String {
        path.isEmpty ? "top-level object" : path.map { "\"\($0)\"" }.joined(separator: " › ")
    }
}

/// Byte replacements planned against one document's bytes, applied together by `JSONDocument.applying(_:)`.
typealias Splice = [(range: Range<Int>, text: String)]

/// Edits as value-in, value-out functions: each returns a new document whose bytes differ from this
/// one only in the edited lines (and the commas around them); new text is written in the file's style.
extension JSONDocument {
    /// Replaces the value at `path` (an existing member) with `value`.
    public func replacingValue(at path: [String], with value: JSONValueText) throws(JSONEditError) -> JSONDocument {
        try applying(replacementOfValue(at: path, with: value))
    }

    /// Adds a member to the object at `objectPath`, at the end or before the member at `index`.
    ///
    /// - Throws: `.keyExists` when the object already has `key`.
    public func addingMember(
        _ key: String, _ value: JSONValueText, to objectPath: [String], at index: Int? = nil
    ) throws(JSONEditError) -> JSONDocument {
        try applying(additionOfMember(key, value, to: objectPath, at: index))
    }

    /// Adds a member to the object at `objectPath` right after the member `predecessor`: on a line of its
    /// own after the predecessor's line (its comma and a same-line comment stay with it), or inline after
    /// its comma when members share lines. With `predecessor` nil, the member goes first.
    ///
    /// - Throws: `.keyExists` when the object already has `key`; `.noSuchKey` when it has no `predecessor`.
    public func addingMember(
        _ key: String, _ value: JSONValueText, to objectPath: [String], after predecessor: String?
    ) throws(JSONEditError) -> JSONDocument {
        try applying(additionOfMember(key, value, to: objectPath, after: predecessor))
    }

    /// Removes the member at `path`, with its line and the comma that separated it.
    public func removingMember(at path: [String]) throws(JSONEditError) -> JSONDocument {
        try applying(removalOfMember(at: path))
    }

    /// Renames the member at `path`; its value and position stay.
    ///
    /// - Throws: `.keyExists` when the object already has `newKey`.
    public func renamingMember(at path: [String], to newKey: String) throws(JSONEditError) -> JSONDocument {
        try applying(renamingOfMember(at: path, to: newKey))
    }

    // MARK: - Planning

    /// The byte replacements of `replacingValue`, planned against this document.
    func replacementOfValue(at path: [String], with value: JSONValueText) throws(JSONEditError) -> Splice {
        replacementOfValue(of: try locateMember(path).member, with: value)
    }

    /// The byte replacements that give `member` (a member of this document) the value `value`.
    func replacementOfValue(of member: JSONMember, with value: JSONValueText) -> Splice {
        let text = JSONWriter(style: localStyle(of: member)).render(
            value, indent: lineIndentation(containing: member.keyRange.lowerBound))
        return [(member.value.range, text)]
    }

    /// The byte replacements of `addingMember`, planned against this document.
    func additionOfMember(
        _ key: String, _ value: JSONValueText, to objectPath: [String], at index: Int? = nil
    ) throws(JSONEditError) -> Splice {
        try additionOfMembers([(key, value)], to: objectPath, at: index)
    }

    /// The byte replacements that add `added` (in order, one after the other) to the object at
    /// `objectPath`, at the end or before the member at `index`.
    func additionOfMembers(
        _ added: [(key: String, value: JSONValueText)], to objectPath: [String], at index: Int? = nil
    ) throws(JSONEditError) -> Splice {
        let object = try locateObject(objectPath)
        try checkNew(added.map(\.key), among: object.members!, in: objectPath)
        return try additionOfMembers(added, to: object, at: index)
    }

    /// The byte replacements that add `added` (keys the object does not have) to `object` (an object of
    /// this document), at the end or before the member at `index`.
    func additionOfMembers(
        _ added: [(key: String, value: JSONValueText)], to object: JSONNode, at index: Int?
    ) throws(JSONEditError) -> Splice {
        let members = object.members!
        // Siblings show how this object writes its members (`"key" : value` in an otherwise `": "` file).
        var neighbour = members.last
        if let index, index < members.count, !members.isEmpty { neighbour = members[max(index - 1, 0)] }
        let writer = JSONWriter(style: neighbour.map(localStyle(of:)) ?? style)
        func written(_ indent: String) -> [String] { added.map { writer.member($0.key, $0.value, indent: indent) } }
        if let index, index < members.count {
            guard index >= 0 else { throw .indexOutOfRange(index) }
            let next = members[index]
            if startsLine(next.keyRange.lowerBound) {
                let indent = lineIndentation(containing: next.keyRange.lowerBound)
                let text = written(indent).map { indent + $0 + "," + style.newline }.joined()
                let at = lineStart(of: next.keyRange.lowerBound)
                return [(at..<at, text)]
            }
            let separator = members.count > 1 ? gap(after: members[max(index - 1, 0)]) : openingGap(of: object)
            let at = next.keyRange.lowerBound
            return [(at..<at, written("").map { $0 + "," + separator }.joined())]
        }
        guard let last = members.last else { return try additionOfFirstMembers(added, to: object) }
        if startsLine(last.keyRange.lowerBound) {
            let indent = lineIndentation(containing: last.keyRange.lowerBound)
            let lines = written(indent).map { style.newline + indent + $0 }.joined(separator: ",")
            if let comma = last.commaOffset {
                let at = endOfTrailingComment(after: comma + 1)
                return [(at..<at, lines + ",")]
            }
            let at = endOfTrailingComment(after: last.value.range.upperBound)
            let end = last.value.range.upperBound
            return [(end..<end, ","), (at..<at, lines)]
        }
        let separator = members.count >= 2 ? gap(after: members[members.count - 2]) : openingGap(of: object)
        let texts = written("").map { separator + $0 }
        if let comma = last.commaOffset {
            return [(comma + 1..<comma + 1, texts.map { $0 + "," }.joined())]
        }
        let end = last.value.range.upperBound
        return [(end..<end, texts.map { "," + $0 }.joined())]
    }

    /// The byte replacements of `addingMember(_:_:to:after:)`, planned against this document.
    func additionOfMember(
        _ key: String, _ value: JSONValueText, to objectPath: [String], after predecessor: String?
    ) throws(JSONEditError) -> Splice {
        try additionOfMembers([(key, value)], to: objectPath, after: predecessor)
    }

    /// The byte replacements that add `added` (in order) right after the member `predecessor` of the
    /// object at `objectPath`, or first when `predecessor` is nil.
    func additionOfMembers(
        _ added: [(key: String, value: JSONValueText)], to objectPath: [String], after predecessor: String?
    ) throws(JSONEditError) -> Splice {
        let object = try locateObject(objectPath)
        try checkNew(added.map(\.key), among: object.members!, in: objectPath)
        guard let predecessor else { return try additionOfMembers(added, to: object, at: 0) }
        guard let index = object.members!.lastIndex(where: { $0.key == predecessor }) else {
            throw .noSuchKey(objectPath + [predecessor])
        }
        return try additionOfMembers(added, to: object, after: index)
    }

    /// The byte replacements that add `added` (keys the object does not have) to `object` (an object of
    /// this document) right after its member at `index`.
    func additionOfMembers(
        _ added: [(key: String, value: JSONValueText)], to object: JSONNode, after index: Int
    ) throws(JSONEditError) -> Splice {
        let members = object.members!
        let previous = members[index]
        guard index + 1 < members.count, let comma = previous.commaOffset, startsLine(previous.keyRange.lowerBound)
        else { return try additionOfMembers(added, to: object, at: index + 1) }
        let indent = lineIndentation(containing: previous.keyRange.lowerBound)
        let writer = JSONWriter(style: localStyle(of: previous))
        let lines = added.map { style.newline + indent + writer.member($0.key, $0.value, indent: indent) + "," }
        let at = endOfTrailingComment(after: comma + 1)
        return [(at..<at, lines.joined())]
    }

    /// Refuses keys the object has, or that come twice among the new ones.
    private func checkNew(_ keys: [String], among members: [JSONMember], in objectPath: [String]) throws(JSONEditError)
    {
        var seen = Set(members.map(\.key))
        for key in keys where !seen.insert(key).inserted { throw .keyExists(objectPath + [key]) }
    }

    private func additionOfFirstMembers(_ added: [(key: String, value: JSONValueText)], to object: JSONNode)
        throws(JSONEditError) -> Splice
    {
        let interior = object.range.lowerBound + 1..<object.range.upperBound - 1
        let isRoot = object.range == root.range
        if style.isSingleLine && !isRoot {
            let writer = JSONWriter(style: style)
            return [(interior, added.map { writer.member($0.key, $0.value, indent: "") }.joined(separator: ","))]
        }
        var multiLine = style
        if multiLine.indentUnit.isEmpty { multiLine.indentUnit = JSONStyle.standard.indentUnit }
        multiLine.isSingleLine = false
        let indent = lineIndentation(containing: object.range.lowerBound)
        let inner = indent + multiLine.indentUnit
        let writer = JSONWriter(style: multiLine)
        let lines = added.map { multiLine.newline + inner + writer.member($0.key, $0.value, indent: inner) }
            .joined(separator: ",")
        if bytes[interior].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return [(interior, lines + multiLine.newline + indent)]
        }
        let end = object.range.upperBound - 1
        return [(end..<end, lines + multiLine.newline + indent)]
    }

    /// The byte replacements of `removingMember`, planned against this document.
    func removalOfMember(at path: [String]) throws(JSONEditError) -> Splice {
        let (object, member) = try locateMember(path)
        return removalOfMember(at: object.members!.lastIndex { $0.key == member.key }!, in: object)
    }

    /// The byte replacements that remove the member at `index` of `object` (an object of this document).
    func removalOfMember(at index: Int, in object: JSONNode) -> Splice {
        let members = object.members!
        let member = members[index]
        let tailEnd = endOfTrailingComment(after: (member.commaOffset.map { $0 + 1 }) ?? member.value.range.upperBound)
        if startsLine(member.keyRange.lowerBound) {
            var start = lineStart(of: member.keyRange.lowerBound)
            var end = afterLineBreak(tailEnd)
            var edits: [(Range<Int>, String)] = []
            if index == members.count - 1, index > 0, member.commaOffset == nil,
                let comma = members[index - 1].commaOffset
            {
                edits.append((comma..<comma + 1, ""))
            }
            // Entries separated by blank lines keep one blank line between the neighbours.
            let blankBefore = start > 0 && isBlankLine(endingAt: start)
            if isBlankLine(startingAt: end), blankBefore || index == 0 {
                end = afterLineBreak(end)
            } else if blankBefore, index == members.count - 1 {
                start = lineStart(of: start - 1)
            }
            edits.append((start..<end, ""))
            return edits
        }
        if index + 1 < members.count {
            return [(member.keyRange.lowerBound..<members[index + 1].keyRange.lowerBound, "")]
        }
        if index > 0 {
            let previous = members[index - 1]
            if let comma = member.commaOffset {
                return [(previous.commaOffset! + 1..<comma + 1, "")]
            }
            return [(previous.commaOffset!..<member.value.range.upperBound, "")]
        }
        return [(object.range.lowerBound + 1..<object.range.upperBound - 1, "")]
    }

    /// The byte replacements of `renamingMember`, planned against this document.
    func renamingOfMember(at path: [String], to newKey: String) throws(JSONEditError) -> Splice {
        let (object, member) = try locateMember(path)
        if object.members!.contains(where: { $0.key == newKey }) { throw .keyExists(path.dropLast() + [newKey]) }
        return [(member.keyRange, JSONWriter(style: style).quoted(newKey))]
    }

    /// Moves the member at `path` so that it ends up at position `index` among its siblings.
    public func movingMember(at path: [String], to index: Int) throws(JSONEditError) -> JSONDocument {
        let (object, member) = try locateMember(path)
        let members = object.members!
        guard index >= 0, index < members.count else { throw .indexOutOfRange(index) }
        let from = members.lastIndex { $0.key == member.key }!
        if from == index { return self }
        let value = JSONValueText.raw(text(of: member.value.range))
        let removed = try removingMember(at: path)
        return try removed.addingMember(member.key, value, to: Array(path.dropLast()), at: index)
    }

    // MARK: - Locating

    private func locateObject(_ path: [String]) throws(JSONEditError) -> JSONNode {
        guard let node = node(at: path) else { throw .noSuchKey(path) }
        guard node.members != nil else { throw .notAnObject(path) }
        return node
    }

    private func locateMember(_ path: [String]) throws(JSONEditError) -> (object: JSONNode, member: JSONMember) {
        guard let key = path.last else { throw .noSuchKey(path) }
        let object = try locateObject(Array(path.dropLast()))
        guard let member = object.members!.last(where: { $0.key == key }) else { throw .noSuchKey(path) }
        return (object, member)
    }

    // MARK: - Splicing

    /// Replaces a byte range with text written by hand (a whole member, say) and parses the result.
    ///
    /// - Throws: `.wouldBreakFile` when the result is not JSON.
    public func replacingBytes(in range: Range<Int>, with text: String) throws(JSONEditError) -> JSONDocument {
        try applying([(range, text)])
    }

    /// Applies non-overlapping replacements planned against this document's bytes (several edits' splices
    /// at once) and parses the result, so an edit can never produce a broken file.
    func applying(_ edits: Splice) throws(JSONEditError) -> JSONDocument {
        var result = bytes
        // Back to front, so earlier offsets stay valid; edits at one offset end up in list order.
        let ordered = edits.enumerated().sorted {
            ($0.element.0.lowerBound, $0.offset) > ($1.element.0.lowerBound, $1.offset)
        }
        for (_, (range, text)) in ordered {
            result.replaceSubrange(range, with: Array(text.utf8))
        }
        do throws(JSONSyntaxError) {
            // A document of one member, edited inside that member (its key or its value), reads that member
            // again when it ends where the edits say it moved to: the bytes after it are as they were.
            if let memberOffset, let member = root.members?.first,
                edits.allSatisfy({
                    member.keyRange.lowerBound <= $0.0.lowerBound && $0.0.upperBound <= member.value.range.upperBound
                }),
                let document = try? JSONDocument(bytes: result, memberAt: memberOffset, style: style),
                document.root.members?.first?.value.range.upperBound
                    == member.value.range.upperBound + result.count - bytes.count
            {
                return document
            }
            var document = try JSONDocument(bytes: result)
            document.style = style
            return document
        } catch {
            throw .wouldBreakFile(error)
        }
    }

    /// The document's style with the key–value separator that `member` uses, when it is plain (spaces,
    /// tabs and a colon on one line). Padding before the colon (`"title"  : `, aligning colons) becomes
    /// one space: it fits the neighbour's key, not a new one.
    private func localStyle(of member: JSONMember) -> JSONStyle {
        let separator = bytes[member.keyRange.upperBound..<member.value.range.lowerBound]
        guard let colon = separator.firstIndex(of: 0x3A),
            separator.allSatisfy({ $0 == 0x3A || $0 == 0x20 || $0 == 0x09 })
        else { return style }
        var local = style
        local.keyValueSeparator =
            (colon == separator.startIndex ? "" : " ") + String(decoding: separator[colon...], as: UTF8.self)
        return local
    }

    // MARK: - Lines

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// Whether only spaces and tabs (or a BOM) come before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        var index = offset
        while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        return index == 0 || bytes[index - 1] == 0x0A || (index == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    /// The leading whitespace of the line that holds `offset`.
    func lineIndentation(containing offset: Int) -> String {
        var start = lineStart(of: offset)
        if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// After spaces and a same-line comment that follow `offset`, or `offset` itself.
    private func endOfTrailingComment(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return offset }
        if bytes[index + 1] == UInt8(ascii: "/") {
            // To the line feed, as the parser reads it (a lone CR is inside the comment); the CR of a
            // CRLF is part of the line break.
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            return bytes[index - 1] == 0x0D ? index - 1 : index
        }
        if bytes[index + 1] == UInt8(ascii: "*") {
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                if bytes[end] == 0x0A { return offset }
                end += 1
            }
            return end + 1 < bytes.count ? end + 2 : offset
        }
        return offset
    }

    /// After the spaces and the line break that follow `offset` (or the spaces, at the end of the file).
    private func afterLineBreak(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index < bytes.count, bytes[index] == 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        return index
    }

    private func isBlankLine(startingAt offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        return index < bytes.count && bytes[index] == 0x0A
    }

    /// Whether the line that ends just before `offset` (a line start) holds only whitespace.
    private func isBlankLine(endingAt offset: Int) -> Bool {
        var index = offset - 1
        guard index >= 0, bytes[index] == 0x0A else { return false }
        index -= 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index -= 1 }
        return index < 0 || bytes[index] == 0x0A
    }

    /// The whitespace between a member's comma and the next member's key.
    private func gap(after member: JSONMember) -> String {
        guard let comma = member.commaOffset else { return " " }
        var end = comma + 1
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[comma + 1..<end], as: UTF8.self)
    }

    /// The whitespace between an object's `{` and its first key.
    private func openingGap(of object: JSONNode) -> String {
        let start = object.range.lowerBound + 1
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
