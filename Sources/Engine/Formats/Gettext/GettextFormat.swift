import Foundation

/// gettext PO (DESIGN §11): `<tag>.po` or `<tag>/LC_MESSAGES/<domain>.po`, and a `.pot` template as the
/// source. Keys are the `msgid`s (with a context, `msgctxt` + U+0004 + `msgid`); the source language's
/// entries are the `msgid` texts.
struct GettextFormat: TranslationFormat {
    var name: FormatName { .gettext }

    func fit(_ files: ProjectFiles) -> FormatFit? {
        guard let first = files.paths.first(where: Self.isPOPath) else { return nil }
        return FormatFit(strength: 3, reason: "it has \(first)")
    }

    /// Whether a path is a PO file or template of a project.
    static func isPOPath(_ path: String) -> Bool { path.hasSuffix(".po") || path.hasSuffix(".pot") }

    /// The language a PO file's path names: `pt_BR.po`, `pt_BR/LC_MESSAGES/app.po` → `pt-BR`.
    static func language(ofPath path: String) -> LanguageTag? {
        let parts = path.split(separator: "/")
        if parts.count > 1 { return LanguageTag(parts[0]) }
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return LanguageTag(path[..<dot])
    }

    /// The source is the `.pot` template when there is one (the first by path); otherwise the first PO file
    /// (by path) holds both the source (its `msgid`s) and its own language.
    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        var layoutFiles: [FormatLayout.File] = []
        var problems: [ProjectProblem] = []
        let paths = files.paths.filter(Self.isPOPath)
        let template = paths.first { $0.hasSuffix(".pot") }
        if let template { layoutFiles.append(FormatLayout.File(path: template, language: .base)) }
        var taken: [LanguageTag: String] = [:]
        for path in paths where path.hasSuffix(".po") {
            var tag = Self.language(ofPath: path)
            if tag == nil, let bytes = files.bytes(at: path), let document = try? PODocument(bytes: bytes) {
                tag = document.header["Language"].flatMap { LanguageTag($0) }
            }
            guard let tag else {
                problems.append(ProjectProblem(fileName: path, kind: .notALanguageTag))
                continue
            }
            if let other = taken[tag] {
                problems.append(ProjectProblem(fileName: path, kind: .sameLanguageAs(other)))
                continue
            }
            taken[tag] = path
            let holdsSource = template == nil && layoutFiles.isEmpty
            layoutFiles.append(FormatLayout.File(path: path, language: holdsSource ? nil : .tag(tag)))
        }
        return FormatLayout(format: name, files: layoutFiles, problems: problems)
    }

    /// The languages a file of the layout holds: the template the source, the first PO file without a
    /// template the source and its own.
    func languages(of file: FormatLayout.File) -> [FileLanguage] {
        if let language = file.language { return [language] }
        return [.base] + (Self.language(ofPath: file.path).map { [.tag($0)] } ?? [])
    }

    var fmtStyle: FmtStyle {
        .asWritten(
            reason:
                "PO files keep the layout msgmerge and msgcat write (wrapping, comments, order): Glossa edits them entry by entry and never reformats them; msgcat formats them"
        )
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        languages.map { language in
            LanguageFile(gettext: path, language: language, bytes: bytes, rules: context.rules(for: language))
        }
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        try POEdits(file: file).setting(text, at: address)
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        try POEdits(file: file).removing(address)
    }

    /// The entry's lines, its comments included.
    func rawRange(ofKey key: String, in file: LanguageFile) -> Range<Int>? {
        (try? PODocument(bytes: file.bytes))?.entries.last { $0.isMessage && $0.key == key }?.range
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        throw .notInFormat(
            .gettext, what: "a renamed key",
            reason: "a key is the msgid, the source text written in the program: change it there and update the "
                + "files with xgettext and msgmerge")
    }

    /// A new language's file as `msginit` writes it (`POInit`): `<tag>.po`, or `<tag>/LC_MESSAGES/<domain>.po`
    /// when the project's files are laid out so.
    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        guard let tag = language.tag else { return nil }
        let fileTag = tag.description.replacingOccurrences(of: "-", with: "_")
        let nested = layout.files.first { $0.path.contains("/LC_MESSAGES/") }
        let path =
            nested.map { "\(fileTag)/LC_MESSAGES/\($0.path.split(separator: "/").last!)" } ?? "\(fileTag).po"
        // As msginit makes it from the template (the source's file), then the text set in it.
        let template = model.flatMap { try? PODocument(bytes: $0.bytes) }
        let bytes = POInit.bytes(for: tag, template: template, date: Date())
        let rules = (try? PluralRules(locale: tag.description)) ?? PluralRules.root
        let file = LanguageFile(gettext: path, language: language, bytes: bytes, rules: rules)
        let edit = try POEdits(file: file).setting(text, at: address)
        return (path, edit)
    }

    /// A `fuzzy` flag added or removed (`POEdits.settingState`).
    func settingState(_ state: RecordedState, forKey key: String, in file: LanguageFile) throws(EditError)
        -> FileEdit?
    {
        try POEdits(file: file).settingState(state, forKey: key)
    }

    /// The `Plural-Forms` of a document, or gettext's default (two forms, `n != 1`) without one or when it
    /// does not parse.
    static func pluralForms(of document: PODocument) -> PluralForms {
        document.header["Plural-Forms"].flatMap { try? PluralForms($0) }
            ?? (try! PluralForms("nplurals=2; plural=n != 1;"))
    }

    /// What is wrong with the header's `Plural-Forms` for the language: a formula that does not parse or
    /// fails, or one that gives two whole numbers of one CLDR category different forms (the first two are
    /// named; 0…1000 and CLDR's larger examples are tried). CLDR having more categories than the file has forms (French `many`) is not a problem.
    static func pluralFormsProblems(of document: PODocument, rules: PluralRules) -> [ValueProblem] {
        guard let header = document.entries.first(where: \.isHeader), let text = document.header["Plural-Forms"],
            let offset = header.translations.first?.offset
        else { return [] }
        func problem(_ found: String) -> [ValueProblem] {
            [
                ValueProblem(
                    .wrongType(found: found, expected: "a formula that gives CLDR's categories their own forms"),
                    path: ["Plural-Forms"], offset: offset)
            ]
        }
        do throws(PluralFormsError) {
            let forms = try PluralForms(text)
            // The whole numbers 0…1000 and CLDR's larger examples: the first number of each category sets its form.
            let larger = rules.categories().flatMap { rules.examples($0).integers.compactMap { Int($0) } }
            var seen: [PluralCategory: (number: Int, form: Int)] = [:]
            for number in Array(0...1000) + larger.filter({ $0 > 1000 }).sorted() {
                let category = rules.category(PluralOperands(number))
                let form = try forms.form(of: number)
                guard let first = seen[category] else {
                    seen[category] = (number, form)
                    continue
                }
                if first.form != form {
                    return problem(
                        "a formula that gives \(first.number) form \(first.form) and \(number) form \(form), "
                            + "both \(category.rawValue) in CLDR's \(rules.cldrLocale)")
                }
            }
            return []
        } catch {
            return problem("not usable (\(error.description))")
        }
    }

    /// Each CLDR category of `rules` with the `msgstr[i]` that holds it.
    static func categoryForms(of document: PODocument, rules: PluralRules) -> [(category: PluralCategory, form: Int)] {
        (try? pluralForms(of: document).forms(for: rules)) ?? []
    }
}
