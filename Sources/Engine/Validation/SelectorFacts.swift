/// What one selector of one file matches, over the sweep, in Glossa and in the legacy runtime model.
struct SelectorFacts: Sendable {
    /// What kind of selector it is, without its payload (cheap to test for every variant).
    enum Kind: Sendable, Equatable {
        case category(PluralCategory)
        case exactNumber(PluralCategory)
        case unusedCategory(PluralCategory)
        case ordinal(PluralCategory)
        case moreThanOne, expression, shared, unknown, malformed, textMatch, device
    }

    /// What kind of selector it is.
    var kind = Kind.unknown
    /// The numbers an explicit selector matches in Glossa (`nil` for categories and non-matching selectors).
    var match: NumberSet?
    /// The exact interval of an interval kind (`ie:`, `iex:`, exact numbers, `>one`).
    var interval: NumberInterval?
    /// Whether the selector makes its entry a plural one (a category other than `other`, an exact number,
    /// `>one`, an `ie:`/`iex:` expression, an `exp:` that matches numbers).
    var isNumeric = false
    /// Whether it matches exactly one number (`ie:x=3`, `zero` in Arabic, `one` in English): a text for it
    /// may leave the number out.
    var isSingleNumber = false
    /// Where an `exp:` pattern gave up while the validator tried numbers, if it did.
    var regexGaveUpAt: String?
    /// How the legacy runtime reads the selector, when the portability rules run.
    var legacy: LegacyPattern?
    /// The numbers (as an app passes them) the legacy runtime matches with it.
    var legacyMatch: NumberSet?
}

extension PluralRules {
    /// Whether a category of these rules holds exactly one number (`one` in English: 1; `zero` in Arabic: 0
    /// and 0.0), so that its text may leave the number out.
    func isSingleNumber(_ category: PluralCategory) -> Bool {
        let examples = examples(category)
        guard examples.integers.count == 1, !examples.integerSummary.contains("…"),
            let value = try? NumberLiteral(examples.integers[0])
        else { return false }
        return examples.decimals.allSatisfy { (try? NumberLiteral($0))?.isNumericallyEqual(value) ?? false }
    }
}
