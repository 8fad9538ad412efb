/// What a translation format does for the rest of Glossa (DESIGN §11): it recognises its projects, says
/// which files hold which languages, reads a file into the format-neutral model (entries, variants, width
/// variations, each with its offset in the file), and turns an edit into a minimal splice of that file in
/// its own style — or refuses, before anything changes, what the format cannot hold.
///
/// Every format is one implementation of this protocol, found by its `FormatName` (`FormatName.format`);
/// the loader, the editor and every command go through it.
public protocol TranslationFormat: Sendable {
    /// Which format this is.
    var name: FormatName { get }

    /// How well a folder's files fit the format, and why; `nil` when they do not fit at all.
    func fit(_ files: ProjectFiles) -> FormatFit?

    /// The files of the project in this format and the languages they hold, with the source language when
    /// the files say it (`sourceLanguage` of a catalog, `en.json`).
    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout

    /// Reads every file of `layout` into language files: one per language a file holds; a file that cannot be
    /// read is left out. The default reads the files on all cores, each file's bytes where it is parsed, with
    /// `reread` (a file's own format's, when the layout names one), each with `languages(of:)`.
    func read(_ layout: FormatLayout, files: ProjectFiles, context: FormatContext) -> [LanguageFile]

    /// The languages a file of the layout holds, for `reread`: by default the one its name says (the source
    /// when it says none).
    func languages(of file: FormatLayout.File) -> [FileLanguage]

    /// Reads one file again after an edit, into the language files it holds.
    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile]

    /// Reads one file again after an edit that replaced the bytes `replaced` of its old bytes with `count` new
    /// ones (the rest of `bytes` is as before), reusing what `old` (the language files it held) still says:
    /// the result must be what `reread` gives. The default reads the whole file again (`reread`);
    /// Swifternalization reads only the entry that holds the change.
    func reread(
        _ old: [LanguageFile], bytes: [UInt8], replaced: Range<Int>, count: Int, context: FormatContext
    ) -> [LanguageFile]

    /// Sets the text at `address` in `language`'s part of `file`, creating the key, the variant or the
    /// width variation when missing.
    ///
    /// - Throws: `EditError`, among them `.notInFormat` for what the format cannot hold.
    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit

    /// What `setting` the text at `address` without force changes in the file's bytes, `nil` when nothing: what an
    /// edit of many strings of one file (search and replace) puts together, without making the whole file for
    /// each. The default makes the edit with `setting` and compares the bytes; Swifternalization edits a copy of
    /// the entry's bytes alone. `entry`: the position of the key's entry in `file.entries`, when the caller knows
    /// it (the project's index), so that it is not looked for.
    ///
    /// - Throws: what `setting` throws.
    func splice(setting text: String, at address: EntryAddress, in file: LanguageFile, entry: Int?)
        throws(EditError) -> ByteSplice?

    /// Removes the key, the variant or the width variation at `address` from `language`'s part of `file`.
    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit

    /// Renames a key in `file` (its variants with it).
    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit

    /// Turns the plain text of `key` into plural forms, one per category, each starting as the text (the
    /// editor's `p`). The default sets each category in turn with `force`, reading the file again between.
    func pluralizing(
        _ key: String, categories: [PluralCategory], in file: LanguageFile, context: FormatContext
    ) throws(EditError) -> FileEdit

    /// The path and first bytes of the file a language without one gets, in the style of `model` (the source
    /// language's file), holding the text at `address`; `nil` when the language's entries go into an
    /// existing file (a catalog), which `setting` then edits.
    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)?

    /// Whether `read` leaves out the entries of keys not among the context's `wantedKeys` (checking the rest of
    /// each file as strictly: a file with a syntax error anywhere has no entries, as when read whole). By
    /// default not: every entry is read, whatever the context wants.
    var readsWantedKeysAlone: Bool { get }

    /// Whether each entry is one top-level member of a JSON file (its key the member's name, its variants
    /// and widths inside it), which the raw JSON editor shows and edits whole. By default not.
    var entriesAreJSONMembers: Bool { get }

    /// The name a variant of the CLDR category `category` has in the format's files, or `nil` when the format
    /// cannot hold that category: what a fix-it adding a missing form writes. By default the category's name
    /// (`few`); JSONlize writes `other` as `*` and has no other category.
    func variantName(for category: PluralCategory) -> String?

    /// The part (`FormatLayout.File.part`) a key that no file holds yet goes into, among a language's `parts`
    /// (`common.json` for i18next's `common:title`); `nil` for the language's main part. By default `nil`.
    func part(forNewKey key: String, among parts: [String]) -> String?

    /// The bytes that hold `key`'s entry in `file`, as they stand, for editing them by hand (the editor's
    /// `J`): one contiguous range holding that entry and no other; `nil` when the file lacks the key or its
    /// entry is not one piece. By default, for a JSON file: the members the entry and its variants were read
    /// from.
    func rawRange(ofKey key: String, in file: LanguageFile) -> Range<Int>?

    /// The selector text that names a variant of meaning `meaning` in this format's addresses (what `setting`
    /// takes), or `nil` when the format has no way to write it: what a conversion into the format asks
    /// (`Conversion`). Whether the format can hold it is `setting`'s to say (`.notInFormat`).
    ///
    /// The default: a category's `variantName`; `zero`, `one`, `two` for an exact number written so; an
    /// expression as Swifternalization writes it (`ie:x=0`; a shared one's definition); a text match, a
    /// device, an ordinal (`ordinal_one`) and a substitution's form (`name.few`) as Glossa shows them.
    func selectorText(for meaning: Selector) -> String?

    /// Records the translation state of `key` in `file` the format's own way (an `.xcstrings` `state`, a PO
    /// `fuzzy` flag), as a splice like any edit; `nil` when the format has no states, and the project's
    /// sidecar keeps them (`StateSidecar`). A format that has states reports them when reading, in
    /// `LanguageFile.nativeStates`.
    ///
    /// The default: no states.
    func settingState(_ state: RecordedState, forKey key: String, in file: LanguageFile) throws(EditError)
        -> FileEdit?

    /// Writes `comment` as the comment for translators of `key` in `file`, the format's own way (a PO `#.` or `# `
    /// line, a `.strings` `/* */` or an Android `<!-- -->` before the entry), as a splice like any edit, where
    /// the key has no comment yet; `nil` when the format keeps no comments. `fromDeveloper`: the comment is the
    /// developer's, read from the source language (a PO extracted `#.` comment), not a translator's (`# `).
    ///
    /// The default: no comments.
    func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?

    /// Whether the source language's entries are the keys themselves (gettext's msgids), not texts someone
    /// translated: an import does not take them as the source language's texts. By default not.
    var sourceTextsAreKeys: Bool { get }

    /// What `glossa fmt` does with the format's files. By default they are JSON in Glossa's canonical style.
    var fmtStyle: FmtStyle { get }

    /// A file in the canonical style of the tool that writes the format's files (`FmtStyle.tool`); `nil` when
    /// it does not parse. The default: `nil`.
    func toolCanonicalBytes(_ bytes: [UInt8]) -> [UInt8]?
}

/// How `glossa fmt` treats a format's files.
public enum FmtStyle: Sendable, Equatable {
    /// Glossa's canonical JSON (`JSONDocument.canonicalBytes`).
    case canonicalJSON
    /// The output of the tool named, which writes the files (Xcode for catalogs): `toolCanonicalBytes`.
    case tool(String)
    /// Left as written, for the reason given (a translator reads it).
    case asWritten(reason: String)
}

extension TranslationFormat {
    public func read(_ layout: FormatLayout, files: ProjectFiles, context: FormatContext) -> [LanguageFile] {
        ConcurrentWork.map(layout.files.count) { index -> [LanguageFile] in
            let file = layout.files[index]
            guard let bytes = files.bytes(at: file.path) else { return [] }
            // A file in another format than the layout's (a `.stringsdict` beside `.strings`) is read by its own.
            let reader: any TranslationFormat = file.format.map(\.format) ?? self
            return reader.reread(file.path, bytes: bytes, languages: languages(of: file), context: context)
        }.flatMap { $0 }
    }

    public func languages(of file: FormatLayout.File) -> [FileLanguage] { [file.language ?? .base] }

    /// Reads the whole file again.
    public func reread(
        _ old: [LanguageFile], bytes: [UInt8], replaced: Range<Int>, count: Int, context: FormatContext
    ) -> [LanguageFile] {
        reread(old[0].fileName, bytes: bytes, languages: old.map(\.language), context: context)
    }

    public var entriesAreJSONMembers: Bool { false }

    public var readsWantedKeysAlone: Bool { false }

    public var sourceTextsAreKeys: Bool { false }

    public func part(forNewKey key: String, among parts: [String]) -> String? { nil }

    public func rawRange(ofKey key: String, in file: LanguageFile) -> Range<Int>? { file.jsonMemberRange(ofKey: key) }

    /// The category's own name (`few`): the formats whose variants are named after CLDR categories.
    public func variantName(for category: PluralCategory) -> String? { category.rawValue }

    public func selectorText(for meaning: Selector) -> String? {
        if case .category(let category) = meaning { return variantName(for: category) }
        return meaning.text
    }

    public var fmtStyle: FmtStyle { .canonicalJSON }

    public func toolCanonicalBytes(_ bytes: [UInt8]) -> [UInt8]? { nil }

    /// No comments.
    public func addingComment(_ comment: String, forKey key: String, in file: LanguageFile, fromDeveloper: Bool)
        throws(EditError) -> FileEdit?
    { nil }

    /// The edit made with `setting`, and the bytes that differ (`spliceOfWholeEdit`).
    public func splice(setting text: String, at address: EntryAddress, in file: LanguageFile, entry: Int?)
        throws(EditError) -> ByteSplice?
    {
        try spliceOfWholeEdit(setting: text, at: address, in: file)
    }

    /// The bytes that `setting` the text at `address` without force changes in the whole file: what `splice` gives
    /// by default, and where a format's own splice cannot make the edit alone.
    func spliceOfWholeEdit(setting text: String, at address: EntryAddress, in file: LanguageFile)
        throws(EditError) -> ByteSplice?
    {
        ByteSplice(from: file.bytes, to: try setting(text, at: address, in: file, force: false).bytes)
    }

    /// No native states: the sidecar keeps them.
    public func settingState(_ state: RecordedState, forKey key: String, in file: LanguageFile) throws(EditError)
        -> FileEdit?
    { nil }
}

/// What a format's reader needs besides the bytes.
public struct FormatContext: Sendable {
    /// The project's settings.
    public var settings: ProjectSettings
    /// The shared expressions (Swifternalization's `expressions.json`).
    public var expressions: SharedExpressions
    /// Keys the project already holds, whose strings the files read now share (a lazy load's later files);
    /// none by default.
    var knownKeys = KnownKeys()
    /// The keys lookups will ask for: a format that `readsWantedKeysAlone` leaves out the other keys' entries
    /// (what a lookup of those keys needs, in a fraction of the time); `nil`, as by default, reads every entry.
    public var wantedKeys: WantedKeys?
    /// How the files read keep their texts (spans of their bytes by default).
    public var textStorage = TextStorage.spans

    /// A context.
    public init(settings: ProjectSettings, expressions: SharedExpressions) {
        self.settings = settings
        self.expressions = expressions
    }

    /// The plural rules of a language: its own, or the source language's for `base`.
    public func rules(for language: FileLanguage) -> PluralRules {
        language.tag.flatMap { try? PluralRules(locale: $0.description) }
            ?? (try? PluralRules(locale: settings.baseLanguage.description))!
    }
}

/// How well a folder fits a format, and the evidence, for detection to choose and to explain itself.
public struct FormatFit: Sendable, Equatable {
    /// How sure: 3 the format's own marker (`base.json`, a catalog), 2 its conventions seen in the files
    /// (`_one`/`_other` suffixes), 1 it can read the files but nothing says it is this format.
    public var strength: Int
    /// Why, for people: "base.json and expressions.json".
    public var reason: String

    /// A fit.
    public init(strength: Int, reason: String) {
        self.strength = strength
        self.reason = reason
    }
}

extension TranslationFormat {
    /// Sets each category in turn (`setting` with `force`), reading the file again between the edits.
    public func pluralizing(
        _ key: String, categories: [PluralCategory], in file: LanguageFile, context: FormatContext
    ) throws(EditError) -> FileEdit {
        guard let index = file.entryIndex(ofKey: key), let text = file.entries.plainText(at: index) else {
            throw .noSuchKey(key)
        }
        var current = file
        var last: FileEdit?
        for category in categories {
            let result = try setting(
                text, at: EntryAddress(key: key, selector: category.rawValue), in: current, force: true)
            last = result
            current =
                reread(file.fileName, bytes: result.bytes, languages: [file.language], context: context)
                .first { $0.language == file.language } ?? current
        }
        guard let result = last else { throw .noSuchKey(key) }
        return result
    }
}

extension FormatName {
    /// The implementation of the format.
    public var format: any TranslationFormat {
        switch self {
        case .swifternalization: return SwifternalizationFormat()
        case .json, .i18next: return KeyValueFormat(name: self)
        case .jsonlize: return JSONlizeFormat()
        case .xcstrings: return StringCatalogFormat()
        case .gettext: return GettextFormat()
        case .android: return AndroidFormat()
        case .stringsdict: return StringsDictFormat()
        case .strings: return AppleStringsFormat()
        case .arb: return ARBFormat()
        case .xliff12, .xliff20: return XLIFFFormat(name: self)
        }
    }
}
