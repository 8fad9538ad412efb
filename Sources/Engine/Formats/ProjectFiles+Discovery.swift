import Foundation

extension ProjectFiles {
    /// Lists a folder and reads the files a project may hold: its own `.json`, `.xcstrings`, `.po` and `.pot`
    /// files, the `.json` and `.po` files of its subfolders named after a language (`pl/translation.json`),
    /// the `.po` files of their `LC_MESSAGES` folders (`pl/LC_MESSAGES/app.po`), the `.xml` files of
    /// Android's `values*` folders of a language (`values-pl/strings.xml`, `values-pl/plurals.xml`, the folder
    /// being `res/`), and the Apple tables (`.strings`, `.stringsdict`) of `.lproj` folders at the top or one
    /// folder down (`pl.lproj/Localizable.strings`, `Resources/pl.lproj/Main.strings`). The one discovery of
    /// the loader, the editor and every command.
    ///
    /// What an entry is on disk (a folder named `pl.json`, a FIFO) is for the reader to find: such a file is
    /// listed as unreadable, with the reason.
    ///
    /// - Throws: `ProjectLoadError.unreadable` when the folder cannot be listed.
    ///
    /// The state sidecar (`stateSidecarPath`, in a hidden folder the listing skips) is read too, into
    /// `stateSidecar`; a sidecar that cannot be read is listed as unreadable under its path.
    public static func discover(in directory: String) throws(ProjectLoadError) -> ProjectFiles {
        var files = read(try paths(in: directory), in: directory)
        files.readStateSidecar(in: directory)
        return files
    }

    /// Lists a folder as `discover(in:)` does, but reads only `glossa.json`, `expressions.json` and the state
    /// sidecar now: every other file is read on first use (`bytes(at:)`), by a format's detection or by the
    /// loader of some languages only (`Project.load(directory:format:languages:)`).
    ///
    /// A path that is not a regular file which can be opened for reading is read now all the same, so that it
    /// is listed as unreadable, with the reason, exactly as `discover(in:)` lists it.
    ///
    /// - Throws: `ProjectLoadError.unreadable` when the folder cannot be listed.
    static func discoverDeferring(in directory: String) throws(ProjectLoadError) -> ProjectFiles {
        let all = try paths(in: directory)
        let later = Set(
            all.filter { path in
                path != ProjectLayout.settingsFileName && path != ProjectLayout.expressionsFileName
                    && isReadableRegularFile((directory as NSString).appendingPathComponent(path))
            })
        var files = read(all.filter { !later.contains($0) }, in: directory)
        files.deferred = DeferredFiles(directory: directory, paths: later)
        files.readStateSidecar(in: directory)
        return files
    }

    /// Whether `path` is a regular file this process may open for reading (a check, not a promise: a read may
    /// still fail, and then the file counts as missing).
    private static func isReadableRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, R_OK) == 0
    }

    /// Reads the state sidecar of `directory` into `stateSidecar`, if there is one.
    mutating func readStateSidecar(in directory: String) {
        let path = (directory as NSString).appendingPathComponent(Self.stateSidecarPath)
        do throws(FileAccessError) {
            stateSidecar = try AtomicFile.readBytes(path).bytes
        } catch {
            if error.reason != .notFound { unreadable[Self.stateSidecarPath] = error.reason.message }
        }
    }

    /// The paths `discover(in:)` reads, without reading them: for a command that edits one file.
    ///
    /// - Throws: `ProjectLoadError.unreadable` when the folder cannot be listed.
    public static func paths(in directory: String) throws(ProjectLoadError) -> [String] {
        let names = try list(directory)
        var paths = names.filter(isProjectFileName)
        for name in names where AndroidFolders.language(ofFolder: name) != nil {
            let folder = (directory as NSString).appendingPathComponent(name)
            guard let inner = try? list(folder) else { continue }
            paths += inner.filter { $0.hasSuffix(".xml") }.map { "\(name)/\($0)" }
        }
        for name in names where !name.hasPrefix(".") && !isProjectFileName(name) {
            if LprojFolders.isLprojFolder(name) {
                paths += appleTables(in: directory, folder: name)
            } else if AndroidFolders.language(ofFolder: name) == nil,
                let inner = try? list((directory as NSString).appendingPathComponent(name))
            {
                for sub in inner where LprojFolders.isLprojFolder(sub) {
                    paths += appleTables(in: directory, folder: "\(name)/\(sub)")
                }
            }
        }
        for name in names where LanguageTag(name) != nil && !isProjectFileName(name) {
            let folder = (directory as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                let inner = try? list(folder)
            else { continue }
            paths += inner.filter { $0.hasSuffix(".json") || $0.hasSuffix(".po") }.map { "\(name)/\($0)" }
            if inner.contains(messagesFolder), let messages = try? list("\(folder)/\(messagesFolder)") {
                paths += messages.filter { $0.hasSuffix(".po") }.map { "\(name)/\(messagesFolder)/\($0)" }
            }
        }
        return paths.sorted()
    }

    /// Reads the files at `paths` (relative to `directory`) in parallel.
    public static func read(_ paths: [String], in directory: String) -> ProjectFiles {
        let read = ConcurrentWork.map(paths.count) { index -> Result<[UInt8], FileAccessError> in
            let path = (directory as NSString).appendingPathComponent(paths[index])
            return Result { () throws(FileAccessError) in try AtomicFile.readBytes(path).bytes }
        }
        var files = ProjectFiles(contents: [:])
        for (path, result) in zip(paths, read) {
            switch result {
            case .success(let bytes): files.contents[path] = bytes
            case .failure(let error): files.unreadable[path] = error.reason.message
            }
        }
        return files
    }

    /// The `.strings` and `.stringsdict` tables of an `.lproj` folder (`folder` relative to `directory`).
    private static func appleTables(in directory: String, folder: String) -> [String] {
        let names = (try? list((directory as NSString).appendingPathComponent(folder))) ?? []
        return names.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.map { "\(folder)/\($0)" }
    }

    /// gettext's folder of a language's PO files (`pl/LC_MESSAGES/app.po`).
    static let messagesFolder = "LC_MESSAGES"

    /// Whether a name is one a project file may have (`.json`, `.xcstrings`, `.po`, `.pot`).
    static func isProjectFileName(_ name: String) -> Bool {
        extensions.contains { name.hasSuffix($0) }
    }

    private static func list(_ directory: String) throws(ProjectLoadError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadable(directory, reason: (error as NSError).localizedDescription)
        }
    }
}
