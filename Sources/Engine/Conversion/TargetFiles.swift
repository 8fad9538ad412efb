/// The files of a conversion's target while they are being written: bytes by path, and each language's
/// file as the target format reads it.
///
/// Every write goes through the format (`creatingFile` for a language's first text, `setting` after), and is
/// kept only when the file, read back through the format, holds the text at that address with the
/// selector's meaning: a write is a value, so one that fails the check is simply not kept.
struct TargetFiles {
    /// Why a write was not kept.
    enum Refusal: Error {
        /// The format refused it.
        case refused(EditError)
        /// The format wrote it but reads something else back.
        case misread(String)
        /// The format has no file for the language.
        case noFile(String)

        /// The reason, for a report.
        var reason: String {
            switch self {
            case .refused(let error): return error.description
            case .misread(let reason), .noFile(let reason): return reason
            }
        }
    }

    let format: any TranslationFormat
    let context: FormatContext
    let layout: FormatLayout
    /// The paths in the order their files were created.
    private(set) var paths: [String] = []
    /// The bytes of each file.
    private(set) var bytes: [String: [UInt8]] = [:]
    /// Each language's file as read back.
    private(set) var files: [FileLanguage: LanguageFile] = [:]
    /// The language the source language's texts go to: the source language's tag when the format gives
    /// `base` no file of its own (gettext, whose source texts are the msgids), else `base`.
    private(set) var sourceStandIn: FileLanguage = .base
    /// What each language's keys were written so far, by key: a later write that changes one of them (two
    /// categories in one PO form) is not kept.
    private var written: [FileLanguage: [String: [(address: EntryAddress, text: String)]]] = [:]

    init(format: any TranslationFormat, context: FormatContext, layout: FormatLayout) {
        self.format = format
        self.context = context
        self.layout = layout
    }

    /// Writes `text` at `address` in `language`, and keeps it when the file read back holds it there, with
    /// the meaning `meaning` for the selector (when given).
    mutating func write(_ text: String, at address: EntryAddress, in asked: FileLanguage, meaning: SelectorMeaning?)
        throws(Refusal)
    {
        let language = asked == .base ? sourceStandIn : asked
        let created: (path: String, result: FileEdit)?
        do throws(EditError) {
            if let file = files[language] {
                created = (file.fileName, try format.setting(text, at: address, in: file, force: true))
            } else {
                created = try format.creatingFile(
                    for: language, setting: text, at: address, like: files[sourceStandIn], layout: layout)
            }
        } catch {
            throw .refused(error)
        }
        guard let (path, edit) = created else {
            if language == .base, let tag = layout.sourceLanguage {
                // The source language's texts as a translation into its own language (`en.po`).
                sourceStandIn = .tag(tag)
                try write(text, at: address, in: .base, meaning: meaning)
                return
            }
            throw .noFile("\(format.name.title) has no file to hold \(language.description) in")
        }
        let languages =
            [language] + files.values.filter { $0.fileName == path && $0.language != language }.map(\.language)
        let read = format.reread(path, bytes: edit.bytes, languages: languages, context: context)
        guard let written = read.first(where: { $0.language == language }) else {
            throw .misread("\(format.name.title) does not read \(language.description) back from \(path)")
        }
        if let other = languages.first(where: { other in !read.contains { $0.language == other } }) {
            // A new file in place of another language's (`en.json` for `en` and for the source): never.
            throw .noFile(
                "\(format.name.title) keeps \(language.description) in \(path), the file of \(other.description)")
        }
        try check(written, holds: text, at: address, meaning: meaning)
        for earlier in self.written[language]?[address.key] ?? [] where earlier.address != address {
            do throws(Refusal) {
                try check(written, holds: earlier.text, at: earlier.address, meaning: nil)
            } catch {
                throw .misread(
                    "\(format.name.title) keeps \(address) in the same place as \(earlier.address), whose text it would replace"
                )
            }
        }
        self.written[language, default: [:]][address.key, default: []].append((address, text))
        keep(edit.bytes, at: path, read: read)
    }

    /// The forms of `key` that `language`'s file shows and no write put there (a PO form that holds two CLDR
    /// categories shows both), with their texts.
    func unwrittenForms(ofKey key: String, in asked: FileLanguage) -> [(selector: String, text: String)] {
        let language = asked == .base ? sourceStandIn : asked
        guard let file = files[language], let entry = file.entries.last(withKey: key),
            case .variants(let variants) = entry.value
        else { return [] }
        let writtenSelectors = Set((written[language]?[key] ?? []).compactMap(\.address.selector))
        return variants.compactMap { variant in
            let selector = file.selectorText(variant)
            guard !writtenSelectors.contains(selector), case .text(let text) = variant.content else { return nil }
            return (selector, text)
        }
    }

    /// Whether `language` would get a file of its own, apart from the source language's: not where the
    /// format names the source by its tag (`en.json` for both `base` and `en`), nor in a catalog.
    func holdsApartFromSource(_ language: FileLanguage) -> Bool {
        guard language != sourceStandIn, let source = files[sourceStandIn] else { return language != sourceStandIn }
        let probe = try? format.creatingFile(
            for: language, setting: "-", at: EntryAddress(key: "-"), like: source, layout: layout)
        guard let probe else { return false }
        return probe.path != source.fileName
    }

    /// Removes a key from `language`'s file, when it has it (to write another value in its place).
    mutating func remove(_ key: String, in asked: FileLanguage) {
        let language = asked == .base ? sourceStandIn : asked
        guard let file = files[language], file.entries.keys.contains(key),
            let edit = try? format.removing(EntryAddress(key: key), from: file)
        else { return }
        written[language]?[key] = nil
        let languages = files.values.filter { $0.fileName == file.fileName }.map(\.language)
        keep(
            edit.bytes, at: file.fileName,
            read: format.reread(file.fileName, bytes: edit.bytes, languages: languages, context: context))
    }

    /// Keeps new bytes of the file at `path`, and its languages as read from them.
    private mutating func keep(_ newBytes: [UInt8], at path: String, read: [LanguageFile]) {
        if bytes[path] == nil { paths.append(path) }
        bytes[path] = newBytes
        for file in read where files[file.language] == nil || files[file.language]?.fileName == path {
            files[file.language] = file
        }
    }

    /// Records a translation state the format's own way; `false` when the format has no states.
    mutating func setState(_ state: RecordedState, forKey key: String, in asked: FileLanguage) throws(Refusal)
        -> Bool
    {
        let language = asked == .base ? sourceStandIn : asked
        guard let file = files[language] else { throw .noFile("the key was not written") }
        let edit: FileEdit?
        do throws(EditError) {
            edit = try format.settingState(state, forKey: key, in: file)
        } catch {
            throw .refused(error)
        }
        guard let edit else { return false }
        let path = file.fileName
        let languages = files.values.filter { $0.fileName == path }.map(\.language)
        keep(edit.bytes, at: path, read: format.reread(path, bytes: edit.bytes, languages: languages, context: context))
        return true
    }

    /// Writes a comment for translators the format's own way, kept when the file read back gives it for the key;
    /// `false` when the format keeps no comments.
    mutating func addComment(_ comment: String, forKey key: String, in asked: FileLanguage, fromDeveloper: Bool)
        throws(Refusal) -> Bool
    {
        let language = asked == .base ? sourceStandIn : asked
        guard let file = files[language] else { throw .noFile("the key was not written") }
        if file.notes[key]?.comment == comment { return true }
        let edit: FileEdit?
        do throws(EditError) {
            edit = try format.addingComment(comment, forKey: key, in: file, fromDeveloper: fromDeveloper)
        } catch {
            throw .refused(error)
        }
        guard let edit else { return false }
        let path = file.fileName
        let languages =
            [language] + files.values.filter { $0.fileName == path && $0.language != language }.map(\.language)
        let read = format.reread(path, bytes: edit.bytes, languages: languages, context: context)
        let found = read.first { $0.language == language }?.notes[key]?.comment
        guard found == comment else {
            throw .misread(
                "\(format.name.title) reads the comment back as \(found.map { ValueSummary.quoted($0) } ?? "none")")
        }
        keep(edit.bytes, at: path, read: read)
        return true
    }

    /// Checks that `file` holds `text` at `address`, its variant meaning `meaning`.
    private func check(_ file: LanguageFile, holds text: String, at address: EntryAddress, meaning: SelectorMeaning?)
        throws(Refusal)
    {
        let title = format.name.title
        guard let entry = file.entries.last(withKey: address.key) else {
            throw .misread("\(title) does not read the key \(EntryAddress(key: address.key)) back")
        }
        let value: VariantContent
        switch entry.value {
        case .text(let text) where address.selector == nil: value = .text(text)
        case .widths(let widths) where address.selector == nil: value = .widths(widths)
        case .variants(let variants) where address.selector != nil:
            let selector = address.selector!
            guard let variant = variants.last(where: { file.selectorText($0) == selector }) else {
                throw .misread("\(title) does not read \(address.withoutWidthDescription) back")
            }
            let read = SelectorMeaning(file.selectors[variant.selector].selector)
            if let meaning, read != meaning {
                throw .misread("\(title) reads '\(selector)' as \(read.phrase), not \(meaning.phrase)")
            }
            value = variant.content
        default: throw .misread("\(title) does not read \(address.withoutWidthDescription) back")
        }
        let found: String?
        switch (value, address.width) {
        case (.text(let read), nil): found = read
        case (.widths(let widths), let width?): found = widths.variations.last { $0.width == width }?.text
        default: found = nil
        }
        guard let found else { throw .misread("\(title) does not read \(address) back") }
        if found != text {
            throw .misread("\(title) reads \(address) back as \"\(found)\", not \"\(text)\"")
        }
    }
}

extension EntryAddress {
    /// The address without its width, described (`"a" › few`).
    fileprivate var withoutWidthDescription: String {
        EntryAddress(key: key, selector: selector, groups: groups).description
    }
}
