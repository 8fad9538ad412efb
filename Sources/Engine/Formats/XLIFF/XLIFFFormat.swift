/// XLIFF 1.2 (`xliff12`, as Xcode's Export Localizations writes it) and 2.0 (`xliff20`): `.xliff` and `.xlf`
/// files, each holding the source texts and one target language's (DESIGN §11). The source language is a
/// file without a target language (a template, Angular's `messages.xlf`) when there is one, else the
/// `<source>`s of the first file by name, which holds its own target language too.
struct XLIFFFormat: TranslationFormat {
    let name: FormatName

    /// The version of the format's files.
    var version: XLIFFDocument.Version { name == .xliff20 ? .v20 : .v12 }

    /// Whether a path is an XLIFF file.
    static func isXLIFFPath(_ path: String) -> Bool { path.hasSuffix(".xliff") || path.hasSuffix(".xlf") }

    /// The XLIFF files of the version among `files` (a file whose version cannot be read goes to 1.2, where it
    /// is shown with its error).
    private func paths(in files: ProjectFiles) -> [String] {
        files.paths.filter { path in
            guard Self.isXLIFFPath(path) else { return false }
            let found = files.bytes(at: path).flatMap(XLIFFDocument.peekVersion)
            return found == version || (found == nil && version == .v12)
        }
    }

    func fit(_ files: ProjectFiles) -> FormatFit? {
        guard
            let first = paths(in: files).first(where: {
                files.bytes(at: $0).flatMap(XLIFFDocument.peekVersion) == version
            })
        else { return nil }
        return FormatFit(strength: 3, reason: "it has \(first), \(name.title)")
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        let paths = paths(in: files)
        let documents = paths.map { path in files.bytes(at: path).flatMap { try? XLIFFDocument(bytes: $0) } }
        let template = zip(paths, documents).first { $0.1 != nil && $0.1?.targetLanguage == nil }?.0
        let translations = zip(paths, documents).filter { $0.0 != template }.map { path, document in
            (path, Self.targetLanguage(of: document, path: path))
        }
        var layout = FormatLayout.withSourceTexts(format: name, template: template, translations: translations)
        layout.sourceLanguage = documents.lazy.compactMap { $0?.sourceLanguage }.first.flatMap { LanguageTag($0) }
        return layout
    }

    /// A file's target language: its own, else the one its name says (`de.xliff`, `messages.de.xlf`).
    private static func targetLanguage(of document: XLIFFDocument?, path: String) -> LanguageTag? {
        if let language = document?.targetLanguage { return LanguageTag(language) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".").dropLast()
        return parts.last.flatMap { LanguageTag(String($0)) }
    }

    /// The files of the layout, each read as the languages it holds: the source-holding file (no language in
    /// the layout) as the source and its target language, which only its bytes say.
    func read(_ layout: FormatLayout, files: ProjectFiles, context: FormatContext) -> [LanguageFile] {
        ConcurrentWork.map(layout.files.count) { index -> [LanguageFile] in
            let file = layout.files[index]
            guard let bytes = files.bytes(at: file.path) else { return [] }
            var languages = [file.language ?? .base]
            if file.language == nil,
                let tag = Self.targetLanguage(of: try? XLIFFDocument(bytes: bytes), path: file.path)
            {
                languages.append(.tag(tag))
            }
            return reread(file.path, bytes: bytes, languages: languages, context: context)
        }.flatMap { $0 }
    }

    var fmtStyle: FmtStyle {
        .asWritten(
            reason:
                "XLIFF files keep the layout of the tool that wrote them (Xcode, a translation agency's): Glossa edits them unit by unit and never reformats them"
        )
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        languages.map { language in
            LanguageFile(
                xliff: path, format: name, language: language, bytes: bytes, rules: context.rules(for: language))
        }
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        try XLIFFEdits(file: file).setting(text, at: address, force: force)
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        try XLIFFEdits(file: file).removing(address)
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        try XLIFFEdits(file: file).renaming(key, to: newKey)
    }

    /// The `state` of the key's targets (`XLIFFEdits.settingState`).
    /// A `<note>` in the key's first unit (`XLIFFEdits.addingComment`).
    func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?
    {
        try XLIFFEdits(file: file).addingComment(comment, forKey: key)
    }

    func settingState(_ state: RecordedState, forKey key: String, in file: LanguageFile) throws(EditError)
        -> FileEdit?
    {
        try XLIFFEdits(file: file).settingState(state, forKey: key)
    }

    /// The key's units, from the first to the last, when no other unit lies between them.
    func rawRange(ofKey key: String, in file: LanguageFile) -> Range<Int>? {
        guard let document = try? XLIFFDocument(bytes: file.bytes) else { return nil }
        let indices = document.units.indices.filter { document.name(of: document.units[$0]).key == key }
        guard let first = indices.first, let last = indices.last, last - first + 1 == indices.count else {
            return nil
        }
        return document.units[first].element.range.lowerBound..<document.units[last].element.range.upperBound
    }

    /// A new file: for the source language without one, a template (`<source tag>.xliff`, no target language);
    /// for a translation, `<tag>.xliff` holding the units of the source's file without their targets, as a
    /// tool exports them for translation. The text is then set in it.
    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let fileExtension = layout.files.first.map { $0.path.hasSuffix(".xlf") ? ".xlf" : ".xliff" } ?? ".xliff"
        let modelDocument = model.flatMap { model in (try? XLIFFDocument(bytes: model.bytes)).map { ($0, model.bytes) }
        }
        let source =
            modelDocument?.0.sourceLanguage ?? layout.sourceLanguage?.description ?? "en"
        let path: String
        let bytes: [UInt8]
        switch language {
        case .base:
            guard model == nil else { return nil }
            path = source + fileExtension
            bytes = XLIFFWriter.file(version: version, sourceLanguage: source, targetLanguage: nil, model: nil)
        case .tag(let tag):
            path = tag.description + fileExtension
            bytes = XLIFFWriter.file(
                version: version, sourceLanguage: source, targetLanguage: tag.description, model: modelDocument)
        }
        let file = LanguageFile(
            xliff: path, format: name, language: language, bytes: bytes,
            rules: language.tag.flatMap { try? PluralRules(locale: $0.description) }
                ?? (try? PluralRules(locale: source)) ?? PluralRules.root)
        return (path, try XLIFFEdits(file: file).setting(text, at: address, force: true))
    }
}
