/// In-memory edits of a project: a file's new bytes in, the project re-indexed out.
///
/// These are mutating methods on a value, so an editor can keep earlier `Project` values as undo
/// snapshots: arrays are copy-on-write, and an edit copies only what it changes (the edited file, and the
/// key index when the keys changed). Nothing here touches the disk; `DiskState` saves.
///
/// **What `keys` holds after an edit**: exactly what loading the edited files from disk would give —
/// every key some file has, base order first, then keys found only in other files, in file order. A key
/// deleted from every file is gone from `keys` (an editor's key list never shows it); a key added to a
/// file takes its place in that order. Key ids are positions in `keys`, so **an edit that adds, removes,
/// renames or reorders keys may renumber them**: hold keys by name across edits, not by id. An edit that
/// leaves every file's keys as they were (a value changed) keeps every id.
extension Project {
    /// Replaces file `index` with new bytes (same name, language, plural rules and shared expressions)
    /// and updates the key index.
    ///
    /// The bytes may hold a syntax error: the file then has no entries, as when loading.
    ///
    /// Complexity: parsing the file (or, for an edit inside one entry's value in a format that can, such as
    /// Swifternalization, parsing that entry and moving the offsets after it); when the file's keys are the
    /// same, in the same order, as before (a value was edited), nothing else. Otherwise the key index is rebuilt from the slot tables of the
    /// other files, without hashing their keys: O(every entry of the project), a few milliseconds for
    /// 20,000 keys × 40 languages.
    public mutating func replaceFile(at index: Int, bytes: [UInt8]) {
        replaceFiles([(index, bytes)])
    }

    /// Replaces several files at once (`replaceFile` for each), parsing them in parallel and updating the
    /// key index once: what renaming a key in every language needs.
    ///
    /// - Precondition: the indices are valid and distinct.
    public mutating func replaceFiles(_ replacements: [(index: Int, bytes: [UInt8])]) {
        precondition(
            Set(replacements.map(\.index)).count == replacements.count
                && replacements.allSatisfy { files.indices.contains($0.index) },
            "replaceFiles: file indices must be valid and distinct")
        let (current, context) = (files, formatContext)
        var parsed = ConcurrentWork.map(replacements.count) { position in
            let (index, bytes) = replacements[position]
            let old = current[index]
            let languages = current.filter { $0.fileName == old.fileName }
            let implementation = old.format.format
            // What the edit changed, for a format that reads only that part again.
            guard let (replaced, count) = ByteSearch.difference(old.bytes, bytes) else {
                return implementation.reread(
                    old.fileName, bytes: bytes, languages: languages.map(\.language), context: context)
            }
            let read = implementation.reread(
                languages, bytes: bytes, replaced: replaced, count: count, context: context)
            #if DEBUG
                let whole = implementation.reread(
                    old.fileName, bytes: bytes, languages: languages.map(\.language), context: context)
                assert(
                    read.count == whole.count && zip(read, whole).allSatisfy { $0.hasSameContent(as: $1) },
                    "reading only the edited part of \(old.fileName) gave another result than reading it whole")
            #endif
            return read
        }
        // The languages of a file that holds several (a catalog) are all read again from its new bytes.
        var replaced: [(index: Int, file: LanguageFile)] = []
        for (read, (index, _)) in zip(parsed, replacements) {
            let name = files[index].fileName
            let indices = files.indices.filter { files[$0].fileName == name }
            guard read.count == indices.count,
                case let byLanguage = Dictionary(read.map { ($0.language, $0) }, uniquingKeysWith: { a, _ in a }),
                indices.allSatisfy({ byLanguage[files[$0].language] != nil })
            else {
                // The file gained or lost a language: the project is read again with the new bytes.
                rebuild(replacing: replacements)
                return
            }
            replaced += indices.map { ($0, byLanguage[files[$0].language]!) }
        }
        // Each read file is then held once (taken out of `replaced`), so that adopting the keys writes into its
        // entries instead of copying them all (20,000 entries of a 2 MB file: most of an incremental edit's time).
        parsed.removeAll()
        var rekeyed: Set<Int> = []
        var changed: Set<Int> = []
        while !replaced.isEmpty {
            var (index, file) = replaced.removeLast()
            file.part = files[index].part
            changed.insert(index)
            if !file.adoptKeys(of: files[index]) { rekeyed.insert(index) }
            files[index] = file
        }
        if !rekeyed.isEmpty { reindex(changedFiles: rekeyed) }
        checkIndex(changedFiles: changed)
    }

    /// Reads the project again from its files' bytes with `replacements` applied, keeping its format and the
    /// problems found when the folder was read.
    private mutating func rebuild(
        replacing replacements: [(index: Int, bytes: [UInt8])] = [], adding added: (path: String, bytes: [UInt8])? = nil
    ) {
        let replaced = replacements.map { (files[$0.index].fileName, $0.bytes) }
        // Files not read yet (a project loaded for some languages only) are read first, which may move the
        // indices: the new project holds every file.
        loadWhole()
        var contents = auxiliaryFiles
        for file in files { contents[file.fileName] = file.bytes }
        for (name, bytes) in replaced { contents[name] = bytes }
        if let added { contents[added.path] = added.bytes }
        // The state sidecar goes with the project (the editor's records, not yet saved).
        contents[ProjectFiles.stateSidecarPath] = stateSidecar
        let kept = problems.filter { problem in
            switch problem.kind {
            case .notALanguageTag, .sameLanguageAs, .anotherCatalog, .unreadable: return true
            case .baseMissing, .sourceMissing, .syntax, .value: return false
            }
        }
        self = Project(directory: directory, contents: contents, format: format, problems: kept)
    }

    /// Adds the file of a language that has none yet (`base.json`, or `<tag>.json` with the canonical tag:
    /// `pt-BR.json`), at its place in `files`: base first, then by tag, as loading orders them. The files
    /// after it move up by one index.
    ///
    /// - Returns: the new file's index.
    /// - Throws: `ProjectEditError.languageHasFile` when the language already has a file.
    @discardableResult
    public mutating func addFile(language: FileLanguage, bytes: [UInt8]) throws(ProjectEditError) -> Int {
        if let existing = fileIndex(of: language) {
            throw .languageHasFile(language, fileName: files[existing].fileName)
        }
        return insertFile(path: ProjectLayout.fileName(for: language), language: language, part: "", bytes: bytes)
    }

    /// Puts the document of a `LanguageEdits` result into the project: replaces the language's file, or
    /// adds one when the language has none (a result of `LanguageEdits.creatingFile`). A result that
    /// changes nothing leaves the project as it is.
    ///
    /// - Returns: the index of the language's file.
    @discardableResult
    public mutating func apply(_ result: EditResult, to language: FileLanguage, path: String? = nil) -> Int {
        apply(FileEdit(result), to: language, path: path)
    }

    /// Puts an edit made through the project's format into the project (see `apply(_:to:path:)`): into the
    /// language's file named `path`, or its main file when `path` is `nil`; a `path` the language has no file
    /// of is a new file (`TranslationFormat.creatingFile`), of `part` (`FormatLayout.File.part`).
    @discardableResult
    public mutating func apply(
        _ result: FileEdit, to language: FileLanguage, path: String? = nil, part: String = ""
    ) -> Int {
        let bytes = result.bytes
        let existing =
            path.map { path in fileIndices(of: language).first { files[$0].fileName == path } }
            ?? fileIndex(of: language)
        if let index = existing {
            if result.changesFile { replaceFile(at: index, bytes: bytes) }
            return index
        }
        let path = path ?? ProjectLayout.fileName(for: language)
        if let shared = files.firstIndex(where: { $0.fileName == path }) {
            // A new language of a file that holds several (a catalog).
            replaceFile(at: shared, bytes: bytes)
            return fileIndices(of: language).first { files[$0].fileName == path } ?? shared
        }
        return insertFile(path: path, language: language, part: part, bytes: bytes)
    }

    /// Replaces `expressions.json` or `glossa.json`. Every language file is parsed again, because the
    /// meaning of selectors depends on both (shared expressions, the base language's plural rules): this
    /// costs about as much as loading the project. Problems found when the folder was read (unreadable
    /// files, names that are not language tags) are kept.
    ///
    /// - Precondition: `name` is `expressions.json` or `glossa.json`.
    public mutating func replaceAuxiliaryFile(named name: String, bytes: [UInt8]) {
        precondition(Self.auxiliaryFileNames.contains(name), "replaceAuxiliaryFile: \(name) is a language file")
        auxiliaryFiles[name] = bytes
        rebuild()
    }

    // MARK: - Index maintenance

    /// Adds a file of `part` without checking that its language is free, in the format of the part's other
    /// files.
    private mutating func insertFile(path: String, language: FileLanguage, part: String, bytes: [UInt8]) -> Int {
        let reader = files.first { $0.part == part }?.format ?? format
        guard
            var file = reader.format.reread(path, bytes: bytes, languages: [language], context: formatContext).first,
            file.language == language
        else {
            // The format reads the new file as another language than asked: the project is read again with
            // it, as loading would read it.
            rebuild(adding: (path, bytes))
            return files.firstIndex { $0.fileName == path } ?? fileIndex(of: language) ?? 0
        }
        file.part = part
        // The order of `Project.init`: base first, then by tag.
        func order(_ language: FileLanguage) -> String { language == .base ? "" : language.description }
        let index = files.firstIndex { order(language) < order($0.language) } ?? files.count
        files.insert(file, at: index)
        slots.insert([], at: index)
        indexLanguages()
        if language == .base { problems.removeAll { $0.kind == .baseMissing } }
        reindex(changedFiles: [index])
        checkIndex(changedFiles: [index])
        return index
    }

    /// Rebuilds `keys`, `keyIDs` and `slots` after the files in `changedFiles` got new keys, to what
    /// `rebuildIndex()` would give, without hashing the keys of the other files: their slot tables say
    /// which key each of their entries has. Entries of the changed files get the interned key strings.
    ///
    /// Ids are first "combined": an old key keeps its old id, a key no file had gets `oldKeys.count + n`.
    /// One walk over every file's entries in file order then numbers the keys by first sighting, as
    /// loading does. When every surviving key keeps its id (a key added after them, or renamed in some
    /// files only), the slot tables of the other files are reused, only resized.
    private mutating func reindex(changedFiles: Set<Int>) {
        let oldKeys = keys
        let oldCount = oldKeys.count
        var freshKeys: [String] = []
        var freshIDs: [String: Int32] = [:]

        // 1. Each entry's combined id.
        var combined: [[Int32]] = []
        combined.reserveCapacity(files.count)
        for fileIndex in files.indices {
            let count = files[fileIndex].entries.count
            var ids = [Int32](repeating: -1, count: count)
            if changedFiles.contains(fileIndex) {
                var guess = 0
                // Only the keys are read: copying whole entries would retain every value.
                for entryIndex in 0..<count {
                    let key = files[fileIndex].entries.key(at: entryIndex)
                    // Files usually list their keys in base order: try the key after the previous one first.
                    if guess < oldCount, oldKeys[guess] == key {
                        ids[entryIndex] = Int32(guess)
                        guess += 1
                    } else if let old = keyIDs[key] {
                        ids[entryIndex] = Int32(old)
                        guess = old + 1
                    } else if let fresh = freshIDs[key] {
                        ids[entryIndex] = fresh
                    } else {
                        let fresh = Int32(oldCount + freshKeys.count)
                        freshIDs[key] = fresh
                        freshKeys.append(key)
                        ids[entryIndex] = fresh
                    }
                }
            } else {
                slots[fileIndex].withUnsafeBufferPointer { slot in
                    ids.withUnsafeMutableBufferPointer { ids in
                        for id in slot.indices where slot[id] >= 0 { ids[Int(slot[id])] = Int32(id) }
                    }
                }
            }
            combined.append(ids)
        }

        // 2. New ids by first sighting, file by file.
        var newID = [Int32](repeating: -1, count: oldCount + freshKeys.count)
        var combinedOfNew: [Int32] = []
        combinedOfNew.reserveCapacity(newID.count)
        newID.withUnsafeMutableBufferPointer { newID in
            for ids in combined {
                for id in ids where newID[Int(id)] < 0 {
                    newID[Int(id)] = Int32(combinedOfNew.count)
                    combinedOfNew.append(id)
                }
            }
        }
        let newKeys = combinedOfNew.map { $0 < oldCount ? oldKeys[Int($0)] : freshKeys[Int($0) - oldCount] }
        let keepsIDs = (0..<oldCount).allSatisfy { newID[$0] < 0 || newID[$0] == $0 }

        // 3. Slot tables.
        for fileIndex in files.indices {
            if keepsIDs, !changedFiles.contains(fileIndex) {
                // Keys past the survivors were removed from every file, so this file has none of them.
                if slots[fileIndex].count > newKeys.count {
                    slots[fileIndex].removeLast(slots[fileIndex].count - newKeys.count)
                } else if slots[fileIndex].count < newKeys.count {
                    slots[fileIndex] += repeatElement(-1, count: newKeys.count - slots[fileIndex].count)
                }
                continue
            }
            var slot = [Int32](repeating: -1, count: newKeys.count)
            slot.withUnsafeMutableBufferPointer { slot in
                for (entryIndex, id) in combined[fileIndex].enumerated() {
                    slot[Int(newID[Int(id)])] = Int32(entryIndex)
                }
            }
            slots[fileIndex] = slot
        }

        // 4. Key ids: only those that changed.
        for old in 0..<oldCount where newID[old] != old {
            if newID[old] < 0 {
                keyIDs[oldKeys[old]] = nil
            } else {
                keyIDs[oldKeys[old]] = Int(newID[old])
            }
        }
        for (key, fresh) in freshIDs { keyIDs[key] = Int(newID[Int(fresh)]) }

        // 5. Interned key strings in the changed files, written into their entries taken out of the file (one
        // write of `files` for each file, not for each key).
        for fileIndex in changedFiles {
            var entries: EntryTable = []
            swap(&entries, &files[fileIndex].entries)
            for (entryIndex, id) in combined[fileIndex].enumerated() {
                entries.setKey(newKeys[Int(newID[Int(id)])], at: entryIndex)
            }
            swap(&entries, &files[fileIndex].entries)
        }
        keys = newKeys
    }

    /// Checks, in debug builds, that the index agrees with the entries of the files just edited.
    private func checkIndex(changedFiles: Set<Int>) {
        #if DEBUG
            assert(keyIDs.count == keys.count && slots.count == files.count, "key index out of step")
            assert(slots.allSatisfy { $0.count == keys.count }, "a slot table has the wrong size")
            for fileIndex in changedFiles {
                for (entryIndex, key) in files[fileIndex].entries.keys.enumerated() {
                    let id = keyIDs[key]
                    assert(id != nil && slots[fileIndex][id!] == entryIndex, "\(key) is not indexed")
                }
            }
        #endif
    }
}

extension LanguageFile {
    /// When this file has the same keys in the same order as `old`, takes `old`'s key strings (interned
    /// by the project) and returns `true`; otherwise returns `false` and changes nothing.
    mutating func adoptKeys(of old: LanguageFile) -> Bool {
        if keysShared === old.identity { return true }
        guard entries.keys == old.entries.keys else { return false }
        entries.setKeys(old.entries.keys)
        return true
    }
}
