/// The translation state of every key in every language of a project (DESIGN §12), computed from its texts,
/// the states it records — natively in the files (`LanguageFile.nativeStates`) or in the sidecar
/// (`Project.stateSidecar`) — and the fingerprints of the source texts now.
///
/// A project that records no states (no sidecar, no native states) has only *translated* and *missing*
/// entries: it behaves as before states existed.
public struct ProjectStates: Sendable {
    /// The project.
    public let project: Project
    /// The sidecar as read (empty when there is none).
    public let sidecar: StateSidecar
    /// Lines of the sidecar that cannot be read.
    public let problems: [StateSidecarProblem]
    /// Whether the project records states at all: it has a sidecar, or a file with native states.
    public let recordsStates: Bool
    /// The fingerprint of the source's value of each key, by key id (empty without a source file).
    private let sourceFingerprints: [SourceFingerprint]
    /// For each file, the records that apply to it: its native states, or the sidecar's for its language.
    private let recordsByFile: [[String: StateRecord]?]

    /// The states of `project`, reading its sidecar (`Project.stateSidecar`).
    public init(project: Project) {
        if let bytes = project.stateSidecar {
            let (sidecar, problems) = StateSidecar.parse(bytes)
            self.init(project: project, sidecar: sidecar, problems: problems)
        } else {
            self.init(project: project, sidecar: nil)
        }
    }

    /// The states of `project` with `sidecar` already read (the editor keeps its records read); `nil` when the
    /// project has no sidecar.
    ///
    /// - Complexity: a fingerprint of the source's value of every key, when the project records states.
    public init(project: Project, sidecar: StateSidecar?, problems: [StateSidecarProblem] = []) {
        self.init(project: project, sidecar: sidecar, problems: problems) { recordsStates in
            recordsStates ? project.keys.indices.compactMap { project.sourceFingerprint(keyID: $0) } : []
        }
    }

    /// The states of `project` with the fingerprints made by `fingerprints` (given whether the project records
    /// states).
    private init(
        project: Project, sidecar: StateSidecar?, problems: [StateSidecarProblem],
        fingerprints: (Bool) -> [SourceFingerprint]
    ) {
        self.project = project
        self.sidecar = sidecar ?? StateSidecar()
        self.problems = problems
        recordsStates = sidecar != nil || project.files.contains { $0.nativeStates != nil }
        let records = self.sidecar.records
        recordsByFile = project.files.map { file in
            file.nativeStates ?? file.language.tag.flatMap { records[$0.description] }
        }
        sourceFingerprints = fingerprints(recordsStates)
    }

    /// The states of `project`, an edit of this one's project that changed the entries or the records of `keys`
    /// only, with `sidecar` as the editor has it: the fingerprints of the other keys are kept (moved with their
    /// keys: those added, removed or renamed are found from the keys themselves). Computed whole when the project
    /// starts or stops recording states, gains or loses its source file, or its keys changed order.
    ///
    /// - Complexity: a fingerprint of the source's value of each of `keys` and of each key added, when the project
    ///   records states; O(keys) to move the others when keys were added or removed.
    public func updated(to project: Project, sidecar: StateSidecar?, keys: some Sequence<String>) -> ProjectStates {
        let before = self
        return ProjectStates(project: project, sidecar: sidecar, problems: problems) { recordsStates in
            guard recordsStates, project.fileIndex(of: .base) != nil else { return [] }
            guard before.recordsStates, before.sourceFingerprints.count == before.project.keys.count,
                let renumbering = KeyRenumbering(from: before.project, to: project)
            else { return project.keys.indices.compactMap { project.sourceFingerprint(keyID: $0) } }
            var fingerprints = renumbering.renumbered(before.sourceFingerprints, new: SourceFingerprint(value: 0))
            // Written only when changed: an edit of a translation leaves the array shared with the states before.
            for id in renumbering.added + keys.compactMap({ project.exactKeyID($0) }) {
                if let fingerprint = project.sourceFingerprint(keyID: id), fingerprint != fingerprints[id] {
                    fingerprints[id] = fingerprint
                }
            }
            return fingerprints
        }
    }

    /// The fingerprint of the source language's value of `key` now (that of no value when the source lacks it).
    public func sourceFingerprint(of key: String) -> SourceFingerprint? {
        if let id = project.keyID(key), id < sourceFingerprints.count { return sourceFingerprints[id] }
        return project.sourceFingerprint(of: key)
    }

    /// The state of key `keyID` in file `fileIndex`.
    ///
    /// Missing when the file has no text for the key; else what is recorded — natively by the file's format,
    /// else in the sidecar — with *translated* turned *stale* when the source's fingerprint differs from the
    /// one recorded; *translated* when nothing is recorded. The source language itself is never stale.
    public func state(keyID: Int, file fileIndex: Int) -> TranslationState {
        let entry = project.entryIndex(keyID: keyID, file: fileIndex)
        return Self.state(
            keyID: keyID, of: project.keys,
            hasText: entry.map { project.files[fileIndex].entries.hasText(at: $0) } == true,
            records: records(of: fileIndex), fingerprints: sourceFingerprints)
    }

    /// The state of key `id` of `keys` in a file that has a text for it (`hasText`) and these records (`nil` for
    /// the source language's files and files that record nothing), with the source's fingerprints by key id.
    private static func state(
        keyID id: Int, of keys: [String], hasText: Bool, records: [String: StateRecord]?,
        fingerprints: [SourceFingerprint]
    ) -> TranslationState {
        guard hasText else { return .missing }
        guard let records, let record = records[keys[id]] else { return .translated }
        switch record.state {
        case .needsTranslation: return .needsTranslation
        case .needsReview: return .needsReview
        case .translated:
            guard let recorded = record.source, id < fingerprints.count else { return .translated }
            return recorded == fingerprints[id] ? .translated : .stale
        }
    }

    /// The records that apply to file `fileIndex`: none in the source language.
    private func records(of fileIndex: Int) -> [String: StateRecord]? {
        project.files[fileIndex].language == .base ? nil : recordsByFile[fileIndex]
    }

    /// The states of a language, read key by key: its files' entries, slots and records taken once, so that
    /// reading every key's state is one table read per file and key (and a dictionary lookup where the file has
    /// records). A class, so that holding one for each language and reading them key after key copies nothing.
    public final class LanguageStates: Sendable {
        private let keys: [String]
        private let fingerprints: [SourceFingerprint]
        /// The language's files, the main one first: their entries, their slots and their records.
        private let entries: [EntryTable.Storage]
        private let slots: [[Int32]]
        private let records: [[String: StateRecord]?]

        fileprivate init(_ states: ProjectStates, files: [Int]) {
            let project = states.project
            keys = project.keys
            fingerprints = states.sourceFingerprints
            entries = files.map { project.files[$0].entries.storage }
            slots = files.map { project.slots[$0] }
            records = files.map { states.records(of: $0) }
        }

        /// The state of key `id` in the language: in the file that holds it (the last one with a text, in the
        /// unusual case of a key in several of the language's files).
        public subscript(keyID id: Int) -> TranslationState {
            for file in slots.indices.reversed() {
                let slot = Int(slots[file][id])
                guard slot >= 0 else { continue }
                let state = ProjectStates.state(
                    keyID: id, of: keys, hasText: entries[file].hasText(at: slot), records: records[file],
                    fingerprints: fingerprints)
                if state != .missing { return state }
            }
            return .missing
        }
    }

    /// The states of the language of file `fileIndex` (all its files), to read key by key.
    public func language(ofFile fileIndex: Int) -> LanguageStates {
        LanguageStates(self, files: project.fileIndices(of: project.files[fileIndex].language))
    }

    /// The state of every key in the language of file `fileIndex` (all its files), by key id: what
    /// `language(ofFile:)` gives for each.
    ///
    /// - Complexity: O(keys), with a dictionary lookup per key only where the file has records.
    public func states(file fileIndex: Int) -> [TranslationState] {
        let language = language(ofFile: fileIndex)
        return project.keys.indices.map { language[keyID: $0] }
    }

    /// The state of `key` in `language`: `.missing` when the project lacks the key or the language.
    public func state(of key: String, in language: FileLanguage) -> TranslationState {
        guard let id = project.keyID(key), let file = project.fileIndex(of: language, keyID: id) else {
            return .missing
        }
        return state(keyID: id, file: file)
    }

    /// How many of `keyIDs` are in each state in `language`, whichever of its files holds each key (states
    /// with none are absent).
    public func counts(in language: FileLanguage, keyIDs: [Int]) -> [TranslationState: Int] {
        var counts: [TranslationState: Int] = [:]
        for id in keyIDs {
            let state: TranslationState =
                project.fileIndex(of: language, keyID: id).map { self.state(keyID: id, file: $0) } ?? .missing
            counts[state, default: 0] += 1
        }
        return counts
    }
}

extension Project {
    /// The fingerprint of the source language's value of `key` now (that of no value when the source lacks
    /// it); `nil` when the project has no source file.
    public func sourceFingerprint(of key: String) -> SourceFingerprint? {
        guard let main = fileIndex(of: .base) else { return nil }
        guard let id = keyID(key) else { return SourceFingerprint(of: nil, in: files[main]) }
        return sourceFingerprint(keyID: id)
    }

    /// The fingerprint of the source language's value of key `id` now: of its entry in the source's file that
    /// holds it, else of no value; `nil` when the project has no source file.
    func sourceFingerprint(keyID id: Int) -> SourceFingerprint? {
        guard let main = fileIndex(of: .base) else { return nil }
        let base = fileIndex(of: .base, keyID: id) ?? main
        return SourceFingerprint(of: entry(keyID: id, file: base), in: files[base])
    }
}
