/// Apple String Catalog: one `.xcstrings` file holding every language, its `sourceLanguage` the source
/// (DESIGN §11). Read by `CatalogReader`, edited by `CatalogEdits` in exactly the text Xcode writes.
///
/// A folder with several catalogs (`Localizable.xcstrings`, `InfoPlist.xcstrings`) loads one —
/// `Localizable.xcstrings` when it is there, else the first by name — and names the others as not loaded:
/// open one of them with `glossa FILE`.
struct StringCatalogFormat: TranslationFormat {
    var name: FormatName { .xcstrings }

    /// The extension of a catalog's file.
    static let fileExtension = ".xcstrings"

    func fit(_ files: ProjectFiles) -> FormatFit? {
        guard let catalog = Self.catalogs(in: files).first else { return nil }
        return FormatFit(strength: 3, reason: "it has \(catalog)")
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        let catalogs = Self.catalogs(in: files)
        guard let catalog = catalogs.first else {
            return FormatLayout(
                format: name, files: [],
                problems: [ProjectProblem(fileName: nil, kind: .sourceMissing(expected: "a .xcstrings catalog"))])
        }
        let source = files.bytes(at: catalog).flatMap(Self.sourceLanguage).flatMap(LanguageTag.init)
        return FormatLayout(
            format: name, files: [FormatLayout.File(path: catalog, language: nil)], sourceLanguage: source,
            problems: catalogs.dropFirst().map { ProjectProblem(fileName: $0, kind: .anotherCatalog(catalog)) })
    }

    var fmtStyle: FmtStyle { .tool("Xcode") }

    /// The catalog as Xcode writes it: `JSONSerialization` with `.prettyPrinted`, `.sortedKeys` and
    /// `.withoutEscapingSlashes` (`CatalogValue.xcodeText`, every object's members in `CatalogOrder`), with no
    /// final line break.
    func toolCanonicalBytes(_ bytes: [UInt8]) -> [UInt8]? {
        guard let document = try? JSONDocument(bytes: bytes) else { return nil }
        return Array(CatalogValue(document.root, in: document).sorted.xcodeText(indent: 0).utf8)
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        CatalogReader(path: path, bytes: bytes, context: context).read()
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        FileEdit(try Self.edits(of: file).setting(text, at: address, force: force))
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try Self.edits(of: file).removing(address))
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try Self.edits(of: file).renamingKey(key, to: newKey))
    }

    /// The `state` of the language's `stringUnit`s for the key (`CatalogEdits.settingState`).
    func settingState(_ state: RecordedState, forKey key: String, in file: LanguageFile) throws(EditError)
        -> FileEdit?
    {
        FileEdit(try Self.edits(of: file).settingState(state, forKey: key))
    }

    /// The key's `comment`, one for every language (`CatalogEdits.addingComment`).
    func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?
    {
        FileEdit(try Self.edits(of: file).addingComment(comment, forKey: key))
    }

    /// A language new to the catalog goes into the catalog itself (`model`, any language of it): the edit
    /// of that file, at its path. Without a catalog, the source language starts a new `Localizable.xcstrings`
    /// as Xcode writes an empty one, its `sourceLanguage` the layout's (else `en`); `nil` for another language,
    /// which has no catalog to go into.
    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        guard let model else {
            guard language == .base else { return nil }
            let source = layout.sourceLanguage?.description ?? "en"
            let empty =
                "{\n  \"sourceLanguage\" : \"\(source)\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
            guard let catalog = try? JSONDocument(bytes: Array(empty.utf8)) else { return nil }
            return (
                Self.newCatalogName,
                FileEdit(try Self.setting(text, at: address, language: language, in: catalog, force: false))
            )
        }
        guard let catalog = model.document() else { throw .fileHasSyntaxError(model.fileName) }
        return (
            model.fileName,
            FileEdit(try Self.setting(text, at: address, language: language, in: catalog, force: false))
        )
    }

    /// The name of a catalog Glossa starts: Xcode's default table.
    static let newCatalogName = "Localizable.xcstrings"

    /// Sets a text in `language`'s part of a catalog, whether or not the catalog has that language yet.
    static func setting(
        _ text: String, at address: EntryAddress, language: FileLanguage, in catalog: JSONDocument, force: Bool
    ) throws(EditError) -> EditResult {
        try CatalogEdits(document: catalog, language: language).setting(text, at: address, force: force)
    }

    private static func edits(of file: LanguageFile) throws(EditError) -> CatalogEdits {
        guard let document = file.document() else { throw .fileHasSyntaxError(file.fileName) }
        return CatalogEdits(document: document, language: file.language)
    }

    /// The catalogs of the folder: `Localizable.xcstrings` first, then the others by name.
    static func catalogs(in files: ProjectFiles) -> [String] {
        let catalogs = files.topLevelPaths.filter { $0.hasSuffix(fileExtension) }
        return catalogs.filter { $0 == "Localizable.xcstrings" } + catalogs.filter { $0 != "Localizable.xcstrings" }
    }

    /// The `sourceLanguage` of a catalog, read without parsing it all (Xcode writes it first).
    static func sourceLanguage(in bytes: [UInt8]) -> String? {
        let marker = Array("\"sourceLanguage\"".utf8)
        guard let start = bytes.firstRange(of: marker)?.upperBound,
            let open = bytes[start...].prefix(16).firstIndex(of: UInt8(ascii: "\"")),
            let close = bytes[(open + 1)...].prefix(40).firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
    }
}
