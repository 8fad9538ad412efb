/// One file's plain-text values by key id: resolution's fast path for the commonest lookup, one array read
/// after the key's hash instead of a slot table, an entry and its enum.
///
/// `nil` where the file lacks the key or its value is not a plain text (then resolution reads `slots` and
/// the entry). The strings are the entries' own (shared, not copied). A table belongs to one version of a
/// file and one slot table: `Project` rebuilds it when either changes (`Project+PlainTextTables.swift`).
struct PlainTextTable: Sendable {
    /// The file version the table was built from.
    let file: FileVersion
    /// The slot table it was built from. Holding it keeps its buffer alive, so a changed slot table is always
    /// a different buffer (a write to a shared buffer copies it first).
    let slots: [Int32]
    /// Per key id: the plain text, if the file has the key with a plain-text value. Ids past its end are keys
    /// added to the project after the table was built, which the file lacks (`extended(to:)`).
    private let texts: [String?]

    /// Builds the table of a file version from its slot table (key id → entry index, or -1) and the
    /// plain text of each of its entries (`nil` for an entry whose value is not a plain text).
    init(file: FileVersion, slots: [Int32], entryCount: Int, plainText: (Int) -> String?) {
        self.file = file
        self.slots = slots
        texts = slots.map { slot in
            guard slot >= 0, Int(slot) < entryCount else { return nil }
            return plainText(Int(slot))
        }
    }

    private init(file: FileVersion, slots: [Int32], texts: [String?]) {
        self.file = file
        self.slots = slots
        self.texts = texts
    }

    /// The plain text of key `id`, if the file has the key with a plain-text value.
    func text(of id: Int) -> String? { id < texts.count ? texts[id] : nil }

    /// The table of the same file version for `slots`, when they are this table's slots followed by keys the
    /// file lacks (keys added to other files: a key renamed or added in one language); `nil` otherwise. The
    /// texts are shared, not copied.
    func extended(to slots: [Int32]) -> PlainTextTable? {
        guard slots.count > self.slots.count, slots.starts(with: self.slots),
            slots[self.slots.count...].allSatisfy({ $0 < 0 })
        else { return nil }
        return PlainTextTable(file: file, slots: slots, texts: texts)
    }

    /// Whether the table was built from this version of the file and this slot table.
    func isCurrent(file: FileVersion, slots: [Int32]) -> Bool {
        guard self.file === file, self.slots.count == slots.count else { return false }
        return self.slots.withUnsafeBufferPointer { mine in
            slots.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
