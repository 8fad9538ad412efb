/// Entry-level edits of one language's PO file, each a splice of the lines it changes: the `msgstr` (or
/// `msgstr[i]`) rewritten as `msgmerge` would write it, every other line as it was.
///
/// A translation set or cleared loses its `fuzzy` flag (the translator has looked at it, as in Poedit and
/// Weblate); the `#|` previous strings stay. The source texts (`msgid`s) are never edited.
struct POEdits {
    let file: LanguageFile
    let document: PODocument

    /// The edits of `file`.
    ///
    /// - Throws: `EditError.fileHasSyntaxError` when it does not parse.
    init(file: LanguageFile) throws(EditError) {
        guard let document = try? PODocument(bytes: file.bytes) else { throw .fileHasSyntaxError(file.fileName) }
        self.file = file
        self.document = document
    }

    /// Sets the translation at `address`, adding an entry at the end for a new key.
    func setting(_ text: String, at address: EntryAddress) throws(EditError) -> FileEdit {
        try checkEditable(address)
        let key = try local(address.key)
        guard let entry = document.message(key) else {
            return try adding(text, key: key, at: address)
        }
        let field = try translationField(of: entry, at: address)
        let old = field.existing?.text
        if old == text && !entry.isFuzzy { return unchanged(address, at: field.offset) }
        var splices = [splice(field, with: text)]
        if entry.isFuzzy { splices += withoutFuzzy(entry) }
        let bytes = apply(splices)
        let kind: ChangeDescription.Kind = (old ?? "").isEmpty ? .added : .changed
        return FileEdit(
            bytes: bytes,
            change: ChangeDescription(
                kind: kind, line: lineNumber(of: field.offset), subject: address.description,
                old: (old ?? "").isEmpty ? nil : ValueSummary.quoted(old!), new: ValueSummary.quoted(text)))
    }

    /// Clears the translation at `address` (every form without a selector): the entry stays, untranslated,
    /// since its `msgid` is source text.
    func removing(_ address: EntryAddress) throws(EditError) -> FileEdit {
        try checkEditable(address)
        guard let entry = document.message(try local(address.key)), !entry.isUntranslated else {
            throw .noSuchKey(address.key)
        }
        let fields: [Located]
        if address.selector == nil {
            fields = entry.translations.map {
                Located(existing: $0, keyword: keyword($0.index), offset: $0.range.lowerBound)
            }
        } else {
            fields = [try translationField(of: entry, at: address)]
        }
        let old = fields.compactMap(\.existing?.text).first { !$0.isEmpty }
        guard let old else { throw .noSuchKey(address.key) }
        var splices = fields.filter { $0.existing != nil }.map { splice($0, with: "") }
        let clearsAll = address.selector == nil || entry.translations.filter { !$0.text.isEmpty }.count == 1
        if clearsAll && entry.isFuzzy { splices += withoutFuzzy(entry) }
        return FileEdit(
            bytes: apply(splices),
            change: ChangeDescription(
                kind: .removed, line: lineNumber(of: fields[0].offset), subject: address.description,
                old: ValueSummary.quoted(old), new: nil))
    }

    /// Records a state the PO way: needs review is the `fuzzy` flag, translated its absence. The flag goes first
    /// on the entry's `#,` line, as gettext writes it (`#, fuzzy, c-format`), or on a new `#,` line where gettext
    /// puts one (after the `#`, `#.` and `#:` comments, before `#|`); removing it keeps the other flags (and
    /// the line goes when none remains).
    ///
    /// - Throws: `.noSuchKey` when the key has no translation; `.notInFormat` for needs translation, which a
    ///   PO file has no mark for, and for the source language.
    func settingState(_ state: RecordedState, forKey key: String) throws(EditError) -> FileEdit {
        let subject = "\(file.language.tag.map(\.description) ?? "base") \(EntryAddress(key: key).description)"
        try checkEditable(EntryAddress(key: key))
        guard let entry = document.message(try local(key)), !entry.isUntranslated, let msgid = entry.msgid else {
            throw .noSuchKey(EntryAddress(key: key).description)
        }
        let old: RecordedState = entry.isFuzzy ? .needsReview : .translated
        let splices: [(Range<Int>, String)]
        switch state {
        case .needsTranslation:
            throw .notInFormat(
                .gettext, what: "the state needs-translation",
                reason: "a PO entry is translated, fuzzy (needs review) or untranslated (an empty msgstr), and "
                    + "a copied placeholder would read as a translation: mark it needs-review, or remove it")
        case .translated: splices = withoutFuzzy(entry)
        case .needsReview: splices = entry.isFuzzy ? [] : [withFuzzy(entry)]
        }
        let line = lineNumber(of: msgid.offset)
        guard !splices.isEmpty else {
            return FileEdit(
                bytes: file.bytes,
                change: ChangeDescription(
                    kind: .unchanged, line: line, subject: subject, old: state.rawValue, new: state.rawValue))
        }
        let bytes = apply(splices)
        let delta = bytes.count - file.bytes.count
        return FileEdit(
            bytes: bytes,
            change: ChangeDescription(
                kind: .changed, line: lineNumber(of: msgid.offset + delta, in: bytes), subject: subject,
                old: old.rawValue, new: state.rawValue))
    }

    /// Adds a comment to an entry that has none of its kind: the developer's as extracted `#.` lines (after the
    /// translator comments, before the `#:` references and flags, where `xgettext` puts them), a translator's
    /// as `# ` lines first in the entry, as `msgmerge` keeps them.
    ///
    /// - Throws: `.noSuchKey` when the file has no entry for the key.
    func addingComment(_ comment: String, forKey key: String, fromDeveloper: Bool) throws(EditError) -> FileEdit {
        guard let entry = document.message(try local(key)) else { throw .noSuchKey(EntryAddress(key: key).description) }
        let marker = fromDeveloper ? "#." : "#"
        let at =
            fromDeveloper
            ? entry.comments.first { $0.marker != "# " && $0.marker != "#." }?.range.lowerBound
                ?? entry.fields[0].range.lowerBound
            : entry.range.lowerBound
        let lines = comment.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? marker : "\(marker) \($0)"
        }
        return CommentLines.inserting(lines, beforeLineOf: at, in: file.bytes, key: key)
    }

    /// The splice that adds `fuzzy` to an entry that does not have it.
    private func withFuzzy(_ entry: PODocument.Entry) -> (Range<Int>, String) {
        if let flags = entry.comments.first(where: { $0.marker == "#," }) {
            guard !flags.text.isEmpty else { return (flags.range, "#, fuzzy" + document.lineBreak) }
            // After `#,` and the blanks that follow it: the other flags stay as written.
            var at = flags.range.lowerBound + 2
            while at < flags.range.upperBound, file.bytes[at] == 0x20 || file.bytes[at] == 0x09 { at += 1 }
            return (at..<at, "fuzzy, ")
        }
        let at = entry.comments.first { $0.marker == "#|" }?.range.lowerBound ?? entry.fields[0].range.lowerBound
        return (at..<at, "#, fuzzy" + document.lineBreak)
    }

    // MARK: - Pieces

    /// A translation field to write: the one there, or where a missing `msgstr[i]` goes.
    struct Located {
        var existing: PODocument.Field?
        var keyword: String
        /// Where the field is or goes (the start of its line).
        var offset: Int
    }

    private func checkEditable(_ address: EntryAddress) throws(EditError) {
        if file.language == .base {
            throw .notInFormat(
                .gettext, what: "an edit of the source text",
                reason: "the source texts are the msgids, written in the program: change them there and update "
                    + "the files with xgettext and msgmerge")
        }
        if address.width != nil {
            throw .notInFormat(.gettext, what: "a width variation", reason: "a PO entry has one text per plural form")
        }
        if !address.groups.isEmpty {
            throw .notInFormat(.gettext, what: "a group of keys", reason: "PO keys are not nested")
        }
    }

    /// The key in the file: without the domain's `errors:` prefix (`LanguageFile.keyPrefix`).
    ///
    /// - Throws: `.notInFormat` for a key without the file's prefix, which belongs to another domain.
    func local(_ key: String) throws(EditError) -> String {
        guard key.hasPrefix(file.keyPrefix) else {
            throw .notInFormat(
                .gettext, what: "the key \(key) in \(file.fileName)",
                reason: "the keys of \(file.fileName) start with '\(file.keyPrefix)'; a domain is a file of its own")
        }
        return String(key.dropFirst(file.keyPrefix.count))
    }

    private static func pluralsNeedSource(_ key: String) -> EditError {
        .notInFormat(
            .gettext, what: "plural forms for \(key)",
            reason: "plural forms need a msgid_plural, which comes from the program (ngettext)")
    }

    private func keyword(_ index: Int?) -> String { index.map { "msgstr[\($0)]" } ?? "msgstr" }

    private func translationField(of entry: PODocument.Entry, at address: EntryAddress) throws(EditError) -> Located {
        let translations = entry.translations
        guard entry.msgidPlural != nil else {
            guard address.selector == nil else { throw Self.pluralsNeedSource(address.key) }
            let field = translations[0]
            return Located(existing: field, keyword: "msgstr", offset: field.range.lowerBound)
        }
        let forms = GettextFormat.categoryForms(of: document, rules: file.rules)
        guard let selector = address.selector else {
            throw .noVariants(
                address.description, found: "a text for every plural form: name the form (one, few, other)")
        }
        guard let category = PluralCategory(rawValue: selector),
            let form = forms.first(where: { $0.category == category })?.form
        else {
            throw .noSuchVariant(address.key, selector: selector, existing: forms.map(\.category.rawValue))
        }
        if let field = translations.first(where: { $0.index == form }) {
            return Located(existing: field, keyword: keyword(form), offset: field.range.lowerBound)
        }
        let after = translations.filter { ($0.index ?? 0) < form }.last ?? translations.last!
        return Located(existing: nil, keyword: keyword(form), offset: after.range.upperBound)
    }

    private func splice(_ field: Located, with text: String) -> (Range<Int>, String) {
        let lines = POString.fieldLines(keyword: field.keyword, text: text)
        let replacement = lines.map { $0 + document.lineBreak }.joined()
        let range = field.existing?.range ?? field.offset..<field.offset
        return (range, replacement)
    }

    /// The `#,` lines rewritten without `fuzzy` (removed when no flag remains).
    private func withoutFuzzy(_ entry: PODocument.Entry) -> [(Range<Int>, String)] {
        entry.comments.filter { $0.marker == "#," }.compactMap { comment in
            let flags = comment.text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard flags.contains("fuzzy") else { return nil }
            let kept = flags.filter { $0 != "fuzzy" && !$0.isEmpty }
            return (comment.range, kept.isEmpty ? "" : "#, " + kept.joined(separator: ", ") + document.lineBreak)
        }
    }

    /// Appends an entry for a new key: `msgstr` set to the text; for a plural form, an entry with the key as its
    /// `msgid_plural` too (the program's plural text is not known; the key stands for it as the msgid does) and
    /// as many `msgstr[i]` as the file's `Plural-Forms` has, the form of the category the text. `key` is the key in
    /// the file (without its domain's prefix).
    ///
    /// - Throws: `.noSuchVariant` for a selector that is none of the language's categories with a form.
    private func adding(_ text: String, key: String, at address: EntryAddress) throws(EditError) -> FileEdit {
        var lines: [String] = []
        var msgid = key
        if let separator = key.firstIndex(of: "\u{4}") {
            lines += POString.fieldLines(keyword: "msgctxt", text: String(key[..<separator]))
            msgid = String(key[key.index(after: separator)...])
        }
        lines += POString.fieldLines(keyword: "msgid", text: msgid)
        if let selector = address.selector {
            let forms = GettextFormat.categoryForms(of: document, rules: file.rules)
            guard let category = PluralCategory(rawValue: selector),
                let form = forms.first(where: { $0.category == category })?.form
            else {
                throw .noSuchVariant(key, selector: selector, existing: forms.map(\.category.rawValue))
            }
            lines += POString.fieldLines(keyword: "msgid_plural", text: msgid)
            for index in 0..<GettextFormat.pluralForms(of: document).count {
                lines += POString.fieldLines(keyword: keyword(index), text: index == form ? text : "")
            }
        } else {
            lines += POString.fieldLines(keyword: "msgstr", text: text)
        }
        let breakBytes = Array(document.lineBreak.utf8)
        var bytes = file.bytes
        if !bytes.isEmpty && bytes.last != 0x0A { bytes += breakBytes }
        let offset = bytes.count + (bytes.isEmpty ? 0 : breakBytes.count)
        if !bytes.isEmpty { bytes += breakBytes }
        bytes += Array(lines.map { $0 + document.lineBreak }.joined().utf8)
        return FileEdit(
            bytes: bytes,
            change: ChangeDescription(
                kind: .added, line: lineNumber(of: offset, in: bytes), subject: address.description, old: nil,
                new: ValueSummary.quoted(text)))
    }

    private func unchanged(_ address: EntryAddress, at offset: Int) -> FileEdit {
        FileEdit(
            bytes: file.bytes,
            change: ChangeDescription(
                kind: .unchanged, line: lineNumber(of: offset), subject: address.description, old: nil, new: nil))
    }

    private func apply(_ splices: [(Range<Int>, String)]) -> [UInt8] {
        var bytes = file.bytes
        for (range, text) in splices.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(text.utf8))
        }
        return bytes
    }

    private func lineNumber(of offset: Int, in bytes: [UInt8]? = nil) -> Int {
        LanguageEdits.lineNumber(of: offset, in: bytes ?? file.bytes)
    }
}
