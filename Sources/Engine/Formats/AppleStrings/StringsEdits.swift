/// Entry-level edits of an Apple `.strings` table as minimal splices of its text, written back in the file's
/// encoding (UTF-8 or UTF-16, its BOM kept): a value is replaced between its quotes; a new pair goes on a line
/// of its own after the last pair (a plural form after its entry's forms, in CLDR order), spaced like the
/// file's pairs; a removal takes the pair's lines with the comment just above it; a rename rewrites the keys of
/// the entry's pairs. What a `.strings` file cannot hold — width variations, and plural forms without a
/// convention or outside it — is refused first.
struct StringsEdits {
    private let file: LanguageFile
    private let document: StringsDocument
    private let convention: StringsPluralConvention
    /// The table's key prefix (`Main:`), empty in `Localizable`.
    private let prefix: String
    /// The shared expressions' names the file uses (Swifternalization's `key{ten}`).
    private let sharedNames: Set<String>
    private var text: [UInt8] { document.utf8 }

    /// The edits of `file`.
    ///
    /// - Throws: `EditError.fileHasSyntaxError` when the file does not parse.
    init(file: LanguageFile) throws(EditError) {
        guard file.isEditable, let document = try? StringsDocument(bytes: file.bytes) else {
            throw .fileHasSyntaxError(file.fileName)
        }
        self.file = file
        self.document = document
        convention = file.pluralConvention.flatMap(StringsPluralConvention.init(rawValue:)) ?? .none
        prefix = AppleStringsFormat.keyPrefix(ofPath: file.fileName)
        sharedNames = Set(
            file.selectors.compactMap { entry in
                if case .shared(let name, _) = entry.selector { return name }
                return nil
            })
    }

    /// The first bytes of a new table in the style of `model`: its BOM (UTF-16, or UTF-8 with a BOM), no text.
    static func emptyFile(like model: LanguageFile?) -> [UInt8] {
        guard let bytes = model?.bytes, let encoded = try? EncodedText(bytes: bytes) else { return [] }
        if encoded.encoding == .utf8 { return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : [] }
        return encoded.encode([])
    }

    // MARK: - Setting

    /// Sets a key's text or one of its plural forms, adding it when missing; with `force`, a text becomes
    /// plural forms (and back).
    func setting(_ text: String, at address: EntryAddress, force: Bool) throws(EditError) -> FileEdit {
        try checkHoldable(address)
        let subject = address.description
        let key = try localKey(address.key, creating: true)
        let pairs = self.pairs(of: key)
        guard let selector = address.selector else {
            if !pairs.variants.isEmpty {
                guard force else { throw .needsForce(subject, change: "replace its plural forms with one text") }
                var splices = pairs.variants.map { (removal(of: $0), "") }
                if let plain = pairs.plain.last {
                    splices.append(valueSplice(of: plain, to: text))
                } else {
                    splices.removeFirst()
                    let first = document.pairs[pairs.variants[0]]
                    splices.append((first.range, pairLiteral(key, text)))
                }
                return apply(
                    splices, kind: .changed, subject: subject, at: document.pairs[pairs.variants[0]].range.lowerBound,
                    old: nil, new: text)
            }
            if let plain = pairs.plain.last { return replacingValue(of: plain, with: text, subject: subject) }
            return appending(pairLiteral(key, text), subject: subject, new: text)
        }
        let storage = convention.storageKey(key, selector: selector)
        if let existing = document.pairs.lastIndex(where: { $0.key.text == storage }) {
            return replacingValue(of: existing, with: text, subject: subject)
        }
        if !pairs.variants.isEmpty {
            return insertingVariant(selector, of: key, among: pairs.variants, text: text, subject: subject)
        }
        if let plain = pairs.plain.last {
            guard force else { throw .needsForce(subject, change: "turn the text into plural forms") }
            let pair = document.pairs[plain]
            return apply(
                [(pair.range, pairLiteral(storage, text, quote: pair.key.quote))], kind: .changed, subject: subject,
                at: pair.range.lowerBound, old: pair.text, new: text)
        }
        return appending(pairLiteral(storage, text), subject: subject, new: text)
    }

    // MARK: - Removing

    /// Removes a key (its text, its plural forms and any duplicates) or one plural form, with their lines.
    func removing(_ address: EntryAddress) throws(EditError) -> FileEdit {
        try checkHoldable(address)
        let subject = address.description
        let key = try localKey(address.key, creating: false)
        let pairs = self.pairs(of: key)
        let removed: [Int]
        if let selector = address.selector {
            let storage = convention.storageKey(key, selector: selector)
            removed = pairs.variants.filter { document.pairs[$0].key.text == storage }
            guard !removed.isEmpty else {
                if pairs.variants.isEmpty && pairs.plain.isEmpty { throw .noSuchKey(address.key) }
                if pairs.variants.isEmpty { throw .noVariants(subject, found: "a text") }
                throw .noSuchVariant(
                    EntryAddress(key: address.key).description, selector: selector,
                    existing: pairs.variants.compactMap {
                        convention.split(document.pairs[$0].key.text, shared: sharedNames)?.selector
                    })
            }
            guard pairs.variants.count > removed.count || !pairs.plain.isEmpty else {
                throw .wouldLeaveEmpty(subject, container: EntryAddress(key: address.key).description)
            }
        } else {
            removed = (pairs.plain + pairs.variants).sorted()
            guard !removed.isEmpty else { throw .noSuchKey(address.key) }
        }
        let old = removed.count == 1 ? ValueSummary.quoted(document.pairs[removed[0]].text) : summary(of: removed)
        let splices = removals(of: removed)
        var result = apply(splices, kind: .removed, subject: subject, at: nil, old: nil, new: nil)
        result.change.old = old
        result.change.line = line(of: document.pairs[removed[0]].range.lowerBound, in: text)
        return result
    }

    // MARK: - Renaming

    /// Renames a key: the key of its text and of each of its plural forms.
    func renaming(_ key: String, to newKey: String) throws(EditError) -> FileEdit {
        let subject = EntryAddress(key: key).description
        let local = try localKey(key, creating: false)
        guard newKey.hasPrefix(prefix), prefix.isEmpty || !newKey.dropFirst(prefix.count).isEmpty else {
            throw .notInFormat(
                .strings, what: "a key moved to another table",
                reason: "the keys of \(file.fileName) start with '\(prefix)'; a table is a file of its own")
        }
        let newLocal = String(newKey.dropFirst(prefix.count))
        let pairs = self.pairs(of: local)
        guard !(pairs.plain.isEmpty && pairs.variants.isEmpty) else { throw .noSuchKey(key) }
        let existing = self.pairs(of: newLocal)
        guard existing.plain.isEmpty && existing.variants.isEmpty || newLocal == local else { throw .keyExists(newKey) }
        var splices: [(Range<Int>, String)] = []
        for index in (pairs.plain + pairs.variants).sorted() {
            let literal = document.pairs[index].key
            let renamed =
                convention.split(literal.text, shared: sharedNames).map {
                    convention.storageKey(newLocal, selector: $0.selector)
                } ?? newLocal
            splices.append((literal.range, quoted(renamed, like: literal.quote)))
        }
        var result = apply(
            splices, kind: .renamed, subject: subject,
            at: document.pairs[(pairs.plain + pairs.variants).min()!].range.lowerBound,
            old: nil, new: nil)
        result.change.old = subject
        result.change.new = EntryAddress(key: newKey).description
        return result
    }

    // MARK: - Checks

    /// Refuses widths, groups, and selectors outside the project's convention.
    private func checkHoldable(_ address: EntryAddress) throws(EditError) {
        if address.width != nil {
            throw .notInFormat(
                .strings, what: "width variations",
                reason: ".strings files have none (a .stringsdict file's NSStringVariableWidthRuleType has them)")
        }
        if !address.groups.isEmpty {
            throw .notInFormat(.strings, what: "groups of keys", reason: ".strings keys are not nested")
        }
        guard let selector = address.selector else { return }
        try EntryAddress.validateSelector(selector)
        switch convention {
        case .none:
            throw .notInFormat(
                .strings, what: "plural forms",
                reason: "this project's .strings files follow no plural convention: set \"stringsPlurals\" to "
                    + "\"smartling\" (KEY##{one}) or \"swifternalization\" (key{one}) in glossa.json")
        case .smartling:
            guard PluralCategory(rawValue: selector) != nil else {
                throw .notInFormat(
                    .strings, what: "the selector '\(selector)'",
                    reason:
                        "Smartling's KEY##{…} forms are the CLDR categories zero, one, two, few, many and other only")
            }
        case .swifternalization:
            guard
                PluralCategory(rawValue: selector) != nil || selector == ">one"
                    || Expression.isExpressionSyntax(selector) || sharedNames.contains(selector)
            else {
                throw .notInFormat(
                    .strings, what: "the selector '\(selector)'",
                    reason: "Swifternalization's key{…} forms are CLDR categories, >one, ie:/iex:/exp: expressions "
                        + "and the names of Expressions.strings")
            }
        }
    }

    /// Adds a `/* */` comment on lines of its own just above the key's first pair, where Xcode and `genstrings`
    /// write a key's comment.
    ///
    /// - Throws: `.noSuchKey` when the table lacks the key; `.notInFormat` for a comment holding `*/`.
    func addingComment(_ comment: String, forKey key: String) throws(EditError) -> FileEdit {
        let pairs = self.pairs(of: try localKey(key, creating: false))
        guard let first = (pairs.plain + pairs.variants).min() else { throw .noSuchKey(key) }
        if comment.contains("*/") {
            throw .notInFormat(.strings, what: "a comment holding */", reason: "*/ ends a .strings comment")
        }
        var lines = comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = "/* " + lines[0]
        for index in lines.indices.dropFirst() { lines[index] = "   " + lines[index] }
        lines[lines.count - 1] += " */"
        let edit = CommentLines.inserting(
            lines, beforeLineOf: document.pairs[first].range.lowerBound, in: text, key: key)
        return FileEdit(bytes: document.text.encode(edit.bytes), change: edit.change)
    }

    /// The key in the table: without its `Table:` prefix.
    private func localKey(_ key: String, creating: Bool) throws(EditError) -> String {
        guard key.hasPrefix(prefix) else { throw .noSuchKey(key) }
        let local = String(key.dropFirst(prefix.count))
        if local.isEmpty, creating {
            throw .notInFormat(.strings, what: "an empty key", reason: "a .strings key has at least one character")
        }
        return local
    }

    /// The pairs of a key: its texts and its plural forms, by index in the document.
    private func pairs(of key: String) -> (plain: [Int], variants: [Int]) {
        var plain: [Int] = []
        var variants: [Int] = []
        for (index, pair) in document.pairs.enumerated() {
            if let split = convention.split(pair.key.text, shared: sharedNames) {
                if split.key == key { variants.append(index) }
            } else if pair.key.text == key {
                plain.append(index)
            }
        }
        return (plain, variants)
    }

    // MARK: - Splices

    private func replacingValue(of index: Int, with text: String, subject: String) -> FileEdit {
        let pair = document.pairs[index]
        if pair.text == text {
            return FileEdit(
                bytes: file.bytes,
                change: ChangeDescription(
                    kind: .unchanged, line: line(of: pair.range.lowerBound, in: self.text), subject: subject, old: nil,
                    new: ValueSummary.quoted(text)))
        }
        return apply(
            [valueSplice(of: index, to: text)], kind: .changed, subject: subject, at: pair.range.lowerBound,
            old: pair.text, new: text)
    }

    /// The splice that gives pair `index` the value `text`: its value literal, or `= "…"` after a lone key.
    private func valueSplice(of index: Int, to text: String) -> (Range<Int>, String) {
        let pair = document.pairs[index]
        guard let value = pair.value else {
            return (
                pair.key.range.upperBound..<pair.key.range.upperBound,
                separator + quoted(text, like: UInt8(ascii: "\""))
            )
        }
        return (value.range, quoted(text, like: value.quote))
    }

    /// Inserts a plural form among the entry's forms: after the last of an earlier CLDR category (or the last
    /// form, for an expression), else before the first.
    private func insertingVariant(
        _ selector: String, of key: String, among variants: [Int], text: String, subject: String
    ) -> FileEdit {
        let order = PluralCategory.allCases.map(\.rawValue)
        let rank = order.firstIndex(of: selector) ?? order.count
        let after = variants.last { index in
            let existing = convention.split(document.pairs[index].key.text, shared: sharedNames)?.selector ?? ""
            return (order.firstIndex(of: existing) ?? order.count) <= rank
        }
        let literal = pairLiteral(convention.storageKey(key, selector: selector), text)
        if let after {
            let end = endOfLineContent(after: document.pairs[after].range.upperBound)
            let inserted = newline + indentation(of: document.pairs[after].range.lowerBound) + literal
            return apply(
                [(end..<end, inserted)], kind: .added, subject: subject, at: end, old: nil,
                new: text)
        }
        let first = document.pairs[variants[0]]
        let start = first.range.lowerBound
        let inserted = literal + newline + indentation(of: start)
        return apply([(start..<start, inserted)], kind: .added, subject: subject, at: start, old: nil, new: text)
    }

    /// Adds a pair after the last one, with a blank line before it when the file's last pairs have one between them.
    private func appending(_ literal: String, subject: String, new: String) -> FileEdit {
        guard let last = document.pairs.last else {
            var start = text.count
            var inserted = literal + newline
            if start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D,
                !(start == 3 && text.starts(with: [0xEF, 0xBB, 0xBF]))
            {
                inserted = newline + inserted
            }
            if text.isEmpty { start = 0 }
            return apply([(start..<start, inserted)], kind: .added, subject: subject, at: nil, old: nil, new: new)
        }
        var blank = false
        if document.pairs.count > 1 {
            let previous = document.pairs[document.pairs.count - 2]
            let gap = previous.range.upperBound..<(last.commentStart ?? last.range.lowerBound)
            blank = text[gap].filter { $0 == 0x0A }.count >= 2
        }
        let end = endOfLineContent(after: last.range.upperBound)
        let inserted = newline + (blank ? newline : "") + indentation(of: last.range.lowerBound) + literal
        return apply([(end..<end, inserted)], kind: .added, subject: subject, at: end, old: nil, new: new)
    }

    /// The splices that remove pairs with their lines (`removal(of:)`), those that touch joined; where a blank
    /// line is before and after what goes, one of them goes too.
    private func removals(of indices: [Int]) -> [(Range<Int>, String)] {
        var ranges: [Range<Int>] = []
        for index in indices.sorted() {
            let range = removal(of: index)
            if let last = ranges.last, last.upperBound == range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            var end = range.upperBound
            let wholeLines =
                range.lowerBound == startOfLine(range.lowerBound) && end > 0
                && (text[end - 1] == 0x0A || text[end - 1] == 0x0D)
            if wholeLines, range.lowerBound == 0 || isBlankLine(endingAt: range.lowerBound), end < text.count {
                let next = afterLineBreak(skipBlanks(end))
                if next > end, text[end..<next].allSatisfy({ Self.isBlank($0) || $0 == 0x0A || $0 == 0x0D }) {
                    end = next
                }
            }
            return (range.lowerBound..<end, "")
        }
    }

    /// The range that removes pair `index` with its line and the comment just above it, when the line holds
    /// nothing else (else the pair and the blanks before it).
    private func removal(of index: Int) -> Range<Int> {
        let pair = document.pairs[index]
        var start = pair.commentStart ?? pair.range.lowerBound
        let lineStart = startOfLine(start)
        guard text[lineStart..<start].allSatisfy(Self.isBlank) else {
            while start > 0, Self.isBlank(text[start - 1]) { start -= 1 }
            return start..<pair.range.upperBound
        }
        return lineStart..<afterLineBreak(endOfLineContent(after: pair.range.upperBound))
    }

    /// Applies splices (which do not overlap) and describes the change at `offset` of the new text (or of the
    /// first splice).
    private func apply(
        _ splices: [(Range<Int>, String)], kind: ChangeDescription.Kind, subject: String, at offset: Int?,
        old: String?, new: String?
    ) -> FileEdit {
        var edited = text
        var shift = 0
        let sorted = splices.sorted { $0.0.lowerBound < $1.0.lowerBound }
        for (range, replacement) in sorted.reversed() {
            edited.replaceSubrange(range, with: Array(replacement.utf8))
        }
        for (range, replacement) in sorted where range.lowerBound < (offset ?? sorted[0].0.lowerBound) {
            shift += replacement.utf8.count - range.count
        }
        // An insertion starts with its line break: the change is on the line after it.
        var at = (offset ?? sorted[0].0.lowerBound) + shift
        while at < edited.count, edited[at] == 0x0A || edited[at] == 0x0D { at += 1 }
        return FileEdit(
            bytes: document.text.encode(edited),
            change: ChangeDescription(
                kind: kind, line: line(of: at, in: edited), subject: subject, old: old.map { ValueSummary.quoted($0) },
                new: new.map { ValueSummary.quoted($0) }))
    }

    // MARK: - Style

    /// `"key" = "value";` spaced like the file's first pair.
    private func pairLiteral(_ key: String, _ value: String, quote: UInt8? = UInt8(ascii: "\"")) -> String {
        quoted(key, like: quote ?? UInt8(ascii: "\"")) + separator + quoted(value, like: UInt8(ascii: "\""))
            + terminator
    }

    /// What the file writes between a key and its value (` = `).
    private var separator: String {
        guard let pair = document.pairs.first(where: { $0.value != nil }) else { return " = " }
        return String(decoding: text[pair.key.range.upperBound..<pair.value!.range.lowerBound], as: UTF8.self)
    }

    /// What the file writes from a value to the end of its pair (`;`).
    private var terminator: String {
        guard let pair = document.pairs.first(where: { $0.value != nil }) else { return ";" }
        return String(decoding: text[pair.value!.range.upperBound..<pair.range.upperBound], as: UTF8.self)
    }

    /// A text as a literal in `quote`s (or unquoted when it was and can stay so), escaped; in `\U` escapes
    /// only when the file writes non-ASCII text so.
    private func quoted(_ string: String, like quote: UInt8?) -> String {
        if quote == nil, !string.isEmpty, string.utf8.allSatisfy(StringsParser.isUnquoted) { return string }
        let mark = quote ?? UInt8(ascii: "\"")
        let character = String(UnicodeScalar(mark))
        return character + StringsText.encode(string, quote: mark, asciiOnly: escapesNonASCII) + character
    }

    /// Whether the file is ASCII and writes `\U` escapes: then new text is written so too.
    private var escapesNonASCII: Bool {
        text.allSatisfy { $0 < 0x80 }
            && text.indices.dropLast().contains {
                text[$0] == UInt8(ascii: "\\") && text[$0 + 1] == UInt8(ascii: "U")
            }
    }

    /// The file's line break (`\r\n` when its first line ends so, `\r` in a classic Mac file).
    private var newline: String {
        guard let first = text.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if text[first] == 0x0D { return first + 1 < text.count && text[first + 1] == 0x0A ? "\r\n" : "\r" }
        return "\n"
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private func indentation(of offset: Int) -> String {
        String(decoding: text[startOfLine(offset)..<offset].prefix(while: Self.isBlank), as: UTF8.self)
    }

    private func startOfLine(_ offset: Int) -> Int {
        var start = offset
        while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
        return start
    }

    /// The end of what is on the line after `offset`, when it is blanks and a `//` or `/* */` comment;
    /// otherwise `offset`.
    private func endOfLineContent(after offset: Int) -> Int {
        let end = skipBlanks(offset)
        guard end + 1 < text.count, text[end] == UInt8(ascii: "/") else { return offset }
        if text[end + 1] == UInt8(ascii: "/") {
            var position = end
            while position < text.count, text[position] != 0x0A, text[position] != 0x0D { position += 1 }
            return position
        }
        if text[end + 1] == UInt8(ascii: "*") {
            var position = end + 2
            while position + 1 < text.count,
                !(text[position] == UInt8(ascii: "*") && text[position + 1] == UInt8(ascii: "/"))
            {
                if text[position] == 0x0A { return offset }
                position += 1
            }
            return min(position + 2, text.count)
        }
        return offset
    }

    private func skipBlanks(_ offset: Int) -> Int {
        var position = offset
        while position < text.count, Self.isBlank(text[position]) { position += 1 }
        return position
    }

    /// Past the line break at `offset` (after blanks), or `offset` when none is there.
    private func afterLineBreak(_ offset: Int) -> Int {
        let position = skipBlanks(offset)
        guard position < text.count else { return position }
        if text[position] == 0x0D {
            return position + 1 < text.count && text[position + 1] == 0x0A ? position + 2 : position + 1
        }
        return text[position] == 0x0A ? position + 1 : offset
    }

    /// Whether the line that ends just before `lineStart` is blank.
    private func isBlankLine(endingAt lineStart: Int) -> Bool {
        var position = lineStart - 1
        if position >= 0, text[position] == 0x0A { position -= 1 }
        if position >= 0, text[position] == 0x0D { position -= 1 }
        while position >= 0, Self.isBlank(text[position]) { position -= 1 }
        return position < 0 || text[position] == 0x0A || text[position] == 0x0D
    }

    private func line(of offset: Int, in bytes: [UInt8]) -> Int {
        LineIndex(bytes).location(of: offset).line
    }

    /// The removed pairs' values: `{one: "…", other: "…"}`.
    private func summary(of indices: [Int]) -> String {
        let shown = indices.prefix(4).map { index -> String in
            let pair = document.pairs[index]
            let value = ValueSummary.quoted(pair.text, limit: 24)
            return convention.split(pair.key.text, shared: sharedNames).map { "\($0.selector): \(value)" } ?? value
        }
        return "{" + shown.joined(separator: ", ") + (indices.count > 4 ? ", …" : "") + "}"
    }
}
