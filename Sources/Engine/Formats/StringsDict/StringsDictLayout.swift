/// Where Apple's `.stringsdict` files keep their languages (DESIGN §11): `<tag>.lproj/<Table>.stringsdict` in
/// the project folder's `.lproj` folders. `Base.lproj` is the source; without it, the folder of
/// `glossa.json`'s `"sourceLanguage"`, else `en.lproj`. The table `Localizable` holds keys as they are, any
/// other table keys `Table:key` (`keyPrefix(ofPath:)`, the one place that says so).
///
/// Each table is a part of its language (`FormatLayout.File.part`: `Localizable.stringsdict`), `Localizable`
/// the main one.
enum StringsDictLayout {
    /// The extension of an `.lproj` folder.
    static let folderSuffix = ".lproj"
    /// The extension of the files.
    static let fileExtension = ".stringsdict"
    /// The source language's folder when the project has one.
    static let baseFolder = "Base.lproj"
    /// The table whose keys have no prefix.
    static let defaultTable = "Localizable"

    /// The old English names Xcode still accepts for some folders (`English.lproj`).
    private static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl",
    ]

    /// Whether a top-level name is an `.lproj` folder's.
    static func isFolder(_ name: String) -> Bool { name.hasSuffix(folderSuffix) && name.count > folderSuffix.count }

    /// The language of an `.lproj` folder's name: `.base` for `Base.lproj` (the source, whatever its tag),
    /// the tag for `pt-BR.lproj`, `pt_BR.lproj`, `zh-Hans.lproj`, `English.lproj`; `nil` when the name is not
    /// a language's.
    static func language(ofFolder folder: some StringProtocol) -> FileLanguage? {
        guard folder.hasSuffix(folderSuffix) else { return nil }
        let name = String(folder.dropLast(folderSuffix.count))
        if name == "Base" { return .base }
        return LanguageTag(legacyNames[name] ?? name).map { .tag($0) }
    }

    /// The folder and the table of a path `pl.lproj/Localizable.stringsdict`; `nil` for any other path.
    static func parts(ofPath path: String) -> (folder: String, table: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, isFolder(String(parts[0])), parts[1].hasSuffix(fileExtension),
            parts[1].count > fileExtension.count
        else { return nil }
        return (String(parts[0]), String(parts[1].dropLast(fileExtension.count)))
    }

    /// What the keys of the file at `path` have in front in the project: nothing for `Localizable`, `Table:`
    /// for any other table (DESIGN §11).
    static func keyPrefix(ofPath path: String) -> String {
        guard let table = parts(ofPath: path)?.table, table != defaultTable else { return "" }
        return table + ":"
    }

    /// The files of a folder and their languages: the source's first (as `base`), then the others by tag.
    static func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        var tables: [String: [String]] = [:]
        for path in files.nestedPaths {
            guard let (folder, _) = parts(ofPath: path) else { continue }
            tables[folder, default: []].append(path)
        }
        var problems: [ProjectProblem] = []
        var claimed: [FileLanguage: [String]] = [:]
        for folder in tables.keys.sorted() {
            // `Localizable` first: the language's main part.
            let paths = tables[folder]!.sorted { a, b in
                let (aMain, bMain) = (parts(ofPath: a)?.table == defaultTable, parts(ofPath: b)?.table == defaultTable)
                return aMain != bMain ? aMain : a < b
            }
            guard let language = language(ofFolder: folder) else {
                problems += paths.map { ProjectProblem(fileName: $0, kind: .notALanguageTag) }
                continue
            }
            if let other = claimed[language]?.first {
                problems += paths.map { ProjectProblem(fileName: $0, kind: .sameLanguageAs(other)) }
                continue
            }
            claimed[language] = paths
        }
        // Without Base.lproj, the source is the folder of glossa.json's language, else en.lproj.
        let sourceTag = settings.namesBaseLanguage ? settings.baseLanguage : LanguageTag("en")!
        let source: FileLanguage? =
            claimed[.base] != nil ? .base : claimed[.tag(sourceTag)] != nil ? .tag(sourceTag) : nil
        var layoutFiles: [FormatLayout.File] = []
        func add(_ paths: [String], as language: FileLanguage) {
            layoutFiles += paths.map { FormatLayout.File(path: $0, language: language, part: part(ofPath: $0)) }
        }
        if let source { add(claimed[source]!, as: .base) }
        for (language, paths) in claimed.sorted(by: { $0.key.description < $1.key.description })
        where language != source {
            guard let tag = language.tag else { continue }
            add(paths, as: .tag(tag))
        }
        if source == nil {
            let expected = "\(baseFolder)/\(defaultTable)\(fileExtension) or \(folder(for: sourceTag))/…"
            problems.append(ProjectProblem(fileName: nil, kind: .sourceMissing(expected: expected)))
        }
        return FormatLayout(
            format: .stringsdict, files: layoutFiles, sourceLanguage: source == .base ? nil : sourceTag,
            problems: problems)
    }

    /// The folder of a language's files: `pl.lproj`.
    static func folder(for tag: LanguageTag) -> String { tag.description + folderSuffix }

    /// The part a file is of its language: its name (`Settings.stringsdict`).
    static func part(ofPath path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The path of a language's file of `part` (its `Localizable` table by default): `pl.lproj/…`, the
    /// source's in `Base.lproj` (or in its tag's folder when the layout names one).
    static func path(for language: FileLanguage, part: String?, layout: FormatLayout) -> String {
        let folder =
            language.tag.map(folder(for:))
            ?? layout.sourceLanguage.map(folder(for:)) ?? baseFolder
        return "\(folder)/\(part ?? defaultTable + fileExtension)"
    }
}
