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
        /// The file itself is read-only.
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
            case .readOnlyFile: return "the file is read-only"
            case .readOnlyFolder: return "the folder is read-only"
            case .readOnlyFileSystem: return "the disk is read-only"
            case .diskFull: return "the disk is full"
            case .quotaExceeded: return "the disk quota is used up"
            case .changedOnDisk:
                return
                    "it changed on disk after it was read (another program wrote it); read it again and redo the edit"
            case .deletedOnDisk: return "it was deleted after it was read"
            case .alreadyExists: return "a file of that name already exists"
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
