import Engine

/// The status marks of every key, by key id: missing in some language, has errors.
struct KeyMarks: Sendable, Equatable {
    /// Keys absent from at least one readable language file (not those marked not to be translated).
    private(set) var missing: [Bool] = []
    /// Keys with an error: a value of the wrong shape, or an error-severity finding.
    private(set) var errors: [Bool] = []

    init() {}

    /// Marks from the project alone (missing keys, malformed values) and the findings so far.
    init(project: Project, findings: [Finding]) {
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
