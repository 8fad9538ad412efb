/// An i18next v4 plural suffix (`_few`, `_ordinal_one`): a CLDR category, cardinal or ordinal, that makes
/// the member `key_few` a variant of the entry `key`.
struct PluralSuffix: Sendable, Hashable {
    /// The category.
    var category: PluralCategory
    /// Whether it is an ordinal form (`_ordinal_one`).
    var isOrdinal: Bool

    /// The suffix as written after the key (`_few`, `_ordinal_one`).
    var suffix: String { (isOrdinal ? "_ordinal_" : "_") + category.rawValue }

    /// The variant's selector as Glossa shows and edits it: `few`, `ordinal_one`.
    var selectorText: String { (isOrdinal ? "ordinal_" : "") + category.rawValue }

    /// The suffix a selector names (`few`, `ordinal_one`), or `nil`.
    init?(selector: String) {
        let isOrdinal = selector.hasPrefix("ordinal_")
        guard let category = PluralCategory(rawValue: String(isOrdinal ? selector.dropFirst(8) : selector[...]))
        else { return nil }
        self.category = category
        self.isOrdinal = isOrdinal
    }

    private init(category: PluralCategory, isOrdinal: Bool) {
        self.category = category
        self.isOrdinal = isOrdinal
    }

    /// Splits a member name into its entry's key and its suffix (`item_count_one` → `item_count`, `one`):
    /// the suffix is the last `_` segment, after `_ordinal` for ordinals; `nil` when the name has none or
    /// nothing before it.
    static func split(_ name: String) -> (base: String, suffix: PluralSuffix)? {
        guard let underscore = name.lastIndex(of: "_"),
            let category = PluralCategory(rawValue: String(name[name.index(after: underscore)...]))
        else { return nil }
        let head = name[..<underscore]
        if head.hasSuffix("_ordinal"), head.count > 8 {
            return (String(head.dropLast(8)), PluralSuffix(category: category, isOrdinal: true))
        }
        guard !head.isEmpty else { return nil }
        return (String(head), PluralSuffix(category: category, isOrdinal: false))
    }

    /// What the form means in a language with `rules` (research C.2): a category the language has; `_zero`
    /// is also exact 0 where the language has no zero category (i18next tries it for a count of 0 in every
    /// language); another category the language lacks is never used; an ordinal form never answers a
    /// cardinal lookup.
    func selector(rules: PluralRules) -> Selector {
        if isOrdinal { return .ordinal(category) }
        return SelectorTable.meaning(of: category, rules: rules)
    }

    /// The order i18next writes forms in (`suffixesOrder`): zero, one, two, few, many, other; cardinal
    /// forms before ordinal ones.
    var order: Int { (isOrdinal ? 6 : 0) + PluralCategory.allCases.firstIndex(of: category)! }
}
