extension LanguageFile {
    /// Reads one language of a PO file (or of a `.pot` template); never throws (a syntax error is kept on the
    /// file, which then has no entries).
    ///
    /// The source language (`base`) has the `msgid`s: a plural entry's `msgid` as `one`, its `msgid_plural`
    /// as `other`. A language has its translations: `msgstr`, or each `msgstr[i]` as the CLDR categories
    /// whose example numbers `Plural-Forms` sends to form `i`. Untranslated entries (every `msgstr` empty)
    /// are left out, so that they fall back to the `msgid` as gettext does. `fuzzy` translations are kept and
    /// shown, recorded as needing review (`nativeStates`, DESIGN §12), and not delivered (`delivered`: `msgfmt`
    /// leaves them out, so the app receives the `msgid`); obsolete `#~` entries are never keys.
    ///
    /// - Parameter keyPrefix: what the file's keys start with in the project (`errors:` in a domain other than
    ///   the default one, `GettextFormat.keyPrefix(ofPath:defaultDomain:)`).
    init(gettext fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules, keyPrefix: String = "") {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .gettext)
        self.keyPrefix = keyPrefix
        let document: PODocument
        do throws(POSyntaxError) {
            document = try PODocument(bytes: bytes)
        } catch {
            syntaxError = error.asFileError
            return
        }
        var selectors = SelectorTable()
        // Forms come from `Plural-Forms` (or the msgids), so each is a category of the language.
        func selector(_ category: PluralCategory) -> Int {
            selectors.index(of: category.rawValue) { .category(category) }
        }
        let forms = language == .base ? [] : GettextFormat.categoryForms(of: document, rules: rules)
        var built: [Entry] = []
        var states: [String: StateRecord] = [:]
        var seen: Set<String> = []
        for message in document.messages {
            // A key written twice (msgfmt refuses it) counts once: the first, which edits change.
            guard let key = message.key.map({ keyPrefix + $0 }), let msgid = message.msgid, seen.insert(key).inserted
            else { continue }
            if let comment = Self.comment(of: message, isSource: language == .base) {
                notes[key, default: EntryNotes()].comment = comment
            }
            if language == .base {
                if let plural = message.msgidPlural {
                    built.append(
                        Entry(
                            key: key,
                            value: .variants([
                                Variant(selector: selector(.one), content: .text(msgid.text), offset: msgid.offset),
                                Variant(selector: selector(.other), content: .text(plural.text), offset: plural.offset),
                            ]), offset: msgid.offset))
                } else {
                    built.append(Entry(key: key, value: .text(msgid.text), offset: msgid.offset))
                }
                continue
            }
            guard !message.isUntranslated else { continue }
            if message.isFuzzy { states[key] = StateRecord(state: .needsReview, source: nil) }
            if message.msgidPlural == nil {
                guard let translation = message.translations.first else { continue }
                built.append(Entry(key: key, value: .text(translation.text), offset: msgid.offset))
                continue
            }
            var variants: [Variant] = []
            for (category, form) in forms {
                guard let field = message.translations.first(where: { $0.index == form }), !field.text.isEmpty else {
                    continue
                }
                variants.append(Variant(selector: selector(category), content: .text(field.text), offset: field.offset))
            }
            if !variants.isEmpty { built.append(Entry(key: key, value: .variants(variants), offset: msgid.offset)) }
        }
        entries = EntryTable(built)
        delivered = Dictionary(
            uniqueKeysWithValues: built.indices.filter { states[built[$0].key] != nil }.map { ($0, EntryValue?.none) })
        nativeStates = states
        adopt(selectors: selectors.selectors)
        if language != .base { problems = GettextFormat.pluralFormsProblems(of: document, rules: rules) }
    }

    /// An entry's comment for translators: the source's are the extracted comments (`#.`, the developer's, as
    /// `xgettext` copies them from the program), a language's its translator comments (`# `), each falling back
    /// on the other kind; several lines joined by line breaks.
    private static func comment(of message: PODocument.Entry, isSource: Bool) -> String? {
        let order = isSource ? ["#.", "# "] : ["# ", "#."]
        for marker in order {
            let lines = message.comments.filter { $0.marker == marker }.map(\.text)
            if lines.contains(where: { !$0.isEmpty }) { return lines.joined(separator: "\n") }
        }
        return nil
    }
}
