#if canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif

/// A file's bytes together with the fingerprint taken when they were read.
public struct LoadedFile: Sendable {
    /// The path the file was read from.
    public let path: String
    /// The bytes, exactly as on disk.
    public let bytes: [UInt8]
    /// Size, modification time and hash at the time of reading, to detect later changes on disk.
    public let fingerprint: FileFingerprint

    /// Creates a loaded file from its parts.
    public init(path: String, bytes: [UInt8], fingerprint: FileFingerprint) {
        self.path = path
        self.bytes = bytes
        self.fingerprint = fingerprint
    }
}

/// What must hold on disk for a write to go ahead.
public enum WritePrecondition: Sendable, Equatable {
    /// Write whatever is there.
    case none
    /// Create a new file: refuse if one exists.
    case absent
    /// The file must still have the bytes it had when this fingerprint was taken (a file that was only
    /// touched, bytes unchanged, is fine).
    case unchanged(FileFingerprint)
}

/// How a write treats read-only files and other writers.
public struct WriteOptions: Sendable, Equatable {
    /// Whether a file without write permission (`chmod 444`) is written anyway; otherwise it is refused with
    /// `.readOnlyFile`, even for root, whom the system would let write it.
    public var ignoringReadOnly: Bool
    /// How long to wait for another writer to release the folder's lock before giving up with `.locked`.
    public var lockTimeout: Duration

    /// Ten seconds: far longer than any save holds the lock (milliseconds), short enough for a user to wait.
    public static let defaultLockTimeout = Duration.seconds(10)

    /// Creates options; the defaults refuse read-only files and wait up to ten seconds for the lock.
    public init(ignoringReadOnly: Bool = false, lockTimeout: Duration = Self.defaultLockTimeout) {
        self.ignoringReadOnly = ignoringReadOnly
        self.lockTimeout = lockTimeout
    }
}

/// Reads and writes whole files safely; the one writer of the editor's save and of `glossa set/rm/mv/fmt`.
///
/// A write never leaves a half-written file: the bytes go to a temporary file in the same folder
/// (`.pl.json.glossa-1a2b3c4d.tmp`), which is flushed to disk (`fsync`), given the original's permissions
/// (and owner, where allowed), and renamed over the original; then the folder is flushed so that the
/// rename itself survives a power cut. A crash at any moment leaves either the old file or the new one.
/// On any failure the temporary file is removed and the original is untouched.
///
/// Writers take turns: from reading the file again (to check a `WritePrecondition`, or to merge) to the
/// rename, a write holds the folder's `FolderLock`, so a check and the write it allows are one step for
/// every program that takes the lock (every glossa command and editor). While it holds the lock no other
/// writer is in the middle of a write, so any temporary file of the same file still there was left by a
/// killed run, and it is removed.
///
/// Limitations: a symbolic link is followed (its target is replaced, the link stays); a file with several
/// hard links is detached from the others (rename gives it a new inode); extended attributes and ACLs
/// are not copied. A program that does not take the lock (a text editor) can still write between the check
/// and the rename (microseconds).
public enum AtomicFile {
    /// Reads a whole file and fingerprints it.
    ///
    /// - Throws: `FileAccessError` (`.notFound`, `.permissionDenied`, `.isAFolder`, `.notARegularFile`, …).
    public static func read(_ path: String) throws(FileAccessError) -> LoadedFile {
        try readWithStatus(path).file
    }

    /// `read`, with the status `fstat` gave before reading.
    static func readWithStatus(_ path: String) throws(FileAccessError) -> (file: LoadedFile, status: FileStatus) {
        let (bytes, status) = try readBytes(path)
        let file = LoadedFile(
            path: path, bytes: bytes, fingerprint: FileFingerprint(bytes: bytes, modificationTime: mtime(of: status)))
        return (file, FileStatus(status))
    }

    /// The bytes of a regular file and the status `fstat` gave before reading: the one reader of every file
    /// of a project (loading, the editor, every command), without the fingerprint's hash.
    ///
    /// The file is opened without blocking and its type checked before anything is read, so a FIFO, a
    /// socket or a device in place of a file is refused at once (`.notARegularFile`) instead of waiting for
    /// a writer that never comes. (`O_NONBLOCK` changes nothing for a regular file.)
    static func readBytes(_ path: String) throws(FileAccessError) -> (bytes: [UInt8], status: stat) {
        func fail(_ reason: FileAccessError.Reason) -> FileAccessError {
            FileAccessError(path: path, operation: .read, reason: reason)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw fail(.notFound)
            case EACCES, EPERM: throw fail(.permissionDenied)
            case EISDIR: throw fail(.isAFolder)
            case ENXIO, ENODEV, EWOULDBLOCK: throw fail(.notARegularFile)  // a socket, or a device
            default: throw fail(systemReason("open", code))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw fail(systemReason("fstat", errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw fail(.isAFolder) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw fail(.notARegularFile) }
        // Straight into an array of the size `fstat` gave, then on to the end, for a file still growing.
        let size = Int(status.st_size)
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let got = systemRead(descriptor, buffer.baseAddress! + count, size - count)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                if got <= 0 { return }
                count += got
            }
        }
        var chunk = [UInt8](repeating: 0, count: failure == nil && bytes.count == size ? 1 << 16 : 0)
        while failure == nil, !chunk.isEmpty {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure = errno }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        if let failure { throw fail(failure == EISDIR ? .isAFolder : systemReason("read", failure)) }
        return (bytes, status)
    }

    /// Replaces (or creates) the file at `path` with `bytes`, atomically, keeping its permissions.
    ///
    /// - Parameters:
    ///   - precondition: what must hold on disk, checked under the folder's lock right before writing; a
    ///     file changed since it was read is refused with `.changedOnDisk`.
    ///   - options: whether a read-only file is written anyway, and how long to wait for the lock.
    /// - Throws: `FileAccessError` with a translator-readable reason; the original is untouched and no
    ///   temporary file is left behind.
    public static func write(
        _ bytes: [UInt8], to path: String, precondition: WritePrecondition = .none, options: WriteOptions = .init()
    ) throws(FileAccessError) {
        _ = try write(bytes, to: path, precondition: precondition, options: options, failing: nil)
    }

    /// Creates the folders a new file at `path` needs (i18next's `pt-BR/`, gettext's `pl/LC_MESSAGES/`,
    /// Android's `values-pl/`), up to the first that exists; nothing when they all do. A failure is left
    /// for the write to report, with the file's path.
    public static func makeFolders(for path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var folder = ""
        for (index, part) in parts.enumerated() {
            folder += index == 0 ? String(part) : "/" + part
            guard !folder.isEmpty else { continue }
            // EEXIST for the folders that are there; any other failure is the write's to report.
            _ = mkdir(folder, 0o755)
        }
    }

    /// A step of `write`, to simulate failures in tests.
    enum Step: Sendable, Equatable {
        case createTemporary, writeBytes, flush, rename
    }

    /// `write`, optionally failing at `failing.step` with `failing.code` as if the system call had failed.
    ///
    /// - Returns: the status of the new file (taken before the rename, which keeps size, time and inode),
    ///   for the fingerprint of what was written.
    @discardableResult
    static func write(
        _ bytes: [UInt8], to path: String, precondition: WritePrecondition, options: WriteOptions = .init(),
        failing: (step: Step, code: Int32)?
    ) throws(FileAccessError) -> FileStatus {
        func fail(_ reason: FileAccessError.Reason) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        let written = try update(path, options: options, readsCurrent: precondition != .none, failing: failing) {
            current throws(FileAccessError) in
            switch precondition {
            case .none:
                break
            case .absent:
                if current != nil { throw fail(.alreadyExists) }
            case .unchanged(let fingerprint):
                guard let current else { throw fail(.deletedOnDisk) }
                if fingerprint.compare(with: current.fingerprint) == .changed { throw fail(.changedOnDisk) }
            }
            return bytes
        }
        return written!.status
    }

    /// The one way files are written: under the folder's lock, reads the file as it is now (when
    /// `readsCurrent`; `nil` when there is none), lets `decide` choose the bytes to write from it (`nil`:
    /// write nothing; a thrown error refuses), and writes them atomically.
    ///
    /// - Returns: the bytes written and the status of the new file, or `nil` when `decide` wrote nothing.
    static func update(
        _ path: String, options: WriteOptions, readsCurrent: Bool, failing: (step: Step, code: Int32)?,
        decide: (LoadedFile?) throws(FileAccessError) -> [UInt8]?
    ) throws(FileAccessError) -> (bytes: [UInt8], status: FileStatus)? {
        func fail(_ reason: FileAccessError.Reason) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        let target = resolvingSymbolicLink(path)
        let (folder, name) = split(target)
        let lock = try FolderLock(folder: folder, toWrite: path, timeout: options.lockTimeout)
        defer { lock.release() }
        removeStaleTemporaryFiles(of: name, in: folder)
        var current: LoadedFile?
        if readsCurrent {
            do throws(FileAccessError) {
                current = try read(target)
            } catch  where error.reason == .notFound {
                current = nil
            } catch {
                throw fail(error.reason)
            }
        }
        guard let bytes = try decide(current) else { return nil }
        let status = try replace(
            target, named: path, in: folder, name, with: bytes, lock: lock, options: options, failing: failing)
        return (bytes, status)
    }

    /// Writes `bytes` to `target` through a temporary file and a rename; the caller holds the folder's lock.
    /// `path` is the path as given, for messages.
    private static func replace(
        _ target: String, named path: String, in folder: String, _ name: String, with bytes: [UInt8],
        lock: borrowing FolderLock, options: WriteOptions, failing: (step: Step, code: Int32)?
    ) throws(FileAccessError) -> FileStatus {
        func fail(_ reason: FileAccessError.Reason) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        func injected(_ step: Step) -> Int32? {
            guard let failing, failing.step == step else { return nil }
            return failing.code
        }
        var original = stat()
        let exists = stat(target, &original) == 0
        if exists, let reason = refusal(toReplace: target, status: original, options: options) { throw fail(reason) }

        // 1. A new temporary file beside the original (same file system, so the rename is atomic).
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            temporary = folder + "/" + temporaryName(of: name, suffix: UInt32.random(in: .min ... .max))
            if let code = injected(.createTemporary) {
                errno = code
                descriptor = -1
            } else {
                // Until its permissions are set, only the owner can read a copy of an existing file.
                descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
            }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case EACCES, EPERM: throw fail(.readOnlyFolder)
            case EROFS: throw fail(.readOnlyFileSystem)
            case ENOENT, ENOTDIR: throw fail(.folderNotFound)
            default: throw fail(spaceReason(code) ?? systemReason("open", code))
            }
        }
        var isOpen = true
        func abandon(_ reason: FileAccessError.Reason) -> FileAccessError {
            if isOpen { close(descriptor) }
            unlink(temporary)
            return fail(reason)
        }

        // 2. Permissions and owner of the original (the owner only where the process may set it).
        if exists {
            _ = fchown(descriptor, original.st_uid, original.st_gid)
            if fchmod(descriptor, original.st_mode & 0o7777) != 0 { throw abandon(systemReason("fchmod", errno)) }
        }

        // 3. The bytes, flushed to the disk.
        var written = 0
        while written < bytes.count {
            let count: Int
            if let code = injected(.writeBytes) {
                errno = code
                count = -1
            } else {
                count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                throw abandon(spaceReason(code) ?? systemReason("write", code))
            }
            written += count
        }
        if let code = injected(.flush) ?? (fsync(descriptor) == 0 ? nil : errno) {
            throw abandon(spaceReason(code) ?? systemReason("fsync", code))
        }
        var finished = stat()
        guard fstat(descriptor, &finished) == 0 else { throw abandon(systemReason("fstat", errno)) }
        isOpen = false
        if close(descriptor) != 0 {
            let code = errno
            throw abandon(spaceReason(code) ?? systemReason("close", code))
        }

        // 4. The switch: after this line, the file has the new bytes.
        if let code = injected(.rename) ?? (rename(temporary, target) == 0 ? nil : errno) {
            switch code {
            case EACCES, EPERM: throw abandon(.readOnlyFolder)
            case EROFS: throw abandon(.readOnlyFileSystem)
            case EISDIR: throw abandon(.isAFolder)
            default: throw abandon(spaceReason(code) ?? systemReason("rename", code))
            }
        }

        // 5. Flush the folder so the rename is on disk too. Some file systems cannot: best effort.
        lock.flushFolder()
        return FileStatus(finished)
    }

    /// Why the file at `path` cannot be written, if it exists and is not a regular file or is read-only, as
    /// `write` would refuse it: for a command that writes several files to check them all before writing one.
    public static func refusalToWrite(_ path: String, options: WriteOptions = .init()) -> FileAccessError? {
        let target = resolvingSymbolicLink(path)
        var status = stat()
        guard stat(target, &status) == 0, let reason = refusal(toReplace: target, status: status, options: options)
        else { return nil }
        return FileAccessError(path: path, operation: .write, reason: reason)
    }

    /// Why the existing file `target` (with `status`) may not be replaced: not a regular file, or read-only.
    private static func refusal(toReplace target: String, status: stat, options: WriteOptions) -> FileAccessError
        .Reason?
    {
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { return .isAFolder }
        if kind != S_IFREG { return .notARegularFile }
        guard !options.ignoringReadOnly else { return nil }
        // The permission bits, not only `access`: root may write any file, but a file nobody may write was
        // made read-only on purpose.
        if status.st_mode & 0o222 == 0 { return .readOnlyFile }
        guard access(target, W_OK) != 0 else { return nil }
        let code = errno
        return code == EROFS ? .readOnlyFileSystem : code == EACCES ? .readOnlyFile : systemReason("access", code)
    }

    /// Size and modification time of the file at `path` (following symbolic links), or `nil` when there is none.
    static func status(of path: String) -> (size: Int, modificationTime: FileFingerprint.Timestamp)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (Int(status.st_size), mtime(of: status))
    }

    static func mtime(of status: stat) -> FileFingerprint.Timestamp {
        #if canImport(Darwin)
            return FileFingerprint.Timestamp(
                seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
        #else
            return FileFingerprint.Timestamp(
                seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
        #endif
    }

    /// The path a symbolic link points to (so the link survives the write), or `path` itself.
    private static func resolvingSymbolicLink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else {
            return path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder (`.` for a bare name) and the file name.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private static func spaceReason(_ code: Int32) -> FileAccessError.Reason? {
        switch code {
        case ENOSPC: return .diskFull
        case EDQUOT: return .quotaExceeded
        case EROFS: return .readOnlyFileSystem
        default: return nil
        }
    }

    private static func systemReason(_ call: String, _ code: Int32) -> FileAccessError.Reason {
        .system(call: call, code: code, message: String(cString: strerror(code)))
    }
}
