extension CatalogEdits {
    /// Adds the key's `comment`, which a catalog keeps once for every language, at its place among the entry's
    /// members as Xcode writes them; the entry is written again as Xcode writes it, so only that line changes.
    ///
    /// - Throws: `EditError.noSuchKey` when the catalog lacks the key; `.notInFormat` when it already has
    ///   another comment (a catalog has one per key, not one per language).
    func addingComment(_ comment: String, forKey key: String) throws(EditError) -> EditResult {
        let subject = EntryAddress(key: key).description
        let strings = try stringsObject()
        guard let member = strings.members?.last(where: { $0.key == key }) else { throw .noSuchKey(subject) }
        var entry = CatalogValue(member.value, in: document)
        let line = Self.line(of: member.keyRange.lowerBound, in: document.bytes)
        if let old = entry["comment"]?.string, !old.isEmpty {
            guard old == comment else {
                throw .notInFormat(
                    .xcstrings, what: "a second comment for \(subject)",
                    reason:
                        "a catalog keeps one comment per key for every language, and it has \(ValueSummary.quoted(old))"
                )
            }
            return EditResult(
                document: document,
                change: ChangeDescription(
                    kind: .unchanged, line: line, subject: "the comment of \(subject)", old: nil, new: nil))
        }
        entry.set("comment", to: .string(comment))
        let bytes = Self.replacing(member.value.range, with: entry.xcodeText(indent: 4), in: document.bytes)
        return EditResult(
            document: try Self.parse(bytes),
            change: ChangeDescription(
                kind: .added, line: line, subject: "the comment of \(subject)", old: nil,
                new: ValueSummary.quoted(comment)))
    }
}
