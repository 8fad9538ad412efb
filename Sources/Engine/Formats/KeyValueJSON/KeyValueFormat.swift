/// Key–value JSON (`.json`) and i18next JSON v4 (`.i18next`), one implementation with i18next's plural
/// suffixes and namespaces as the difference (DESIGN §11).
///
/// Files: `<tag>.json` (and `default.json`, key–value JSON's source), or i18next's `<tag>/<namespace>.json`,
/// where every namespace of a language is one of its parts and keys are `namespace:key` (the default
/// namespace, `translation` or glossa.json's `"defaultNamespace"`, also answers keys without a prefix).
struct KeyValueFormat: TranslationFormat {
    /// `.json` or `.i18next`.
    let name: FormatName

    /// Whether members with plural suffixes are variants (i18next).
    var hasPlurals: Bool { name == .i18next }

    /// The source file of key–value JSON, whatever the source language.
    static let defaultFileName = "default.json"

    func fit(_ files: ProjectFiles) -> FormatFit? {
        let evidence = KeyValueEvidence(files)
        switch name {
        case .i18next:
            if let folder = evidence.namespaceFile {
                return FormatFit(strength: 2, reason: "\(folder) is <language>/<namespace>.json")
            }
            return evidence.i18nextMarker.map { FormatFit(strength: 2, reason: $0) }
        default:
            guard let first = evidence.languageFiles.first else { return nil }
            if evidence.languageFiles.contains(Self.defaultFileName) {
                return FormatFit(strength: 3, reason: "it has \(Self.defaultFileName)")
            }
            if let metadata = evidence.metadataFile {
                return FormatFit(strength: 3, reason: "\(metadata) has @metadata")
            }
            if evidence.i18nextMarker == nil, let source = evidence.sourceFile, !evidence.hasBaseFile {
                return FormatFit(strength: 2, reason: "\(source) is the source and there is no base.json")
            }
            return FormatFit(strength: 1, reason: "\(first) is named after a language")
        }
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        KeyValueLayout(files, format: name, settings: settings).layout
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        [load(path, bytes: bytes, language: languages.first ?? .base, context: context)]
    }

    private func load(_ path: String, bytes: [UInt8], language: FileLanguage, context: FormatContext) -> LanguageFile {
        LanguageFile(
            keyValue: bytes, fileName: path, language: language, rules: context.rules(for: language), format: name,
            keyPrefix: Self.keyPrefix(of: path))
    }

    /// A new `namespace:key` goes into that namespace's file.
    func part(forNewKey key: String, among parts: [String]) -> String? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let part = String(key[..<colon]) + ".json"
        return parts.contains(part) ? part : nil
    }

    /// `namespace:` for i18next's `<tag>/<namespace>.json`, else nothing.
    static func keyPrefix(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[path.index(after: slash)...].dropLast(5) + ":"
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        FileEdit(try edits(of: file).setting(text, at: address, force: force))
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try edits(of: file).removing(address))
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try edits(of: file).renaming(key, to: newKey))
    }

    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let tag = language.tag ?? layout.sourceLanguage ?? LanguageTag("en")!
        var path = model?.fileName.hasSuffix(".min.json") == true ? "\(tag).min.json" : "\(tag).json"
        if let part = model?.part, !part.isEmpty {
            // i18next's `<tag>/<namespace>.json`: the model's namespace.
            path = "\(tag)/\(part)"
        } else if let prefix = layout.defaultKeyPrefix {
            path = "\(tag)/\(prefix.dropLast()).json"
        }
        let empty = try LanguageEdits.emptyDocument(like: model?.document())
        let edits = KeyValueEdits(
            document: empty, format: name, keyPrefix: Self.keyPrefix(of: path), fileName: path, language: nil)
        return (path, FileEdit(try edits.setting(text, at: address, force: false)))
    }

    private func edits(of file: LanguageFile) throws(EditError) -> KeyValueEdits {
        guard let document = file.document() else { throw .fileHasSyntaxError(file.fileName) }
        return KeyValueEdits(
            document: document, format: name, keyPrefix: Self.keyPrefix(of: file.fileName), fileName: file.fileName,
            language: KeyValueLeaves.language(of: file.language, rules: file.rules))
    }
}
