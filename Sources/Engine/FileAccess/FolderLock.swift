#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock every writer of a translation file holds while it reads the file again, writes it and renames
/// it into place: an advisory `flock` on the folder the file is in, so that two writers (two `glossa set`
/// runs, the editor's save and a script) take turns instead of overwriting each other.
///
/// The folder is locked rather than a lock file beside the translation file: a lock file would show in the
/// user's folder (and in `git status`), and the folder exists even when the file does not yet. The lock is
/// released when the descriptor is closed, which the system does when the process dies (`kill -9`), so a
/// crashed writer never leaves the folder locked. Locks of other open descriptors conflict even within one
/// process, so a program that holds it must not ask for it again. `release()` must be called once.
///
/// Limitation: `flock` is advisory: a program that does not take it (a text editor) is not held back; that
/// is why writers still compare the bytes on disk with those they started from. On network file systems
/// `flock` may only lock on the local machine.
struct FolderLock {
    private let descriptor: Int32

    /// How often waiting looks again: from 1 ms, doubling up to 25 ms.
    private static let firstPause = 1_000_000
    private static let longestPause = 25_000_000

    /// Locks `folder`, waiting up to `timeout` for other holders to finish, to write the file at `path`.
    ///
    /// - Throws: why the file cannot be written: `.locked` after the timeout, `.folderNotFound`, or the
    ///   failure of `open` or `flock`.
    init(folder: String, toWrite path: String, timeout: Duration) throws(FileAccessError) {
        func fail(_ reason: FileAccessError.Reason) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw fail(.folderNotFound)
            default: throw fail(.system(call: "open", code: code, message: String(cString: strerror(code))))
            }
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Self.firstPause
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(descriptor)
                throw fail(.system(call: "flock", code: code, message: String(cString: strerror(code))))
            }
            guard clock.now < deadline else {
                close(descriptor)
                throw fail(.locked(folder: folder, waited: timeout))
            }
            var time = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&time, nil)
            pause = min(pause * 2, Self.longestPause)
        }
        self.descriptor = descriptor
    }

    /// Flushes the folder to disk (`fsync`), so that a rename in it survives a power cut. Some file systems
    /// refuse: best effort.
    func flushFolder() {
        _ = fsync(descriptor)
    }

    /// Releases the lock (by closing the descriptor).
    func release() {
        close(descriptor)
    }
}
