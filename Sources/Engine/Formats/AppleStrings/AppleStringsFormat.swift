/// Apple `.strings` tables (DESIGN §11): `<tag>.lproj/<Table>.strings` at the project's top level or one
/// folder down; `Base.lproj` is the source, else the development language `glossa.json` names, else `en.lproj`.
/// Keys of tables other than `Localizable` are `Table:key`. Plural forms follow the project's convention
/// (`StringsPluralConvention`): Smartling's `KEY##{one}` or Swifternalization 1.x's `key{one}`, whose
/// `Expressions.strings` tables are its shared expressions rather than translations. A `.stringsdict` table
/// beside (`Localizable.stringsdict`) is read and edited by its own format (`StringsDictFormat`); every table is
/// a part of its language (`FormatLayout.File.part`: `Localizable.strings`, `Localizable.stringsdict`).
struct AppleStringsFormat: TranslationFormat {
    var name: FormatName { .strings }

    /// The extension of a table.
    static let fileExtension = ".strings"

    func fit(_ files: ProjectFiles) -> FormatFit? {
        guard let first = files.paths.first(where: { Self.language(ofPath: $0) != nil }) else { return nil }
        return FormatFit(strength: 3, reason: "it has \(first)")
    }

    /// The language of a table's path, `nil` for a path that is not a `.strings` table of an `.lproj` folder.
    static func language(ofPath path: String) -> FileLanguage? {
        LprojFolders.language(ofPath: path, fileExtension: fileExtension)
    }

    /// The table of a path: `Localizable` for `pl.lproj/Localizable.strings`.
    static func table(ofPath path: String) -> String {
        LprojFolders.parts(ofPath: path, fileExtension: fileExtension)?.table ?? LprojFolders.defaultTable
    }

    /// What the keys of a table's file start with: nothing in `Localizable`, `Main:` in `Main.strings`.
    static func keyPrefix(ofPath path: String) -> String { LprojFolders.keyPrefix(ofTable: table(ofPath: path)) }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        Self.layout(files, settings: settings, as: name)
    }

    /// The tables of `.lproj` folders, `.strings` and `.stringsdict`, as a layout of `format` (the
    /// `.stringsdict` format's own when the folder has no `.strings`).
    static func layout(_ files: ProjectFiles, settings: ProjectSettings, as format: FormatName) -> FormatLayout {
        var problems: [ProjectProblem] = []
        var tables: [(path: String, folder: String, table: String, language: FileLanguage, format: FormatName)] = []
        var folderOfLanguage: [FileLanguage: String] = [:]
        for path in files.paths {
            let strings = LprojFolders.parts(ofPath: path, fileExtension: fileExtension)
            let dictionaries = LprojFolders.parts(ofPath: path, fileExtension: StringsDictLayout.fileExtension)
            guard let parts = strings ?? dictionaries else { continue }
            let tableFormat: FormatName = strings != nil ? .strings : .stringsdict
            let folder = parts.prefix + parts.folder
            guard let language = LprojFolders.language(ofFolder: parts.folder) else {
                problems.append(ProjectProblem(fileName: path, kind: .notALanguageTag))
                continue
            }
            if let other = folderOfLanguage[language], other != folder {
                problems.append(
                    ProjectProblem(fileName: path, kind: .sameLanguageAs("\(other)/\(parts.table).strings")))
                continue
            }
            folderOfLanguage[language] = folder
            tables.append((path, folder, parts.table, language, tableFormat))
        }
        // The source: Base.lproj, else the development language glossa.json names, else en.lproj.
        var sourceLanguage: LanguageTag?
        var source: FileLanguage? = folderOfLanguage[.base] != nil ? .base : nil
        if source == nil, settings.namesBaseLanguage, folderOfLanguage[.tag(settings.baseLanguage)] != nil {
            source = .tag(settings.baseLanguage)
        }
        if source == nil, let english = LanguageTag("en"), folderOfLanguage[.tag(english)] != nil {
            source = .tag(english)
            sourceLanguage = english
        }
        if source == nil { problems.append(ProjectProblem(fileName: nil, kind: .baseMissing)) }
        // Only a file with a `}` may have a key of a plural convention: the others are not parsed here.
        let keys = tables.lazy.compactMap { files.bytes(at: $0.path) }.filter { $0.contains(UInt8(ascii: "}")) }
            .flatMap { bytes in (try? StringsDocument(bytes: bytes))?.pairs.map(\.key.text) ?? [] }
        let hasExpressions = tables.contains {
            $0.table == StringsPluralConvention.expressionsTable && $0.format == .strings
        }
        let convention = StringsPluralConvention.of(
            keys: keys, hasExpressionsTable: hasExpressions, settings: settings)
        var shared: SharedExpressions?
        if convention == .swifternalization {
            shared = SharedExpressions()
            for table in tables
            where table.table == StringsPluralConvention.expressionsTable && table.format == .strings {
                guard let bytes = files.bytes(at: table.path), let document = try? StringsDocument(bytes: bytes)
                else { continue }
                let section = table.language == source || table.language == .base ? "base" : table.language.description
                shared!.define(
                    section: section,
                    patterns: document.pairs.map {
                        ($0.key.text, $0.text, document.fileOffset(($0.value ?? $0.key).range.lowerBound))
                    })
            }
            tables.removeAll { $0.table == StringsPluralConvention.expressionsTable && $0.format == .strings }
        }
        // The source first; in a language, `Localizable` (its main part, `.strings` before `.stringsdict`),
        // then the other tables by name.
        func order(_ table: (path: String, folder: String, table: String, language: FileLanguage, format: FormatName))
            -> [String]
        {
            [
                table.language == source ? "" : table.language.description,
                table.table == LprojFolders.defaultTable ? "" : table.table,
                table.format == .strings ? "" : "dict",
            ]
        }
        tables.sort { order($0).lexicographicallyPrecedes(order($1)) }
        var layout = FormatLayout(
            format: format,
            files: tables.map {
                FormatLayout.File(
                    path: $0.path, language: $0.language == source ? .base : $0.language,
                    part: String($0.path.split(separator: "/").last!), format: $0.format)
            },
            sourceLanguage: sourceLanguage, problems: problems)
        layout.sharedExpressions = shared
        layout.impliedSettings = { settings in
            if settings.stringsPlurals == nil { settings.stringsPlurals = convention.rawValue }
        }
        return layout
    }

    var fmtStyle: FmtStyle {
        .asWritten(
            reason:
                "\(name.title) files keep the layout, comments and encoding they were written in (genstrings, Xcode): Glossa edits them pair by pair and never reformats them"
        )
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        let language = languages.first ?? Self.language(ofPath: path) ?? .base
        let convention =
            context.settings.stringsPlurals.flatMap(StringsPluralConvention.init(rawValue:))
            ?? StringsPluralConvention.of(
                keys: (try? StringsDocument(bytes: bytes))?.pairs.map(\.key.text) ?? [], hasExpressionsTable: false,
                settings: context.settings)
        return [
            LanguageFile(
                appleStrings: path, language: language, bytes: bytes, rules: context.rules(for: language),
                convention: convention, shared: context.expressions.definitions(for: language))
        ]
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        try StringsEdits(file: file).setting(text, at: address, force: force)
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        try StringsEdits(file: file).removing(address)
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        try StringsEdits(file: file).renaming(key, to: newKey)
    }

    /// A `/* */` comment above the key's pair (`StringsEdits.addingComment`); none in a `.stringsdict`.
    func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?
    {
        guard file.format == .strings else { return nil }
        return try StringsEdits(file: file).addingComment(comment, forKey: key)
    }

    /// A new `Table:key` goes into that table: its `.strings`, else its `.stringsdict`.
    func part(forNewKey key: String, among parts: [String]) -> String? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let table = String(key[..<colon])
        return [Self.fileExtension, StringsDictLayout.fileExtension].map { table + $0 }.first(where: parts.contains)
    }

    /// A language's new table goes beside the source's folder (`pl.lproj/Localizable.strings`, or the table the
    /// key's `Table:` prefix names), in the source file's encoding and line breaks.
    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let sourcePath = model?.fileName ?? layout.files.first?.path ?? "Base.lproj/Localizable.strings"
        let parts = LprojFolders.parts(ofPath: sourcePath, fileExtension: Self.fileExtension)
        let tables = Set(layout.files.map { Self.table(ofPath: $0.path) })
        let table = LprojFolders.table(ofKey: address.key, tables: tables).table
        let underscores = layout.files.contains {
            $0.path.split(separator: "/").contains { $0.contains("_") && $0.hasSuffix(".lproj") }
        }
        let path =
            (parts?.prefix ?? "") + LprojFolders.folder(for: language, underscores: underscores) + "/" + table
            + Self.fileExtension
        let empty = StringsEdits.emptyFile(like: model)
        let file = LanguageFile(
            appleStrings: path, language: language, bytes: empty, rules: model?.rules ?? PluralRules.root,
            convention: model?.pluralConvention.flatMap(StringsPluralConvention.init(rawValue:)) ?? .none, shared: [:])
        return (path, try StringsEdits(file: file).setting(text, at: address, force: true))
    }

    /// The category's name in Smartling's `KEY##{few}` and Swifternalization's `key{few}`.
    func variantName(for category: PluralCategory) -> String? { category.rawValue }
}
