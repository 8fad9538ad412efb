/// Apple `.stringsdict` files (XML property lists) in `.lproj` folders (DESIGN §11): read by
/// `LanguageFile(stringsDictFileName:…)`, laid out with the `.strings` tables (`AppleStringsFormat.layout`),
/// edited by `StringsDictEdits` as
/// splices in each file's own style.
struct StringsDictFormat: TranslationFormat {
    var name: FormatName { .stringsdict }

    /// A folder of `.lproj` tables that are all `.stringsdict`: with `.strings` tables too, the `.strings`
    /// format reads the folder (and each `.stringsdict` with this format).
    func fit(_ files: ProjectFiles) -> FormatFit? {
        let tables = files.paths.compactMap { path in
            LprojFolders.parts(ofPath: path, fileExtension: StringsDictLayout.fileExtension).map { (path, $0) }
        }
        guard !files.paths.contains(where: { AppleStringsFormat.language(ofPath: $0) != nil }) else { return nil }
        // The reason names the most telling file: Base.lproj's, else a language's Localizable table.
        func rank(_ parts: (prefix: String, folder: String, table: String)) -> Int {
            let language = LprojFolders.language(ofFolder: parts.folder)
            return (language == .base ? 0 : language == nil ? 4 : 2)
                + (parts.table == LprojFolders.defaultTable ? 0 : 1)
        }
        guard let first = tables.min(by: { rank($0.1) < rank($1.1) }) else { return nil }
        return FormatFit(strength: 3, reason: "it has \(first.0)")
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        AppleStringsFormat.layout(files, settings: settings, as: name)
    }

    var fmtStyle: FmtStyle {
        .asWritten(
            reason:
                "property lists keep the indentation and element style they were written in (Xcode, plutil): Glossa edits them key by key and never reformats them"
        )
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        let language = languages.first ?? .base
        return [
            LanguageFile(
                stringsDictFileName: path, language: language, bytes: bytes, rules: context.rules(for: language))
        ]
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        try StringsDictEdits(file: file).setting(text, at: address, force: force)
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        try StringsDictEdits(file: file).removing(address)
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        try StringsDictEdits(file: file).renaming(key, to: newKey)
    }

    /// Writes every category at once: the text becomes a format string `%#@count@` whose variable has a form
    /// per category, each the text.
    func pluralizing(
        _ key: String, categories: [PluralCategory], in file: LanguageFile, context: FormatContext
    ) throws(EditError) -> FileEdit {
        try StringsDictEdits(file: file).pluralizing(key, categories: categories)
    }

    /// A new file is the model's (the source's) with its root dictionary emptied — its header, indentation
    /// and line ends — holding the text at `address`; without a model, a file as Xcode writes it.
    /// A new `Table:key` goes into that table.
    func part(forNewKey key: String, among parts: [String]) -> String? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let part = String(key[..<colon]) + StringsDictLayout.fileExtension
        return parts.contains(part) ? part : nil
    }

    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let path = StringsDictLayout.path(
            for: language, part: model.flatMap { $0.part.isEmpty ? nil : $0.part }, model: model?.fileName,
            layout: layout)
        var bytes = Array(Self.emptyFile.utf8)
        var unit: String?
        if let model, let document = try? StringsDictDocument(bytes: model.bytes) {
            let root = document.root.element.range
            let indent = document.indentation(ofLineAt: root.lowerBound)
            bytes =
                Array(model.bytes[..<root.lowerBound]) + Array("<dict>\(document.newline)\(indent)</dict>".utf8)
                + Array(model.bytes[root.upperBound...])
            unit = document.indentUnit
        }
        let empty = LanguageFile(
            stringsDictFileName: path, language: language, bytes: bytes,
            rules: model?.rules ?? (try! PluralRules(locale: "en")))
        var edits = try StringsDictEdits(file: empty)
        if let unit { edits.indentUnit = unit }
        return (path, try edits.setting(text, at: address, force: true))
    }

    /// An empty `.stringsdict` as Xcode writes one.
    static let emptyFile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        </dict>
        </plist>

        """
}
