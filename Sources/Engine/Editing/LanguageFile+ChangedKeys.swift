extension LanguageFile {
    /// The keys whose entries differ between `old`, an earlier version of this file's bytes (the file on disk), and
    /// this file: each entry compared as bytes from its key to the next entry's key, without the separators and
    /// the closing brace after it (`JSONMemberBytes.trimmed`), and a key in only one of them.
    ///
    /// Only the entries whose bytes meet the change are compared (the others are the same bytes in both). When the
    /// entries are the file's top-level JSON members, read one by one (`keysChanged(since:)`), only the members of
    /// `old` around the change are read: an edit of one entry of a 10 MB file reads one or two of them. Otherwise
    /// `members` gives the members of the whole old version (`JSONMemberBytes.members(of:)`, which the caller may
    /// keep for the next call).
    public func keysChanged(since old: [UInt8], members: () -> [String: ArraySlice<UInt8>]) -> Set<String> {
        guard let change = JSONMemberBytes.changedRanges(old, bytes) else { return [] }
        if let found = keysChanged(since: old, change: change) { return found }
        let theirs = members()
        var (keys, compared) = entriesDiffering(from: theirs, near: change.new)
        // A key gone from the file (deleted or renamed away): only when a key is in one version only.
        if theirs.count != entries.count || compared.contains(where: { theirs[$0] == nil }) {
            let mine = Set(entries.keys)
            for key in theirs.keys where !mine.contains(key) { keys.insert(key) }
        }
        return keys
    }

    /// `keysChanged(since:members:)` reading only the members of `old` around the change; `nil` when the entries
    /// are not the file's top-level JSON members read one by one (another format; a file with a syntax error,
    /// comments, trailing commas or repeated keys; a change before the first entry, or that `old` does not read
    /// member by member).
    func keysChanged(since old: [UInt8]) -> Set<String>? {
        guard let change = JSONMemberBytes.changedRanges(old, bytes) else { return [] }
        return keysChanged(since: old, change: change)
    }

    private func keysChanged(since old: [UInt8], change: (old: Range<Int>, new: Range<Int>)) -> Set<String>? {
        guard format.format.entriesAreJSONMembers, isEditable, notices.isEmpty else { return nil }
        // The last entry that starts before the change: at the same offset in both versions.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries.offset(at: middle) < change.old.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low > 0,
            let theirs = JSONMemberBytes.members(
                of: old, from: entries.offset(at: low - 1), through: change.old.upperBound)
        else { return nil }
        var (keys, compared) = entriesDiffering(from: theirs, near: change.new)
        // A key gone from the file (deleted or renamed away): the old version had it where the bytes changed.
        for key in theirs.keys where !compared.contains(key) && entryIndex(ofKey: key) == nil { keys.insert(key) }
        return keys
    }

    /// The keys of the entries whose bytes meet `changed` (widened by a byte each way: an entry that ends where the
    /// change starts has its separator there) and differ from their member in `theirs`, or that `theirs` lacks;
    /// and the keys of all the entries compared.
    private func entriesDiffering(from theirs: [String: ArraySlice<UInt8>], near changed: Range<Int>)
        -> (differing: Set<String>, compared: Set<String>)
    {
        let touched = max(0, changed.lowerBound - 1)..<min(bytes.count, changed.upperBound + 1)
        // The first entry that may meet it.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries.offset(at: middle) < touched.lowerBound { low = middle + 1 } else { high = middle }
        }
        var differing: Set<String> = []
        var compared: Set<String> = []
        for index in max(0, low - 1)..<entries.count {
            let entry = entries[index]
            guard entry.offset < touched.upperBound else { break }
            let end = index + 1 < entries.count ? entries.offset(at: index + 1) : bytes.count
            guard touched.lowerBound < end else { continue }
            compared.insert(entry.key)
            if theirs[entry.key] != JSONMemberBytes.trimmed(bytes[entry.offset..<end]) { differing.insert(entry.key) }
        }
        return (differing, compared)
    }
}
