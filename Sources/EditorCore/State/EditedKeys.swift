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
                keys.formUnion(file.entries.map(\.key))
                continue
            }
            guard file.syntaxError == nil else { continue }
            // Read around the change when the file allows it (one pass over the bytes finds it, or that there is
            // none); else the whole version on disk, kept by its hash.
            if let changed = file.keysChanged(since: record.bytes) {
                keys.formUnion(changed)
                continue
            }
            guard record.bytes != file.bytes else { continue }
            if onDisk[file.fileName]?.hash != record.fingerprint.contentHash {
                onDisk[file.fileName] = (record.fingerprint.contentHash, JSONMemberBytes.members(of: record.bytes))
            }
            let theirs = onDisk[file.fileName]!.entries
            let entries = file.entries
            // Entries wholly in the bytes both versions start or end with are the same: compare the others (those
            // that meet the change widened by a byte each way).
            guard let new = JSONMemberBytes.changedRanges(record.bytes, file.bytes)?.new else { continue }
            let changed = max(0, new.lowerBound - 1)..<min(file.bytes.count, new.upperBound + 1)
            var missing = theirs.count != entries.count
            for (index, entry) in entries.enumerated() {
                let end = index + 1 < entries.count ? entries[index + 1].offset : file.bytes.count
                guard entry.offset < changed.upperBound, changed.lowerBound < end else { continue }
                guard let old = theirs[entry.key] else {
                    keys.insert(entry.key)
                    missing = true
                    continue
                }
                if old != JSONMemberBytes.trimmed(file.bytes[entry.offset..<end]) { keys.insert(entry.key) }
            }
            // A key gone from the file (deleted or renamed away).
            guard missing else { continue }
            let mine = Set(entries.map(\.key))
            for key in theirs.keys where !mine.contains(key) { keys.insert(key) }
        }
        return keys
    }
}
