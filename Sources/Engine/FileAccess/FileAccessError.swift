/// Why a file could not be read or written, worded for a translator: `cannot write pl.json: the folder
/// is read-only`.
///
/// Whenever a write fails, the original file is left as it was (see `AtomicFile.write`).
public struct FileAccessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Reading or writing.
    public enum Operation: String, Sendable, Equatable {
        /// Reading the file.
        case read
        /// Writing the file.
        case write
        /// Merging the file's version on disk with edits of it.
        case merge
    }

    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The file does not exist.
        case notFound
        /// The folder the file should be in does not exist.
        case folderNotFound
        /// The path names a folder, not a file.
        case isAFolder
        /// The path names something that is not a regular file (a device, a socket).
        case notARegularFile
        /// Reading is not allowed.
        case permissionDenied
        /// The file itself is read-only: no write permission bit is set (refused even for root, who could
        /// write it), or the process may not write it.
        case readOnlyFile
        /// The folder does not allow creating files in it (permissions, or an immutable folder).
        case readOnlyFolder
        /// The disk is mounted read-only.
        case readOnlyFileSystem
        /// No space is left on the disk.
        case diskFull
        /// The user's disk quota is used up.
        case quotaExceeded
        /// The file changed on disk since it was read (another program wrote it).
        case changedOnDisk
        /// The file was deleted since it was read.
        case deletedOnDisk
        /// A new file was to be created, but one already exists.
        case alreadyExists
        /// The file changed on disk since it was read, and the same entries were changed there differently
        /// than by the edit: writing would lose one of the two changes.
        case conflictingEdits([MergeConflict])
        /// The file changed on disk since it was read, and the edit cannot be merged into it (a version
        /// does not parse).
        case unmergeable(MergeError)
        /// Another writer held the folder's lock (see `AtomicFile`) for all of `waited`.
        case locked(folder: String, waited: Duration)
        /// Any other failure of the system call named by `call`.
        case system(call: String, code: Int32, message: String)

        /// The reason as the second half of a sentence.
        public var message: String {
            switch self {
            case .notFound: return "the file does not exist"
            case .folderNotFound: return "the folder does not exist"
            case .isAFolder: return "it is a folder, not a file"
            case .notARegularFile: return "it is not a regular file"
            case .permissionDenied: return "permission denied"
            case .readOnlyFile: return "the file is read-only (its permissions do not allow writing)"
            case .readOnlyFolder: return "the folder is read-only"
            case .readOnlyFileSystem: return "the disk is read-only"
            case .diskFull: return "the disk is full"
            case .quotaExceeded: return "the disk quota is used up"
            case .changedOnDisk:
                return
                    "it changed on disk after it was read (another program wrote it); read it again and redo the edit"
            case .deletedOnDisk: return "it was deleted after it was read"
            case .alreadyExists: return "a file of that name already exists"
            case .conflictingEdits(let conflicts):
                var subjects: [String] = []
                for conflict in conflicts where !subjects.contains(conflict.subject) {
                    subjects.append(conflict.subject)
                }
                return "another program changed \(subjects.joined(separator: ", ")) on disk meanwhile, differently "
                    + "than this edit; nothing was written"
            case .unmergeable(let error):
                return "it changed on disk after it was read, and the edit cannot be merged into it (\(error)); "
                    + "read it again and redo the edit"
            case .locked(let folder, let waited):
                let (seconds, attoseconds) = waited.components
                let shown =
                    "\(seconds)"
                    + (attoseconds >= 100_000_000_000_000_000 ? ".\(attoseconds / 100_000_000_000_000_000)" : "")
                return "another program kept its folder \(folder) locked for \(shown) seconds (a glossa command or "
                    + "editor saving there); try again when it has finished"
            case .system(let call, let code, let message): return "\(message) (\(call), error \(code))"
            }
        }
    }

    /// The path as it was given.
    public var path: String
    /// Reading or writing.
    public var operation: Operation
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(path: String, operation: Operation, reason: Reason) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    /// The file's name without its folder, as messages show it.
    public var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// `cannot write pl.json: the folder is read-only`, on one line (a file name's control characters are shown
    /// as pictures: `VisibleText`).
    public var description: String { VisibleText.of("cannot \(operation.rawValue) \(fileName): \(reason.message)") }
}
