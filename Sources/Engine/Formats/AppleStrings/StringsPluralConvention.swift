/// How a project's `.strings` files write plural forms (DESIGN §11): plain `.strings` have none, so libraries
/// store each form under a key of its own, and one entry of the model gathers them.
///
/// - Smartling's ios-i18n: `"KEY##{one}"`, `"KEY##{few}"` … → the entry `KEY` with CLDR categories.
/// - Swifternalization 1.x: `"key{one}"`, `"key{ie:x>=2}"`, `"key{ten}"` with names from `Expressions.strings` →
///   the entry `key` with the selectors of Swifternalization's JSON (DESIGN §3).
///
/// Chosen per project: `"stringsPlurals"` in `glossa.json`, else the keys of its files say it.
enum StringsPluralConvention: String, Sendable, CaseIterable {
    /// No plural forms: every key is a text.
    case none
    /// Smartling's `KEY##{category}`.
    case smartling
    /// Swifternalization 1.x's `key{selector}` with `Expressions.strings`.
    case swifternalization

    /// The name of Swifternalization 1.x's table of shared expressions.
    static let expressionsTable = "Expressions"

    /// The convention `glossa.json` names, or that the keys of `files` show (a Smartling key wins over a
    /// Swifternalization one), or an `Expressions.strings` table; `.none` without evidence.
    static func of(keys: some Sequence<String>, hasExpressionsTable: Bool, settings: ProjectSettings) -> Self {
        if let named = settings.stringsPlurals.flatMap(Self.init(rawValue:)) { return named }
        var swifternalization = hasExpressionsTable
        for key in keys {
            if smartling.split(key, shared: []) != nil { return .smartling }
            if !swifternalization, let split = Self.swifternalization.split(key, shared: []),
                PluralCategory(rawValue: split.selector) != nil || Expression.isExpressionSyntax(split.selector)
            {
                swifternalization = true
            }
        }
        return swifternalization ? .swifternalization : .none
    }

    /// The entry's key and the selector of a key written in this convention (`apples##{few}` → `apples`,
    /// `few`); `nil` for a key that is a text of its own. A Swifternalization selector must be one the library
    /// knows: a CLDR category, `>one`, an expression or a name `shared` defines.
    func split(_ key: String, shared: Set<String>) -> (key: String, selector: String)? {
        guard key.hasSuffix("}") else { return nil }
        switch self {
        case .none:
            return nil
        case .smartling:
            let utf8 = Array(key.utf8)
            guard
                let marker = stride(from: utf8.count - 4, through: 0, by: -1).first(where: {
                    utf8[$0] == UInt8(ascii: "#") && utf8[$0 + 1] == UInt8(ascii: "#")
                        && utf8[$0 + 2] == UInt8(ascii: "{")
                })
            else { return nil }
            let selector = String(decoding: utf8[marker + 3..<utf8.count - 1], as: UTF8.self)
            guard PluralCategory(rawValue: selector) != nil else { return nil }
            return (String(decoding: utf8[..<marker], as: UTF8.self), selector)
        case .swifternalization:
            guard let open = key.firstIndex(of: "{"), open > key.startIndex else { return nil }
            let selector = String(key[key.index(after: open)..<key.index(before: key.endIndex)])
            guard
                PluralCategory(rawValue: selector) != nil || selector == ">one"
                    || Expression.isExpressionSyntax(selector) || shared.contains(selector)
            else { return nil }
            return (String(key[..<open]), selector)
        }
    }

    /// The key a variant is stored under: `apples##{few}`, `cars{ie:x>=2}`.
    func storageKey(_ key: String, selector: String) -> String {
        switch self {
        case .none: return key
        case .smartling: return "\(key)##{\(selector)}"
        case .swifternalization: return "\(key){\(selector)}"
        }
    }
}
