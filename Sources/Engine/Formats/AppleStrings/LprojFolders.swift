/// Apple's localization folders and the languages they hold (DESIGN §11): `Base.lproj` is the source,
/// `pl.lproj` Polish, `zh-Hans.lproj` `zh-Hans`, `pt_BR.lproj` and `pt-BR.lproj` `pt-BR`; the English names of
/// old projects (`English.lproj`) are their languages. Shared by the `.strings` and `.stringsdict` readers.
///
/// A project keeps its `.lproj` folders at its top level or one folder down (`Resources/pl.lproj`); each holds
/// tables, `<Table>.strings` and `<Table>.stringsdict`, `Localizable` the default one.
enum LprojFolders {
    /// The extension of a localization folder.
    static let folderExtension = ".lproj"
    /// The folder of the development language's base localization.
    static let baseFolder = "Base.lproj"
    /// The table whose keys have no `Table:` prefix.
    static let defaultTable = "Localizable"

    /// The names old projects gave their folders, and the languages they are.
    private static let englishNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl",
    ]

    /// Whether a folder name is a localization folder's (`pl.lproj`).
    static func isLprojFolder(_ name: some StringProtocol) -> Bool {
        name.hasSuffix(folderExtension) && name.count > folderExtension.count
    }

    /// The language of a folder name: `.base` for `Base.lproj`, the tag for `pt_BR.lproj` (`pt-BR`), `nil` for a
    /// folder that is not a localization folder or names no language.
    static func language(ofFolder folder: some StringProtocol) -> FileLanguage? {
        guard isLprojFolder(folder) else { return nil }
        let name = folder.dropLast(folderExtension.count)
        if name == "Base" { return .base }
        return (englishNames[String(name)].flatMap { LanguageTag($0) } ?? LanguageTag(name)).map { .tag($0) }
    }

    /// The parts of a table's path: the folders before the `.lproj` folder (`Resources/`, or empty), the
    /// `.lproj` folder, and the table's name (`Localizable`) for a file ending in `fileExtension`.
    static func parts(ofPath path: String, fileExtension: String) -> (prefix: String, folder: String, table: String)? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard (2...3).contains(segments.count), let file = segments.last, file.hasSuffix(fileExtension),
            file.count > fileExtension.count
        else { return nil }
        let folder = segments[segments.count - 2]
        guard isLprojFolder(folder) else { return nil }
        let prefix = segments.count == 3 ? "\(segments[0])/" : ""
        return (prefix, String(folder), String(file.dropLast(fileExtension.count)))
    }

    /// The language of a table's path (`pl.lproj/Localizable.strings`, `Resources/Base.lproj/Main.strings`).
    static func language(ofPath path: String, fileExtension: String) -> FileLanguage? {
        parts(ofPath: path, fileExtension: fileExtension).flatMap { language(ofFolder: $0.folder) }
    }

    /// The key prefix of a table: none for `Localizable`, `Table:` for the others (DESIGN §11).
    static func keyPrefix(ofTable table: String) -> String { table == defaultTable ? "" : "\(table):" }

    /// The table a key with a prefix is in, and the key in the table: `Main:title` → (`Main`, `title`); a key
    /// without one is in `Localizable`.
    static func table(ofKey key: String, tables: Set<String>) -> (table: String, key: String) {
        if let colon = key.firstIndex(of: ":"), tables.contains(String(key[..<colon])) {
            return (String(key[..<colon]), String(key[key.index(after: colon)...]))
        }
        return (defaultTable, key)
    }

    /// The folder a language's tables go in: `Base.lproj`, `pt-BR.lproj` (`pt_BR.lproj` when `underscores`, as the
    /// project's other folders are written).
    static func folder(for language: FileLanguage, underscores: Bool = false) -> String {
        guard let tag = language.tag else { return baseFolder }
        let name = underscores ? tag.description.replacingOccurrences(of: "-", with: "_") : tag.description
        return name + folderExtension
    }
}
