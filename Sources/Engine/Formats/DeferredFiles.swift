import Foundation
import Synchronization

/// Files of a project folder that discovery listed but did not read: each is read the first time something
/// asks for its bytes (`ProjectFiles.bytes(at:)`), once, whoever asks — a format's detection looking at a
/// file, or the loader reading a language that a lookup needs (`Project.load(directory:format:languages:)`).
///
/// Only regular files that can be opened for reading are deferred (`ProjectFiles.discoverDeferring(in:)`):
/// what cannot be read is read at once, so that it is named unreadable exactly as a whole load names it.
final class DeferredFiles: Sendable {
    /// The folder the paths are relative to.
    let directory: String
    /// The files not read at discovery, relative to `directory`.
    let paths: Set<String>
    /// The bytes of the files read so far, or why one could not be read after all.
    private let read: Mutex<[String: Result<[UInt8], FileAccessError>]> = Mutex([:])

    init(directory: String, paths: Set<String>) {
        self.directory = directory
        self.paths = paths
    }

    /// The bytes of a deferred file, read now when no one asked for them before; `nil` for a path that is not
    /// deferred, or a file that became unreadable since discovery.
    func bytes(at path: String) -> [UInt8]? {
        guard paths.contains(path) else { return nil }
        if let known = read.withLock({ $0[path] }) { return try? known.get() }
        let result = Result { () throws(FileAccessError) in
            try AtomicFile.readBytes((directory as NSString).appendingPathComponent(path)).bytes
        }
        read.withLock { $0[path] = result }
        return try? result.get()
    }

    /// Why each deferred file that was asked for could not be read (it changed after discovery), by path.
    var failures: [String: String] {
        read.withLock { read in
            read.compactMapValues { result in
                guard case .failure(let error) = result else { return nil }
                return error.reason.message
            }
        }
    }
}
