/// The files of a project folder that formats look at, read once: the one discovery of the loader, the
/// editor and every command (`ProjectFiles.discover(in:)`).
///
/// Paths are relative to the folder, with `/` between folders: the folder's own files (`pl.json`,
/// `Localizable.xcstrings`) and, one level down, those of its subfolders (`pl/translation.json`).
public struct ProjectFiles: Sendable {
    /// The bytes of each file that could be read, by path.
    public var contents: [String: [UInt8]]
    /// Files that are there but could not be read, with the reason.
    public var unreadable: [String: String]

    /// Files given by path.
    public init(contents: [String: [UInt8]], unreadable: [String: String] = [:]) {
        self.contents = contents
        self.unreadable = unreadable
    }

    /// Files listed but not read yet, read on first use (`bytes(at:)`); `nil` when discovery read every file.
    var deferred: DeferredFiles?

    /// Every path, readable or not, read or not, in byte order of their UTF-8.
    public var paths: [String] {
        (Array(contents.keys) + Array(unreadable.keys) + Array(deferred?.paths ?? [])).sorted()
    }

    /// The bytes of the file at `path`, read now if discovery left it for later; `nil` when the folder has no
    /// such file or it could not be read. What formats read a file's bytes with.
    public func bytes(at path: String) -> [UInt8]? {
        contents[path] ?? deferred?.bytes(at: path)
    }

    /// The paths of the folder's own files (no `/`).
    public var topLevelPaths: [String] { paths.filter { !$0.contains("/") } }

    /// The paths one level down (`pl/translation.json`) or two in gettext's `pl/LC_MESSAGES/app.po`.
    public var nestedPaths: [String] { paths.filter { $0.contains("/") } }

    /// Where a project keeps the translation states of formats without states of their own, relative to its
    /// folder (DESIGN §12): a hidden folder, so that formats never take it for a language file.
    public static let stateSidecarPath = ".glossa/states.jsonl"

    /// The bytes of the state sidecar, when the folder has one (`discover(in:)` reads it). Formats never see
    /// it; the project keeps it (`Project.stateSidecar`).
    public var stateSidecar: [UInt8]?

    /// The extensions of files a project may hold; others are not read.
    static let extensions = [".json", ".xcstrings", ".po", ".pot", ".arb", ".xliff", ".xlf"]
}
