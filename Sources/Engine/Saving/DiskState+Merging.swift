/// Merging a file another program changed on disk into the project's unsaved edits of it: the editor's
/// "merge" answer to a change on disk.
extension DiskState {
    /// A three-way merge of one file: its recorded bytes (as last loaded or saved) as the base, the project's
    /// edits as ours, and the file now on disk as theirs.
    public struct FileMerge: Sendable {
        /// The file's name in the project folder.
        public let fileName: String
        /// The bytes merged into (the project's edits): a caller whose file changed since can tell the
        /// merge is out of date.
        public let ours: [UInt8]
        /// The merged bytes (in the project's formatting) and the conflicts.
        public let result: MergeResult
        /// The file as it is on disk now: what the disk state records once the merge is taken
        /// (`accept(_:)`), so that saving the merge writes over that version, and only over it.
        let onDisk: Record
    }

    /// Merges what is on disk now for `fileName` into `ours`, the project's bytes of that file.
    ///
    /// Reads the file; changes nothing (the merge is taken with `accept(_:)`).
    ///
    /// - Throws: `FileAccessError` with operation `.merge`: the file cannot be read (`.notFound` when it
    ///   was deleted), or `.unmergeable` when a version does not parse.
    public func merge(_ fileName: String, ours: [UInt8]) throws(FileAccessError) -> FileMerge {
        let path = path(of: fileName)
        let read: (file: LoadedFile, status: FileStatus)
        do throws(FileAccessError) {
            read = try AtomicFile.readWithStatus(path)
        } catch {
            throw FileAccessError(path: path, operation: .merge, reason: error.reason)
        }
        let base = records[fileName]?.bytes ?? []
        do throws(MergeError) {
            let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: read.file.bytes)
            return FileMerge(
                fileName: fileName, ours: ours, result: result,
                onDisk: Record(bytes: read.file.bytes, fingerprint: read.file.fingerprint, status: read.status))
        } catch {
            throw FileAccessError(path: path, operation: .merge, reason: .unmergeable(error))
        }
    }

    /// Records the version on disk that `merge` merged with, as if it had been loaded: the project's file
    /// (the merge) is then unsaved against it, and a save writes it unless the file changes again.
    public mutating func accept(_ merge: FileMerge) {
        records[merge.fileName] = merge.onDisk
    }
}
