/// How a project's files are laid out in its folder: which file holds which language, which holds the
/// shared expressions and the settings, and which are ignored and why (DESIGN §1).
///
/// Discovery looks at names only, as loading and every command do: a folder or a FIFO named `pl.json` is
/// a language file here, and reading it is what fails (the loader records it as unreadable). Names not
/// ending in `.json` are not part of the project and are not listed.
public struct ProjectLayout: Sendable, Equatable {
    /// One `.json` file of the folder and what it is to the project.
    public struct File: Sendable, Equatable {
        /// The file's name in the folder (`pt_BR.json`).
        public var name: String
        /// What the file is to the project.
        public var role: Role

        /// Creates a file of a layout.
        public init(name: String, role: Role) {
            self.name = name
            self.role = role
        }

        /// The language the file's name says (`pt-BR` for `pt_BR.json`), whether or not the project loads
        /// it; `nil` for the other files.
        public var language: FileLanguage? {
            switch role {
            case .language(let language), .ignored(.sameLanguage(let language, as: _)): return language
            case .expressions, .settings, .ignored(.notALanguageTag): return nil
            }
        }
    }

    /// What a file is to the project.
    public enum Role: Sendable, Equatable {
        /// The file of a language (`base.json`, `<tag>.json`), loaded into the project.
        case language(FileLanguage)
        /// `expressions.json`: the shared expressions.
        case expressions
        /// `glossa.json`: the settings.
        case settings
        /// A `.json` file the project does not load.
        case ignored(IgnoredReason)
    }

    /// Why a `.json` file is not loaded.
    public enum IgnoredReason: Sendable, Equatable {
        /// Its name is neither `base` nor a language tag (`notes.old.json`).
        case notALanguageTag
        /// Another file, first by name, already holds its language (`pt_BR.json` beside `pt-BR.json`).
        case sameLanguage(FileLanguage, as: String)
    }

    /// The name of the shared expressions' file.
    public static let expressionsFileName = "expressions.json"
    /// The name of the settings' file.
    public static let settingsFileName = "glossa.json"
    /// The name of the base language's file.
    public static let baseFileName = "base.json"

    /// Every `.json` file of the folder, by name (byte order of their UTF-8).
    public let files: [File]

    /// Classifies the names of a folder's entries (any order; names not ending in `.json` are left out).
    ///
    /// Among files whose names say the same language (`pt-BR.json`, `pt_BR.json`), the first by name holds
    /// it and the others are ignored.
    ///
    /// - Complexity: O(n log n) in the number of names.
    public init(names: some Sequence<String>) {
        var claimed: [FileLanguage: String] = [:]
        files = names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            if name == Self.expressionsFileName { return File(name: name, role: .expressions) }
            if name == Self.settingsFileName { return File(name: name, role: .settings) }
            guard let language = Self.language(named: name) else {
                return File(name: name, role: .ignored(.notALanguageTag))
            }
            if let other = claimed[language] {
                return File(name: name, role: .ignored(.sameLanguage(language, as: other)))
            }
            claimed[language] = name
            return File(name: name, role: .language(language))
        }
    }

    /// The language a file's name says: `base.json` → base, `pt_BR.json` → `pt-BR`; `nil` for any other name
    /// (`expressions.json` and `glossa.json` included).
    public static func language(named name: String) -> FileLanguage? {
        guard name.hasSuffix(".json"), name != expressionsFileName, name != settingsFileName else { return nil }
        let stem = name.dropLast(5)
        if stem == "base" { return .base }
        return LanguageTag(stem).map { .tag($0) }
    }

    /// The name a new file of `language` gets: `base.json`, or `<tag>.json` with the canonical tag (`pt-BR.json`).
    public static func fileName(for language: FileLanguage) -> String {
        language == .base ? baseFileName : "\(language).json"
    }

    /// The languages the project loads, with their files: base first, then by tag.
    public var languages: [(name: String, language: FileLanguage)] {
        files.compactMap { file -> (name: String, language: FileLanguage)? in
            guard case .language(let language) = file.role else { return nil }
            return (file.name, language)
        }.sorted {
            ($0.language == .base ? "" : $0.language.description)
                < ($1.language == .base ? "" : $1.language.description)
        }
    }

    /// Every file named after a language, those ignored as a second file of a language included: the files
    /// an edit command may open (and refuse when two say the same language). `base.json` first, then by name.
    public var languageFileNames: [String] {
        let names = files.filter { $0.language != nil }.map(\.name)
        return names.filter { $0 == Self.baseFileName } + names.filter { $0 != Self.baseFileName }
    }

    /// The files named after `language` (`pt-BR.json` and `pt_BR.json` for `pt-BR`), in the order of
    /// `languageFileNames`: one, none, or several (which an editor should refuse to choose between).
    public func fileNames(of language: FileLanguage) -> [String] {
        files.filter { $0.language == language }.map(\.name).sorted {
            ($0 == Self.baseFileName ? "" : $0) < ($1 == Self.baseFileName ? "" : $1)
        }
    }

    /// Whether any file is named after a language: a folder without one holds no translations.
    public var hasTranslations: Bool { files.contains { $0.language != nil } }

    /// Whether no file holds the base language.
    public var baseIsMissing: Bool { !files.contains { $0.role == .language(.base) } }

    /// The names of `expressions.json` and `glossa.json` when they are present, in that order.
    public var auxiliaryFileNames: [String] {
        [Self.expressionsFileName, Self.settingsFileName].filter { name in files.contains { $0.name == name } }
    }

    /// The problems the layout itself makes: files not loaded (in name order), then a missing base.
    public var problems: [ProjectProblem] {
        var problems: [ProjectProblem] = files.compactMap { file in
            switch file.role {
            case .ignored(.notALanguageTag): return ProjectProblem(fileName: file.name, kind: .notALanguageTag)
            case .ignored(.sameLanguage(_, let other)):
                return ProjectProblem(fileName: file.name, kind: .sameLanguageAs(other))
            case .language, .expressions, .settings: return nil
            }
        }
        if baseIsMissing { problems.append(ProjectProblem(fileName: nil, kind: .baseMissing)) }
        return problems
    }
}
