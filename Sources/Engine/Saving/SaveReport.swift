/// A file that `DiskState.save` did not write because another program changed it on disk since it was
/// loaded or saved: writing it would lose that program's work. The editor asks: reload, overwrite, cancel.
public struct SaveConflict: Sendable, Equatable, CustomStringConvertible {
    /// What happened on disk.
    public enum Kind: Sendable, Equatable {
        /// The file's bytes changed.
        case changedOnDisk
        /// The file was deleted.
        case deletedOnDisk
        /// A file the project adds (a new language) was created on disk meanwhile.
        case createdOnDisk
    }

    /// The file's name in the project folder (`pl.json`).
    public var fileName: String
    /// What happened on disk.
    public var kind: Kind

    /// Creates a conflict.
    public init(fileName: String, kind: Kind) {
        self.fileName = fileName
        self.kind = kind
    }

    /// `pl.json was changed on disk by another program since it was loaded`.
    public var description: String {
        switch kind {
        case .changedOnDisk: return "\(fileName) was changed on disk by another program since it was loaded"
        case .deletedOnDisk: return "\(fileName) was deleted on disk since it was loaded"
        case .createdOnDisk: return "\(fileName) was created on disk by another program meanwhile"
        }
    }
}

/// What `DiskState.save` did: the files written, the files left alone because they changed on disk, and
/// the writes that failed. Files that were not written keep their edits in the project.
public struct SaveReport: Sendable, Equatable, CustomStringConvertible {
    /// The files written, in project order.
    public var written: [String] = []
    /// The files not written because another program changed them on disk.
    public var conflicts: [SaveConflict] = []
    /// The files whose write failed (read-only folder, full disk), each with its reason; the files on disk
    /// are untouched.
    public var failures: [FileAccessError] = []
    /// How many bytes were written in all.
    public var bytesWritten = 0

    /// Creates an empty report.
    public init() {}

    /// Whether every edited file was written.
    public var isComplete: Bool { conflicts.isEmpty && failures.isEmpty }

    /// The files not written, conflicts first.
    public var notWritten: [String] { conflicts.map(\.fileName) + failures.map(\.fileName) }

    /// One line per outcome: `saved pl.json, de.json (2345 bytes)`, then each conflict and failure.
    public var description: String {
        var lines: [String] = []
        if written.isEmpty {
            if isComplete { lines.append("nothing to save") }
        } else {
            lines.append("saved \(written.joined(separator: ", ")) (\(bytesWritten) bytes)")
        }
        lines += conflicts.map(\.description) + failures.map(\.description)
        return lines.joined(separator: "\n")
    }
}

/// A file that changed on disk while the project was open, as `DiskState.externalChanges()` finds it.
public struct ExternalChange: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// Its bytes are not those loaded or last saved.
        case modified
        /// It is gone.
        case deleted
        /// It is there but cannot be read any more (permissions changed).
        case unreadable(FileAccessError.Reason)
    }

    /// The file's name in the project folder.
    public var fileName: String
    /// What happened.
    public var kind: Kind
    /// For `.modified`, the FNV-1a hash of the bytes now on disk (`FileFingerprint.hash`): which version of
    /// the file the change is, so that an editor told to keep its own version can tell a later change
    /// from this one. `nil` for the other kinds.
    public var contentHash: UInt64?

    /// Creates a change.
    public init(fileName: String, kind: Kind, contentHash: UInt64? = nil) {
        self.fileName = fileName
        self.kind = kind
        self.contentHash = contentHash
    }

    /// `pl.json changed on disk`.
    public var description: String {
        switch kind {
        case .modified: return "\(fileName) changed on disk"
        case .deleted: return "\(fileName) was deleted on disk"
        case .unreadable(let reason): return "\(fileName) cannot be read any more: \(reason.message)"
        }
    }
}
