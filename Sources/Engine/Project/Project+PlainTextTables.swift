extension Project {
    /// Brings `plainTextTables` up to date with `files`, `slots` and `keys`, rebuilding only the tables whose
    /// file or slot table changed. Called by the observers of those properties, so that any code that edits
    /// the project keeps the tables right without knowing of them. While the three disagree in size (half-way
    /// through an edit), the tables are not used (`plainTextTablesAreCurrent`) and resolution reads the
    /// entries; the tables catch up at the next change that makes them agree.
    ///
    /// - Complexity: O(files) when nothing changed; O(keys) per table rebuilt (on all cores when all are).
    mutating func refreshPlainTextTables() {
        guard !plainTextTablesOnHold, files.count == slots.count, slots.allSatisfy({ $0.count == keys.count }) else {
            plainTextTablesAreCurrent = false
            return
        }
        let (files, slots) = (files, slots)
        if plainTextTables.count != files.count {
            // All of them (after loading): one file per core.
            plainTextTables = ConcurrentWork.map(files.count) {
                Self.plainTextTable(of: files[$0], slots: slots[$0])
            }
        } else {
            var stale: [Int] = []
            for index in files.indices
            where !plainTextTables[index].isCurrent(file: files[index].identity, slots: slots[index]) {
                if plainTextTables[index].file === files[index].identity,
                    let extended = plainTextTables[index].extended(to: slots[index])
                {
                    plainTextTables[index] = extended
                } else {
                    stale.append(index)
                }
            }
            // Several (every file after a key was renamed in all): one file per core.
            let rebuild = stale
            let rebuilt = ConcurrentWork.map(rebuild.count) {
                Self.plainTextTable(of: files[rebuild[$0]], slots: slots[rebuild[$0]])
            }
            for (index, table) in zip(stale, rebuilt) { plainTextTables[index] = table }
        }
        plainTextTablesAreCurrent = true
    }

    /// Runs `body`, which changes `files`, `slots` or `keys` many times (each file of an edit, each key adopted),
    /// and brings the plain-text tables up to date once, after it.
    mutating func changingIndex(_ body: (inout Project) -> Void) {
        plainTextTablesOnHold = true
        body(&self)
        plainTextTablesOnHold = false
        refreshPlainTextTables()
    }

    /// The plain-text table of one file and its slot table.
    private static func plainTextTable(of file: LanguageFile, slots: [Int32]) -> PlainTextTable {
        let (entries, delivered) = (file.entries, file.delivered)
        return PlainTextTable(file: file.identity, slots: slots, entryCount: entries.count) { index in
            // An entry delivered otherwise than stored is answered from `delivered`, never from the table.
            guard case .text(let text) = entries[index].value, delivered.isEmpty || delivered[index] == nil else {
                return nil
            }
            return text
        }
    }
}
