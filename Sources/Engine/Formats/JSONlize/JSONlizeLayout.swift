/// Where a JSONlize project keeps its languages: `lang.<tag>.json` at the top of the folder (the name
/// JSONlize's README loads with `Bundle.main.url(forResource: "lang.\(language)", withExtension: "json")`).
enum JSONlizeLayout {
    /// `lang.`, the start of every language file's name.
    static let prefix = "lang."
    /// `.json`, the end of every language file's name.
    static let suffix = ".json"

    /// Whether a path is named like a JSONlize language file (`lang.<something>.json`), well-formed tag or not.
    static func isLanguageFileName(_ path: String) -> Bool {
        !path.contains("/") && path.hasPrefix(prefix) && path.hasSuffix(suffix)
            && path.count > prefix.count + suffix.count
    }

    /// The language a file's name says: `lang.pt_BR.json` → `pt-BR`; `nil` when it is not a language file's
    /// name or its tag is not well formed.
    static func language(ofFileNamed path: String) -> LanguageTag? {
        guard isLanguageFileName(path) else { return nil }
        return LanguageTag(path.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The name of a language's file: `lang.pt-BR.json`.
    static func fileName(for tag: LanguageTag) -> String { prefix + tag.description + suffix }

    /// The files of a folder and their languages (DESIGN §11): the source language's file (as `base`) first,
    /// then the others by tag. The source is `glossa.json`'s `"sourceLanguage"` (or `"baseLanguage"`), else
    /// `en-US` when it has a file, else `en`; without a file for it, a `sourceMissing` problem. A second file
    /// of one language (`lang.pt_BR.json` beside `lang.pt-BR.json`) and a name whose tag is not well formed
    /// are problems, and not loaded.
    static func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        var problems: [ProjectProblem] = []
        var claimed: [LanguageTag: String] = [:]
        for path in files.topLevelPaths where isLanguageFileName(path) {
            guard let tag = language(ofFileNamed: path) else {
                problems.append(ProjectProblem(fileName: path, kind: .notALanguageTag))
                continue
            }
            if let other = claimed[tag] {
                problems.append(ProjectProblem(fileName: path, kind: .sameLanguageAs(other)))
                continue
            }
            claimed[tag] = path
        }
        let candidates =
            settings.namesBaseLanguage
            ? [settings.baseLanguage] : [LanguageTag("en-US")!, LanguageTag("en")!]
        let source = candidates.first { claimed[$0] != nil }
        if source == nil {
            let expected = candidates.map(fileName(for:)).joined(separator: " or ")
            problems.append(ProjectProblem(fileName: nil, kind: .sourceMissing(expected: expected)))
        }
        var layoutFiles: [FormatLayout.File] = []
        if let source { layoutFiles.append(FormatLayout.File(path: claimed[source]!, language: .base)) }
        for (tag, path) in claimed.sorted(by: { $0.key < $1.key }) where tag != source {
            layoutFiles.append(FormatLayout.File(path: path, language: .tag(tag)))
        }
        return FormatLayout(
            format: .jsonlize, files: layoutFiles, sourceLanguage: source ?? candidates.first, problems: problems)
    }
}
