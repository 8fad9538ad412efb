/// A translation project: the base file, one file per language, shared expressions and settings,
/// with every key indexed across languages (DESIGN §1).
///
/// A project is a value: loading builds it once; lookups never mutate it, so it can be shared across
/// threads.
public struct Project: Sendable {
    /// The folder the project was read from (empty for one built in memory).
    public let directory: String
    /// The settings of `glossa.json`.
    public internal(set) var settings: ProjectSettings
    /// The shared expressions of `expressions.json`.
    public internal(set) var expressions: SharedExpressions
    /// The language files: the source language's first, then the others by tag. A file holding several
    /// languages (a catalog) is here once for each, under the same name.
    public internal(set) var files: [LanguageFile]
    /// Every key of every file: base order first, then keys found only in other files.
    ///
    /// Setting it rebuilds `keyIndex` (O(keys)): assign a whole new array rather than appending in a loop.
    public internal(set) var keys: [String] = [] {
        didSet { keyIndex = KeyIndex(keys) }
    }
    /// Folder-level problems and problems in `expressions.json` and `glossa.json`.
    public internal(set) var problems: [ProjectProblem]
    /// The raw bytes of `expressions.json` and `glossa.json`, kept for saving.
    public internal(set) var auxiliaryFiles: [String: [UInt8]]
    /// The bytes of the state sidecar (`ProjectFiles.stateSidecarPath`), when the project has one; read by
    /// `ProjectStates`. A project without it behaves as if states did not exist.
    public internal(set) var stateSidecar: [UInt8]?
    /// Which format the files are in, and why.
    public let detection: FormatDetection
    /// The files not read yet of a project loaded for some languages only (`load(directory:format:languages:)`);
    /// `nil` when every file is loaded.
    var unloaded: UnloadedFiles?
    /// The keys whose entries the files read hold, for a project loaded for some keys only
    /// (`load(directory:format:languages:keys:)`) in a format that reads keys alone; `nil` when they hold every
    /// entry.
    var wantedKeys: WantedKeys?
    /// How the files read keep their texts: chosen when the project is loaded, and kept for the files read later
    /// and again.
    public private(set) var textStorage = TextStorage.spans
    /// The files of the format and the languages they hold.
    public internal(set) var layout: FormatLayout

    var keyIDs: [String: Int] = [:]
    /// `keys` by their bytes, for resolution (`keyIDs` answers the canonically equivalent spellings).
    private(set) var keyIndex = KeyIndex()
    /// For each file, for each key id, the index of its entry (or -1).
    var slots: [[Int32]] = []
    /// Each language's files (its parts), in the order of `files`.
    var filesByLanguage: [FileLanguage: [Int]] = [:]
    /// The languages, each once, in the order of `files` (the source first).
    public private(set) var languages: [FileLanguage] = []

    /// Builds a project from file contents by path (`base.json`, `pl.json`, `pl/translation.json`,
    /// `expressions.json`, `glossa.json`, the state sidecar `.glossa/states.jsonl`) in `format`, or in the format detected. Problems are collected,
    /// never thrown.
    public init(
        directory: String = "", contents: [String: [UInt8]], format: FormatName? = nil,
        problems initialProblems: [ProjectProblem] = []
    ) {
        var files = ProjectFiles(contents: contents)
        files.stateSidecar = files.contents.removeValue(forKey: ProjectFiles.stateSidecarPath)
        self.init(directory: directory, files: files, format: format, problems: initialProblems)
    }

    /// Builds a project from the files discovery found (`ProjectFiles.discover(in:)`).
    public init(
        directory: String = "", files found: ProjectFiles, format: FormatName? = nil,
        problems initialProblems: [ProjectProblem] = []
    ) {
        self.init(
            directory: directory, files: found, format: format, problems: initialProblems, loading: nil, keys: nil)
    }

    /// Builds a project from the files discovery found; when `wanted` is given, reads only the files that hold
    /// the source or one of those languages, and keeps the others to read later (`unloaded`); when `keys` are
    /// given and the format reads keys alone, only those keys' entries (`wantedKeys`).
    init(
        directory: String, files found: ProjectFiles, format: FormatName?, problems initialProblems: [ProjectProblem],
        loading wanted: Set<FileLanguage>?, keys: Set<String>?, textStorage: TextStorage = .spans
    ) {
        self.directory = directory
        self.textStorage = textStorage
        var problems = initialProblems
        let contents = found.contents
        var settings = ProjectSettings()
        if let bytes = contents[ProjectLayout.settingsFileName] {
            settings =
                Self.auxiliary(ProjectLayout.settingsFileName, bytes, problems: &problems) { document, valueProblems in
                    ProjectSettings(document: document, problems: &valueProblems)
                } ?? settings
        }
        var expressions = SharedExpressions()
        if let bytes = contents[ProjectLayout.expressionsFileName] {
            expressions =
                Self.auxiliary(ProjectLayout.expressionsFileName, bytes, problems: &problems) {
                    document, valueProblems in
                    let shared = SharedExpressions(document: document)
                    valueProblems += shared.problems
                    return shared
                } ?? expressions
        }
        let detection =
            format.flatMap { FormatDetection.detect(found, forced: $0) }
            ?? settings.format.flatMap {
                FormatDetection.detect(found, forced: $0, forcedBy: "\"format\" in glossa.json")
            }
            ?? FormatDetection.detect(found, forced: nil)
            ?? FormatDetection.detect(found, forced: .swifternalization, forcedBy: "no format fits; the default")!
        let implementation = detection.format.format
        let layout = implementation.layout(found, settings: settings)
        if let source = layout.sourceLanguage, !settings.namesBaseLanguage { settings.baseLanguage = source }
        layout.impliedSettings(&settings)
        if let shared = layout.sharedExpressions { expressions = shared }
        problems += layout.problems
        self.detection = detection
        self.layout = layout
        self.settings = settings
        self.expressions = expressions
        self.auxiliaryFiles = contents.filter { Self.auxiliaryFileNames.contains($0.key) }
        self.stateSidecar = found.stateSidecar
        var reading = layout
        if let wanted {
            // A file listed unreadable is never read, as in a whole load.
            let (now, later) = UnloadedFiles.split(
                layout.files.filter { found.unreadable[$0.path] == nil }, wanted: wanted, format: implementation)
            reading.files = now
            unloaded = later.isEmpty ? nil : UnloadedFiles(files: found, layoutFiles: later)
        }
        var context = FormatContext(settings: settings, expressions: expressions)
        context.textStorage = textStorage
        if let keys, implementation.readsWantedKeysAlone {
            wantedKeys = WantedKeys(keys)
            context.wantedKeys = wantedKeys
        }
        files = Self.read(reading, in: implementation, files: found, context: context)
        // The files listed unreadable, and those read now that could not be read after all.
        let paths = Set(reading.files.map(\.path))
        let failed = (found.deferred?.failures ?? [:]).filter { paths.contains($0.key) }
        for (path, reason) in found.unreadable.merging(failed, uniquingKeysWith: { listed, _ in listed })
            .sorted(by: { $0.key < $1.key })
        {
            problems.append(ProjectProblem(fileName: path, kind: .unreadable(reason)))
        }
        self.problems = problems
        rebuildIndex()
    }

    /// Reads the files of `layout` (`TranslationFormat.read`, which reads their bytes on all cores), each with
    /// its part.
    static func read(
        _ layout: FormatLayout, in format: any TranslationFormat, files found: ProjectFiles, context: FormatContext
    ) -> [LanguageFile] {
        let parts = Dictionary(layout.files.map { ($0.path, $0.part) }, uniquingKeysWith: { first, _ in first })
        return format.read(layout, files: found, context: context).map { file in
            var file = file
            file.part = parts[file.fileName] ?? ""
            return file
        }
    }

    /// The names of the files that are not language files.
    static let auxiliaryFileNames: Set<String> = [ProjectLayout.expressionsFileName, ProjectLayout.settingsFileName]

    /// What a format's reader needs besides the bytes: the settings and the shared expressions.
    public var formatContext: FormatContext {
        var context = FormatContext(settings: settings, expressions: expressions)
        context.textStorage = textStorage
        return context
    }

    /// The format of the project's files.
    public var format: FormatName { detection.format }

    /// Each language file on disk once, in the order of `files`: the languages of a catalog share one.
    public var diskFiles: [LanguageFile] {
        var seen: Set<String> = []
        return files.filter { seen.insert($0.fileName).inserted }
    }

    /// Parses `expressions.json` or `glossa.json`; a syntax error is a problem and the file is ignored.
    private static func auxiliary<T>(
        _ name: String, _ bytes: [UInt8], problems: inout [ProjectProblem],
        read: (JSONDocument, inout [ValueProblem]) -> T
    ) -> T? {
        do throws(JSONSyntaxError) {
            let document = try JSONDocument(bytes: bytes)
            var valueProblems: [ValueProblem] = []
            let value = read(document, &valueProblems)
            problems += valueProblems.map { ProjectProblem(fileName: name, kind: .value($0)) }
            return value
        } catch {
            problems.append(ProjectProblem(fileName: name, kind: .syntax(error)))
            return nil
        }
    }

    /// Indexes every key of every file; interns key strings so each key's text is stored once.
    ///
    /// The first file names most keys. The others are matched against its keys on all cores, their key strings
    /// compared in place (loaded files share the first file's, see `KnownKeys`); a file holding a key not seen
    /// yet is indexed again after them, in file order, and adds its keys.
    mutating func rebuildIndex() {
        var keys: [String] = []
        keyIDs = [:]
        // Most keys are the first file's: one allocation instead of growing (and hashing every key again) the
        // dictionary a dozen times.
        keys.reserveCapacity(files.first?.entries.count ?? 0)
        keyIDs.reserveCapacity(files.first?.entries.count ?? 0)
        var ids = [[Int32]](repeating: [], count: files.count)
        // The files are changed through a local array: each change through `self.files` would run its observer.
        var files = self.files
        self.files = []
        func index(_ fileIndex: Int, _ found: KeyMatch? = nil) {
            var match = found ?? KeyMatch()
            while !match.advance(through: files[fileIndex].entries.keys, known: keys, ids: keyIDs) {
                // A key not seen yet: the file's string becomes the key's.
                let key = files[fileIndex].entries.key(at: match.next)
                keyIDs[key] = keys.count
                keys.append(key)
                match.take(keys.count - 1, renamed: false)
            }
            for (entry, id) in match.renamed { files[fileIndex].entries.setKey(keys[id], at: entry) }
            ids[fileIndex] = match.ids
        }
        if !files.isEmpty { index(0) }
        let matched: [KeyMatch?] = {
            let (others, known, knownIDs) = (files, keys, keyIDs)
            return ConcurrentWork.map(max(others.count - 1, 0)) { offset in
                var match = KeyMatch()
                return match.advance(through: others[offset + 1].entries.keys, known: known, ids: knownIDs)
                    ? match : nil
            }
        }()
        for (offset, match) in matched.enumerated() {
            if let match, match.renamed.isEmpty {
                ids[offset + 1] = match.ids
            } else {
                index(offset + 1, match)
            }
        }
        self.files = files
        indexLanguages()
        self.keys = keys
        let (keyCount, fileIDs) = (keys.count, ids)
        slots = ConcurrentWork.map(fileIDs.count) { fileIndex in
            var slot = [Int32](repeating: -1, count: keyCount)
            for (entryIndex, id) in fileIDs[fileIndex].enumerated() { slot[Int(id)] = Int32(entryIndex) }
            return slot
        }
    }

    /// How far a file's keys are matched to known keys (`rebuildIndex`): their ids, and the entries whose key is a
    /// string of its own, to be replaced by the known one.
    struct KeyMatch: Sendable {
        private(set) var ids: [Int32] = []
        private(set) var renamed: [(entry: Int, id: Int)] = []
        /// The entry to match next.
        private(set) var next = 0
        /// The key the next entry most likely has: the one after the previous entry's.
        private var guess = 0

        /// Matches the keys from `next` on to `known` (whose ids by key are `ids`); `false` when it stops at a
        /// key not known, at `next`. The strings are read in place: the cores count no references of the keys
        /// they share.
        mutating func advance(through fileKeys: [String], known: [String], ids keyIDs: [String: Int]) -> Bool {
            fileKeys.withUnsafeBufferPointer { fileKeys in
                known.withUnsafeBufferPointer { known in
                    while next < fileKeys.count {
                        // Usually the key after the previous one, the same string: nothing to hash or write.
                        if guess < known.count, fileKeys[next].isSameStorage(as: known[guess]) {
                            take(guess, renamed: false)
                            continue
                        }
                        // Else the key after the previous one as text (some may be missing), then the dictionary.
                        if guess < known.count, known[guess] == fileKeys[next] {
                            take(guess, renamed: true)
                        } else if let id = keyIDs[fileKeys[next]] {
                            take(id, renamed: true)
                        } else {
                            return false
                        }
                    }
                    return true
                }
            }
        }

        /// Gives the next entry key `id`; `renamed`: its string is to be replaced by the key's.
        mutating func take(_ id: Int, renamed isRenamed: Bool) {
            if isRenamed { renamed.append((next, id)) }
            ids.append(Int32(id))
            guess = id + 1
            next += 1
        }
    }

    /// Indexes the files of each language (`filesByLanguage`, `languages`).
    mutating func indexLanguages() {
        filesByLanguage = [:]
        languages = []
        for (index, file) in files.enumerated() {
            if filesByLanguage[file.language] == nil { languages.append(file.language) }
            filesByLanguage[file.language, default: []].append(index)
        }
    }

    /// The index of a language's file — its main one (the default namespace, `Localizable`) when it has
    /// several — if the project has one.
    public func fileIndex(of language: FileLanguage) -> Int? { filesByLanguage[language]?.first }

    /// The index of each language's main file, in the order of `languages`: what shows a language once.
    public var mainFileIndices: [Int] { languages.compactMap { fileIndex(of: $0) } }

    /// The indices of a language's files, its main one first; empty when it has none.
    public func fileIndices(of language: FileLanguage) -> [Int] { filesByLanguage[language] ?? [] }

    /// The index of the file of `language` that holds key `id`, if one does.
    ///
    /// - Complexity: one table read per file of the language (one, except in formats with namespaces).
    public func fileIndex(of language: FileLanguage, keyID id: Int) -> Int? {
        guard let indices = filesByLanguage[language] else { return nil }
        for index in indices where slots[index][id] >= 0 { return index }
        return nil
    }

    /// For each key id, what ``fileIndex(of:keyID:)`` says, or -1: read from the language's files' tables once,
    /// for a pass over every key (no lookup of the language for each).
    public func fileIndicesOfKeys(in language: FileLanguage) -> [Int] {
        var fileOfKey = [Int](repeating: -1, count: keys.count)
        // The language's first file holding a key is its: the files are read last to first.
        for index in fileIndices(of: language).reversed() {
            for (id, entry) in slots[index].enumerated() where entry >= 0 { fileOfKey[id] = index }
        }
        return fileOfKey
    }

    /// The id of a key (its position in `keys`), if any file has it.
    ///
    /// Keys are compared as Swift strings (canonical equivalence): `é` as one scalar or as `e` + U+0301 is
    /// the same key.
    ///
    /// - Complexity: one hash of the key's UTF-8 bytes and usually one comparison; a key with no byte-equal
    ///   match is looked up once more in a dictionary when a canonically equivalent key may exist.
    ///
    /// A key that is not found is looked up again with the layout's `defaultKeyPrefix` in front, if it has
    /// one: `title` finds `translation:title` in an i18next project with namespaces.
    @inline(__always)
    public func keyID(_ key: String) -> Int? {
        if let id = ownKeyID(key) { return id }
        guard let prefix = layout.defaultKeyPrefix else { return nil }
        return ownKeyID(prefix + key)
    }

    @inline(__always)
    private func ownKeyID(_ key: String) -> Int? {
        switch keyIndex.lookUp(key) {
        case .found(let id): return id
        case .absent: return nil
        case .mayBeEquivalent: return keyIDs[key]
        }
    }

    /// The position in `files[fileIndex].entries` of key `id`, if that file has the key.
    public func entryIndex(keyID id: Int, file fileIndex: Int) -> Int? {
        let slot = slots[fileIndex][id]
        return slot < 0 ? nil : Int(slot)
    }

    /// For each key id, the position of its entry in `files[fileIndex].entries`, or -1: what `entryIndex(keyID:file:)`
    /// reads, to be read key after key without looking the file up each time.
    public func entryIndices(file fileIndex: Int) -> [Int32] { slots[fileIndex] }

    /// The entry of key `id` in file `fileIndex`, if that file has the key.
    public func entry(keyID id: Int, file fileIndex: Int) -> Entry? {
        entryIndex(keyID: id, file: fileIndex).map { files[fileIndex].entries[$0] }
    }

    /// The entry of a key in a language's file, if that file has the key.
    public func entry(_ key: String, in language: FileLanguage) -> Entry? {
        guard let id = keyID(key), let fileIndex = fileIndex(of: language, keyID: id) else { return nil }
        return entry(keyID: id, file: fileIndex)
    }
}
