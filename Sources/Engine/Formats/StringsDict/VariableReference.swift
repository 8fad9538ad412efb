/// A `%#@name@` reference to a variable in a `.stringsdict` format string (`%1$#@name@` with a position),
/// which the variable's chosen form replaces.
struct VariableReference: Equatable {
    /// The variable's name.
    var name: String
    /// Where the reference is in the format string.
    var range: Range<String.Index>

    /// The references of `format` in order.
    static func all(in format: String) -> [VariableReference] {
        var found: [VariableReference] = []
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            var cursor = format.index(after: percent)
            while cursor < format.endIndex, format[cursor].isASCII, format[cursor].isNumber {
                cursor = format.index(after: cursor)
            }
            if cursor > format.index(after: percent), cursor < format.endIndex, format[cursor] == "$" {
                cursor = format.index(after: cursor)
            }
            guard format[cursor...].hasPrefix("#@") else {
                index = format.index(after: percent)
                // `%%` is a literal percent sign, not the start of a reference.
                if index < format.endIndex, format[index] == "%" { index = format.index(after: index) }
                continue
            }
            let nameStart = format.index(cursor, offsetBy: 2)
            guard let end = format[nameStart...].firstIndex(of: "@"), end > nameStart else {
                index = nameStart
                continue
            }
            found.append(
                VariableReference(name: String(format[nameStart..<end]), range: percent..<format.index(after: end)))
            index = format.index(after: end)
        }
        return found
    }

    /// The names of the variables `format` refers to, each once, in order.
    static func names(in format: String) -> [String] {
        var seen: Set<String> = []
        return all(in: format).map(\.name).filter { seen.insert($0).inserted }
    }

    /// `format` with every reference to `name` replaced by `form`.
    static func replacing(_ name: String, with form: String, in format: String) -> String {
        var result = ""
        var last = format.startIndex
        for reference in all(in: format) where reference.name == name {
            result += format[last..<reference.range.lowerBound]
            result += form
            last = reference.range.upperBound
        }
        return result + format[last...]
    }
}
