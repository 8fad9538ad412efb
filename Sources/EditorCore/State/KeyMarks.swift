import Engine

/// The status marks of every key, by key id: missing in some language, has errors, and its translation state in
/// the languages worked on.
struct KeyMarks: Sendable, Equatable {
    /// Keys absent from at least one readable language file (not those marked not to be translated).
    private(set) var missing: [Bool] = []
    /// Keys with an error: a value of the wrong shape, or an error-severity finding.
    private(set) var errors: [Bool] = []
    /// The state of each key most in need of work among the languages worked on (`workFiles`): missing first,
    /// then needs translation, stale, needs review; *translated* when none needs work (and for keys marked not
    /// to be translated).
    private(set) var states: [TranslationState] = []
    /// The languages worked on (file indices): the target languages, or every translation.
    private(set) var workFiles: [Int] = []
    /// How many keys (of those to translate) are in each state, per file of `workFiles`.
    private(set) var counts: [Int: [TranslationState: Int]] = [:]

    init() {}

    /// Marks from the project alone (missing keys, malformed values), the findings so far, and the translation
    /// states in the languages worked on (`workFiles`, file indices).
    init(project: Project, findings: [Finding], states: ProjectStates, workFiles: [Int]) {
        self.init(project: project, findings: findings)
        self.workFiles = workFiles
        let base = project.fileIndex(of: .base).map { project.files[$0] }
        // Column by column (one pass over each file), counted in arrays: 20,000 keys × 40 languages.
        let keyCount = project.keys.count
        let toTranslate = base.map { file in project.keys.map { file.needsTranslation($0) } }
        var worst = [TranslationState](repeating: .translated, count: keyCount)
        var urgency = [Int](repeating: 0, count: keyCount)
        var counts: [Int: [TranslationState: Int]] = [:]
        for file in workFiles {
            let column = states.states(file: file)
            var tally = [Int](repeating: 0, count: TranslationState.allCases.count)
            for id in 0..<keyCount where toTranslate?[id] != false {
                let state = column[id]
                tally[state.urgency] += 1
                if state.urgency > urgency[id] {
                    urgency[id] = state.urgency
                    worst[id] = state
                }
            }
            counts[file] = Dictionary(
                uniqueKeysWithValues: TranslationState.allCases.compactMap { state in
                    tally[state.urgency] > 0 ? (state, tally[state.urgency]) : nil
                })
        }
        self.states = worst
        self.counts = counts
    }

    /// Marks from the project alone (missing keys, malformed values) and the findings so far.
    private init(project: Project, findings: [Finding]) {
        missing = Array(repeating: false, count: project.keys.count)
        errors = Array(repeating: false, count: project.keys.count)
        for fileIndex in project.files.indices where project.files[fileIndex].isEditable {
            let file = project.files[fileIndex]
            for id in project.keys.indices {
                guard let entryIndex = project.entryIndex(keyID: id, file: fileIndex) else { continue }
                if file.entries[entryIndex].value.hasInvalidPart { errors[id] = true }
            }
        }
        // A key is missing in a language none of whose files has it (a key the source marks not to be
        // translated never is).
        for language in project.languages {
            let readable = project.fileIndices(of: language).filter { project.files[$0].isEditable }
            guard !readable.isEmpty else { continue }
            for id in project.keys.indices where !missing[id] {
                guard !readable.contains(where: { project.entryIndex(keyID: id, file: $0) != nil }) else { continue }
                missing[id] =
                    project.fileIndex(of: .base, keyID: id).map { project.files[$0].needsTranslation(project.keys[id]) }
                    != false
            }
        }
        for finding in findings where finding.severity == .error {
            if let key = finding.key, let id = project.keyID(key), id < errors.count { errors[id] = true }
        }
    }

    var missingCount: Int { missing.lazy.filter { $0 }.count }
    var errorCount: Int { errors.lazy.filter { $0 }.count }

    /// Whether key `id` needs work in a language worked on.
    func needsWork(_ id: Int) -> Bool { states.indices.contains(id) && states[id].needsWork }
}

extension TranslationState {
    /// Which state a key's mark shows when its languages differ: the one most in need of work.
    var urgency: Int {
        switch self {
        case .translated: return 0
        case .needsReview: return 1
        case .stale: return 2
        case .needsTranslation: return 3
        case .missing: return 4
        }
    }
}

extension EntryValue {
    /// Whether any part of the value is of the wrong shape (a number, an array, nesting too deep).
    var hasInvalidPart: Bool {
        switch self {
        case .text, .widths: return false
        case .invalid: return true
        case .variants(let variants):
            return variants.contains { if case .invalid = $0.content { true } else { false } }
        }
    }
}
