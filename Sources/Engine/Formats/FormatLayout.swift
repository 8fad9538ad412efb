/// The files of a project in one format and the languages each holds (DESIGN §11).
public struct FormatLayout: Sendable {
    /// One file of the project's translations.
    public struct File: Sendable, Equatable {
        /// Its path in the folder (`pt_BR.json`, `pl/translation.json`, `Localizable.xcstrings`).
        public var path: String
        /// The language its name says; `nil` for a file that holds several, named inside it (a catalog).
        public var language: FileLanguage?
        /// Which of a language's files this is, the same for every language (`common.json` of i18next's
        /// `de/common.json`, `Localizable.strings` of `de.lproj/Localizable.strings`); empty where a language
        /// has one file. A language's files are its parts: a key lives in one of them, and the same part of
        /// every language holds it.
        public var part: String
        /// The format of this file when it is not the layout's (a `.stringsdict` beside `.strings` files).
        public var format: FormatName?
        /// The language a file of several languages (`language` `nil`) holds besides the source, when its
        /// contents say it and its name does not (a lone `myapp-pl.po` whose `Language:` is `pl`).
        public var ownLanguage: LanguageTag?

        /// A file.
        public init(path: String, language: FileLanguage?, part: String = "", format: FormatName? = nil) {
            self.path = path
            self.language = language
            self.part = part
            self.format = format
        }
    }

    /// The format.
    public var format: FormatName
    /// The files of translations, the source language's first; a language's main part (the default namespace,
    /// `Localizable`) before its others.
    public var files: [File]
    /// The source language when the files say it (`sourceLanguage` of a catalog, `en.json` as the source of
    /// key–value JSON); `nil` leaves `glossa.json`'s (or `en`).
    public var sourceLanguage: LanguageTag?
    /// Files the format does not load and why, and a missing source.
    public var problems: [ProjectProblem]
    /// What a key without one is looked up with in front (`translation:` in an i18next project with
    /// `<tag>/<namespace>.json` files, whose keys are `namespace:key`); `nil` when keys have no prefix.
    public var defaultKeyPrefix: String?
    /// Settings the files imply when `glossa.json` does not give them (the plural convention of `.strings`
    /// files, `ProjectSettings.stringsPlurals`); the project takes them into its settings.
    public var impliedSettings: @Sendable (inout ProjectSettings) -> Void = { _ in }
    /// Shared expressions the format's own files define (Swifternalization 1.x's `Expressions.strings`), which
    /// the project uses instead of `expressions.json`'s.
    public var sharedExpressions: SharedExpressions?

    /// A layout.
    public init(format: FormatName, files: [File], sourceLanguage: LanguageTag? = nil, problems: [ProjectProblem] = [])
    {
        self.format = format
        self.files = files
        self.sourceLanguage = sourceLanguage
        self.problems = problems
    }

    /// The layout of a format whose files each hold one language besides the source texts (XLIFF; gettext lays
    /// out each of its domains by the same rule in `GettextFormat.layout`): the
    /// template, when there is one, holds the source alone; else the first file holds the source and its own
    /// language (its `language` is `nil`). A file of no language, or of a language another file has, is a
    /// problem.
    static func withSourceTexts(
        format: FormatName, template: String?, translations: [(path: String, language: LanguageTag?)]
    ) -> FormatLayout {
        var files: [File] = template.map { [File(path: $0, language: .base)] } ?? []
        var problems: [ProjectProblem] = []
        var taken: [LanguageTag: String] = [:]
        for (path, language) in translations {
            guard let language else {
                problems.append(ProjectProblem(fileName: path, kind: .notALanguageTag))
                continue
            }
            if let other = taken[language] {
                problems.append(ProjectProblem(fileName: path, kind: .sameLanguageAs(other)))
                continue
            }
            taken[language] = path
            files.append(File(path: path, language: files.isEmpty ? nil : .tag(language)))
        }
        return FormatLayout(format: format, files: files, problems: problems)
    }

    /// The files named after `language`.
    public func files(of language: FileLanguage) -> [File] { files.filter { $0.language == language } }
}
