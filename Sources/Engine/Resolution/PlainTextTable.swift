/// One file's plain-text values by key id: resolution's fast path for the commonest lookup, one array read
/// after the key's hash instead of a slot table, an entry and its enum.
///
/// `nil` where the file lacks the key or its value is not a plain text (then resolution reads `slots` and
/// the entry). The strings are the entries' own (shared, not copied). A table belongs to one version of a
/// file and one slot table: `Project` rebuilds it when either changes.
struct PlainTextTable: Sendable {
    /// The file version the table was built from.
    let file: LanguageFile.Identity
    /// The slot table it was built from. Holding it keeps its buffer alive, so a changed slot table is always
    /// a different buffer (a write to a shared buffer copies it first).
    let slots: [Int32]
    /// Per key id: the plain text, if the file has the key with a plain-text value.
    let texts: [String?]

    /// Builds the table of a file from its slot table (key id → entry index, or -1).
    init(file: LanguageFile, slots: [Int32]) {
        self.file = file.identity
        self.slots = slots
        let entries = file.entries
        texts = slots.map { slot in
            guard slot >= 0, Int(slot) < entries.count, case .text(let text) = entries[Int(slot)].value else {
                return nil
            }
            return text
        }
    }

    /// Whether the table was built from this version of the file and this slot table.
    func isCurrent(file: LanguageFile, slots: [Int32]) -> Bool {
        guard self.file === file.identity, self.slots.count == slots.count else { return false }
        return self.slots.withUnsafeBufferPointer { mine in
            slots.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}

extension LanguageFile {
    /// The identity of one version of a file: a new file (loaded, or rebuilt after an edit) gets a new one,
    /// copies share it. Derived tables record it to know whether they are still the file's.
    final class Identity: Sendable {}
}

extension Project {
    /// Brings `plainTextTables` up to date with `files`, `slots` and `keys`, rebuilding only the tables whose
    /// file or slot table changed. Called by the observers of those properties, so that any code that edits
    /// the project keeps the tables right without knowing of them. While the three disagree in size (half-way
    /// through an edit), the tables are not used (`plainTextTablesAreCurrent`) and resolution reads the
    /// entries; the tables catch up at the next change that makes them agree.
    ///
    /// - Complexity: O(files) when nothing changed; O(keys) per table rebuilt (on all cores when all are).
    mutating func refreshPlainTextTables() {
        guard files.count == slots.count, slots.allSatisfy({ $0.count == keys.count }) else {
            plainTextTablesAreCurrent = false
            return
        }
        if plainTextTables.count != files.count {
            // All of them (after loading): one file per core.
            let (files, slots) = (files, slots)
            plainTextTables = Self.loadConcurrently(files.count) { PlainTextTable(file: files[$0], slots: slots[$0]) }
        } else {
            for index in files.indices where !plainTextTables[index].isCurrent(file: files[index], slots: slots[index])
            {
                plainTextTables[index] = PlainTextTable(file: files[index], slots: slots[index])
            }
        }
        plainTextTablesAreCurrent = true
    }
}
