extension LanguageFile {
    /// Reads one `.strings` table of a language: each pair a text, escapes decoded; the pairs of one plural
    /// entry in `convention` (`KEY##{few}`, `key{few}`) gathered into its variants; keys of a table other than
    /// `Localizable` written `Table:key` (DESIGN §11); the comment above a pair its entry's comment. A key
    /// written twice counts once, its last value, and is reported (a `duplicateKey` notice); a key that is both
    /// a text and plural forms (`KEY` beside `KEY##{one}`, as Smartling's demo has) shows its plural forms, the
    /// text staying in the file. Never throws: a file that does not parse keeps its bytes and the error.
    ///
    /// - Parameter shared: Swifternalization's shared expressions visible to the language.
    init(
        appleStrings fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules,
        convention: StringsPluralConvention, shared: [String: SharedExpressions.Definition]
    ) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .strings)
        pluralConvention = convention.rawValue
        let document: StringsDocument
        do throws(JSONSyntaxError) {
            document = try StringsDocument(bytes: bytes)
        } catch {
            syntaxError = error
            return
        }
        let prefix = AppleStringsFormat.keyPrefix(ofPath: fileName)
        var selectors = SelectorTable()
        var entries: [Entry] = []
        var position: [String: Int] = [:]
        var firstOffset: [String: Int] = [:]
        var notices: [JSONNotice] = []
        var notes: [String: EntryNotes] = [:]
        let sharedNames = Set(shared.keys)
        for pair in document.pairs {
            let offset = document.fileOffset(pair.key.range.lowerBound)
            let storageKey = prefix + pair.key.text
            if let first = firstOffset[storageKey] {
                notices.append(JSONNotice(kind: .duplicateKey(storageKey, firstOffset: first), offset: offset))
            } else {
                firstOffset[storageKey] = offset
            }
            let split = convention.split(pair.key.text, shared: sharedNames)
            let key = split.map { prefix + $0.key } ?? storageKey
            if let comment = pair.comment, notes[key]?.comment == nil {
                notes[key, default: EntryNotes()].comment = comment
            }
            guard let split else {
                if let index = position[key] {
                    // Plural forms win over a text of the same key; a later text replaces an earlier one.
                    if case .text = entries[index].value {
                        entries[index] = Entry(key: key, value: .text(pair.text), offset: offset)
                    }
                } else {
                    position[key] = entries.count
                    entries.append(Entry(key: key, value: .text(pair.text), offset: offset))
                }
                continue
            }
            let selector =
                convention == .smartling
                ? selectors.index(of: PluralCategory(rawValue: split.selector)!, rules: rules)
                : selectors.index(of: split.selector) { Selector(split.selector, rules: rules, shared: shared) }
            let variant = Variant(selector: selector, content: .text(pair.text), offset: offset)
            guard let index = position[key] else {
                position[key] = entries.count
                entries.append(Entry(key: key, value: .variants([variant]), offset: offset))
                continue
            }
            guard case .variants(var variants) = entries[index].value else {
                entries[index] = Entry(key: key, value: .variants([variant]), offset: offset)
                continue
            }
            variants.removeAll { $0.selector == selector }
            variants.append(variant)
            entries[index].value = .variants(variants)
        }
        self.entries = EntryTable(entries)
        self.notices = notices
        self.notes = notes
        adopt(selectors: selectors.selectors)
    }
}
