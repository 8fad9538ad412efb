/// The CLDR plural rules of one locale, cardinal and ordinal, compiled into Swift.
///
/// Create it from a language tag; it resolves to the nearest locale CLDR has rules for: CLDR's
/// parent-locale exceptions first (`en-GB` → `en_001`, `pt-AO` → `pt_PT`), otherwise by dropping the last
/// part (`sr-Latn-RS` → `sr_Latn`, `pt-BR` → `pt`), and finally `root`, where every number is `other`.
/// A locale without ordinal rules of its own takes them from the first ancestor that has them (`pt_PT`
/// from `pt`), or from root.
///
/// Selecting a category is a switch on a small number into generated code (see
/// `PluralRules+Generated.swift`, made by `scripts/generate-plurals.py`): no lookup, no allocation.
public struct PluralRules: Sendable, Hashable {
    /// The index of the locale in ``knownLocales``, or -1 for root.
    let localeIndex: Int16
    /// The index of the locale the ordinal rules come from, or -1 for root.
    let ordinalLocaleIndex: Int16
    let cardinalRuleSet: UInt8
    let ordinalRuleSet: UInt8

    /// The rules of `root`: every number is `other`.
    public static let root = PluralRules(knownLocaleIndex: -1)

    /// Resolves a BCP 47 tag (`-` or `_`, any case) to the nearest CLDR locale.
    ///
    /// - Throws: ``LocaleTagError`` for a malformed tag. A well-formed tag of a language CLDR does not know
    ///   (`xx`, `und`) is not an error: it gives the root rules, and ``isRoot`` says so.
    public init(locale tag: String) throws(LocaleTagError) {
        self.init(locale: try LocaleTag(tag))
    }

    /// Resolves a parsed tag to the nearest CLDR locale; see the initializer that takes a `String`.
    public init(locale tag: LocaleTag) {
        var candidate = tag.cldrIdentifier.lowercased()
        while true {
            if let index = Self.localeIndexByLowercasedName[candidate] {
                self.init(knownLocaleIndex: index)
                return
            }
            if let parent = Self.parentByLowercasedName[candidate] {
                candidate = parent
            } else if let separator = candidate.lastIndex(of: "_") {
                candidate = String(candidate[..<separator])
            } else {
                break
            }
        }
        self.init(knownLocaleIndex: -1)
    }

    private init(knownLocaleIndex index: Int16) {
        localeIndex = index
        if index < 0 {
            ordinalLocaleIndex = -1
            cardinalRuleSet = 0
            ordinalRuleSet = 0
        } else {
            ordinalLocaleIndex = Self.ordinalSourceOfLocale[Int(index)]
            cardinalRuleSet = Self.cardinalRuleSetOfLocale[Int(index)]
            ordinalRuleSet = Self.ordinalRuleSetOfLocale[Int(index)]
        }
    }

    /// The CLDR locale whose cardinal rules these are, as CLDR writes it: `ru`, `pt_PT`, `root`.
    public var cldrLocale: String {
        localeIndex < 0 ? "root" : Self.knownLocales[Int(localeIndex)]
    }

    /// The CLDR locale the ordinal rules come from: the same as ``cldrLocale`` when it has ordinal rules,
    /// else the nearest ancestor that has them (`pt` for `pt_PT`), else `root`.
    public var ordinalCLDRLocale: String {
        ordinalLocaleIndex < 0 ? "root" : Self.knownLocales[Int(ordinalLocaleIndex)]
    }

    /// Whether the tag resolved to `root`: CLDR has no rules for its language (or `root` was asked for).
    public var isRoot: Bool { localeIndex < 0 }

    /// The category of a number given by its operands.
    ///
    /// - Parameter ordinal: `true` for ordinal rules ("1st, 2nd, 3rd"), `false` for cardinal ("1 day").
    /// - Complexity: O(1), no allocation.
    public func category(_ operands: PluralOperands, ordinal: Bool = false) -> PluralCategory {
        Self.select(ruleSet: ordinal ? ordinalRuleSet : cardinalRuleSet, operands)
    }

    /// The category of a number as written: `1` is `one` in English, `1.0` is `other`.
    ///
    /// - Parameter ordinal: `true` for ordinal rules, `false` for cardinal.
    public func category(of number: NumberLiteral, ordinal: Bool = false) -> PluralCategory {
        Self.select(ruleSet: ordinal ? ordinalRuleSet : cardinalRuleSet, number.operands)
    }

    /// The categories the locale uses, in CLDR order (zero, one, two, few, many, other); always ends with
    /// `other`.
    public func categories(ordinal: Bool = false) -> [PluralCategory] {
        Self.categoriesOfRuleSet[Int(ordinal ? ordinalRuleSet : cardinalRuleSet)]
    }

    /// Example numbers for a category, computed from the rules when the code was generated.
    ///
    /// Ordinal examples have no decimals (ordinals count whole things). A category the locale does not use
    /// has no examples.
    public func examples(_ category: PluralCategory, ordinal: Bool = false) -> PluralExamples {
        let ruleSet = Int(ordinal ? ordinalRuleSet : cardinalRuleSet)
        guard let position = Self.categoriesOfRuleSet[ruleSet].firstIndex(of: category) else {
            return PluralExamples(integers: [], decimals: [], integerSummary: "", decimalSummary: "")
        }
        let examples = Self.examplesOfRuleSet[ruleSet][position]
        return ordinal ? examples.withoutDecimals : examples
    }
}
