/// Which files of a folder hold which language in key–value JSON and i18next (DESIGN §11), and the source.
///
/// Key–value JSON: `default.json` is the source when it is there; otherwise the file of glossa.json's
/// `"sourceLanguage"`, else `en.json`. i18next: glossa.json's, else `en`. Without glossa.json's and `en`,
/// the one regional English file (`en-us.json`) is the source. i18next's `<tag>/<namespace>.json`
/// folders, when there are any, are used instead of the folder's own files: every namespace of a language
/// is one of its parts (`FormatLayout.File.part`, the file's name), the default one (`translation` or
/// `"defaultNamespace"`) first, the others by name.
struct KeyValueLayout {
    let layout: FormatLayout

    init(_ files: ProjectFiles, format: FormatName, settings: ProjectSettings) {
        var problems: [ProjectProblem] = []
        var byLanguage: [LanguageTag: [String]] = [:]
        var defaultFile: String?
        var prefix: String?
        let namespaced = format == .i18next && files.nestedPaths.contains { Self.namespaceLanguage(of: $0) != nil }
        if namespaced {
            prefix = settings.defaultNamespace + ":"
            let preferred = settings.defaultNamespace + ".json"
            for path in files.nestedPaths {
                guard let tag = Self.namespaceLanguage(of: path) else { continue }
                byLanguage[tag, default: []].append(path)
            }
            for tag in byLanguage.keys {
                // The default namespace first (the language's main part), the others by name.
                byLanguage[tag]!.sort { a, b in
                    let (aMain, bMain) = (Self.part(of: a) == preferred, Self.part(of: b) == preferred)
                    return aMain != bMain ? aMain : a < b
                }
            }
        } else {
            for name in files.topLevelPaths where name.hasSuffix(".json") {
                if name == ProjectLayout.settingsFileName || name == ProjectLayout.expressionsFileName { continue }
                if format == .json, name == KeyValueFormat.defaultFileName {
                    defaultFile = name
                    continue
                }
                guard let tag = Self.language(of: name) else {
                    problems.append(ProjectProblem(fileName: name, kind: .notALanguageTag))
                    continue
                }
                if let other = byLanguage[tag]?.first {
                    problems.append(ProjectProblem(fileName: name, kind: .sameLanguageAs(other)))
                } else {
                    byLanguage[tag] = [name]
                }
            }
        }
        var source = settings.baseLanguage
        if defaultFile == nil, !settings.namesBaseLanguage, byLanguage[source] == nil,
            let regional = Self.regionalSource(byLanguage.keys, of: source)
        {
            source = regional
        }
        var layoutFiles: [FormatLayout.File] = []
        if let defaultFile {
            layoutFiles.append(FormatLayout.File(path: defaultFile, language: .base))
        } else if let sourceFiles = byLanguage.removeValue(forKey: source) {
            layoutFiles += sourceFiles.map { Self.file($0, language: .base, namespaced: namespaced) }
        } else {
            let expected =
                namespaced
                ? "\(source)/\(settings.defaultNamespace).json"
                : format == .json ? "\(KeyValueFormat.defaultFileName) or \(source).json" : "\(source).json"
            problems.append(ProjectProblem(fileName: nil, kind: .sourceMissing(expected: expected)))
        }
        for (tag, paths) in byLanguage.sorted(by: { $0.key.description < $1.key.description }) {
            layoutFiles += paths.map { Self.file($0, language: .tag(tag), namespaced: namespaced) }
        }
        var layout = FormatLayout(format: format, files: layoutFiles, sourceLanguage: source, problems: problems)
        layout.defaultKeyPrefix = prefix
        self.layout = layout
    }

    /// A file of the layout: with namespaces, its part is its name (`common.json`).
    private static func file(_ path: String, language: FileLanguage, namespaced: Bool) -> FormatLayout.File {
        FormatLayout.File(path: path, language: language, part: namespaced ? part(of: path) : "")
    }

    /// The name of a file without its folder.
    static func part(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The one regional variant of `source` among `tags` (`en-US` for `en`), when there is exactly one: the
    /// source of a folder with `en-us.json` and no `en.json` (jellyfin).
    static func regionalSource(_ tags: some Sequence<LanguageTag>, of source: LanguageTag) -> LanguageTag? {
        let regional = tags.filter { $0.language == source.description }
        return regional.count == 1 ? regional[0] : nil
    }

    /// The language a top-level file's name says (`pt_BR.json` → `pt-BR`; a minified `ru.min.json`, as iD
    /// ships them, → `ru`), or `nil`.
    static func language(of name: String) -> LanguageTag? {
        guard name.hasSuffix(".json"), !name.contains("/") else { return nil }
        let stem = name.dropLast(5)
        return LanguageTag(stem.hasSuffix(".min") ? stem.dropLast(4) : stem)
    }

    /// The language of an i18next namespace file `<tag>/<namespace>.json`, or `nil`.
    static func namespaceLanguage(of path: String) -> LanguageTag? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasSuffix(".json"), parts[1].count > 5 else { return nil }
        return LanguageTag(parts[0])
    }

    /// The settings of the folder's glossa.json (defaults when it is missing or broken), for detection.
    static func settings(in files: ProjectFiles) -> ProjectSettings {
        guard let bytes = files.bytes(at: ProjectLayout.settingsFileName),
            let document = try? JSONDocument(bytes: bytes)
        else { return ProjectSettings() }
        var ignored: [ValueProblem] = []
        return ProjectSettings(document: document, problems: &ignored)
    }
}
