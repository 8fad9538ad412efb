/// Why a project cannot be converted at all (what can be converted in part is a `ConversionLoss` instead).
public enum ConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A language file of the source does not parse: converting would drop all of it silently.
    case sourceHasSyntaxError(String, message: String)
    /// The source project has no language files.
    case noTranslations

    /// The message, worded for a translator.
    public var description: String {
        switch self {
        case .sourceHasSyntaxError(let file, let message):
            return VisibleText.of("\(file) has a syntax error (\(message)): fix it before converting the project")
        case .noTranslations: return "the project has no translations to convert"
        }
    }
}
