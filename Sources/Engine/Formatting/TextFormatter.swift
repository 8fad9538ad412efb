import Foundation

/// Fills a text's placeholders with values: the one formatter of the runtime API, `glossa resolve` and the
/// editor's preview.
///
/// Placeholders:
/// - printf / `String(format:)`: `%d %i %u %ld %lld %x %o` (a whole number), `%f %.2f %e %g` (a decimal),
///   `%@ %s` (anything, shown as given), `%%` (a `%`), positional `%1$@ %2$d`. A placeholder without a
///   position takes the next argument in order (counted separately from positional ones, as Apple does);
///   flags, width and precision apply (`%5d`, `%-4@`, `%.2f`).
/// - named: `{{name}}` (i18next) is always a placeholder; `{name}` (Glotty and most dictionary-based
///   libraries) only when a value named `name` is given, since single braces also appear in plain text.
/// - `${i}` (JSONlize): the first argument.
///
/// A number given to a whole-number conversion that has a fraction (`1.5` for `%d`) is shown as written
/// rather than cut to `1`: an app passing it is wrong either way, and `1.5` tells the reader what happened
/// where `1` would hide it. A placeholder that cannot be filled (no argument, a text where a number is
/// needed, `%c`, `%p`) stays as written, so the mistake is visible, and is listed in the result's
/// `problems`; nothing ever traps. A `%`, a space and a word (`100% sure`, `50% done`) is prose and stays:
/// the scanner reads `% s` as a placeholder with a space flag, which no translator means.
public struct TextFormatter: Sendable {
    /// How numbers are written (as written, or localized).
    public var numberStyle: NumberStyle

    /// A formatter writing numbers in `numberStyle`.
    public init(numberStyle: NumberStyle = .asWritten) {
        self.numberStyle = numberStyle
    }

    /// The text with its placeholders filled, and what could not be filled.
    ///
    /// - Complexity: O(length of the text); a text without `%`, `{` or `$` is returned at once.
    public func format(_ template: String, _ arguments: [FormatArgument] = [], named: [String: FormatArgument] = [:])
        -> FormattedText
    {
        var problems: [FormatProblem] = []
        let text = fill(template, arguments, named: named, problems: &problems)
        return FormattedText(text: text, problems: problems)
    }

    /// The text with its placeholders filled.
    ///
    /// - Throws: the first ``FormatProblem``, when a placeholder cannot be filled.
    public func formatChecked(
        _ template: String, _ arguments: [FormatArgument] = [], named: [String: FormatArgument] = [:]
    ) throws(FormatProblem) -> String {
        var problems: [FormatProblem] = []
        let text = fill(template, arguments, named: named, problems: &problems)
        if let first = problems.first { throw first }
        return text
    }

    /// `format(_:_:named:)`'s text alone, for callers that show problems as they stand.
    public func string(_ template: String, _ arguments: [FormatArgument] = [], named: [String: FormatArgument] = [:])
        -> String
    {
        var problems: [FormatProblem] = []
        return fill(template, arguments, named: named, problems: &problems)
    }

    private func fill(
        _ template: String, _ arguments: [FormatArgument], named: [String: FormatArgument],
        problems: inout [FormatProblem]
    ) -> String {
        guard
            template.utf8.contains(where: {
                $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "$")
            })
        else { return template }
        let bytes = Array(template.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var index = 0
        var copiedUpTo = 0
        var nextSequential = 0
        func emit(_ range: Range<Int>, _ replacement: String?) {
            out.append(contentsOf: bytes[copiedUpTo..<range.lowerBound])
            if let replacement {
                out.append(contentsOf: replacement.utf8)
            } else {
                out.append(contentsOf: bytes[range])
            }
            copiedUpTo = range.upperBound
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "%"):
                guard let (placeholder, end) = Placeholder.printf(bytes, at: index) else {
                    index += 1
                    continue
                }
                if placeholder.conversion == "%" {
                    emit(index..<end, "%")
                } else if placeholder.modifiers.utf8.contains(UInt8(ascii: " ")), end < bytes.count,
                    (bytes[end] | 0x20) &- UInt8(ascii: "a") < 26
                {
                    // `100% sure`, `50% done`: a space flag before a word is prose, not `% s` or `% d`.
                } else {
                    let position: Int
                    if let explicit = placeholder.position {
                        position = explicit - 1
                    } else {
                        position = nextSequential
                        nextSequential += 1
                    }
                    let argument = arguments.indices.contains(position) ? arguments[position] : nil
                    emit(index..<end, render(placeholder, argument, problems: &problems))
                }
                index = end
            case UInt8(ascii: "$")
            where index + 3 < bytes.count && bytes[index + 1] == UInt8(ascii: "{")
                && bytes[index + 2] == UInt8(ascii: "i") && bytes[index + 3] == UInt8(ascii: "}"):
                if let first = arguments.first {
                    emit(index..<index + 4, first.numberText.map(numberStyle.render) ?? first.description)
                } else {
                    problems.append(.missingArgument(placeholder: "${i}"))
                }
                index += 4
            case UInt8(ascii: "{"):
                guard let (name, end, isDouble) = Placeholder.named(bytes, at: index) else {
                    index += 1
                    continue
                }
                if let value = named[name] {
                    emit(index..<end, value.numberText.map(numberStyle.render) ?? value.description)
                } else if isDouble {
                    problems.append(.missingArgument(placeholder: "{{\(name)}}"))
                }
                index = end
            default:
                index += 1
            }
        }
        guard copiedUpTo > 0 else { return template }
        out.append(contentsOf: bytes[copiedUpTo...])
        return String(decoding: out, as: UTF8.self)
    }

    /// The fast path for the commonest texts: no placeholder at all, or exactly one `%d`, `%i`, `%u`, `%@` (with
    /// `l` or `ll`) and nothing else that could be a placeholder (`%`, `{`, `$`), filled with `argument`.
    /// `nil` when the text needs the general path. One pass over the bytes and one allocation, where the
    /// general path builds a byte array, a `Placeholder` and an argument list.
    func single(_ template: String, _ argument: FormatArgument) -> String? {
        guard case .asWritten = numberStyle else { return nil }
        var template = template
        return template.withUTF8 { bytes -> String? in
            var special = -1
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "%") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") else {
                    continue
                }
                guard special < 0, byte == UInt8(ascii: "%") else { return nil }
                special = index
            }
            guard special >= 0 else { return String(decoding: bytes, as: UTF8.self) }
            var end = special + 1
            var longs = 0
            while end < bytes.count, bytes[end] == UInt8(ascii: "l"), longs < 2 {
                end += 1
                longs += 1
            }
            guard end < bytes.count else { return nil }
            let value: String
            switch bytes[end] {
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
                // A number with a fraction is shown as written, as `integer(_:_:)` does without modifiers.
                guard case .number(let number) = argument else { return nil }
                value = Self.wholeDigits(number) ?? number
            case UInt8(ascii: "@"):
                value = argument.description
            default:
                return nil
            }
            end += 1
            var value8 = value
            return value8.withUTF8 { inserted in
                let count = bytes.count - (end - special) + inserted.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var offset = 0
                    for byte in bytes[..<special] {
                        buffer[offset] = byte
                        offset += 1
                    }
                    for byte in inserted {
                        buffer[offset] = byte
                        offset += 1
                    }
                    for byte in bytes[end...] {
                        buffer[offset] = byte
                        offset += 1
                    }
                    return offset
                }
            }
        }
    }

    /// The placeholder filled with the argument, or `nil` (kept as written) with the problem recorded.
    private func render(_ placeholder: Placeholder, _ argument: FormatArgument?, problems: inout [FormatProblem])
        -> String?
    {
        guard let argument else {
            problems.append(.missingArgument(placeholder: placeholder.text))
            return nil
        }
        switch placeholder.argumentKind {
        case "object", "cString":
            return pad(argument.numberText.map(numberStyle.render) ?? argument.description, placeholder)
        case "integer":
            guard let number = argument.numberText else {
                problems.append(.notANumber(placeholder: placeholder.text, argument: argument.description))
                return nil
            }
            return integer(number, placeholder)
        case "decimal":
            guard let number = argument.numberText, let value = Double(Self.expandedCompact(number)) else {
                problems.append(.notANumber(placeholder: placeholder.text, argument: argument.description))
                return nil
            }
            if case .localized(let tag) = numberStyle, placeholder.conversion == "f" || placeholder.conversion == "F" {
                let precision =
                    placeholder.modifiers.firstIndex(of: ".").map {
                        Int(placeholder.modifiers[placeholder.modifiers.index(after: $0)...]) ?? 0
                    } ?? 6
                return pad(
                    NumberStyle.localized(
                        value, fractionDigits: precision, locale: Locale(identifier: tag.description)),
                    placeholder)
            }
            return String(format: "%" + placeholder.modifiers + String(placeholder.conversion), value)
        case "variable":
            // A `.stringsdict` variable the lookup did not choose (the second of a format string) stays as written.
            return nil
        default:
            problems.append(.unsupported(placeholder: placeholder.text))
            return nil
        }
    }

    /// A whole-number conversion: the digits exactly (any length) for a whole number, the number as written
    /// for one with a fraction; C's formatting for flags, width, hex and octal when the value fits 64 bits.
    private func integer(_ number: String, _ placeholder: Placeholder) -> String {
        let whole = Self.wholeDigits(number)
        guard let whole else { return pad(numberStyle.render(number), placeholder) }
        let plain =
            placeholder.modifiers.isEmpty
            && (placeholder.conversion == "d" || placeholder.conversion == "i" || placeholder.conversion == "u")
        if plain { return numberStyle.render(whole) }
        guard let value = Int64(whole) else { return pad(numberStyle.render(whole), placeholder) }
        return String(format: "%" + placeholder.modifiers + "ll" + String(placeholder.conversion), value)
    }

    /// The digits of a number with no fraction or only zeros after the point (`2.00` → `2`), else `nil`.
    static func wholeDigits(_ number: String) -> String? {
        var point: Int?
        var fractionIsZero = true
        var isPlain = true
        var length = 0
        for byte in number.utf8 {
            if byte == UInt8(ascii: ".") {
                point = length
            } else if byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e") {
                isPlain = false
            } else if point != nil, byte != UInt8(ascii: "0") {
                fractionIsZero = false
            }
            length += 1
        }
        guard isPlain else {
            let expanded = expandedCompact(number)
            return expanded == number ? nil : wholeDigits(expanded)
        }
        guard fractionIsZero else { return nil }
        let integer = point.map { String(number.utf8.prefix($0))! } ?? number
        return integer == "-0" ? "0" : integer
    }

    /// A compact number (`1.2c3`) as a plain decimal (`1200`); other text unchanged.
    static func expandedCompact(_ number: String) -> String {
        guard let marker = number.firstIndex(where: { $0 == "c" || $0 == "e" }),
            let exponent = Int(number[number.index(after: marker)...]), exponent < 1000
        else { return number }
        return FormatArgument.plainDecimal(number[..<marker] + "e" + String(exponent))
    }

    /// Pads to the placeholder's width (`%5@`, `%-4@`), counting characters.
    private func pad(_ text: String, _ placeholder: Placeholder) -> String {
        let digits = placeholder.modifiers.drop { "-+ #0'".contains($0) }.prefix { $0.isNumber }
        guard let width = Int(digits), width > text.count else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return placeholder.modifiers.hasPrefix("-") ? text + padding : padding + text
    }
}
