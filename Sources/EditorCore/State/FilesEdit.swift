import Engine

/// An edit of several files, made off the main loop: renaming or deleting a key in every language, adding a key to
/// every language, setting texts in several files (search and replace). It is a value: the project it starts from,
/// what to do, and the files it touches. `run` makes the files' new bytes and reads them into a copy of the
/// project, a group of files at a time, reporting after each group; the state puts the result in as one edit.
package struct FilesEdit: Sendable {
    /// What the edit does.
    package enum Work: Sendable {
        /// Renames a key in every file that has it.
        case renameKey(String, to: String)
        /// Deletes a key from every file that has it.
        case deleteKey(String)
        /// Adds a key with a text to the base file, and with `everywhere` to every readable language file.
        case addKey(String, text: String, everywhere: Bool)
        /// Sets texts, each through its file's format as typing it would (`Project.settingTexts`).
        case setTexts([TextChange])
        /// Puts in files' bytes as given, by file index (files read again from disk).
        case replaceBytes([Int: [UInt8]])

        /// The keys whose entries the work changes; `nil` when any may change (files read again).
        var touchedKeys: Set<String>? {
            switch self {
            case .renameKey(let key, let newKey): return [key, newKey]
            case .deleteKey(let key), .addKey(let key, _, _): return [key]
            case .setTexts(let changes): return Set(changes.map(\.address.key))
            case .replaceBytes: return nil
            }
        }
    }

    /// What the edit did: the edited project, or why it was not made.
    package struct Outcome: Sendable {
        /// The project with the edit in it; `nil` when a format refused it (`refusal` says why).
        package var project: Project?
        /// Why nothing was edited, in words for the status line.
        package var refusal: String?
        /// Whether any file's bytes changed.
        package var changed = false
        /// The texts not set (`setTexts`), with their reason.
        package var refused: [(change: TextChange, reason: TextChanges.Refusal)] = []
        /// How many texts were set (`setTexts`).
        package var made = 0
    }

    package let work: Work
    /// The project the edit starts from.
    package let project: Project
    /// The state's generation when the edit started: a result for another one is dropped.
    package let generation: Int
    /// Which edit of several files this is, counted by the state: the events of one cancelled are told from those
    /// of the next.
    package let serial: Int
    /// What the status line says while it runs ("renaming title to heading").
    package let label: String
    /// The files it edits, one index per file (the first language of a file holding several).
    package let files: [Int]
    /// The changes of `setTexts` by the file they go to, and those whose language has no file for the key.
    private let texts: (byFile: [Int: [TextChange]], placeless: [TextChange])

    /// The edit of `project`, with the files it touches.
    init(_ work: Work, project: Project, generation: Int, serial: Int, label: String) {
        self.work = work
        self.project = project
        self.generation = generation
        self.serial = serial
        self.label = label
        texts = Self.texts(of: work, in: project)
        files = Self.files(of: work, in: project, texts: texts.byFile)
    }

    /// How far the edit has come when `done` of its files are in.
    package func progress(done: Int) -> Progress { Progress(label: label, done: done, total: files.count) }

    /// Makes the edit: the files' new bytes in about four groups (each group on all cores), `report` called with
    /// the number of files done after each group, then every changed file read into the project with one
    /// `Project.replaceFiles`, and the last group reported after it. One `replaceFiles` rather than one per group:
    /// each that changes keys rebuilds the key index, which made a rename of 40 files 1.6× slower in four groups
    /// (`glossa-bench editor`). Once `isCancelled` says so (asked before each group and before reading the files in),
    /// it stops with nothing made.
    package func run(report: (Int) -> Void = { _ in }, isCancelled: () -> Bool = { false }) -> Outcome {
        var outcome = Outcome()
        outcome.refused = texts.placeless.map { ($0, .noFile($0.language)) }
        let size = max(2, (files.count + 3) / 4)
        var replacements: [(index: Int, bytes: [UInt8])] = []
        for start in stride(from: 0, to: files.count, by: size) {
            if isCancelled() { return Outcome(refusal: "\(label) cancelled") }
            let group = Array(files[start..<min(start + size, files.count)])
            let pieces = ConcurrentWork.map(group.count) { position in
                Result { () throws(EditError) in try piece(of: group[position]) }
            }
            for (index, piece) in zip(group, pieces) {
                switch piece {
                case .success(let piece):
                    outcome.refused += piece.refused
                    outcome.made += piece.made
                    if piece.bytes != project.files[index].bytes { replacements.append((index, piece.bytes)) }
                case .failure(let error):
                    return Outcome(refusal: "\(project.files[index].fileName): \(error)")
                }
            }
            if start + group.count < files.count { report(start + group.count) }
        }
        if isCancelled() { return Outcome(refusal: "\(label) cancelled") }
        var edited = project
        if !replacements.isEmpty {
            edited.replaceFiles(replacements)
            outcome.changed = true
        }
        report(files.count)
        outcome.project = edited
        return outcome
    }

    /// One file's new bytes, made from the project as it was.
    private func piece(of index: Int) throws(EditError) -> (
        bytes: [UInt8], refused: [(change: TextChange, reason: TextChanges.Refusal)], made: Int
    ) {
        let file = project.files[index]
        switch work {
        case .renameKey(let key, let newKey):
            return (try file.format.format.renamingKey(key, to: newKey, in: file).bytes, [], 0)
        case .deleteKey(let key):
            return (try file.format.format.removing(EntryAddress(key: key), from: file).bytes, [], 0)
        case .addKey(let key, let text, let everywhere):
            // The languages of one file (a catalog) are edited in turn, each on the bytes the last edit left.
            let siblings = project.files.indices.filter { project.files[$0].fileName == file.fileName }
            var working = project.files
            var bytes = file.bytes
            for language in project.languages where everywhere || language == .base {
                guard case .file(let target) = project.editTarget(forKey: key, in: language), siblings.contains(target)
                else { continue }
                let format = working[target].format.format
                bytes = try format.setting(text, at: EntryAddress(key: key), in: working[target], force: false).bytes
                for other in siblings where other != target {
                    working[other] =
                        format.reread(
                            working[other].fileName, bytes: bytes, languages: [working[other].language],
                            context: project.formatContext
                        ).first ?? working[other]
                }
            }
            return (bytes, [], 0)
        case .setTexts:
            let result = project.settingTexts(texts.byFile[index] ?? [])
            return (result.replacements.first?.bytes ?? file.bytes, result.refused, result.madeCount)
        case .replaceBytes(let replacements):
            return (replacements[index] ?? file.bytes, [], 0)
        }
    }

    /// The files an edit touches: one index per file name, in the project's order.
    private static func files(of work: Work, in project: Project, texts: [Int: [TextChange]]) -> [Int] {
        var names: Set<String> = []
        var indices: [Int] = []
        func add(_ index: Int) {
            if names.insert(project.files[index].fileName).inserted { indices.append(index) }
        }
        switch work {
        case .renameKey(let key, _), .deleteKey(let key):
            guard let id = project.keyID(key) else { return [] }
            for index in project.files.indices
            where project.entryIndex(keyID: id, file: index) != nil && project.files[index].isEditable {
                add(index)
            }
        case .addKey(let key, _, let everywhere):
            for language in project.languages where everywhere || language == .base {
                if case .file(let index) = project.editTarget(forKey: key, in: language),
                    project.files[index].isEditable
                {
                    add(index)
                }
            }
        case .setTexts:
            return texts.keys.sorted()
        case .replaceBytes(let replacements):
            return replacements.keys.sorted()
        }
        return indices.sorted()
    }

    /// The changes of `setTexts` by the file they go to (one index per file name), in their order, and those
    /// whose language has no file for the key.
    private static func texts(of work: Work, in project: Project) -> (
        byFile: [Int: [TextChange]], placeless: [TextChange]
    ) {
        guard case .setTexts(let changes) = work else { return ([:], []) }
        var first: [String: Int] = [:]
        var byFile: [Int: [TextChange]] = [:]
        var placeless: [TextChange] = []
        for change in changes {
            guard case .file(let index) = project.editTarget(forKey: change.address.key, in: change.language) else {
                placeless.append(change)
                continue
            }
            let name = project.files[index].fileName
            let file = first[name] ?? index
            first[name] = file
            byFile[file, default: []].append(change)
        }
        return (byFile, placeless)
    }
}
