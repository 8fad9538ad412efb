/// JSONlize's variant names and the selector texts Glossa shows and edits them by (DESIGN §11).
///
/// - A `plurals` member `"N"`, N a whole number as JSONlize's lookup writes an `Int` (`"\(n)"`: `0`, `12`,
///   `-3`), is the exact number N, shown as `=N`.
/// - The `plurals` member `"*"` answers every other number: Glossa's `other`.
/// - A `keys` member is chosen by the lookup's text input equal to its name, and is shown by its name.
///
/// JSONlize has nothing else: no CLDR forms (`one`, `few`), no ranges or expressions, no widths.
enum JSONlizeSelector {
    /// The `plurals` member that answers every number without a member of its own.
    static let catchAll = "*"
    /// The selector text of `catchAll`.
    static let other = "other"

    /// Why a selector other than `=N` and `other` cannot go into a JSONlize entry, for `EditError.notInFormat`.
    static let pluralsReason =
        "its plurals hold exact whole numbers (=1, =0, =-1) and * for every other number (Glossa's 'other'), "
        + "no plural forms like 'one' or 'few', ranges or expressions: write the numbers one by one"

    /// The `plurals` member a selector text names: `=5` (or `5`, as the file writes it) → `5`, `other` (or
    /// `*`) → `*`; `nil` for anything else (`one`, `few`, `ie:x>2`, `=1.5`, `=05`).
    static func pluralMember(for selector: String) -> String? {
        if selector == other || selector == catchAll { return catchAll }
        let number = selector.hasPrefix("=") ? String(selector.dropFirst()) : selector
        return isWholeNumber(number) ? number : nil
    }

    /// The selector text and meaning of a `plurals` member: `"1"` → `=1`, an exact number; `"*"` → `other`;
    /// any other name as written, a selector that never matches (JSONlize only ever looks up whole numbers).
    static func plural(member name: String) -> (text: String, selector: Selector) {
        if name == catchAll { return (other, .category(.other)) }
        if isWholeNumber(name), let number = try? NumberLiteral(name) {
            return ("=" + name, .expression(.comparison(.equal, number)))
        }
        return (name, .unknown)
    }

    /// The selector text and meaning of a `keys` member: its name, matched by a text input equal to it.
    static func key(member name: String) -> (text: String, selector: Selector) {
        (name, .textMatch(name))
    }

    /// Whether a text is a whole number exactly as Swift writes an `Int`: JSONlize looks members up by
    /// `"\(n)"`, so `012`, `+3`, `-0` and `1.0` are never found.
    static func isWholeNumber(_ text: String) -> Bool {
        guard let value = Int(text) else { return false }
        return String(value) == text
    }
}
