import Foundation

extension Localizer {
    /// The text of a key in the current language, as written (no placeholder is filled), or the key itself
    /// when no language has it: Swifternalization's `localizedString(_:)`, Glotty's `localized`.
    ///
    /// - Complexity: one lock, one hash of the key, one table read per language tried.
    public subscript(key: String) -> String {
        snapshot.text(key, input: LookupInput())
    }

    /// The text of a key, as written; `fittingWidth` picks among `@N` width variations (the largest N that
    /// fits, DESIGN §4.6).
    ///
    /// - Parameters:
    ///   - defaultValue: Returned when no language has the key (the key itself otherwise).
    ///   - comment: For the translators and for extraction tools; not used at run time.
    public func string(
        _ key: String, fittingWidth: Int? = nil, default defaultValue: String? = nil, comment: String? = nil
    )
        -> String
    {
        let snapshot = snapshot
        return snapshot.text(key, input: LookupInput(width: fittingWidth), defaultValue: defaultValue)
    }

    /// The text of a key with its placeholders filled: `%1$@`, `%2$d`, `{name}`, `{{name}}` (see `TextFormatter`).
    public func string(
        _ key: String, arguments: [FormatArgument], named: [String: FormatArgument] = [:], fittingWidth: Int? = nil,
        default defaultValue: String? = nil, comment: String? = nil
    ) -> String {
        let snapshot = snapshot
        let text = snapshot.text(key, input: LookupInput(width: fittingWidth), defaultValue: defaultValue)
        return fill(text, key: key, arguments, named: named, formatter: snapshot.formatter)
    }

    /// The text of a key for a count, formatted: `string("photos.count", count: 5)` → "5 photos".
    ///
    /// The count chooses the plural form (in the language whose file answers) and fills the placeholders:
    /// it is the only argument unless `arguments` are given (then it only chooses the form), and it is the
    /// named value `count` (`{{count}}`, i18next's name) unless `named` has one.
    ///
    /// - Parameters:
    ///   - count: An integer, its decimal digits.
    ///   - fittingWidth: Picks among `@N` width variations.
    ///   - arguments: The placeholders' values when the text has more than the count (`%1$@ and %2$d other
    ///     people`: `arguments: ["Ana", 2]`).
    ///   - defaultValue: Returned (formatted) when no language has the key.
    ///   - comment: For extraction tools; not used at run time.
    @inlinable
    public func string(
        _ key: String, count: some BinaryInteger, fittingWidth: Int? = nil, arguments: [FormatArgument]? = nil,
        named: [String: FormatArgument] = [:], default defaultValue: String? = nil, comment: String? = nil
    ) -> String {
        counted(key, FormatArgument(count), fittingWidth, arguments, named, defaultValue)
    }

    /// The text of a key for a floating-point count: its shortest decimal form (`1.5`; a whole value without
    /// a fraction, `1.0` → `1`, see `FormatArgument`). Pass a `String` to choose the digits (`"1.0"`).
    @inlinable
    public func string(
        _ key: String, count: some BinaryFloatingPoint, fittingWidth: Int? = nil, arguments: [FormatArgument]? = nil,
        named: [String: FormatArgument] = [:], default defaultValue: String? = nil, comment: String? = nil
    ) -> String {
        counted(key, FormatArgument(count), fittingWidth, arguments, named, defaultValue)
    }

    /// The text of a key for a `Decimal` count.
    public func string(
        _ key: String, count: Decimal, fittingWidth: Int? = nil, arguments: [FormatArgument]? = nil,
        named: [String: FormatArgument] = [:], default defaultValue: String? = nil, comment: String? = nil
    ) -> String {
        counted(key, FormatArgument(count), fittingWidth, arguments, named, defaultValue)
    }

    /// The text of a key for a number as written (`"1.50"`, whose plural form can differ from `1.5`'s), or
    /// for a text that only `exp:` selectors match (Swifternalization's `stringValue:`).
    public func string(
        _ key: String, count: String, fittingWidth: Int? = nil, arguments: [FormatArgument]? = nil,
        named: [String: FormatArgument] = [:], default defaultValue: String? = nil, comment: String? = nil
    ) -> String {
        counted(key, FormatArgument(count), fittingWidth, arguments, named, defaultValue)
    }

    /// The variant of a key chosen by a text: the `exp:` selectors (and JSONlize's text-selected members)
    /// match it; Swifternalization's `localizedString(_:stringValue:)`. The text is not a placeholder value.
    public func string(
        _ key: String, matching text: String, fittingWidth: Int? = nil, default defaultValue: String? = nil,
        comment: String? = nil
    ) -> String {
        let snapshot = snapshot
        return snapshot.text(key, input: LookupInput(number: text, width: fittingWidth), defaultValue: defaultValue)
    }

    /// The text of a key for a count, with its placeholders filled; throws instead of leaving a placeholder
    /// unfilled (for tests and debug checks).
    ///
    /// - Throws: the first `FormatProblem`.
    public func checkedString(
        _ key: String, count: FormatArgument? = nil, fittingWidth: Int? = nil, arguments: [FormatArgument]? = nil,
        named: [String: FormatArgument] = [:], default defaultValue: String? = nil
    ) throws(FormatProblem) -> String {
        let snapshot = snapshot
        let text = snapshot.text(
            key, input: LookupInput(number: count?.description, width: fittingWidth),
            defaultValue: defaultValue)
        var namedValues = named
        if let count, namedValues["count"] == nil { namedValues["count"] = count }
        return try snapshot.formatter.formatChecked(text, arguments ?? count.map { [$0] } ?? [], named: namedValues)
    }

    /// How a key resolves now: the text, the language and selector that answered, the category, whether it
    /// was a fallback (what the editor's preview shows).
    public func resolution(_ key: String, count: FormatArgument? = nil, fittingWidth: Int? = nil) -> Resolution {
        snapshot.resolve(key, input: LookupInput(number: count?.description, width: fittingWidth))
    }

    /// A count's lookup and formatting; the public entry points convert the count (in the caller, where
    /// its type is known) and call this.
    @usableFromInline
    func counted(
        _ key: String, _ count: FormatArgument, _ width: Int?, _ arguments: [FormatArgument]?,
        _ named: [String: FormatArgument], _ defaultValue: String?
    ) -> String {
        let snapshot = snapshot
        let text = snapshot.text(
            key, input: LookupInput(number: count.description, width: width),
            defaultValue: defaultValue)
        if arguments == nil, named.isEmpty, let filled = snapshot.formatter.single(text, count) { return filled }
        var namedValues = named
        if text.utf8.contains(UInt8(ascii: "{")), namedValues["count"] == nil { namedValues["count"] = count }
        return fill(text, key: key, arguments ?? [count], named: namedValues, formatter: snapshot.formatter)
    }

    private func fill(
        _ text: String, key: String, _ arguments: [FormatArgument], named: [String: FormatArgument],
        formatter: TextFormatter
    ) -> String {
        guard let handler = formatProblemHandler else { return formatter.string(text, arguments, named: named) }
        let result = formatter.format(text, arguments, named: named)
        for problem in result.problems { handler(key, problem) }
        return result.text
    }
}
