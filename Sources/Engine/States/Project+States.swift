/// Recording translation states in a project held in memory (the editor's), the same way `glossa set --state`
/// records them on disk: the format's own state where it has one (`TranslationFormat.settingState`), else a
/// record of the sidecar with the fingerprint of the source text now.
extension Project {
    /// The record of `state` for `key` as of now: the state, with the fingerprint of the source language's value
    /// of the key (`nil` when the project has no source file).
    ///
    /// - Complexity: one fingerprint, of the source's value of `key`.
    public func stateRecord(_ state: RecordedState, forKey key: String) -> StateRecord {
        StateRecord(state: state, source: sourceFingerprint(of: key))
    }

    /// The edit that records `state` for `key` in the file of `language` the format's own way; `nil` when the
    /// format has no states (the sidecar keeps them) or the language has no file.
    ///
    /// - Throws: the format's `EditError` (the key is not in the file).
    public func nativeStateEdit(_ state: RecordedState, forKey key: String, in language: FileLanguage)
        throws(EditError) -> FileEdit?
    {
        guard case .file(let index) = editTarget(forKey: key, in: language) else { return nil }
        return try files[index].format.format.settingState(state, forKey: key, in: files[index])
    }

    /// Replaces the project's state sidecar (`stateSidecar`) with `sidecar` as it would be written, or with none
    /// (`nil`: the project records no states in a sidecar). Nothing is written to disk (`StateSidecar.update`
    /// writes); validation and `ProjectStates` read the project's sidecar.
    public mutating func replaceStateSidecar(with sidecar: StateSidecar?) {
        stateSidecar = sidecar?.bytes
    }
}
