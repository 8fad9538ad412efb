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

/// Reads and writes whole files safely; the one writer of the editor's save and of `glossa set/rm/mv`.
///
/// A write never leaves a half-written file: the bytes go to a temporary file in the same folder
/// (`.pl.json.glossa-1a2b3c4d.tmp`), which is flushed to disk (`fsync`), given the original's permissions
/// (and owner, where allowed), and renamed over the original; then the folder is flushed so that the
/// rename itself survives a power cut. A crash at any moment leaves either the old file or the new one.
/// On any failure the temporary file is removed and the original is untouched.
///
/// Limitations: a symbolic link is followed (its target is replaced, the link stays); a file with several
/// hard links is detached from the others (rename gives it a new inode); extended attributes and ACLs
/// are not copied. The check of a `WritePrecondition` and the rename are not one atomic step: a write
/// by another program in between (microseconds) would still be overwritten.
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
    ///   - precondition: what must hold on disk right before writing; a file changed since it was read
    ///     is refused with `.changedOnDisk`.
    /// - Throws: `FileAccessError` with a translator-readable reason; the original is untouched and no
    ///   temporary file is left behind.
    public static func write(
        _ bytes: [UInt8], to path: String, precondition: WritePrecondition = .none
    ) throws(FileAccessError) {
        _ = try write(bytes, to: path, precondition: precondition, failing: nil)
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
        _ bytes: [UInt8], to path: String, precondition: WritePrecondition, failing: (step: Step, code: Int32)?
    ) throws(FileAccessError) -> FileStatus {
        func fail(_ reason: FileAccessError.Reason) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        func injected(_ step: Step) -> Int32? {
            guard let failing, failing.step == step else { return nil }
            return failing.code
        }
        let target = resolvingSymbolicLink(path)
        switch precondition {
        case .none:
            break
        case .absent:
            if status(of: target) != nil { throw fail(.alreadyExists) }
        case .unchanged(let fingerprint):
            switch try fingerprint.compare(withFileAt: target) {
            case .same, .touched: break
            case .changed: throw fail(.changedOnDisk)
            case .deleted: throw fail(.deletedOnDisk)
            }
        }
        var original = stat()
        let exists = stat(target, &original) == 0
        if exists {
            let kind = original.st_mode & S_IFMT
            if kind == S_IFDIR { throw fail(.isAFolder) }
            if kind != S_IFREG { throw fail(.notARegularFile) }
            if access(target, W_OK) != 0 {
                let code = errno
                throw fail(
                    code == EROFS ? .readOnlyFileSystem : code == EACCES ? .readOnlyFile : systemReason("access", code))
            }
        }
        let (folder, name) = split(target)

        // 1. A new temporary file beside the original (same file system, so the rename is atomic).
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            temporary =
                folder + "/." + name + ".glossa-" + String(repeating: "0", count: 8 - suffix.count) + suffix
                + ".tmp"
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
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return FileStatus(finished)
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
