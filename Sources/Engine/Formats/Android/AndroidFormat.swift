/// Android string resources: `res/values[-qualifiers]/strings.xml` (DESIGN §11), and the folders' other
/// files of string resources (`plurals.xml`, `arrays.xml`), each a part of its language. The project folder
/// is `res/`; `values/` holds the source language.
struct AndroidFormat: TranslationFormat {
    var name: FormatName { .android }

    func fit(_ files: ProjectFiles) -> FormatFit? {
        let source = AndroidFolders.path(for: .base)
        if files.paths.contains(source) { return FormatFit(strength: 3, reason: "it has \(source)") }
        if let other = files.nestedPaths.first(where: { Self.holdsStrings($0, in: files) }) {
            return FormatFit(strength: 2, reason: "it has \(other)")
        }
        return nil
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        var layoutFiles: [FormatLayout.File] = []
        var problems: [ProjectProblem] = []
        for path in files.nestedPaths where Self.holdsStrings(path, in: files) {
            let part = String(path.split(separator: "/").last!)
            layoutFiles.append(
                FormatLayout.File(path: path, language: AndroidFolders.language(ofPath: path), part: part))
        }
        // By language (the source first), then `strings.xml` (the main part), then the other parts by name.
        func order(_ file: FormatLayout.File) -> (String, Int, String) {
            (
                file.language == .base ? "" : file.language!.description, file.part == AndroidFolders.fileName ? 0 : 1,
                file.part
            )
        }
        layoutFiles.sort { order($0) < order($1) }
        if !layoutFiles.contains(where: { $0.language == .base }) {
            problems.append(ProjectProblem(fileName: nil, kind: .baseMissing))
        }
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

    /// An `<!-- -->` comment on lines of its own just above the element (or the `<string-array>` item), where
    /// Android Studio's convention reads a resource's comment for translators.
    ///
    /// - Throws: `.noSuchKey` when the file lacks the key; `.notInFormat` for a comment an XML comment cannot
    ///   hold (`--`, blank lines, blanks around a line).
    func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?
    {
        guard file.isEditable, (try? AndroidResources(bytes: file.bytes)) != nil else {
            throw .fileHasSyntaxError(file.fileName)
        }
        guard let index = file.entryIndex(ofKey: key) else { throw .noSuchKey(EntryAddress(key: key).description) }
        let entry = file.entries[index]
        var lines = comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if comment.contains("--")
            || lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) != $0 || $0.isEmpty })
        {
            throw .notInFormat(
                .android, what: "the comment \(ValueSummary.quoted(comment))",
                reason: "an XML comment cannot hold --, and Android's reader trims its lines and drops blank ones")
        }
        lines[0] = "<!-- " + lines[0]
        for index in lines.indices.dropFirst() { lines[index] = "     " + lines[index] }
        lines[lines.count - 1] += " -->"
        return CommentLines.inserting(lines, beforeLineOf: entry.offset, in: file.bytes, key: key)
    }

    /// The resource's element (a whole `<string-array>` for one of its items).
    func rawRange(ofKey key: String, in file: LanguageFile) -> Range<Int>? {
        guard let resources = try? AndroidResources(bytes: file.bytes) else { return nil }
        let name = AndroidResources.arrayItem(key)?.name ?? key
        return resources.resource(named: name)?.element.range
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        try AndroidEdits(file: file).renaming(key, to: newKey)
    }

    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let path = AndroidFolders.path(
            for: language, part: model.map(\.part).flatMap { $0.isEmpty ? nil : $0 } ?? AndroidFolders.fileName)
        let empty = LanguageFile(
            androidFileName: path, language: language,
            bytes: Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n</resources>\n".utf8),
            rules: model?.rules ?? (try! PluralRules(locale: "en")))
        return (path, try AndroidEdits(file: empty).setting(text, at: address, force: true))
    }

    /// Whether a path is a file of string resources of a language's folder: any `strings.xml`, and another
    /// `.xml` that has a `<string`, `<plurals` or `<string-array` element (not `colors.xml`).
    private static func holdsStrings(_ path: String, in files: ProjectFiles) -> Bool {
        guard AndroidFolders.language(ofPath: path) != nil else { return false }
        if path.hasSuffix("/" + AndroidFolders.fileName) { return true }
        guard let bytes = files.bytes(at: path) else { return false }
        return ByteSearch.contains(bytes, "<string") || ByteSearch.contains(bytes, "<plurals")
    }
}
