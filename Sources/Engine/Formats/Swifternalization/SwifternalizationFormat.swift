/// Swifternalization (and ObjCnalization) JSON: `base.json`, `<tag>.json`, `expressions.json` (DESIGN §1–3).
struct SwifternalizationFormat: TranslationFormat {
    var name: FormatName { .swifternalization }

    var entriesAreJSONMembers: Bool { true }

    var readsWantedKeysAlone: Bool { true }

    func fit(_ files: ProjectFiles) -> FormatFit? {
        let names = Set(files.topLevelPaths)
        if names.contains(ProjectLayout.baseFileName) {
            return FormatFit(strength: 3, reason: "it has base.json")
        }
        if names.contains(ProjectLayout.expressionsFileName) {
            return FormatFit(strength: 3, reason: "it has expressions.json")
        }
        let layout = ProjectLayout(names: names)
        for (name, _) in layout.languages {
            guard let bytes = files.bytes(at: name), let selector = Self.firstSelector(in: bytes) else { continue }
            return FormatFit(strength: 2, reason: "\(name) has the selector \"\(selector)\"")
        }
        if let first = layout.languages.first {
            return FormatFit(strength: 1, reason: "\(first.name) is named after a language")
        }
        return nil
    }

    func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        let layout = ProjectLayout(names: files.topLevelPaths)
        return FormatLayout(
            format: name, files: layout.languages.map { FormatLayout.File(path: $0.name, language: $0.language) },
            problems: layout.problems)
    }

    func read(_ layout: FormatLayout, files: ProjectFiles, context: FormatContext) -> [LanguageFile] {
        let sources = layout.files
        // Each file's bytes are read where it is parsed (a file that cannot be read is left out).
        let load = { @Sendable (index: Int, knownKeys: KnownKeys) -> LanguageFile? in
            let file = sources[index]
            let language = file.language ?? .base
            guard let bytes = files.bytes(at: file.path) else { return nil }
            return LanguageFile(
                fileName: file.path, language: language, bytes: bytes, rules: context.rules(for: language),
                shared: context.expressions.definitions(for: language), knownKeys: knownKeys,
                wanted: context.wantedKeys, textStorage: context.textStorage)
        }
        // Files read after others (a lazy load's later files) share the project's key strings; otherwise the
        // first two files (the base first) are read, then the others sharing the first one's key strings.
        if context.knownKeys.count > 0 {
            return ConcurrentWork.map(sources.count) { load($0, context.knownKeys) }.compactMap { $0 }
        }
        let first = ConcurrentWork.map(min(2, sources.count)) { load($0, KnownKeys()) }.compactMap { $0 }
        guard sources.count > 2 else { return first }
        let knownKeys = KnownKeys(first.first?.entries.keys ?? [])
        return first + ConcurrentWork.map(sources.count - 2) { load($0 + 2, knownKeys) }.compactMap { $0 }
    }

    func reread(_ path: String, bytes: [UInt8], languages: [FileLanguage], context: FormatContext) -> [LanguageFile] {
        let language = languages.first ?? .base
        return [
            LanguageFile(
                fileName: path, language: language, bytes: bytes, rules: context.rules(for: language),
                shared: context.expressions.definitions(for: language), knownKeys: KnownKeys(),
                textStorage: context.textStorage)
        ]
    }

    /// Reads only the entry that holds the change when it can (`LanguageFile.splicing`), else the whole file.
    func reread(
        _ old: [LanguageFile], bytes: [UInt8], replaced: Range<Int>, count: Int, context: FormatContext
    ) -> [LanguageFile] {
        if old.count == 1,
            let file = old[0].splicing(
                bytes, replaced: replaced, count: count, shared: context.expressions.definitions(for: old[0].language),
                textStorage: context.textStorage)
        {
            return [file]
        }
        return reread(old[0].fileName, bytes: bytes, languages: old.map(\.language), context: context)
    }

    func setting(
        _ text: String, at address: EntryAddress, in file: LanguageFile, force: Bool
    ) throws(EditError) -> FileEdit {
        FileEdit(
            try LanguageEdits.settingString(
                text, at: address, in: try Self.document(of: file, editing: address), force: force))
    }

    /// The entry's member alone, as a document of its own (`{` and `}` around its bytes), edited as `setting`
    /// would edit it in the file: a change of a string inside it depends on nothing around it. Anything else (a
    /// key the file lacks, a file with notices, an edit the member alone refuses) is made in the whole file.
    func splice(setting text: String, at address: EntryAddress, in file: LanguageFile, entry: Int?)
        throws(EditError) -> ByteSplice?
    {
        guard address.groups.isEmpty,
            let member = file.memberDocument(ofKey: address.key, entry: entry)?.root.members?.first,
            case let start = member.keyRange.lowerBound,
            let alone = try? JSONDocument(
                bytes: [UInt8(ascii: "{")] + file.bytes[start..<member.value.range.upperBound] + [UInt8(ascii: "}")],
                memberAt: 1, style: file.style),
            let edit = try? LanguageEdits.settingString(text, at: address, in: alone, force: false)
        else {
            return try spliceOfWholeEdit(setting: text, at: address, in: file)
        }
        // The member's bytes start at 1 in `alone`, at `start` in the file.
        return ByteSplice(from: alone.bytes, to: edit.document.bytes)?.shifted(by: start - 1)
    }

    func removing(_ address: EntryAddress, from file: LanguageFile) throws(EditError) -> FileEdit {
        FileEdit(try LanguageEdits.removing(address, from: try Self.document(of: file)))
    }

    /// Edits a document of the one member when the file has the key (the other keys are the file's entries:
    /// `newKey` is looked for there), else of the whole file, which says what is wrong.
    func renamingKey(_ key: String, to newKey: String, in file: LanguageFile) throws(EditError) -> FileEdit {
        if file.notices.isEmpty, file.entries.keys.contains(newKey) {
            throw .keyExists(EntryAddress.describe([newKey], keyCount: 1))
        }
        let document = try Self.document(of: file, editing: EntryAddress(key: key))
        return FileEdit(try LanguageEdits.renamingKey(key, to: newKey, in: document))
    }

    /// Replaces the text with an object of the categories in CLDR order, each holding the text.
    func pluralizing(
        _ key: String, categories: [PluralCategory], in file: LanguageFile, context: FormatContext
    ) throws(EditError) -> FileEdit {
        let document = try Self.document(of: file)
        guard let node = document.node(at: [key]), let text = node.string else { throw .noSuchKey(key) }
        let object = JSONValueText.object(categories.map { ($0.rawValue, .string(text)) })
        let edited: JSONDocument
        do throws(JSONEditError) {
            edited = try document.replacingValue(at: [key], with: object)
        } catch {
            throw .document(error)
        }
        let change = ChangeDescription(
            kind: .changed, line: LanguageEdits.lineNumber(of: node.range.lowerBound, in: edited.bytes),
            subject: EntryAddress(key: key).description, old: ValueSummary.quoted(text),
            new: ValueSummary.summary(of: edited.node(at: [key])!, in: edited))
        return FileEdit(bytes: edited.bytes, change: change)
    }

    func creatingFile(
        for language: FileLanguage, setting text: String, at address: EntryAddress, like model: LanguageFile?,
        layout: FormatLayout
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let result = try LanguageEdits.creatingFile(setting: text, at: address, like: model?.document())
        return (ProjectLayout.fileName(for: language), FileEdit(result))
    }

    /// The file as a document for an edit at `address`: a document of that entry alone when the file has one
    /// (`LanguageFile.memberDocument`), which an edit inside the entry does not parse whole; else the whole file.
    static func document(of file: LanguageFile, editing address: EntryAddress) throws(EditError) -> JSONDocument {
        if address.groups.isEmpty, let document = file.memberDocument(ofKey: address.key) { return document }
        return try document(of: file)
    }

    /// The file as a document to edit.
    ///
    /// - Throws: `EditError.unreadableFile` when it has a syntax error.
    static func document(of file: LanguageFile) throws(EditError) -> JSONDocument {
        guard let document = file.document() else { throw .fileHasSyntaxError(file.fileName) }
        return document
    }

    /// The first key inside an entry that only Swifternalization gives a meaning (`ie:`, `iex:`, `exp:`,
    /// `@N`), if the bytes hold one: a cheap scan, for detection.
    static func firstSelector(in bytes: [UInt8]) -> String? {
        let markers = ["\"ie:", "\"iex:", "\"exp:", "\"@"]
        // Most files hold none: found without decoding them.
        let present = markers.filter { ByteSearch.contains(bytes, $0) }
        guard !present.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        for marker in present {
            guard let start = text.range(of: marker) else { continue }
            let rest = text[start.upperBound...]
            let end = rest.firstIndex(of: "\"") ?? rest.endIndex
            let selector = marker.dropFirst() + rest[..<end]
            if marker == "\"@", !selector.dropFirst().allSatisfy(\.isNumber) || selector.count < 2 { continue }
            return String(selector)
        }
        return nil
    }
}
