#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file that may tell a change without reading it: size, modification time and
/// identity (device and inode: an atomic save by another program makes a new inode).
///
/// Equal statuses do not prove equal bytes: a same-size write within one tick of the file system's
/// clock keeps all of them. They are a hint for polling; saving always compares the bytes.
struct FileStatus: Sendable, Equatable {
    var size: Int
    var modificationTime: FileFingerprint.Timestamp
    var device: UInt64
    var inode: UInt64

    /// The status of the file at `path` (following symbolic links), or `nil` when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        size = Int(status.st_size)
        modificationTime = AtomicFile.mtime(of: status)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
