/// What a variant's key means in one language (DESIGN §3), decided once when the file is loaded.
public enum Selector: Sendable {
    /// A CLDR category the language uses: chosen by the number's category (resolution step b, `other` step c).
    case category(PluralCategory)
    /// `zero`, `one` or `two` in a language without that category: the exact number 0, 1 or 2.
    case exactNumber(PluralCategory)
    /// `few` or `many` in a language without that category: never matches.
    case unusedCategory(PluralCategory)
    /// `>one`: Swifternalization's built-in for x > 1.
    case moreThanOne
    /// An explicit `ie:`, `iex:` or `exp:` expression.
    case expression(Expression)
    /// A name defined in `expressions.json`; it wins over a built-in of the same name.
    case shared(name: String, Expression)
    /// A text input equal to this text (JSONlize's `keys` members): tried in file order with the explicit
    /// selectors.
    case textMatch(String)
    /// An ordinal CLDR category (i18next's `_ordinal_one`): shown and edited; a cardinal lookup never picks it.
    case ordinal(PluralCategory)
    /// A device (`.xcstrings` `variations.device`: `iphone`, `mac`, `other`): a lookup, which names no device,
    /// picks `other`.
    case device(String)
    /// A form of a substitution variable that the lookup's number does not choose (`.xcstrings` and
    /// `.stringsdict` `%#@name@` after the first: `name.few`): shown and edited; a lookup never picks it.
    case variable(String, PluralCategory)
    /// Anything else (`"more"`): never matches.
    case unknown
    /// A malformed expression (or a shared name whose definition is malformed): never matches.
    case malformed(ExpressionError)

    /// Classifies a selector for a language with `rules`, given the shared expressions visible to it.
    public init(_ text: String, rules: PluralRules, shared: [String: SharedExpressions.Definition]) {
        if let definition = shared[text] {
            switch definition.expression {
            case .success(let expression): self = .shared(name: text, expression)
            case .failure(let error):
                self = .malformed(
                    ExpressionError("the shared expression '\(text)' is malformed: \(error.message)", at: 0))
            }
        } else if Expression.isExpressionSyntax(text) {
            do throws(ExpressionError) {
                self = .expression(try Expression(parsing: text))
            } catch {
                self = .malformed(error)
            }
        } else if let category = PluralCategory(rawValue: text) {
            if rules.categories().contains(category) {
                self = .category(category)
            } else if Self.exactNumbers[category] != nil {
                self = .exactNumber(category)
            } else {
                self = .unusedCategory(category)
            }
        } else if text == ">one" {
            self = .moreThanOne
        } else if text.hasPrefix("@") {
            self = .malformed(
                ExpressionError("a width '\(text)' cannot stand beside variants; put widths inside a variant", at: 0))
        } else {
            self = .unknown
        }
    }

    private static let exactNumbers: [PluralCategory: NumberLiteral] = [
        .zero: try! NumberLiteral("0"), .one: try! NumberLiteral("1"), .two: try! NumberLiteral("2"),
    ]

    /// The part this selector plays in resolution, without its payload (cheap to read in a loop).
    public var role: SelectorRole {
        switch self {
        case .category(let category): return .category(category)
        case .exactNumber, .moreThanOne, .expression, .shared, .textMatch: return .explicit
        case .device(let device): return device == "other" ? .category(.other) : .never
        case .unusedCategory, .unknown, .malformed, .ordinal, .variable: return .never
        }
    }

    /// Whether this selector is evaluated in file order before categories (resolution step a).
    public var isExplicit: Bool {
        switch self {
        case .exactNumber, .moreThanOne, .expression, .shared, .textMatch: return true
        case .category, .unusedCategory, .unknown, .malformed, .ordinal, .device, .variable: return false
        }
    }

    /// Whether an explicit selector matches a value (`number` is `nil` when the value is not a number).
    public func matchesExplicitly(number: NumberLiteral?, text: String) -> Bool {
        var budget = RegexBudget()
        return matchesExplicitly(number: number, text: text, budget: &budget)
    }

    /// `matchesExplicitly(number:text:)`, with an `exp:` search taking its steps from the lookup's `budget`.
    func matchesExplicitly(number: NumberLiteral?, text: String, budget: inout RegexBudget) -> Bool {
        switch self {
        case .exactNumber(let category):
            guard let number, let exact = Self.exactNumbers[category] else { return false }
            return number.numericOrder(exact) == .equal
        case .moreThanOne:
            guard let number else { return false }
            return number.numericOrder(Self.exactNumbers[.one]!) == .descending
        case .expression(let expression), .shared(_, let expression):
            return expression.matches(number: number, text: text, budget: &budget)
        case .textMatch(let match):
            return text == match
        case .category, .unusedCategory, .unknown, .malformed, .ordinal, .device, .variable:
            return false
        }
    }
}

/// The part a selector plays in resolution (DESIGN §4).
public enum SelectorRole: Sendable, Equatable {
    /// Tried in file order before categories (step a).
    case explicit
    /// Chosen by the number's CLDR category (step b; `other`, step c).
    case category(PluralCategory)
    /// Never matches.
    case never
}
