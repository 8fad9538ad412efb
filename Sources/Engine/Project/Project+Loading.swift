import Foundation

extension Project {
    /// Loads the project in a folder, or the catalog file at `path`, in `format` or the format detected:
    /// the files discovery finds (`ProjectFiles.discoverDeferring(in:)`), each read by the core that parses it,
    /// on all cores; their texts kept as `texts` says (spans of the files' bytes by default).
    ///
    /// A malformed or unreadable file is recorded on the project and does not stop the others from loading.
    ///
    /// - Throws: `ProjectLoadError` when the folder does not exist, cannot be listed, or holds no translations.
    public static func load(
        directory path: String, format: FormatName? = nil, texts: TextStorage = .spans
    ) throws(ProjectLoadError) -> Project {
        try load(directory: path, format: format, only: nil, keys: nil, textStorage: texts)
    }

    /// Loads the project in a folder, reading only the files that hold the source or one of `languages` when
    /// they are given (`load(directory:format:languages:keys:)`), else every file; and of those, only the entries
    /// of `keys` when they are given and the format reads keys alone; its files keep their texts as `textStorage`
    /// says.
    static func load(
        directory path: String, format: FormatName?, only languages: Set<FileLanguage>?, keys: Set<String>?,
        textStorage: TextStorage
    ) throws(ProjectLoadError) -> Project {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notAFolder(path) }
        guard isFolder.boolValue else { return try load(catalog: path, format: format) }
        // Language files are read as they are parsed: the first files parse while the last ones are read.
        let files = try ProjectFiles.discoverDeferring(in: path)
        var settings = ProjectSettings()
        if let bytes = files.contents[ProjectLayout.settingsFileName], let document = try? JSONDocument(bytes: bytes) {
            var ignored: [ValueProblem] = []
            settings = ProjectSettings(document: document, problems: &ignored)
        }
        guard FormatDetection.detect(files, forced: format ?? settings.format) != nil else {
            throw .noTranslations(path)
        }
        return Project(
            directory: path, files: files, format: format, problems: [], loading: languages, keys: keys,
            textStorage: textStorage)
    }

    /// Loads a single catalog file as the project of its folder, with `glossa.json` beside it if there is one.
    private static func load(catalog path: String, format: FormatName?) throws(ProjectLoadError) -> Project {
        guard path.hasSuffix(StringCatalogFormat.fileExtension) else { throw .notAProjectFile(path) }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        let name = (path as NSString).lastPathComponent
        let names =
            [name] + ((try? ProjectFiles.paths(in: directory)) ?? []).filter { $0 == ProjectLayout.settingsFileName }
        return Project(
            directory: directory, files: ProjectFiles.read(names, in: directory), format: format ?? .xcstrings)
    }
}
