extension LanguageFile {
    /// The keys whose entries differ between `old`, an earlier version of this file's bytes (the file on disk), and
    /// this file: each entry compared as bytes from its key to the next entry's key, without the separators and
    /// the closing brace after it (`JSONMemberBytes.trimmed`), and a key in only one of them. Only the members
    /// around the bytes that differ are read in `old`: the others are the same bytes in both. An edit of one entry
    /// of a 10 MB file reads one or two members of the old version, not the whole of it.
    ///
    /// `nil` when the entries are not the file's top-level JSON members read one by one (another format; a file
    /// with a syntax error, comments, trailing commas or repeated keys; a change before the first entry or that
    /// `old` does not read member by member): the caller then compares the members of the whole versions.
    public func keysChanged(since old: [UInt8]) -> Set<String>? {
        guard format.format.entriesAreJSONMembers, isEditable, notices.isEmpty else { return nil }
        guard let (replaced, new) = JSONMemberBytes.changedRanges(old, bytes) else { return [] }
        // The entries whose bytes meet the change widened by a byte each way, in this file.
        let changed = max(0, new.lowerBound - 1)..<min(bytes.count, new.upperBound + 1)
        // The last entry that starts before the change: at the same offset in both versions.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].offset < replaced.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low > 0,
            let theirs = JSONMemberBytes.members(of: old, from: entries[low - 1].offset, through: replaced.upperBound)
        else { return nil }
        var keys: Set<String> = []
        var mine: Set<String> = []
        for index in (low - 1)..<entries.count {
            let entry = entries[index]
            guard entry.offset < changed.upperBound else { break }
            let end = index + 1 < entries.count ? entries[index + 1].offset : bytes.count
            guard changed.lowerBound < end else { continue }
            mine.insert(entry.key)
            if theirs[entry.key] != JSONMemberBytes.trimmed(bytes[entry.offset..<end]) { keys.insert(entry.key) }
        }
        // A key gone from the file (deleted or renamed away): the old version had it where the bytes changed.
        for key in theirs.keys where !mine.contains(key) && entryIndex(ofKey: key) == nil { keys.insert(key) }
        return keys
    }
}
