/// A project being opened for editing in two steps, so that an editor can show it before every file is read:
/// the source language's files first (`begin`), then the others (`finish`) with the disk state saving needs.
///
/// In a format that keeps every language in one file (a catalog) the first step reads that file, and the project
/// is whole at once.
public struct EditingLoad: Sendable {
    /// The project as far as it is read: the source language's files, with the settings, the shared expressions
    /// and the state sidecar; the other languages' files are listed, not read (`Project.isLoadedWhole`).
    public let project: Project
    /// When reading began: a file modified since is checked again when the disk state is captured.
    private let start: FileFingerprint.Timestamp

    /// Reads the source language's files of the project in a folder (or the catalog at `path`).
    ///
    /// - Throws: `ProjectLoadError`, as `Project.load(directory:format:)`.
    public static func begin(directory: String, format: FormatName? = nil) throws(ProjectLoadError) -> EditingLoad {
        let start = FileFingerprint.Timestamp.now
        let project = try Project.load(directory: directory, format: format, languages: ["base"])
        return EditingLoad(project: project, start: start)
    }

    /// Reads the files not read yet (calling `progress` with how many of `project.fileCounts.all` are read, after
    /// every few) and returns the whole project with its disk state: what `Project.loadForEditing` gives.
    public func finish(progress: (_ read: Int) -> Void = { _ in }) -> (project: Project, disk: DiskState) {
        var project = self.project
        project.loadRemaining(progress: progress)
        return (project, DiskState(capturing: project, loadedSince: start))
    }
}
