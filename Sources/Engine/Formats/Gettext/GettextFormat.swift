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

    /// The language of a PO file: the one its path names when that is a language code (`pl.po`,
    /// `pt_BR/LC_MESSAGES/app.po`), else its `Language:` header (`myapp-pl.po`, which reads as no language or
    /// as a made-up one), else whatever the path names.
    static func language(ofPath path: String, bytes: [UInt8]?) -> LanguageTag? {
        let named = language(ofPath: path)
        if let named, (2...3).contains(named.language.count) { return named }
        let header = bytes.flatMap { try? PODocument(bytes: $0) }?.header["Language"].flatMap { LanguageTag($0) }
        return header ?? named
    }

    /// The domain a path names: `app` for `pl/LC_MESSAGES/app.po`, `pl/app.po` and the template `app.pot`;
    /// `nil` for a language's PO file named after its language (`pl.po`).
    static func domain(ofPath path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if path.hasSuffix(".pot") { return String(name.dropLast(4)) }
        guard path.contains("/"), path.hasSuffix(".po") else { return nil }
        return String(name.dropLast(3))
    }

    /// What the keys of a file start with: nothing in the default domain (`defaultDomain`) and in a file of no
    /// domain, `errors:` in `pl/LC_MESSAGES/errors.po` and `errors.pot` otherwise.
    static func keyPrefix(ofPath path: String, defaultDomain: String) -> String {
        guard let domain = domain(ofPath: path), domain != defaultDomain else { return "" }
        return domain + ":"
    }

    /// The files of the project: each domain (`<tag>/LC_MESSAGES/<domain>.po`, `<domain>.pot`) is a part of
    /// every language, whose source is the domain's template (`<domain>.pot`) when there is one, else the domain's
    /// first PO file by path, which then holds both the source (its `msgid`s) and its own language. A project of
    /// `<tag>.po` files has one domain, whose template is its first `.pot` file by path; a `<tag>.po` beside
    /// `<tag>/LC_MESSAGES/` files is in their domain when they have one. The default domain —
    /// whose keys have no `domain:` prefix — is the only one, else the one `glossa.json`'s `"defaultNamespace"`
    /// names; with several domains and none named, every key has its domain's prefix.
    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        var problems: [ProjectProblem] = []
        let paths = files.paths.filter(Self.isPOPath)
        let nested = paths.contains { $0.hasSuffix(".po") && Self.domain(ofPath: $0) != nil }
        // The templates by domain: every `.pot` in a project of domains, else the first.
        var templates: [String: String] = [:]
        for path in paths where path.hasSuffix(".pot") && (nested || templates.isEmpty) {
            templates[Self.domain(ofPath: path)!] = templates[Self.domain(ofPath: path)!] ?? path
        }
        // A `<tag>.po` is in the project's only domain, if it has one.
        let named = Set(templates.keys).union(paths.filter { $0.hasSuffix(".po") }.compactMap(Self.domain(ofPath:)))
        let flatDomain = named.count == 1 ? named.first! : ""
        var languageFiles: [(path: String, domain: String, tag: LanguageTag)] = []
        var taken: [String: [LanguageTag: String]] = [:]
        for path in paths where path.hasSuffix(".po") {
            guard let tag = Self.language(ofPath: path, bytes: files.bytes(at: path)) else {
                problems.append(ProjectProblem(fileName: path, kind: .notALanguageTag))
                continue
            }
            let domain = Self.domain(ofPath: path) ?? flatDomain
            if let other = taken[domain]?[tag] {
                problems.append(ProjectProblem(fileName: path, kind: .sameLanguageAs(other)))
                continue
            }
            taken[domain, default: [:]][tag] = path
            languageFiles.append((path, domain, tag))
        }
        let domains = Set(templates.keys).union(languageFiles.map(\.domain))
        let defaultDomain =
            domains.count == 1
            ? domains.first : domains.contains(settings.defaultNamespace) ? settings.defaultNamespace : nil
        // One domain is no part: its files are a language's only ones.
        func part(_ domain: String) -> String { domains.count > 1 ? domain : "" }
        // The source's files first, then by language; in each, the default domain, then the others by name.
        func order(_ domain: String) -> String { domain == defaultDomain ? "" : " " + domain }
        var layoutFiles: [FormatLayout.File] = []
        var sources: Set<String> = []
        for domain in domains.sorted(by: { order($0) < order($1) }) {
            if let template = templates[domain] {
                layoutFiles.append(FormatLayout.File(path: template, language: .base, part: part(domain)))
            } else if let first = languageFiles.first(where: { $0.domain == domain }) {
                var file = FormatLayout.File(path: first.path, language: nil, part: part(domain))
                file.ownLanguage = first.tag
                layoutFiles.append(file)
                sources.insert(first.path)
            }
        }
        let sorted = languageFiles.filter { !sources.contains($0.path) }.sorted {
            ($0.tag.description, order($0.domain)) < ($1.tag.description, order($1.domain))
        }
        layoutFiles += sorted.map { FormatLayout.File(path: $0.path, language: .tag($0.tag), part: part($0.domain)) }
        var layout = FormatLayout(format: name, files: layoutFiles, problems: problems)
        if domains.count == 1, let defaultDomain {
            layout.impliedSettings = { settings in settings.defaultNamespace = defaultDomain }
        }
        return layout
    }

    /// The languages a file of the layout holds: the template the source, the first PO file without a
    /// template the source and its own (as the layout found it: `language(ofPath:bytes:)`).
    func languages(of file: FormatLayout.File) -> [FileLanguage] {
        if let language = file.language { return [language] }
        return [.base] + ((file.ownLanguage ?? Self.language(ofPath: file.path)).map { [.tag($0)] } ?? [])
    }

    /// The source language's entries are the msgids, which are the keys.
    var sourceTextsAreKeys: Bool { true }

    var fmtStyle: FmtStyle {
        .asWritten(
            reason:
                "PO files keep the layout msgmerge and msgcat write (wrapping, comments, order): Glossa edits them entry by entry and never reformats them; msgcat formats them"
        )
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        languages.map { language in
            LanguageFile(
                gettext: path, language: language, bytes: bytes, rules: context.rules(for: language),
                keyPrefix: Self.keyPrefix(ofPath: path, defaultDomain: context.settings.defaultNamespace))
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
        guard key.hasPrefix(file.keyPrefix) else { return nil }
        let local = String(key.dropFirst(file.keyPrefix.count))
        return (try? PODocument(bytes: file.bytes))?.entries.last { $0.isMessage && $0.key == local }?.range
    }

    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        throw .notInFormat(
            .gettext, what: "a renamed key",
            reason: "a key is the msgid, the source text written in the program: change it there and update the "
                + "files with xgettext and msgmerge")
    }

    /// A new `errors:key` goes into the domain `errors` when the project has that domain (its part).
    func part(forNewKey key: String, among parts: [String]) -> String? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let domain = String(key[..<colon])
        return parts.contains(domain) ? domain : nil
    }

    /// A new language's file as `msginit` writes it (`POInit`) from the source's file of the part (`model`):
    /// `<tag>.po`, or `<tag>/LC_MESSAGES/<domain>.po` of the model's domain when the project's files are laid out
    /// so.
    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        guard let tag = language.tag else { return nil }
        let fileTag = tag.description.replacingOccurrences(of: "-", with: "_")
        let domains = layout.files.lazy.filter { $0.path.hasSuffix(".po") }.compactMap { Self.domain(ofPath: $0.path) }
        let domain =
            model.flatMap { Self.domain(ofPath: $0.fileName) }.flatMap { domains.isEmpty ? nil : $0 }
            ?? domains.first
        let path = domain.map { "\(fileTag)/\(ProjectFiles.messagesFolder)/\($0).po" } ?? "\(fileTag).po"
        // As msginit makes it from the template (the source's file), then the text set in it.
        let template = model.flatMap { try? PODocument(bytes: $0.bytes) }
        let bytes = POInit.bytes(for: tag, template: template, date: Date())
        let rules = (try? PluralRules(locale: tag.description)) ?? PluralRules.root
        let file = LanguageFile(
            gettext: path, language: language, bytes: bytes, rules: rules, keyPrefix: model?.keyPrefix ?? "")
        let edit = try POEdits(file: file).setting(text, at: address)
        return (path, edit)
    }

    /// A `fuzzy` flag added or removed (`POEdits.settingState`).
    func settingState(_ state: RecordedState, forKey key: String, in file: LanguageFile) throws(EditError)
        -> FileEdit?
    {
        try POEdits(file: file).settingState(state, forKey: key)
    }

    /// An extracted `#.` comment or a translator's `# ` comment (`POEdits.addingComment`).
    func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?
    {
        try POEdits(file: file).addingComment(comment, forKey: key, fromDeveloper: fromDeveloper)
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
