/// Where Apple's `.stringsdict` tables are (DESIGN §11): `<tag>.lproj/<Table>.stringsdict`, in the folders
/// `LprojFolders` describes and laid out with the `.strings` tables (`AppleStringsFormat.layout`). The table
/// `Localizable` holds keys as they are, any other table keys `Table:key`.
enum StringsDictLayout {
    /// The extension of the files.
    static let fileExtension = ".stringsdict"

    /// What the keys of the file at `path` have in front in the project: nothing for `Localizable`, `Table:`
    /// for any other table (DESIGN §11).
    static func keyPrefix(ofPath path: String) -> String {
        LprojFolders.parts(ofPath: path, fileExtension: fileExtension).map { LprojFolders.keyPrefix(ofTable: $0.table) }
            ?? ""
    }

    /// The path of a language's file of `part` (its `Localizable` table by default), beside the model's folder
    /// (`Resources/pl.lproj/…` for a model in `Resources/Base.lproj`): the source's in `Base.lproj`, or in its
    /// tag's folder when the layout names one.
    static func path(for language: FileLanguage, part: String?, model: String?, layout: FormatLayout) -> String {
        let prefix = model.flatMap { LprojFolders.parts(ofPath: $0, fileExtension: fileExtension)?.prefix } ?? ""
        let folder =
            language.tag.map { LprojFolders.folder(for: .tag($0)) }
            ?? layout.sourceLanguage.map { LprojFolders.folder(for: .tag($0)) } ?? LprojFolders.baseFolder
        return prefix + folder + "/" + (part ?? LprojFolders.defaultTable + fileExtension)
    }
}
