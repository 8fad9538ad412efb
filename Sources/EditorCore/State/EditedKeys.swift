import Engine

/// The keys edited since the last save, found again from the files: after an undo, a redo or a reload
/// the keys edited one by one are no longer known, but the files still tell which entries differ from disk.
///
/// Each entry is compared as bytes: from its key to the next entry's key (less the comma, white space and
/// closing brace after it, so that a comma added after the last entry when another is added is no change
/// of it). The project's files need no parsing (their entries know their offsets); only the disk version
/// of a file that differs is parsed, once per version on disk (kept here, by its content hash), so that
/// undo and redo stay quick.
struct EditedKeys: Sendable {
    /// The entries of each file's disk version, by key: the version's content hash and the entries' bytes.
    private var onDisk: [String: (hash: UInt64, entries: [String: ArraySlice<UInt8>])] = [:]

    /// The keys whose entry in some language file differs from the file on disk, or is in only one of
    /// them.
    mutating func differing(project: Project, disk: DiskState) -> Set<String> {
        var keys: Set<String> = []
        for file in project.files {
            guard let record = disk.records[file.fileName] else {
                keys.formUnion(file.entries.keys)
                continue
            }
            guard file.syntaxError == nil else { continue }
            // Around the change; the whole version on disk only when the file cannot be read so, kept by its hash.
            keys.formUnion(
                file.keysChanged(since: record.bytes) {
                    if onDisk[file.fileName]?.hash != record.fingerprint.contentHash {
                        onDisk[file.fileName] = (
                            record.fingerprint.contentHash, JSONMemberBytes.members(of: record.bytes)
                        )
                    }
                    return onDisk[file.fileName]!.entries
                })
        }
        return keys
    }
}
