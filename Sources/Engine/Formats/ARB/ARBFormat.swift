/// Flutter's Application Resource Bundle (`.arb`): `app_<locale>.arb` files of ICU messages, `@key`
/// metadata and `@@locale` (DESIGN §11; `ARBLayout`, `ARBMessage`, `ARBEdits`). A `plural` message's `=N`
/// branches are exact numbers: the natural home of Swifternalization's `ie:x=N`.
struct ARBFormat: TranslationFormat {
    var name: FormatName { .arb }

    func fit(_ files: ProjectFiles) -> FormatFit? {
        guard let first = files.topLevelPaths.first(where: { $0.hasSuffix(ARBLayout.suffix) }) else { return nil }
        return FormatFit(strength: 3, reason: "it has \(first)")
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        ARBLayout.layout(files, settings: settings)
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        let language = languages.first ?? .base
        return [LanguageFile(arb: bytes, fileName: path, language: language, rules: context.rules(for: language))]
    }

    /// Sets a text; in the template (the source's file, which `gen-l10n` reads metadata from), a new `plural` or
    /// `select` message gets its argument's placeholder metadata (`ARBEdits.describingArgument`).
    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        let result = try ARBEdits.setting(
            text, at: address, in: try SwifternalizationFormat.document(of: file), force: force)
        let wasMessage = file.entries.contains { entry in
            guard entry.key == address.key, case .variants = entry.value else { return false }
            return true
        }
        guard file.language == .base, address.selector != nil, !wasMessage else { return FileEdit(result) }
        return FileEdit(try ARBEdits.describingArgument(ofKey: address.key, in: result))
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try ARBEdits.removing(address, from: try SwifternalizationFormat.document(of: file)))
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try ARBEdits.renaming(key, to: newKey, in: try SwifternalizationFormat.document(of: file)))
    }

    /// The key's `@key.description` (`ARBEdits.addingComment`).
    func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?
    {
        FileEdit(try ARBEdits.addingComment(comment, forKey: key, in: try SwifternalizationFormat.document(of: file)))
    }

    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let tag = language.tag ?? layout.sourceLanguage ?? LanguageTag("en")!
        var result = try ARBEdits.creatingFile(for: tag, setting: text, at: address, like: model?.document())
        if language == .base, address.selector != nil {
            result = try ARBEdits.describingArgument(ofKey: address.key, in: result)
        }
        return (ARBLayout.fileName(for: tag, like: model?.fileName), FileEdit(result))
    }

    /// An exact whole number as `=N`; a text match as its value.
    func selectorText(for meaning: Selector) -> String? {
        switch meaning {
        case .expression(.comparison(.equal, let number)), .shared(_, .comparison(.equal, let number)):
            return "=\(number)"
        case .exactNumber(let category): return "=\(PluralCategory.allCases.firstIndex(of: category)!)"
        case .category(let category): return category.rawValue
        default: return meaning.text
        }
    }
}
