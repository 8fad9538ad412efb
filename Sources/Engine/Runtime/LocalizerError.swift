/// Why a `Localizer` could not do what was asked.
public enum LocalizerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The project could not be loaded.
    case cannotLoad(ProjectLoadError)
    /// No translation project was found in an app's resources.
    case noProject(inResources: String)
    /// `select(language:)` named a language the app does not support.
    case unsupportedLanguage(String, supported: [LanguageTag])
    /// The chosen language could not be written to (or removed from) the settings file.
    case cannotSaveChoice(FileAccessError)
    /// `addStrings(_:for:)` named something that is not a language tag (nor `base`).
    case notALanguage(String)
    /// `addStrings(_:for:)` could not write the strings into the language's file (the reason says why).
    case cannotAddStrings(String, reason: String)

    /// The error in words.
    public var description: String {
        switch self {
        case .cannotLoad(let error):
            return "\(error)"
        case .noProject(let folder):
            return "no translations in \(folder): expected base.json there, or in Localizable/ or Base.lproj/"
        case .unsupportedLanguage(let language, let supported):
            return "'\(language)' is not one of the app's languages ("
                + supported.map(\.description).joined(separator: ", ") + ")"
        case .cannotSaveChoice(let error):
            return "the chosen language was not saved: \(error)"
        case .notALanguage(let text):
            return "'\(text)' is not a language tag (like pl, pt-BR or zh-Hans) or 'base'"
        case .cannotAddStrings(let language, let reason):
            return "no strings were added to '\(language)': \(reason)"
        }
    }
}
