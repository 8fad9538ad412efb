/// JSONlize (GetOhsome/JSONlize): `lang.<tag>.json` files whose values are texts, `{"plurals": {"1": …,
/// "*": …}}` with exact numbers and `*` for every other number, or `{"keys": {…}}` chosen by a text
/// (DESIGN §11; `JSONlizeSelector`, `JSONlizeLayout`, `JSONlizeEdits`).
struct JSONlizeFormat: TranslationFormat {
    var name: FormatName { .jsonlize }

    var entriesAreJSONMembers: Bool { true }

    func fit(_ files: ProjectFiles) -> FormatFit? {
        let names = files.topLevelPaths.filter { JSONlizeLayout.language(ofFileNamed: $0) != nil }
        guard let first = names.first else { return nil }
        let more = names.count > 1 ? " and \(names.count - 1) more" : ""
        return FormatFit(strength: 3, reason: "\(first)\(more) named lang.<language>.json, as JSONlize names its files")
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        JSONlizeLayout.layout(files, settings: settings)
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        let language = languages.first ?? .base
        return [LanguageFile(jsonlize: bytes, fileName: path, language: language, rules: context.rules(for: language))]
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        FileEdit(
            try JSONlizeEdits.setting(
                text, at: address, in: try SwifternalizationFormat.document(of: file), force: force))
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try JSONlizeEdits.removing(address, from: try SwifternalizationFormat.document(of: file)))
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try LanguageEdits.renamingKey(key, to: newKey, in: try SwifternalizationFormat.document(of: file)))
    }

    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let result = try JSONlizeEdits.creatingFile(setting: text, at: address, like: model?.document())
        let tag = language.tag ?? layout.sourceLanguage ?? LanguageTag("en")!
        return (JSONlizeLayout.fileName(for: tag), FileEdit(result))
    }

    func variantName(for category: PluralCategory) -> String? {
        category == .other ? JSONlizeSelector.catchAll : nil
    }

    /// An exact whole number as `=N`; the rest as the default names it (and `setting` refuses it).
    func selectorText(for meaning: Selector) -> String? {
        switch meaning {
        case .expression(.comparison(.equal, let number)), .shared(_, .comparison(.equal, let number)):
            return JSONlizeSelector.isWholeNumber(number.description) ? "=\(number)" : number.description
        case .exactNumber(let category):
            return "=\(PluralCategory.allCases.firstIndex(of: category)!)"
        case .category(.other): return JSONlizeSelector.other
        default: return meaning.text
        }
    }
}
