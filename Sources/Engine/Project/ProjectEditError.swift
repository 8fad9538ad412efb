/// Why an in-memory edit of a project (`Project+Editing.swift`) cannot be made; the project is left as it was.
public enum ProjectEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The language already has a file: edit that one (`replaceFile`) instead of adding another.
    case languageHasFile(FileLanguage, fileName: String)

    /// The message, worded for a translator.
    public var description: String {
        switch self {
        case .languageHasFile(let language, let fileName):
            return language == .base
                ? "the project already has base.json" : "\(language) already has a file (\(fileName))"
        }
    }
}
