/// What a file looked like when it was read: its size, its modification time and a hash of its bytes.
///
/// Captured when a file is loaded and compared right before it is written, so that a save never
/// silently overwrites what another program (a text editor, `git checkout`) wrote in the meantime.
public struct FileFingerprint: Sendable, Hashable, CustomStringConvertible {
    /// The size in bytes.
    public var size: Int
    /// The modification time: seconds since 1970 and nanoseconds.
    public var modificationTime: Timestamp
    /// A 64-bit FNV-1a hash of the bytes.
    public var contentHash: UInt64

    /// A modification time with nanoseconds, as `stat` reports it.
    public struct Timestamp: Sendable, Hashable {
        /// Whole seconds since 1970-01-01 UTC.
        public var seconds: Int
        /// Nanoseconds within the second.
        public var nanoseconds: Int

        /// Creates a timestamp.
        public init(seconds: Int, nanoseconds: Int) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }
    }

    /// How a file on disk compares with a fingerprint taken earlier.
    public enum Comparison: Sendable, Equatable {
        /// Same size, same time, same bytes.
        case same
        /// Same bytes, but the modification time moved (saved again unchanged, or `touch`ed):
        /// writing over it loses nothing.
        case touched
        /// The bytes differ: writing over it would lose someone else's changes.
        case changed
        /// The file is gone.
        case deleted
    }

    /// Creates a fingerprint from its parts.
    public init(size: Int, modificationTime: Timestamp, contentHash: UInt64) {
        self.size = size
        self.modificationTime = modificationTime
        self.contentHash = contentHash
    }

    /// The fingerprint of bytes read from a file whose modification time is `modificationTime`.
    public init(bytes: [UInt8], modificationTime: Timestamp) {
        self.init(size: bytes.count, modificationTime: modificationTime, contentHash: Self.hash(bytes))
    }

    /// The FNV-1a 64-bit hash of bytes: fast, stable across runs and machines (unlike `Hasher`), and
    /// enough to notice a change; not a cryptographic hash.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// Compares this fingerprint with the file now at `path`, reading it (its bytes decide; the time only
    /// tells `.same` from `.touched`).
    ///
    /// - Throws: `FileAccessError` when the file exists but cannot be read.
    public func compare(withFileAt path: String) throws(FileAccessError) -> Comparison {
        let current: LoadedFile
        do {
            current = try AtomicFile.read(path)
        } catch  where error.reason == .notFound {
            return .deleted
        }
        return compare(with: current.fingerprint)
    }

    /// Compares this fingerprint (taken earlier) with a newer one.
    public func compare(with newer: FileFingerprint) -> Comparison {
        guard size == newer.size, contentHash == newer.contentHash else { return .changed }
        return modificationTime == newer.modificationTime ? .same : .touched
    }

    /// Whether the file at `path` still has this size and modification time, from `stat` alone (no
    /// reading): a cheap check an editor can run often. A change within the file system's time
    /// resolution that keeps the size is not seen; `compare(withFileAt:)` is the reliable check.
    public func probablyMatchesFile(at path: String) -> Bool {
        guard let status = AtomicFile.status(of: path) else { return false }
        return status.size == size && status.modificationTime == modificationTime
    }

    /// `1234 bytes, modified 1700000000.123456789, hash 0123456789abcdef`.
    public var description: String {
        let hex = String(contentHash, radix: 16)
        let nanos = String(modificationTime.nanoseconds)
        return "\(size) bytes, modified \(modificationTime.seconds)."
            + String(repeating: "0", count: max(0, 9 - nanos.count)) + nanos
            + ", hash " + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
