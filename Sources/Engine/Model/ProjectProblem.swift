/// A problem with the project folder or one of its files that does not stop the rest from loading.
public struct ProjectProblem: Sendable, Equatable {
    /// The file concerned (`pl.json`), or `nil` for the folder.
    public var fileName: String?
    /// What is wrong.
    public var kind: Kind

    /// The kinds of problem.
    public enum Kind: Sendable, Equatable {
        /// There is no `base.json`.
        case baseMissing
        /// No file holds the source language; `expected` names what would (`en.json or default.json`).
        case sourceMissing(expected: String)
        /// A `.json` file whose name is not a language tag (it is not loaded).
        case notALanguageTag
        /// Two files for one language (`pt_BR.json` and `pt-BR.json`); the second is not loaded.
        case sameLanguageAs(String)
        /// A second catalog in the folder (`InfoPlist.xcstrings` beside `Localizable.xcstrings`, which is loaded).
        case anotherCatalog(String)
        /// Another table of a language in `.lproj` folders (`InfoPlist.stringsdict` beside
        /// `Localizable.stringsdict`, which is loaded): one table a language for now.
        case anotherTable(String)
        /// The file could not be read.
        case unreadable(String)
        /// `expressions.json` or `glossa.json` does not parse (its content is ignored).
        case syntax(JSONSyntaxError)
        /// A value of the wrong shape in `expressions.json` or `glossa.json`.
        case value(ValueProblem)
    }

    /// The message, worded for a translator.
    public var message: String {
        switch kind {
        case .baseMissing: return "there is no base.json: every language falls back to it, so add one"
        case .notALanguageTag:
            return
                "'\(fileName ?? "")' is not named after a language tag (like pl.json or pt-BR.json), so it is not loaded"
        case .sameLanguageAs(let other):
            return "'\(fileName ?? "")' is the same language as '\(other)', so it is not loaded"
        case .sourceMissing(let expected):
            return "no file holds the source language (\(expected)): every language falls back to it, so add one "
                + "or name it in glossa.json (\"sourceLanguage\": \"en\")"
        case .anotherCatalog(let loaded):
            return "'\(fileName ?? "")' is another catalog: only '\(loaded)' is loaded; open this one on its own "
                + "(glossa '\(fileName ?? "")')"
        case .anotherTable(let loaded):
            return "'\(fileName ?? "")' is another table of its language: only '\(loaded)' is loaded"
        case .unreadable(let reason): return "cannot read the file: \(reason)"
        case .syntax(let error): return error.message
        case .value(let problem): return problem.message
        }
    }
}

/// Why a folder cannot be opened as a project at all.
public enum ProjectLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder does not exist or is not a folder.
    case notAFolder(String)
    /// The folder cannot be listed.
    case unreadable(String, reason: String)
    /// The folder holds no `base.json` and no `<tag>.json` file.
    case noTranslations(String)
    /// The path is a file that is not a project of any format (`glossa notes.txt`).
    case notAProjectFile(String)

    /// The message, on one line (a path's control characters are shown as pictures: `VisibleText`).
    public var description: String { VisibleText.of(message) }

    private var message: String {
        switch self {
        case .notAFolder(let path): return "\(path): no such folder"
        case .unreadable(let path, let reason): return "\(path): cannot read the folder (\(reason))"
        case .noTranslations(let path):
            return "\(path): no translations here (expected base.json and <language>.json files like pl.json, "
                + "<language>/<namespace>.json, or a .xcstrings catalog)"
        case .notAProjectFile(let path):
            return "\(path): not a translation file (give a folder, or a .xcstrings catalog)"
        }
    }
}
