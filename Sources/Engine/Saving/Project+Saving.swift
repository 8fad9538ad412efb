extension Project {
    /// Loads the project in a folder, as `load(directory:)` does, together with its disk state: what an
    /// editor needs to save it later (`DiskState.save`) and to notice files changed by other programs.
    ///
    /// Fingerprints hash the loaded bytes (on all cores); a file modified while it was being loaded is
    /// recorded so that it shows as changed on disk at once rather than being silently overwritten.
    ///
    /// - Throws: `ProjectLoadError`, as `load(directory:)`.
    public static func loadForEditing(directory: String, format: FormatName? = nil) throws(ProjectLoadError) -> (
        project: Project, disk: DiskState
    ) {
        let start = FileFingerprint.Timestamp.now
        let project = try load(directory: directory, format: format)
        return (project, DiskState(capturing: project, loadedSince: start))
    }
}
