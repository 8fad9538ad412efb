import Foundation

extension Project {
    /// Loads the project in a folder, or the catalog file at `path`, in `format` or the format detected:
    /// the files `ProjectFiles.discover(in:)` finds, read in parallel and parsed in parallel.
    ///
    /// A malformed or unreadable file is recorded on the project and does not stop the others from loading.
    ///
    /// - Throws: `ProjectLoadError` when the folder does not exist, cannot be listed, or holds no translations.
    public static func load(directory path: String, format: FormatName? = nil) throws(ProjectLoadError) -> Project {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notAFolder(path) }
        guard isFolder.boolValue else {
            throw .notAProjectFile(path)
        }
        let files = try ProjectFiles.discover(in: path)
        var settings = ProjectSettings()
        if let bytes = files.contents[ProjectLayout.settingsFileName], let document = try? JSONDocument(bytes: bytes) {
            var ignored: [ValueProblem] = []
            settings = ProjectSettings(document: document, problems: &ignored)
        }
        guard FormatDetection.detect(files, forced: format ?? settings.format) != nil else {
            throw .noTranslations(path)
        }
        return Project(directory: path, files: files, format: format)
    }
}
