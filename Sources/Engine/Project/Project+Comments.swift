extension Project {
    /// The comment for translators that `language`'s file holding `key` keeps for it (a `.strings` comment, a PO
    /// translator comment, an Android comment before the element, a catalog's `comment`); `nil` when it has none
    /// or an empty one.
    public func comment(forKey key: String, in language: FileLanguage) -> String? {
        guard let id = keyID(key), let index = fileIndex(of: language, keyID: id) else { return nil }
        let comment = files[index].notes[files[index].entries.key(at: entryIndex(keyID: id, file: index)!)]?.comment
        return comment?.isEmpty == false ? comment : nil
    }

    /// The key's comment for translators as the source writes it, else as the first language that has one does:
    /// the comment the editor's preview shows.
    public func sourceComment(forKey key: String) -> String? {
        ([FileLanguage.base] + languages).lazy.compactMap { comment(forKey: key, in: $0) }.first
    }
}
