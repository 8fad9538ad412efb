/// One key's entry in a language file as the raw JSON of its member, `"key": value`, for editing by hand:
/// the escape hatch for structures the editor's structured view does not offer (DESIGN §8, `J`).
///
/// The text is the member exactly as it stands in the file, from its key to the end of its value, with the
/// indentation of the member's line taken off the start of every later line (and put back when the edit is
/// applied), so an unchanged text gives back the same bytes. A file without the key starts from
/// `"key": ""`. Applying replaces only the member's bytes: the rest of the file is untouched.
public struct RawEntry: Sendable, Equatable {
    /// The key.
    public let key: String
    /// The member's text as the user edits it (line breaks as `\n`).
    public let text: String
    /// Where the member is in the file (its key to the end of its value), or `nil` when the file lacks the key.
    let range: Range<Int>?
    /// How the member's lines became the text and go back (indentation, line breaks).
    let lines: RawLines

    /// The entry of `key` (a top-level key) in `document`.
    ///
    /// - Throws: `EditError.duplicated` when the key appears more than once (which one would be meant?).
    public init(key: String, in document: JSONDocument) throws(EditError) {
        self.key = key
        let newline = document.style.newline
        let members = document.root.members ?? []
        let occurrences = members.filter { $0.key == key }
        guard let member = occurrences.last else {
            range = nil
            lines = RawLines(
                indentation: document.style.isSingleLine ? "" : document.style.indentUnit, newline: newline)
            text = JSONWriter(style: document.style).quoted(key) + ": \"\""
            return
        }
        guard occurrences.count == 1 else {
            throw .duplicated(
                JSONWriter(style: .standard).quoted(key),
                lines: occurrences.map { LanguageEdits.lineNumber(of: $0.keyRange.lowerBound, in: document.bytes) })
        }
        let range = member.keyRange.lowerBound..<member.value.range.upperBound
        self.range = range
        let indentation =
            document.startsLine(range.lowerBound) ? document.lineIndentation(containing: range.lowerBound) : ""
        (lines, text) = RawLines.editable(document.text(of: range), lineIndentation: indentation, newline: newline)
    }

    /// A problem in an edited text, where it is in that text.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The line and column in the edited text.
        public var location: SourceLocation
        /// What is wrong, worded for a translator.
        public var message: String

        /// `line 3, column 5: message`.
        public var description: String { "line \(location.line), column \(location.column): \(message)" }
    }

    /// What stops an edited text from being applied: JSON syntax, more or fewer than one member, a changed
    /// key, values of the wrong shape, malformed selectors, invalid widths, duplicate keys. Empty when the
    /// text can be applied.
    ///
    /// - Parameters:
    ///   - rules: the plural rules of the file's language.
    ///   - shared: the shared expressions visible to the file.
    ///   - format: the file's format, whose reader judges the value (a JSONlize `{"plurals": …}` is right there).
    public func problems(
        in edited: String, rules: PluralRules, shared: [String: SharedExpressions.Definition],
        format: FormatName = .swifternalization
    ) -> [Problem] {
        let parsed: Parsed
        do throws(Problem) {
            parsed = try parse(edited)
        } catch {
            return [error]
        }
        // A lone surrogate is also a problem of the value (below): only duplicate keys come from the notices.
        var problems = parsed.document.notices.filter(\.isDuplicateKey).map {
            Problem(location: parsed.location($0.offset), message: $0.message)
        }
        let file =
            format == .swifternalization
            ? LanguageFile(fileName: "", language: .base, bytes: parsed.document.bytes, rules: rules, shared: shared)
            : format.format.reread(
                "", bytes: parsed.document.bytes, languages: [.base],
                context: FormatContext(settings: ProjectSettings(), expressions: SharedExpressions()))[0]
        problems += file.problems.map { Problem(location: parsed.location($0.offset), message: $0.message) }
        if let variants = parsed.member.value.members, !variants.allSatisfy({ $0.key.hasPrefix("@") }) {
            for variant in variants {
                do throws(EditError) {
                    try EntryAddress.validateSelector(variant.key)
                } catch {
                    problems.append(
                        Problem(location: parsed.location(variant.keyRange.lowerBound), message: error.description))
                }
            }
        }
        return problems.sorted { $0.location < $1.location }
    }

    /// Puts an edited text in `document` in place of the entry (or adds it when the file lacked the key).
    ///
    /// Check the text with ``problems(in:rules:shared:)`` first: this only refuses what would break the file.
    ///
    /// - Throws: the first problem with the JSON or the key.
    public func applying(_ edited: String, to document: JSONDocument) throws(Problem) -> EditResult {
        let parsed = try parse(edited)
        let subject = JSONWriter(style: .standard).quoted(key)
        let new = ValueSummary.summary(of: parsed.member.value, in: parsed.document)
        guard let range else {
            let value = restored(parsed.document.text(of: parsed.member.value.range))
            let edited: JSONDocument
            do throws(JSONEditError) {
                edited = try document.addingMember(key, .raw(value), to: [])
            } catch {
                throw Problem(location: SourceLocation(line: 1, column: 1), message: error.description)
            }
            let added = edited.root.members!.last { $0.key == key }!
            let line = LanguageEdits.lineNumber(of: added.keyRange.lowerBound, in: edited.bytes)
            return EditResult(
                document: edited,
                change: ChangeDescription(kind: .added, line: line, subject: subject, old: nil, new: new))
        }
        let member = restored(
            parsed.document.text(of: parsed.member.keyRange.lowerBound..<parsed.member.value.range.upperBound))
        guard let current = document.root.members?.last(where: { $0.key == key }),
            current.keyRange.lowerBound == range.lowerBound, current.value.range.upperBound == range.upperBound
        else {
            throw Problem(
                location: SourceLocation(line: 1, column: 1),
                message: "the file changed since the entry was read: open the entry again")
        }
        let line = LanguageEdits.lineNumber(of: range.lowerBound, in: document.bytes)
        let old = ValueSummary.summary(of: current.value, in: document)
        guard Array(member.utf8) != Array(document.bytes[range]) else {
            return EditResult(
                document: document,
                change: ChangeDescription(kind: .unchanged, line: line, subject: subject, old: old, new: old))
        }
        let edited: JSONDocument
        do throws(JSONEditError) {
            edited = try document.replacingBytes(in: range, with: member)
        } catch {
            throw Problem(location: SourceLocation(line: 1, column: 1), message: error.description)
        }
        return EditResult(
            document: edited,
            change: ChangeDescription(kind: .changed, line: line, subject: subject, old: old, new: new))
    }

    /// An edited text parsed as the one member of an object.
    private struct Parsed {
        var document: JSONDocument
        var member: JSONMember
        var lines: LineIndex

        /// Where a byte of the wrapping object is in the edited text.
        func location(_ offset: Int) -> SourceLocation { lines.location(of: max(0, offset - RawEntry.opening.count)) }
    }

    /// What the edited text is wrapped in to parse it as an object.
    private static let opening = Array("{\n".utf8)

    /// Parses an edited text; it must be one member with this entry's key.
    private func parse(_ edited: String) throws(Problem) -> Parsed {
        let bytes = Self.opening + Array(edited.utf8) + Array("\n}".utf8)
        let lines = LineIndex(Array(edited.utf8))
        func problem(_ offset: Int, _ message: String) -> Problem {
            Problem(location: lines.location(of: max(0, offset - Self.opening.count)), message: message)
        }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument(bytes: bytes)
        } catch {
            // The closing `}` was added here: the text, not a file, is what ends.
            var message = error.message
            if case .unexpectedEnd(let expected) = error.kind {
                message = "expected \(expected), but the entry ends here"
            }
            throw problem(min(error.offset, bytes.count - 2), message)
        }
        let members = document.root.members ?? []
        let quoted = JSONWriter(style: .standard).quoted(key)
        guard let member = members.first else {
            throw problem(0, "the entry is empty: write it as \(quoted): value")
        }
        guard members.count == 1 else {
            throw problem(
                members[1].keyRange.lowerBound, "only the entry \(quoted) is edited here: add other keys with a")
        }
        guard member.key == key else {
            throw problem(
                member.keyRange.lowerBound,
                "the key must stay \(quoted): rename a key with r, in every language at once")
        }
        return Parsed(document: document, member: member, lines: lines)
    }

    /// The member's text as it goes in the file.
    private func restored(_ text: String) -> String { lines.restored(text) }
}
