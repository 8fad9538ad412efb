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
    /// The bytes of the files read so far; `nil` for one that could not be read after all.
    private let read: Mutex<[String: [UInt8]?]> = Mutex([:])

    init(directory: String, paths: Set<String>) {
        self.directory = directory
        self.paths = paths
    }

    /// The bytes of a deferred file, read now when no one asked for them before; `nil` for a path that is not
    /// deferred, or a file that became unreadable since discovery.
    func bytes(at path: String) -> [UInt8]? {
        guard paths.contains(path) else { return nil }
        if let known = read.withLock({ $0[path] }) { return known }
        let bytes = try? AtomicFile.readBytes((directory as NSString).appendingPathComponent(path)).bytes
        read.withLock { $0[path] = bytes }
        return bytes
    }

    /// Reads the files at `paths` that are not read yet, in parallel.
    func prefetch(_ paths: [String]) {
        let unread = read.withLock { known in paths.filter { self.paths.contains($0) && known[$0] == nil } }
        _ = ConcurrentWork.map(unread.count) { bytes(at: unread[$0]) }
    }
}
