/// Where an edit of a key in a language goes, when a language may have several files (i18next namespaces,
/// `.strings` tables, a `.stringsdict` beside a `.strings`): the file that holds the key, else the file of
/// the part the source keeps it in, else a new file of that part.
public enum EditTarget: Sendable, Equatable {
    /// An existing file, by its index in `Project.files`.
    case file(Int)
    /// A file the language does not have yet, modelled on a file of the same part, the source's when it has
    /// one (`nil` when the project has no file to model it on); the format names it from the model's part
    /// (`TranslationFormat.creatingFile`).
    case newFile(part: String, model: Int?)
}

extension Project {
    /// The file an edit of `key` in `language` goes into (see `EditTarget`).
    ///
    /// The part is the one holding the key in the language, else in the source language, else the one the
    /// format gives a new key (`common:title` into `common.json`), else the main one.
    public func editTarget(forKey key: String, in language: FileLanguage) -> EditTarget {
        let id = keyID(key)
        if let id, let index = fileIndex(of: language, keyID: id) { return .file(index) }
        let sourcePart: String? = id.flatMap { fileIndex(of: .base, keyID: $0) }.map { files[$0].part }
        let knownParts = Array(Set(files.map(\.part))).sorted()
        let part =
            sourcePart ?? format.format.part(forNewKey: key, among: knownParts)
            ?? fileIndex(of: language).map { files[$0].part } ?? fileIndex(of: .base).map { files[$0].part } ?? ""
        if let index = fileIndices(of: language).first(where: { files[$0].part == part }) { return .file(index) }
        let model =
            fileIndices(of: .base).first { files[$0].part == part } ?? files.indices.first { files[$0].part == part }
            ?? fileIndex(of: .base)
        return .newFile(part: part, model: model)
    }

    /// The new file of `part` for `language` (`EditTarget.newFile`) holding the text at `address`, as the format
    /// of its model (the file at `model`, else the project's format) names and writes it; `nil` when the format
    /// starts no file there. A path the project already has (a catalog, for a language new to it) is an edit of
    /// that file, not a new one.
    public func creatingFile(
        part: String, model: Int?, for language: FileLanguage, setting text: String, at address: EntryAddress
    ) throws(EditError) -> (path: String, result: FileEdit)? {
        let modelFile = model.map { files[$0] }
        return try (modelFile?.format ?? format).format.creatingFile(
            for: language, setting: text, at: address, like: modelFile, layout: layout)
    }
}
