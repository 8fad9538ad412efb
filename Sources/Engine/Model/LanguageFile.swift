/// One language file of a project, loaded losslessly.
///
/// A file with a syntax error keeps its bytes and its error and has no entries: it is shown read-only,
/// and every other file stays usable.
public struct LanguageFile: Sendable {
    /// The file's path in the project's folder (`pt_BR.json`, `pl/translation.json`). Languages of a file
    /// that holds several (an `.xcstrings` catalog) share its name and bytes.
    public let fileName: String
    /// The format the file is written in.
    public let format: FormatName
    /// Whose words it holds.
    public let language: FileLanguage
    /// Which of its language's files it is (`FormatLayout.File.part`): empty where a language has one file.
    public internal(set) var part = ""
    /// The plural rules that apply to it (for `base.json`, those of the project's base language).
    public let rules: PluralRules
    /// The bytes exactly as read.
    public internal(set) var bytes: [UInt8]
    /// Why the file did not load, if it did not.
    public internal(set) var syntaxError: JSONSyntaxError?
    /// Trailing commas, comments, duplicate keys.
    public internal(set) var notices: [JSONNotice] = []
    /// The file's formatting style.
    public internal(set) var style: JSONStyle = .standard
    /// What the file's strings escape, counted when a JSON file was read: what `style` was decided from, kept so
    /// that an edit read incrementally decides it again as reading the whole file would.
    var styleCounts = JSONParser.StyleCounts()
    /// The entries in file order (a duplicated key appears once, with its last value), kept compactly: the texts
    /// of a Swifternalization file are spans of `bytes` unless the project keeps them as strings (see `EntryTable`,
    /// `TextStorage`).
    ///
    /// Only keys are ever changed in place (to the project's interned strings); a changed value is a new
    /// file, with a new `identity`, so that tables derived from the values stay right.
    public internal(set) var entries: EntryTable = []
    /// Values of the wrong shape.
    public internal(set) var problems: [ValueProblem] = []
    /// What the file says about keys besides their texts, by key (only keys that have notes).
    public internal(set) var notes: [String: EntryNotes] = [:]
    /// The translation states the file records itself, by key, for a format that has states (an `.xcstrings`
    /// `state`, a PO `fuzzy` flag): filled by the format's reader. `nil` for a format without states, whose
    /// states are kept in the project's sidecar (`ProjectFiles.stateSidecarPath`) instead (DESIGN §11, §12).
    public internal(set) var nativeStates: [String: StateRecord]?
    /// What every key of the file starts with in the project, and the file itself does not write: `errors:` in
    /// a gettext domain other than the default (`pl/LC_MESSAGES/errors.po`); empty in most files.
    public internal(set) var keyPrefix = ""
    /// The plural convention of an Apple `.strings` file (`smartling`, `swifternalization`, `none`), which its
    /// edits follow; `nil` in other formats.
    public internal(set) var pluralConvention: String?
    /// What the app receives where it differs from an entry as stored (DESIGN §11 "Values"), by entry index:
    /// `nil` when the entry is not delivered at all (a PO translation marked fuzzy, which `msgfmt` leaves out),
    /// else the value delivered (an Android text without its inline markup). Empty for most files; resolution
    /// reads it, while the editor shows and edits the entries as stored.
    public internal(set) var delivered: [Int: EntryValue?] = [:]
    /// Each distinct selector of the file with its meaning; variants refer to them by index.
    public private(set) var selectors: [(text: String, selector: Selector)] = []
    /// `selectors`' roles, for resolution's inner loop.
    private(set) var selectorRoles: [SelectorRole] = []
    /// The index of the selector `other`, if the file uses it.
    private(set) var otherSelector: Int?
    /// `selectors`' explicit tests as plain integers where possible, for resolution's inner loop.
    private(set) var explicitTests: [ExplicitTest] = []
    /// `selectors`' texts, read without copying their `Selector`s.
    private(set) var selectorTexts: [String] = []
    /// This version of the file (see `FileVersion`).
    let identity = FileVersion()
    /// The version of the file whose key strings every entry of this one holds, in the same order (the file read
    /// again with only one entry's value changed): the project's interned keys are then already in place.
    var keysShared: FileVersion?

    /// An empty language file of `format`, which its reader fills.
    init(fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules, format: FormatName) {
        self.fileName = fileName
        self.language = language
        self.rules = rules
        self.bytes = bytes
        self.format = format
    }

    /// Sets the selector table and the role table derived from it.
    mutating func adopt(selectors: [(text: String, selector: Selector)]) {
        self.selectors = selectors
        selectorRoles = selectors.map(\.selector.role)
        explicitTests = selectors.map { ExplicitTest($0.selector) }
        selectorTexts = selectors.map(\.text)
        otherSelector = selectors.firstIndex { $0.text == "other" }
    }

    /// Whether `key` is to be translated (not marked so in this file: a catalog's `shouldTranslate: false`,
    /// Android's `translatable="false"`); a key that is not is shown, and never missing in other languages.
    public func needsTranslation(_ key: String) -> Bool {
        notes.isEmpty || EntryNotes.needsTranslation(notes[key])
    }

    /// The position in `entries` of the entry with `key`: looked for first as the very string the file holds (a
    /// key taken from the project, which its files share: 16 bytes compared an entry), then by its text.
    public func entryIndex(ofKey key: String) -> Int? {
        entries.keys.firstIndex { $0.isSameStorage(as: key) } ?? entries.keys.firstIndex(of: key)
    }

    /// Whether the file can be edited (it parsed).
    public var isEditable: Bool { syntaxError == nil }

    /// The file parsed as a document, for editing. `nil` when it has a syntax error.
    public func document() -> JSONDocument? {
        try? JSONDocument(bytes: bytes)
    }

    /// A document of `key`'s member alone: the file's bytes, of which only that member is read (a large file is
    /// not parsed whole to edit one entry), when the file reads without notices (comments, trailing commas,
    /// repeated keys) and its entry of `key` is a top-level JSON member of that name; `nil` otherwise. `entry`:
    /// the entry's position in `entries`, when the caller knows it.
    ///
    /// An edit inside the member reads only the member again (`JSONDocument.applying`); any other edit of the
    /// document reads it whole.
    public func memberDocument(ofKey key: String, entry: Int? = nil) -> JSONDocument? {
        guard isEditable, notices.isEmpty,
            let index = entry.flatMap({ entries.indices.contains($0) ? $0 : nil }) ?? entryIndex(ofKey: key),
            entries.key(at: index) == key,
            let document = try? JSONDocument(bytes: bytes, memberAt: entries.offset(at: index), style: style),
            document.root.members?.first?.key == key
        else { return nil }
        return document
    }

    /// Whether `other` holds the same reading of the same bytes: entries, selectors, problems, notices and style
    /// (what the debug check of an incremental re-read compares with reading the file whole).
    func hasSameContent(as other: LanguageFile) -> Bool {
        fileName == other.fileName && language == other.language && format == other.format && bytes == other.bytes
            && syntaxError == other.syntaxError && notices == other.notices && style == other.style
            && styleCounts == other.styleCounts && entries == other.entries && problems == other.problems
            && notes == other.notes && nativeStates == other.nativeStates && selectorTexts == other.selectorTexts
            && otherSelector == other.otherSelector
    }

    /// Whether this file and `other` are one file on disk (the languages of one catalog).
    public func isSameFile(as other: LanguageFile) -> Bool { fileName == other.fileName }

    /// The plain text of entry `index`, or with `selector` the text of its variant with that selector: a string as
    /// the editor addresses it (an `EntryAddress` without a width); `nil` when there is none. Only that string is
    /// made.
    public func text(ofEntry index: Int, selector: String?) -> String? {
        guard let selector else { return entries.plainText(at: index) }
        for variant in 0..<entries.variantCount(at: index)
        where selectorTexts[entries.variantSelector(variant, at: index)] == selector {
            guard case .text(let text) = entries.storage.variantContent(variant, at: index) else { return nil }
            return text
        }
        return nil
    }

    /// The selector text of a variant.
    public func selectorText(_ variant: Variant) -> String { selectors[variant.selector].text }

    /// The selector text of variant `index` of entry `entry` (which must have variants).
    func selectorText(ofVariant index: Int, entry: Int) -> String {
        guard index < entries.variantCount(at: entry) else { return "" }
        return selectors[entries.variantSelector(index, at: entry)].text
    }
}
