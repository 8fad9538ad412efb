import Foundation

/// The files of the layout that a project loaded for some languages only has not read yet, and the discovered
/// files to read them from (`ProjectFiles.discoverDeferring(in:)`).
struct UnloadedFiles: Sendable {
    /// The folder's files, those not read yet deferred.
    var files: ProjectFiles
    /// The layout's files not loaded, in the layout's order.
    var layoutFiles: [FormatLayout.File]

    /// The layout's files that hold one of `wanted`'s languages (`now`), and the others (`later`), each in the
    /// layout's order. A file whose name says no language (a catalog, which names its languages inside) is
    /// read at once: what it holds is only known once it is read.
    static func split(_ files: [FormatLayout.File], wanted: Set<FileLanguage>, format: any TranslationFormat)
        -> (now: [FormatLayout.File], later: [FormatLayout.File])
    {
        var now: [FormatLayout.File] = []
        var later: [FormatLayout.File] = []
        for file in files {
            let languages = format.languages(of: file)
            if file.language == nil || languages.contains(where: wanted.contains) {
                now.append(file)
            } else {
                later.append(file)
            }
        }
        return (now, later)
    }
}

extension Project {
    /// Loads what lookups in `languages` need of the project in a folder: the files of each language's chain
    /// (`pt-BR` reads `pt-BR`, `pt` and the source), with the settings and shared expressions; the other
    /// languages' files are listed, not read, and `loadChains(for:)` reads them when a lookup needs them. A
    /// format that keeps every language in one file (a catalog) reads that file for any language.
    ///
    /// Lookups (`resolve`, `text`, `chain(for:)`) in the languages loaded answer exactly as in a project loaded
    /// whole. Validating, editing and saving need the whole project: use `load(directory:format:)` for them.
    ///
    /// With `keys`, a format that reads keys alone (`TranslationFormat.readsWantedKeysAlone`:
    /// Swifternalization) reads only those keys' entries of each file, still checking the whole file: lookups of
    /// those keys answer as in a project loaded whole, for a fraction of the reading (`glossa resolve`'s first
    /// request). `loadKeys(_:)` reads more keys; the files' other entries are missing until then.
    ///
    /// - Parameters:
    ///   - languages: Tags (`pl`, `pt_BR`) or `base`; empty reads no language file yet (the first
    ///     `loadChains(for:)` then reads the source's and the language's files together, in parallel).
    ///   - keys: The keys lookups will ask for; `nil`, the default, reads every entry.
    ///   - texts: How the files keep their texts: spans of their bytes (the default, the least memory), or strings
    ///     of their own (the fastest lookups, for an app).
    /// - Throws: `ProjectLoadError`, as `load(directory:format:)`.
    public static func load(
        directory path: String, format: FormatName? = nil, languages: [String], keys: [String]? = nil,
        texts: TextStorage = .spans
    ) throws(ProjectLoadError) -> Project {
        try load(
            directory: path, format: format, only: Set(languages.flatMap(chainLanguages)), keys: keys.map(Set.init),
            textStorage: texts)
    }

    /// Whether every file of the project is read, every entry of it (not a project loaded for some languages or
    /// keys only, or one whose every language and key has been loaded since).
    public var isLoadedWhole: Bool { unloaded == nil && wantedKeys == nil }

    /// How many keys a project loaded for some keys only reads alone: when lookups ask for more, each further
    /// key would cost reading the files again, and they are read whole instead.
    static let wantedKeysLimit = 8

    /// Reads the entries of `keys` in the files read so far (and in those read later) when the project was loaded
    /// for some keys only and lacks them; nothing otherwise. Beyond `wantedKeysLimit` keys in all, the files are
    /// read whole. Call it before looking up a key on a project loaded for some keys only.
    ///
    /// - Complexity: nothing when every key is read; else reading the files read so far again (from the bytes
    ///   read before: the files are not read from disk again), then indexing their keys.
    public mutating func loadKeys(_ keys: [String]) {
        guard let wantedKeys, keys.contains(where: { !wantedKeys.keys.contains($0) }) else { return }
        let widened = wantedKeys.keys.union(keys)
        readLoadedFilesAgain(wanting: widened.count > Self.wantedKeysLimit ? nil : WantedKeys(widened))
    }

    /// Reads the files read so far again from their bytes, for the entries of `keys` (every entry for `nil`).
    private mutating func readLoadedFilesAgain(wanting keys: WantedKeys?) {
        wantedKeys = keys
        var context = formatContext
        context.wantedKeys = keys
        var reading = layout
        let read = Set(files.map(\.fileName))
        reading.files = layout.files.filter { read.contains($0.path) }
        let contents = Dictionary(diskFiles.map { ($0.fileName, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        files = Self.read(reading, in: format.format, files: ProjectFiles(contents: contents), context: context)
        rebuildIndex()
    }

    /// Reads the files of `languages`' chains (as `load(directory:format:languages:)` chooses them) that the
    /// project has not read yet; nothing when it has them all. Call it before `chain(for:)` on a project
    /// loaded for some languages only.
    ///
    /// - Complexity: reading and parsing the new files, then indexing every loaded file's keys again.
    public mutating func loadChains(for languages: [String]) {
        guard let unloaded else { return }
        let (now, later) = UnloadedFiles.split(
            unloaded.layoutFiles, wanted: Set(languages.flatMap(Self.chainLanguages)), format: format.format)
        load(now, leaving: later)
    }

    /// Reads every file not read yet, and every entry: before an edit that reads the project again from its files'
    /// bytes.
    mutating func loadWhole() {
        if wantedKeys != nil { readLoadedFilesAgain(wanting: nil) }
        guard let unloaded else { return }
        load(unloaded.layoutFiles, leaving: [])
    }

    /// How many of the layout's files are read (`read`), and how many there are in all (`all`): the files a
    /// project loaded for some languages only has read so far. Equal for a project loaded whole.
    public var fileCounts: (read: Int, all: Int) {
        let read = diskFiles.count
        return (read, read + (unloaded?.layoutFiles.count ?? 0))
    }

    /// Reads every file not read yet (and every entry of those read), in about five batches (of at least twice as
    /// many files as there are cores, so that each keeps every core busy), and calls `progress` after each with how
    /// many of `fileCounts.all` are read so far (all of them, the last time). The project is then the one
    /// `load(directory:format:)` gives.
    ///
    /// - Complexity: reading and parsing the files, then indexing every key once.
    public mutating func loadRemaining(progress: (_ read: Int) -> Void) {
        if wantedKeys != nil { readLoadedFilesAgain(wanting: nil) }
        guard let unloaded else { return }
        let count = unloaded.layoutFiles.count
        let batch = max(2 * ProcessInfo.processInfo.activeProcessorCount, (count + 4) / 5)
        load(unloaded.layoutFiles, leaving: [], batch: batch, progress: progress)
    }

    /// Reads `now` among the unloaded files, which leaves `later` unloaded; `batch` files at a time, calling
    /// `progress` with the number of files read so far after each batch.
    private mutating func load(
        _ now: [FormatLayout.File], leaving later: [FormatLayout.File], batch: Int = .max,
        progress: (Int) -> Void = { _ in }
    ) {
        guard let unloaded, !now.isEmpty else { return }
        var added: [LanguageFile] = []
        let before = fileCounts.read
        // The files read now share the key strings of those read before (indexing them then finds each key
        // where it expects it, with nothing to compare or write).
        var context = formatContext
        context.knownKeys = KnownKeys(keys)
        context.wantedKeys = wantedKeys
        for start in stride(from: 0, to: now.count, by: batch) {
            var reading = layout
            reading.files = Array(now[start..<min(now.count, start + batch)])
            added += Self.read(reading, in: format.format, files: unloaded.files, context: context)
            progress(before + start + reading.files.count)
        }
        self.unloaded = later.isEmpty ? nil : UnloadedFiles(files: unloaded.files, layoutFiles: later)
        // The files in the layout's order, as a whole load lists them; a file the layout does not name (added
        // by an edit) after them.
        let position = Dictionary(
            layout.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        files = (files + added).enumerated().sorted {
            (position[$0.element.fileName] ?? Int.max, $0.offset) < (
                position[$1.element.fileName] ?? Int.max, $1.offset
            )
        }.map(\.element)
        // The files read are now held by `files` alone: indexing writes the shared key strings into their entries
        // in place, instead of copying each file's entries first.
        added = []
        rebuildIndex()
    }

    /// Every language of the project's files, each once, in the order of `files`: for a project loaded for
    /// some languages only, with the languages of the files not read yet where a whole load would list them.
    /// The languages an app can offer.
    public var allLanguages: [FileLanguage] {
        var seen: Set<FileLanguage> = []
        guard let unloaded else { return files.map(\.language).filter { seen.insert($0).inserted } }
        let loaded = Dictionary(grouping: files.map { ($0.fileName, $0.language) }, by: \.0).mapValues { $0.map(\.1) }
        let unread = Set(unloaded.layoutFiles.map(\.path))
        var languages: [FileLanguage] = []
        for file in layout.files {
            languages += unread.contains(file.path) ? format.format.languages(of: file) : loaded[file.path] ?? []
        }
        let named = Set(layout.files.map(\.path))
        languages += files.filter { !named.contains($0.fileName) }.map(\.language)
        return languages.filter { seen.insert($0).inserted }
    }

    /// The languages whose files a lookup in `language` may read: its tag and the tag's parents, and the
    /// source (see `chain(for:)`).
    static func chainLanguages(_ language: String) -> [FileLanguage] {
        guard language != "base", let tag = LanguageTag(language) else { return [.base] }
        return tag.chain.map { .tag($0) } + [.base]
    }

    /// Whether the files `language`'s chain reads are all loaded (what `chain(for:)` checks in debug builds).
    func hasLoadedChain(for language: String) -> Bool {
        guard let unloaded else { return true }
        let wanted = Set(Self.chainLanguages(language))
        return UnloadedFiles.split(unloaded.layoutFiles, wanted: wanted, format: format.format).now.isEmpty
    }
}
