/// One file's plain-text values by key id: resolution's fast path for the commonest lookup, one array read
/// after the key's hash instead of a slot table, an entry and its enum.
///
/// `nil` where the file lacks the key or its value is not a plain text (then resolution reads `slots` and
/// the entry). The strings are the entries' own (shared, not copied). A table belongs to one version of a
/// file (`file`) and one numbering of the keys: `Project` rebuilds it when either changes.
struct PlainTextTable: Sendable {
    /// The file version the table was built from.
    let file: LanguageFile.Identity
    /// Per key id: the plain text, if the file has the key with a plain-text value.
    let texts: [String?]

    /// Builds the table of a file from its slot table (key id → entry index, or -1).
    init(file: LanguageFile, slots: [Int32]) {
        self.file = file.identity
        let entries = file.entries
        texts = slots.map { slot in
            // A slot may point past the entries while an edit is half-applied; the table is rebuilt after.
            guard slot >= 0, Int(slot) < entries.count, case .text(let text) = entries[Int(slot)].value else {
                return nil
            }
            return text
        }
    }
}

extension LanguageFile {
    /// The identity of one version of a file: a new file (loaded, or rebuilt after an edit) gets a new one,
    /// copies share it. Derived tables record it to know whether they are still the file's.
    final class Identity: Sendable {}
}

extension Project {
    /// Brings `plainTextTables` up to date with `files` and `slots`: rebuilds the tables of files that
    /// changed, or all of them when `all` (the key ids changed). While `files` and `slots` disagree in
    /// count (half-way through an edit), there are none, and resolution reads the entries.
    ///
    /// - Complexity: O(files) when nothing changed; O(keys) per table rebuilt.
    mutating func refreshPlainTextTables(all: Bool) {
        guard files.count == slots.count, slots.allSatisfy({ $0.count == keys.count }) else {
            if !plainTextTables.isEmpty { plainTextTables = [] }
            return
        }
        if all || plainTextTables.count != files.count {
            plainTextTables = files.indices.map { PlainTextTable(file: files[$0], slots: slots[$0]) }
            return
        }
        for index in files.indices where plainTextTables[index].file !== files[index].identity {
            plainTextTables[index] = PlainTextTable(file: files[index], slots: slots[index])
        }
    }
}
