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
        self.project = project
        self.sidecar = sidecar ?? StateSidecar()
        self.problems = problems
        recordsStates = sidecar != nil || project.files.contains { $0.nativeStates != nil }
        let records = self.sidecar.records
        recordsByFile = project.files.map { file in
            file.nativeStates ?? file.language.tag.flatMap { records[$0.description] }
        }
        if recordsStates, let main = project.fileIndex(of: .base) {
            sourceFingerprints = project.keys.indices.map { id in
                let base = project.fileIndex(of: .base, keyID: id) ?? main
                return SourceFingerprint(of: project.entry(keyID: id, file: base), in: project.files[base])
            }
        } else {
            sourceFingerprints = []
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
        guard let entry = project.entry(keyID: keyID, file: fileIndex), entry.hasText else { return .missing }
        let file = project.files[fileIndex]
        guard file.language != .base, let record = recordsByFile[fileIndex]?[project.keys[keyID]] else {
            return .translated
        }
        switch record.state {
        case .needsTranslation: return .needsTranslation
        case .needsReview: return .needsReview
        case .translated:
            guard let recorded = record.source, keyID < sourceFingerprints.count else { return .translated }
            return recorded == sourceFingerprints[keyID] ? .translated : .stale
        }
    }

    /// The state of every key in the language of file `fileIndex` (all its files), by key id: what
    /// `state(keyID:file:)` gives for each in the file that holds it, in one pass over each file (the file, its
    /// entries and its records looked up once, not per key).
    ///
    /// - Complexity: O(keys), with a dictionary lookup per key only where the file has records.
    public func states(file fileIndex: Int) -> [TranslationState] {
        let indices = project.fileIndices(of: project.files[fileIndex].language)
        guard indices.count > 1 else { return column(file: fileIndex) }
        // A language with several files (namespaces, tables): each key's state in the file that holds it.
        var result = [TranslationState](repeating: .missing, count: project.keys.count)
        for index in indices {
            for (id, state) in column(file: index).enumerated() where state != .missing { result[id] = state }
        }
        return result
    }

    /// The state of every key in file `fileIndex` alone, by key id.
    private func column(file fileIndex: Int) -> [TranslationState] {
        let file = project.files[fileIndex]
        let entries = file.entries
        let slots = project.slots[fileIndex]
        let records = file.language == .base ? nil : recordsByFile[fileIndex]
        let keys = project.keys
        var result = [TranslationState](repeating: .missing, count: keys.count)
        for id in keys.indices {
            let slot = Int(slots[id])
            guard slot >= 0, entries[slot].hasText else { continue }
            guard let records, let record = records[keys[id]] else {
                result[id] = .translated
                continue
            }
            switch record.state {
            case .needsTranslation: result[id] = .needsTranslation
            case .needsReview: result[id] = .needsReview
            case .translated:
                guard let recorded = record.source, id < sourceFingerprints.count else {
                    result[id] = .translated
                    continue
                }
                result[id] = recorded == sourceFingerprints[id] ? .translated : .stale
            }
        }
        return result
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
        let base = keyID(key).flatMap { fileIndex(of: .base, keyID: $0) } ?? main
        return SourceFingerprint(of: entry(key, in: .base), in: files[base])
    }
}
