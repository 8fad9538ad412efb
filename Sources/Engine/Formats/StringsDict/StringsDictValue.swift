/// A key's value as an edit writes it anew (a new key, or a value whose shape changes), in the text Xcode
/// writes: a `<key>` and its value on lines of their own, one indentation level a dictionary.
enum StringsDictValue {
    /// A text: a format string without variables.
    case text(String)
    /// A format string `%#@variable@` whose variable has plural forms, in CLDR order.
    case plural(variable: String, valueType: String, forms: [(name: String, text: String)])
    /// Width variations, narrowest first.
    case widths([(width: Int, text: String)])

    /// The variable a new plural entry gets: what the number counts.
    static let newVariable = "count"

    /// The order of plural forms in a variable (CLDR's).
    static let formOrder = ["zero", "one", "two", "few", "many", "other"]

    /// A plural entry's forms in CLDR order.
    static func plural(variable: String, forms: [(name: String, text: String)]) -> StringsDictValue {
        let sorted = forms.sorted {
            (formOrder.firstIndex(of: $0.name) ?? formOrder.count)
                < (formOrder.firstIndex(of: $1.name) ?? formOrder.count)
        }
        return .plural(variable: variable, valueType: valueType(of: sorted.map(\.text)), forms: sorted)
    }

    /// The `NSStringFormatValueTypeKey` for forms: the first number placeholder's length and conversion
    /// (`%ld` → `ld`), else `d`.
    static func valueType(of texts: [String]) -> String {
        for text in texts {
            for placeholder in Placeholder.scan(text)
            where placeholder.argumentKind == "integer" || placeholder.argumentKind == "decimal" {
                return placeholder.length + String(placeholder.conversion)
            }
        }
        return "d"
    }

    /// The value's text, starting at a line indented `indent` (the `<key>`'s), its inner lines one `unit`
    /// further; `emptyString` is how the file writes an empty string.
    func text(indent: String, unit: String, newline: String, emptyString: String) -> String {
        func string(_ text: String) -> String {
            text.isEmpty ? emptyString : "<string>\(XMLText.encode(text))</string>"
        }
        func dictionary(_ members: [(key: String, value: String)], indent: String) -> String {
            let inner = indent + unit
            return "<dict>"
                + members.map { newline + inner + "<key>\(XMLText.encode($0.key))</key>" + newline + inner + $0.value }
                .joined() + newline + indent + "</dict>"
        }
        switch self {
        case .text(let text):
            return dictionary([(StringsDictEntry.formatKey, string(text))], indent: indent)
        case .plural(let variable, let valueType, let forms):
            let rule =
                [
                    (StringsDictEntry.specTypeKey, string(StringsDictEntry.pluralRule)),
                    (StringsDictEntry.valueTypeKey, string(valueType)),
                ] + forms.map { ($0.name, string($0.text)) }
            return dictionary(
                [
                    (StringsDictEntry.formatKey, string("%#@\(variable)@")),
                    (variable, dictionary(rule, indent: indent + unit)),
                ], indent: indent)
        case .widths(let widths):
            let variations = widths.map { ("\($0.width)", string($0.text)) }
            return dictionary(
                [(StringsDictEntry.widthRule, dictionary(variations, indent: indent + unit))], indent: indent)
        }
    }

}
