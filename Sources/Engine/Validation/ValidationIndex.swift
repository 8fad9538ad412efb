/// A validation kept by file, so that the project can be checked again after an edit by looking only at
/// what the edit can affect (``Validator/validateIndexed(_:after:)``).
public struct ValidationIndex: Sendable {
    /// The project that was validated.
    public let project: Project
    /// For each language file (by index in `project.files`): its findings in the order the rules found
    /// them, before silencing and sorting, and how many findings of each summarised rule it counted.
    let perFile: [([Finding], [String: Int])]
    /// The report of the whole project, as ``Validator/validate(_:)`` gives it.
    public let report: ValidationReport

    /// The indices of the language files of `new` whose findings may differ from those they had in `old`:
    /// the files whose bytes changed, and the files of the same catalog or language as one of them (their
    /// missing-key findings look at the language's other parts). `nil` when every file must be checked
    /// again: the files, the keys, the source language's files or the settings changed.
    static func filesToCheck(from old: Project, to new: Project) -> [Int]? {
        guard old.files.count == new.files.count, old.keys == new.keys, old.auxiliaryFiles == new.auxiliaryFiles
        else { return nil }
        var changedNames = Set<String>()
        var changedLanguages = Set<FileLanguage>()
        for (before, after) in zip(old.files, new.files) {
            guard before.fileName == after.fileName, before.language == after.language, before.part == after.part
            else { return nil }
            guard before.bytes != after.bytes || before.isEditable != after.isEditable else { continue }
            // Every language is compared with the source: a change there reaches every file.
            if after.language == .base { return nil }
            changedNames.insert(after.fileName)
            changedLanguages.insert(after.language)
        }
        return new.files.indices.filter {
            changedNames.contains(new.files[$0].fileName) || changedLanguages.contains(new.files[$0].language)
        }
    }
}
