/// One key's entry in a language file as the bytes that hold it, for editing by hand (the editor's `J`) in a
/// format whose entries are not one top-level JSON member each: an i18next key and its plural members, a
/// catalog's localization, an Android `<plurals>` element, a PO entry with its comments.
///
/// The format says which bytes (`TranslationFormat.rawRange`). The text is those bytes with the indentation
/// of their first line taken off every later line (and put back when applying), so an unchanged text gives
/// back the same bytes. An edited text is checked by splicing it into the file and reading the file again
/// with its format: it must read, still hold the key, hold no other key than before, and leave the other
/// languages of a shared file (a catalog) as they were. Applying replaces only those bytes.
public struct RawSpan: Sendable, Equatable {
    /// The key.
    public let key: String
    /// The text as the user edits it (line breaks as `\n`).
    public let text: String
    /// Where the entry is in the file.
    let range: Range<Int>
    /// How the entry's lines became the text and go back (indentation, line breaks).
    let lines: RawLines

    /// The entry of `key` in `file`, as its format finds it.
    ///
    /// - Throws: `EditError.noSuchKey` when the file lacks the key, `.notInFormat` when its entry is not one
    ///   piece of the file (its plural members apart), `.fileHasSyntaxError` when the file does not read.
    public init(key: String, in file: LanguageFile) throws(EditError) {
        guard file.isEditable else { throw .fileHasSyntaxError(file.fileName) }
        guard file.entryIndex(ofKey: key) != nil else { throw .noSuchKey(key) }
        guard let range = file.format.format.rawRange(ofKey: key, in: file) else {
            throw .notInFormat(
                file.format, what: "\(key) as it stands in \(file.fileName)",
                reason: "its parts are apart in the file, among other keys")
        }
        self.key = key
        self.range = range
        let bytes = file.bytes
        let newline = bytes.contains(0x0D) ? "\r\n" : "\n"
        var lineStart = range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let before = String(decoding: bytes[lineStart..<range.lowerBound], as: UTF8.self)
        let indentation = before.allSatisfy { $0 == " " || $0 == "\t" } ? before : ""
        (lines, text) = RawLines.editable(
            String(decoding: bytes[range], as: UTF8.self), lineIndentation: indentation, newline: newline)
    }

    /// What stops an edited text from being applied to `file` (the file as it is now; `siblings` are the other
    /// languages of the same file on disk, a catalog's); empty when it can be applied.
    public func problems(
        in edited: String, file: LanguageFile, siblings: [LanguageFile], context: FormatContext
    ) -> [RawEntry.Problem] {
        let spliced = splice(edited, into: file.bytes)
        let read = file.format.format.reread(
            file.fileName, bytes: spliced, languages: [file.language] + siblings.map(\.language), context: context)
        let start = range.lowerBound
        let end = start + restored(edited).utf8.count
        let lines = LineIndex(Array(restored(edited).utf8))
        func location(_ offset: Int) -> SourceLocation {
            var location = lines.location(of: min(max(offset - start, 0), end - start))
            if location.line > 1 { location.column = max(1, location.column - self.lines.indentation.count) }
            return location
        }
        guard let mine = read.first(where: { $0.language == file.language }) else {
            return [RawEntry.Problem(location: location(start), message: "the file no longer holds \(file.language)")]
        }
        if let error = mine.syntaxError {
            let inside = (start...end).contains(error.offset)
            let message = inside ? error.message : "the file no longer reads after the entry: \(error.message)"
            return [RawEntry.Problem(location: location(error.offset), message: message)]
        }
        var problems = mine.problems.filter { (start..<max(end, start + 1)).contains($0.offset) }.map {
            RawEntry.Problem(location: location($0.offset), message: $0.message)
        }
        let quoted = "\"\(key)\""
        let oldKeys = Set(file.entries.keys)
        let newKeys = Set(mine.entries.keys)
        if !newKeys.contains(key) {
            problems.append(
                RawEntry.Problem(
                    location: location(start),
                    message: "the key must stay \(quoted): rename a key with r, in every language at once"))
        }
        if let added = newKeys.subtracting(oldKeys).sorted().first {
            problems.append(
                RawEntry.Problem(
                    location: location(start), message: "only the entry \(quoted) is edited here, not \"\(added)\""))
        }
        for sibling in siblings {
            let after = read.first { $0.language == sibling.language }
            if after.map(Self.texts(of:)) != Self.texts(of: sibling) {
                problems.append(
                    RawEntry.Problem(
                        location: location(start), message: "this changes \(sibling.language) too: edit one language"))
                break
            }
        }
        return problems.sorted { $0.location < $1.location }
    }

    /// The file's new bytes with the edited text in place of the entry.
    ///
    /// Check the text with ``problems(in:file:siblings:context:)`` first.
    ///
    /// - Throws: a problem when the file changed since the entry was read.
    public func applying(_ edited: String, to file: LanguageFile) throws(RawEntry.Problem) -> FileEdit {
        guard file.format.format.rawRange(ofKey: key, in: file) == range else {
            throw RawEntry.Problem(
                location: SourceLocation(line: 1, column: 1),
                message: "the file changed since the entry was read: open the entry again")
        }
        let bytes = splice(edited, into: file.bytes)
        let line = LineIndex(file.bytes).location(of: range.lowerBound).line
        let unchanged = bytes == file.bytes
        return FileEdit(
            bytes: bytes,
            change: ChangeDescription(
                kind: unchanged ? .unchanged : .changed, line: line, subject: "\"\(key)\"", old: nil,
                new: unchanged ? nil : "edited as it stands in the file"))
    }

    /// The bytes of `file` with the edited text in place of the entry.
    private func splice(_ edited: String, into bytes: [UInt8]) -> [UInt8] {
        Array(bytes[..<range.lowerBound]) + Array(restored(edited).utf8) + Array(bytes[range.upperBound...])
    }

    /// The text as it goes in the file.
    private func restored(_ text: String) -> String { lines.restored(text) }

    /// A language's keys and texts, to tell whether an edit changed them.
    private static func texts(of file: LanguageFile) -> [String: [String]] {
        Dictionary(file.entries.map { ($0.key, $0.value.texts) }, uniquingKeysWith: { _, last in last })
    }

}
