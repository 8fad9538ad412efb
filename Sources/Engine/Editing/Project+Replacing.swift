/// One string that a search and replace changes: where, its text before and after, and how many occurrences.
public struct TextReplacement: Sendable, Equatable {
    /// The language of the string.
    public var language: FileLanguage
    /// The key, and the variant and width that lead to the string.
    public var address: EntryAddress
    /// The text as it is.
    public var before: String
    /// The text with every occurrence replaced.
    public var after: String
    /// How many occurrences the string has.
    public var occurrences: Int

    /// The change that makes it (`Project.settingTexts(_:)`).
    public var change: TextChange { TextChange(language: language, address: address, text: after) }
}

extension Project {
    /// Every string of `languages` that holds `search`, with what replacing each occurrence by `replacement`
    /// makes of it: by key in the project's order, then by language in the order given, then in the entry's
    /// order (its variants, their width variations). Files that do not parse and values of the wrong shape
    /// are left out.
    ///
    /// - Complexity: one look at every string of the languages searched, a language per core.
    public func replacements(of search: LiteralSearch, with replacement: String, in languages: [FileLanguage])
        -> [TextReplacement]
    {
        guard !search.text.isEmpty else { return [] }
        let byLanguage = ConcurrentWork.map(languages.count) { position in
            let language = languages[position]
            var found: [(id: Int, position: Int, replacements: [TextReplacement])] = []
            for id in keys.indices {
                // Most strings are ruled out by their bytes (`LiteralSearch.mayOccur`), without splitting them
                // into graphemes or listing them with their addresses.
                guard let index = fileIndex(of: language, keyID: id), let entry = entry(keyID: id, file: index),
                    entry.value.containsText(where: search.mayOccur)
                else { continue }
                let replacements = files[index].strings(of: entry).compactMap { address, text -> TextReplacement? in
                    guard let (after, count) = search.replacing(in: text, with: replacement) else { return nil }
                    return TextReplacement(
                        language: language, address: address, before: text, after: after, occurrences: count)
                }
                if !replacements.isEmpty { found.append((id, position, replacements)) }
            }
            return found
        }
        // By key, then by language as given (each pair once).
        return byLanguage.joined().sorted { ($0.id, $0.position) < ($1.id, $1.position) }.flatMap(\.replacements)
    }
}

extension LanguageFile {
    /// The strings of an entry with their addresses, in file order: its text, or each variant's text, or each
    /// width variation's (under its variant); parts of the wrong shape are left out.
    public func strings(of entry: Entry) -> [(address: EntryAddress, text: String)] {
        func widths(_ widths: WidthVariations, selector: String?) -> [(address: EntryAddress, text: String)] {
            widths.variations.map {
                (EntryAddress(key: entry.key, selector: selector, width: $0.width), $0.text)
            }
        }
        switch entry.value {
        case .text(let text): return [(EntryAddress(key: entry.key), text)]
        case .widths(let variations): return widths(variations, selector: nil)
        case .invalid: return []
        case .variants(let variants):
            return variants.flatMap { variant -> [(address: EntryAddress, text: String)] in
                let selector = selectorText(variant)
                switch variant.content {
                case .text(let text): return [(EntryAddress(key: entry.key, selector: selector), text)]
                case .widths(let variations): return widths(variations, selector: selector)
                case .invalid: return []
                }
            }
        }
    }
}
