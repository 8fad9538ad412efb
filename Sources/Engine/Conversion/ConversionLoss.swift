/// One thing of one key in one language that a conversion could not write as it was (`ConversionReport`).
public struct ConversionLoss: Sendable, Equatable {
    /// What kind of construct was lost.
    public enum Construct: String, Sendable, Equatable, CaseIterable {
        /// The whole key: the target refused its name or its value.
        case key
        /// A variant of a CLDR category the language uses.
        case category
        /// A variant of a CLDR category the language does not use (`few` in English): it never answers.
        case unusedCategory = "unused-category"
        /// A variant for one exact number (`ie:x=0`, `=0`, `_zero`).
        case exactNumber = "exact-number"
        /// A variant for a range of numbers (`ie:x>=2`, `iex:2<=x<=4`, `>one`).
        case range
        /// A variant chosen by a regular expression (`exp:`).
        case regex
        /// A variant chosen by a text input equal to its name (JSONlize's `keys`).
        case textMatch = "text-match"
        /// A device variant (an `.xcstrings` `variations.device`).
        case device
        /// An ordinal plural form (i18next's `_ordinal_one`).
        case ordinal
        /// A variant whose selector never matches (`more`, not a category or an expression).
        case unknownSelector = "unknown-selector"
        /// A form of a second substitution variable (`%#@name@` after the first in an `.xcstrings` entry).
        case substitution
        /// Width variations (`@N`).
        case widths
        /// A translation state recorded in the file.
        case state
        /// The developer's comment for translators.
        case comment

        /// The construct in words: "a range".
        public var phrase: String {
            switch self {
            case .key: return "the key"
            case .category: return "a plural form"
            case .unusedCategory: return "a plural form the language does not use"
            case .exactNumber: return "an exact number"
            case .range: return "a range"
            case .regex: return "a regular expression"
            case .textMatch: return "a text match"
            case .device: return "a device variant"
            case .ordinal: return "an ordinal form"
            case .unknownSelector: return "a selector that never matches"
            case .substitution: return "a form of another substitution variable"
            case .widths: return "width variations"
            case .state: return "a translation state"
            case .comment: return "a comment"
            }
        }
    }

    /// What was written instead.
    public enum Outcome: Sendable, Equatable {
        /// Nothing.
        case dropped
        /// The text as exact-number variants, each named as the target writes it (`=2`, `=3`, `=4`): a bounded
        /// range's whole numbers.
        case exactCases([String])
        /// The text as these categories' variants: the categories whose CLDR example numbers all match.
        case categories([PluralCategory])
        /// The text of the widest variation (`@N`), without widths.
        case widestText(Int)
        /// The text as the key's plain text.
        case plainText
        /// The text under another selector of the same effect, as the target writes it (a text match as the
        /// regular expression `exp:^male$`).
        case selector(String)
        /// Nothing: the variant's category holds the text of this explicit selector instead, which the
        /// source chooses first for every example number of the category.
        case replaced(by: String)
        /// A form the source does not have, which the target shows with the text of the form it shares its place
        /// with (a PO `msgstr[2]` that is Polish `many` and `other`): this text.
        case added(String)

        /// The outcome in words: "written as exact cases =2, =3, =4".
        public var phrase: String {
            switch self {
            case .dropped: return "dropped"
            case .exactCases(let cases): return "written as the exact cases \(cases.joined(separator: ", "))"
            case .categories(let categories):
                return "written as \(categories.map(\.rawValue).joined(separator: ", "))"
            case .widestText(let width): return "written as its widest text (@\(width))"
            case .plainText: return "written as the plain text"
            case .selector(let selector): return "written as \(selector)"
            case .replaced(let selector): return "replaced by the text of \(selector)"
            case .added(let text): return "added as \"\(text)\""
            }
        }

        /// The outcome's name in JSON reports: `dropped`, `exact-cases`, ….
        public var name: String {
            switch self {
            case .dropped: return "dropped"
            case .exactCases: return "exact-cases"
            case .categories: return "categories"
            case .widestText: return "widest-text"
            case .plainText: return "plain-text"
            case .selector: return "selector"
            case .replaced: return "replaced"
            case .added: return "added"
            }
        }
    }

    /// The key.
    public var key: String
    /// The language, as the source project names it (`base` is its source language).
    public var language: FileLanguage
    /// The construct.
    public var construct: Construct
    /// The source's selector of the variant (`ie:x=0`), if the loss is a variant's.
    public var selector: String?
    /// The widths (`@N`) of lost width variations, widest last.
    public var widths: [Int]
    /// What was written instead.
    public var outcome: Outcome
    /// Why, in the target format's words (its `EditError.notInFormat`, or what it read back instead).
    public var reason: String

    /// A loss.
    public init(
        key: String, language: FileLanguage, construct: Construct, selector: String? = nil, widths: [Int] = [],
        outcome: Outcome, reason: String
    ) {
        self.key = key
        self.language = language
        self.construct = construct
        self.selector = selector
        self.widths = widths
        self.outcome = outcome
        self.reason = reason
    }

    /// The key with the selector and widths: `"photos.count" › ie:x=0`, `"back" › @100 @200`.
    public var subject: String {
        var text = EntryAddress(key: key, selector: selector).description
        if !widths.isEmpty { text += " › " + widths.map { "@\($0)" }.joined(separator: " ") }
        return text
    }
}
