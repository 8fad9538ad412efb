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
        let readable = project.files.indices.filter { project.files[$0].isEditable }
        missing = Array(repeating: false, count: project.keys.count)
        errors = Array(repeating: false, count: project.keys.count)
        let base = project.fileIndex(of: .base).map { project.files[$0] }
        for fileIndex in readable {
            let file = project.files[fileIndex]
            for id in project.keys.indices {
                guard let entryIndex = project.entryIndex(keyID: id, file: fileIndex) else {
                    missing[id] = missing[id] || base?.needsTranslation(project.keys[id]) != false
                    continue
                }
                if file.entries[entryIndex].value.hasInvalidPart { errors[id] = true }
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
