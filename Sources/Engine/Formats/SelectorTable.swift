/// The selectors of a file as its reader meets them: each distinct text once, with its meaning, numbered in
/// the order first met (what `Variant.selector` refers to and `LanguageFile.adopt(selectors:)` takes).
struct SelectorTable {
    /// The selectors in the order first met.
    private(set) var selectors: [(text: String, selector: Selector)] = []
    private var indices: [String: Int] = [:]

    /// The number of the selector written `text`, added with the meaning `meaning` gives when new.
    mutating func index(of text: String, meaning: () -> Selector) -> Int {
        if let index = indices[text] { return index }
        selectors.append((text, meaning()))
        indices[text] = selectors.count - 1
        return selectors.count - 1
    }

    /// The number of the selector of a CLDR category (`meaning(of:rules:)`) — the formats whose forms are
    /// named after CLDR categories.
    mutating func index(of category: PluralCategory, rules: PluralRules) -> Int {
        index(of: category.rawValue) { Self.meaning(of: category, rules: rules) }
    }

    /// What a form named after a CLDR category means in a language (DESIGN §3.1, in every format): the
    /// category when the language uses it; else `zero`, `one` and `two` the exact numbers 0, 1 and 2, and
    /// `few` and `many` nothing (`unusedCategory`).
    static func meaning(of category: PluralCategory, rules: PluralRules) -> Selector {
        if rules.categories().contains(category) { return .category(category) }
        return [.zero, .one, .two].contains(category) ? .exactNumber(category) : .unusedCategory(category)
    }
}
