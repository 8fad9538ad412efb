extension LanguageFile {
    /// Loads a key–value JSON file (`.json`) or an i18next v4 file (`.i18next`) from its bytes; never throws
    /// (problems are kept on the file).
    ///
    /// Keys are the members' names joined with `.` (`KeyValueLeaves`), after `keyPrefix` (`common:` for
    /// i18next's `<tag>/common.json`). In i18next files, members with a plural suffix (`key_few`,
    /// `key_ordinal_one`) are the variants of one entry `key`, at the place of the first of them; a bare
    /// `key` beside them is reported and not used.
    init(
        keyValue bytes: [UInt8], fileName: String, language: FileLanguage, rules: PluralRules, format: FormatName,
        keyPrefix: String = ""
    ) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: format)
        guard let document = parseJSON() else { return }
        let leaves = KeyValueLeaves(document, language: KeyValueLeaves.language(of: language, rules: rules))
        problems = leaves.problems
        guard format == .i18next else {
            entries = EntryTable(
                leaves.leaves.map { Entry(key: keyPrefix + $0.key, value: .text($0.text), offset: $0.keyOffset) })
            return
        }
        var grouped = KeyValueEntries(rules: rules)
        for leaf in leaves.leaves { grouped.add(leaf) }
        entries = EntryTable(grouped.entries(keyPrefix: keyPrefix))
        problems += grouped.problems
        adopt(selectors: grouped.selectors.selectors)
    }
}

/// i18next's entries: plain keys, and plural forms gathered into one entry per key.
private struct KeyValueEntries {
    let rules: PluralRules
    private(set) var selectors = SelectorTable()
    private(set) var problems: [ValueProblem] = []
    /// Entries in order: a text, or the variants of a key and the path of its first form.
    private var items: [(key: String, offset: Int, text: String?, variants: [Variant], firstPath: [String])] = []
    private var plural: [String: Int] = [:]

    init(rules: PluralRules) { self.rules = rules }

    mutating func add(_ leaf: KeyValueLeaves.Leaf) {
        guard let (base, suffix) = PluralSuffix.split(leaf.key) else {
            items.append((leaf.key, leaf.keyOffset, leaf.text, [], leaf.path))
            return
        }
        let selector = selectors.index(of: suffix.selectorText) { suffix.selector(rules: rules) }
        let variant = Variant(selector: selector, content: .text(leaf.text), offset: leaf.keyOffset)
        if let index = plural[base] {
            items[index].variants.append(variant)
        } else {
            plural[base] = items.count
            items.append((base, leaf.keyOffset, nil, [variant], leaf.path))
        }
    }

    /// The entries, with a bare key beside its plural forms left out (and reported).
    mutating func entries(keyPrefix: String) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            if let text = item.text {
                if let forms = plural[item.key] {
                    problems.append(
                        ValueProblem(.sameKey(items[forms].firstPath), path: item.firstPath, offset: item.offset))
                    continue
                }
                entries.append(Entry(key: keyPrefix + item.key, value: .text(text), offset: item.offset))
            } else {
                entries.append(Entry(key: keyPrefix + item.key, value: .variants(item.variants), offset: item.offset))
            }
        }
        return entries
    }
}
