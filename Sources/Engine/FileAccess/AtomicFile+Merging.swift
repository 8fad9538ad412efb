/// Writing an edit of a translation file that another program may have changed meanwhile: the edit is
/// merged into what is on disk now instead of overwriting it.
extension AtomicFile {
    /// What `write(_:to:editing:options:)` found on disk and did.
    public enum EditOutcome: Sendable, Equatable {
        /// The file still had the bytes the edit started from: the edit was written as it is.
        case written
        /// Another program changed the file meanwhile, other entries than the edit's: the edit was merged
        /// into what is on disk now, and the merged bytes written (the other program's changes are kept).
        case merged([UInt8])
        /// The file on disk already had the edit (another program made the same change): nothing written.
        case alreadyOnDisk
    }

    /// Writes `ours`, an edit of the file as it was read (`base`; `nil` for a new file), to `path` without
    /// losing what another program wrote there meanwhile.
    ///
    /// Under the folder's lock (see `FolderLock`), the file is read again. Still `base`'s bytes (or only
    /// touched): `ours` is written. Changed: `ThreeWayMerge.merge(base:ours:theirs:)` with what is on disk
    /// now as theirs; a clean merge is written, a conflict (the same entry changed differently) is refused
    /// and nothing is written. Either way the check and the write are one step for every writer that takes
    /// the lock.
    ///
    /// - Throws: `FileAccessError` with `.conflictingEdits` (the conflicts, with both sides' texts),
    ///   `.unmergeable` (a version that does not parse), `.deletedOnDisk`, `.alreadyExists` (a new file
    ///   created meanwhile), `.locked`, or why the write failed; the file on disk is then untouched.
    @discardableResult
    public static func write(
        _ ours: [UInt8], to path: String, editing base: LoadedFile?, options: WriteOptions = .init()
    ) throws(FileAccessError) -> EditOutcome {
        func fail(_ reason: FileAccessError.Reason) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        var outcome = EditOutcome.written
        _ = try update(path, options: options, readsCurrent: true, failing: nil) {
            current throws(FileAccessError) -> [UInt8]? in
            switch (base, current) {
            case (nil, nil):
                return ours
            case (nil, .some):
                throw fail(.alreadyExists)
            case (.some, nil):
                throw fail(.deletedOnDisk)
            case (let base?, let current?):
                if base.fingerprint.compare(with: current.fingerprint) != .changed { return ours }
                if current.bytes == ours {
                    outcome = .alreadyOnDisk
                    return nil
                }
                let result: MergeResult
                do throws(MergeError) {
                    result = try ThreeWayMerge.merge(base: base.bytes, ours: ours, theirs: current.bytes)
                } catch {
                    throw fail(.unmergeable(error))
                }
                guard result.isClean else { throw fail(.conflictingEdits(result.conflicts)) }
                outcome = .merged(result.bytes)
                return result.bytes
            }
        }
        return outcome
    }
}
