/// Why a placeholder could not be filled. The formatted text keeps the placeholder as written, so the
/// problem is visible on screen; `TextFormatter.formatChecked` throws it instead.
public enum FormatProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// No argument was given for the placeholder (`%2$d` with one argument, `{name}` without `name`).
    case missingArgument(placeholder: String)
    /// A text was given where the placeholder takes a number (`%d` with `"Ana"`).
    case notANumber(placeholder: String, argument: String)
    /// The placeholder takes a kind of value an app cannot pass here (`%c`, `%p`).
    case unsupported(placeholder: String)

    /// The problem in words.
    public var description: String {
        switch self {
        case .missingArgument(let placeholder):
            return "'\(placeholder)' has no value to show: the app passes fewer values than the text uses"
        case .notANumber(let placeholder, let argument):
            return "'\(placeholder)' shows a number, but the value passed is the text '\(argument)'"
        case .unsupported(let placeholder):
            return "'\(placeholder)' takes a kind of value that cannot be shown (a character or a pointer)"
        }
    }
}

/// A formatted text and the placeholders that could not be filled.
public struct FormattedText: Sendable, Equatable {
    /// The text, each placeholder that could not be filled kept as written.
    public var text: String
    /// What went wrong, in the order of the placeholders; empty when every placeholder was filled.
    public var problems: [FormatProblem]
}
