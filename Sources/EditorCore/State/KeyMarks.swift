import Engine

/// The status marks of every key, by key id: missing in some language, has errors, and its translation state in
/// the languages worked on; with how many keys are in each state in each of those languages.
///
/// Each key's marks depend on that key alone (its entries, its states, its findings), computed by one function
/// (`Basis.marks(of:tally:weight:)`): building the marks runs it for every key, and a change of the project runs it
/// again only for the keys the change touched (`update(to:touched:)`), which is what keeps an edit within a frame
/// on a project of 100,000 keys × 40 languages.
struct KeyMarks: Sendable {
    /// Keys absent from every readable file of some language (not those marked not to be translated).
    private(set) var missing: [Bool] = []
    /// Keys with an error: a value of the wrong shape, or an error-severity finding.
    private(set) var errors: [Bool] = []
    /// The state of each key most in need of work among the languages worked on (`workFiles`): missing first,
    /// then needs translation, stale, needs review; *translated* when none needs work (and for keys marked not
    /// to be translated).
    private(set) var states: [TranslationState] = []
    /// How many keys (of those to translate) are in each state, for each of `workFiles`: `stateCount` counts per
    /// file, by `urgency`.
    private var tally: [Int] = []
    /// What the marks were computed from.
    private(set) var basis: Basis?
    /// How many translation states there are.
    static let stateCount = TranslationState.allCases.count

    init() {}

    /// The marks of every key.
    init(_ basis: Basis) {
        let count = basis.project.keys.count
        missing.reserveCapacity(count)
        errors.reserveCapacity(count)
        states.reserveCapacity(count)
        tally = [Int](repeating: 0, count: basis.workFiles.count * KeyMarks.stateCount)
        for id in 0..<count {
            let marks = basis.marks(of: id, tally: &tally, weight: 1)
            missing.append(marks.missing)
            errors.append(marks.error)
            states.append(marks.state)
        }
        self.basis = basis
    }

    /// The languages worked on (file indices): the target languages, or every translation.
    var workFiles: [Int] { basis?.workFiles ?? [] }

    /// The marks for `basis`, which follows the current one by a change that touched the entries, states or
    /// records of `touched` only (`nil`: any key): those keys, the keys added and removed, and the keys whose
    /// findings went from errors to none or back are computed again; the others move with their ids. All are
    /// computed again when every key may have changed: other languages worked on, files that appeared or became
    /// unreadable, keys in another order.
    mutating func update(to basis: Basis, touched: Set<String>?) {
        guard let old = self.basis, let touched, basis.hasSameFiles(as: old),
            let renumbering = KeyRenumbering(from: old.project, to: basis.project)
        else {
            self = KeyMarks(basis)
            return
        }
        let keys = touched.union(old.errorKeys.symmetricDifference(basis.errorKeys))
        // The keys as they were are taken out of the counts, then put back as they are.
        for id in Set(renumbering.removed + keys.compactMap { old.project.exactKeyID($0) }) {
            _ = old.marks(of: id, tally: &tally, weight: -1)
        }
        if !renumbering.keepsIDs {
            missing = renumbering.renumbered(missing, new: false)
            errors = renumbering.renumbered(errors, new: false)
            states = renumbering.renumbered(states, new: .translated)
        }
        self.basis = basis
        for id in Set(renumbering.added + keys.compactMap { basis.project.exactKeyID($0) }) {
            let marks = basis.marks(of: id, tally: &tally, weight: 1)
            if missing[id] != marks.missing { missing[id] = marks.missing }
            if errors[id] != marks.error { errors[id] = marks.error }
            if states[id] != marks.state { states[id] = marks.state }
        }
    }

    var missingCount: Int { missing.lazy.filter { $0 }.count }
    var errorCount: Int { errors.lazy.filter { $0 }.count }

    /// Whether key `id` needs work in a language worked on.
    func needsWork(_ id: Int) -> Bool { states.indices.contains(id) && states[id].needsWork }

    /// How many keys (of those to translate) are in each state in file `file` (states with none are absent);
    /// `nil` when the file is not worked on.
    func counts(file: Int) -> [TranslationState: Int]? {
        guard let position = workFiles.firstIndex(of: file) else { return nil }
        let first = position * KeyMarks.stateCount
        return Dictionary(
            uniqueKeysWithValues: TranslationState.allCases.compactMap { state in
                let count = tally[first + state.urgency]
                return count > 0 ? (state, count) : nil
            })
    }
}

extension KeyMarks: Equatable {
    /// The same marks and counts, for the same languages (whatever they were computed from).
    static func == (a: KeyMarks, b: KeyMarks) -> Bool {
        a.missing == b.missing && a.errors == b.errors && a.states == b.states && a.workFiles == b.workFiles
            && a.tally == b.tally
    }
}

extension KeyMarks {
    /// What the marks are computed from: the project with its translation states, the keys with an error-severity
    /// finding, and the languages worked on; with what each key's marks read, taken once.
    struct Basis: Sendable {
        /// The translation states, and the project they are of.
        let translation: ProjectStates
        /// The keys of error-severity findings.
        let errorKeys: Set<String>
        /// The languages worked on (file indices).
        let workFiles: [Int]
        /// The project's keys.
        private let keys: [String]
        /// The entries and the slots of each readable file.
        private let readableEntries: [EntryTable]
        private let readableSlots: [[Int32]]
        /// For each language with readable files, those files' slots.
        private let languages: [[[Int32]]]
        /// The slots of the source's files, and what each says about keys (only keys with notes).
        private let sourceSlots: [[Int32]]
        private let sourceNotes: [[String: EntryNotes]]
        /// The states of the language of each of `workFiles`.
        private let columns: [ProjectStates.LanguageStates]
        /// Each file's language and whether it is readable: what every key's marks depend on.
        private let files: [(language: FileLanguage, readable: Bool)]

        var project: Project { translation.project }

        init(states: ProjectStates, errorKeys: Set<String>, workFiles: [Int]) {
            translation = states
            self.errorKeys = errorKeys
            self.workFiles = workFiles
            let project = states.project
            keys = project.keys
            let slots = project.files.indices.map { project.entryIndices(file: $0) }
            let readable = project.files.indices.filter { project.files[$0].isEditable }
            readableEntries = readable.map { project.files[$0].entries }
            readableSlots = readable.map { slots[$0] }
            languages = project.languages.compactMap { language in
                let indices = project.fileIndices(of: language).filter { project.files[$0].isEditable }
                return indices.isEmpty ? nil : indices.map { slots[$0] }
            }
            let sources = project.fileIndices(of: .base)
            sourceSlots = sources.map { slots[$0] }
            sourceNotes = sources.map { project.files[$0].notes }
            columns = workFiles.map { states.language(ofFile: $0) }
            files = project.files.map { ($0.language, $0.isEditable) }
        }

        /// Whether the files (their languages and which are readable) and the languages worked on are those of
        /// `other`: then a key's marks change only when the key does.
        func hasSameFiles(as other: Basis) -> Bool {
            workFiles == other.workFiles && files.count == other.files.count
                && zip(files, other.files).allSatisfy { $0.language == $1.language && $0.readable == $1.readable }
        }

        /// Key `id`'s marks, with its state in each language worked on counted in `tally` (`weight` 1 adds it,
        /// -1 takes it out).
        func marks(of id: Int, tally: inout [Int], weight: Int) -> (missing: Bool, error: Bool, state: TranslationState)
        {
            // Whether the source marks the key not to be translated (in its file that holds it).
            var translated = true
            if let source = sourceSlots.indices.first(where: { sourceSlots[$0][id] >= 0 }), !sourceNotes[source].isEmpty
            {
                translated = EntryNotes.needsTranslation(sourceNotes[source][keys[id]])
            }
            var error = !errorKeys.isEmpty && errorKeys.contains(keys[id])
            for file in readableSlots.indices where !error {
                let slot = Int(readableSlots[file][id])
                error = slot >= 0 && readableEntries[file].hasInvalidPart(at: slot)
            }
            // Missing in a language none of whose readable files has it.
            let missing = translated && languages.contains { slots in slots.allSatisfy { $0[id] < 0 } }
            guard translated else { return (missing, error, .translated) }
            var worst = TranslationState.translated
            for position in columns.indices {
                let state = columns[position][keyID: id]
                tally[position * KeyMarks.stateCount + state.urgency] += weight
                if state.urgency > worst.urgency { worst = state }
            }
            return (missing, error, worst)
        }
    }
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
