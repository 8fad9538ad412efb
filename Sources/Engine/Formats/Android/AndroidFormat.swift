/// Android string resources: `res/values[-qualifiers]/strings.xml` (DESIGN §11). The project folder is
/// `res/`; `values/` holds the source language.
struct AndroidFormat: TranslationFormat {
    var name: FormatName { .android }

    func fit(_ files: ProjectFiles) -> FormatFit? {
        let source = AndroidFolders.path(for: .base)
        if files.paths.contains(source) { return FormatFit(strength: 3, reason: "it has \(source)") }
        if let other = files.nestedPaths.first(where: { AndroidFolders.language(ofPath: $0) != nil }) {
            return FormatFit(strength: 2, reason: "it has \(other)")
        }
        return nil
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        var claimed: [FileLanguage: String] = [:]
        var layoutFiles: [FormatLayout.File] = []
        var problems: [ProjectProblem] = []
        for path in files.nestedPaths where path.hasSuffix("/\(AndroidFolders.fileName)") {
            guard let language = AndroidFolders.language(ofPath: path) else { continue }
            if let other = claimed[language] {
                problems.append(ProjectProblem(fileName: path, kind: .sameLanguageAs(other)))
                continue
            }
            claimed[language] = path
            layoutFiles.append(FormatLayout.File(path: path, language: language))
        }
        layoutFiles.sort {
            ($0.language == .base ? "" : $0.language!.description)
                < ($1.language == .base ? "" : $1.language!.description)
        }
        if claimed[.base] == nil { problems.append(ProjectProblem(fileName: nil, kind: .baseMissing)) }
        return FormatLayout(format: name, files: layoutFiles, problems: problems)
    }

    var fmtStyle: FmtStyle {
        .asWritten(
            reason:
                "strings.xml files keep their own layout (comments, markup, indentation): Glossa edits them entry by entry and never reformats them; Android Studio formats them"
        )
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        let language = languages.first ?? AndroidFolders.language(ofPath: path) ?? .base
        return [
            LanguageFile(androidFileName: path, language: language, bytes: bytes, rules: context.rules(for: language))
        ]
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        try AndroidEdits(file: file).setting(text, at: address, force: force)
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        try AndroidEdits(file: file).removing(address)
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        try AndroidEdits(file: file).renaming(key, to: newKey)
    }

    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let path = AndroidFolders.path(for: language)
        let empty = LanguageFile(
            androidFileName: path, language: language,
            bytes: Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n</resources>\n".utf8),
            rules: model?.rules ?? (try! PluralRules(locale: "en")))
        return (path, try AndroidEdits(file: empty).setting(text, at: address, force: true))
    }
}
