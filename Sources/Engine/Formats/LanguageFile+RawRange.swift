extension LanguageFile {
    /// The range of the JSON members a key's entry was read from (its own member, and the members of its
    /// variants where they are members of their own: i18next's `key_one`, `key_other`), when they make one
    /// piece holding no other entry; `nil` when the file is not JSON or lacks the key.
    func jsonMemberRange(ofKey key: String) -> Range<Int>? {
        guard let entry = entries.last(withKey: key), let document = document() else { return nil }
        var offsets: Set<Int> = [entry.offset]
        if case .variants(let variants) = entry.value { offsets.formUnion(variants.map(\.offset)) }
        var range: Range<Int>?
        func visit(_ node: JSONNode) {
            switch node.kind {
            case .object(let members):
                for member in members {
                    if offsets.contains(member.keyRange.lowerBound) || offsets.contains(member.value.range.lowerBound) {
                        let found = member.keyRange.lowerBound..<member.value.range.upperBound
                        range =
                            range.map { min($0.lowerBound, found.lowerBound)..<max($0.upperBound, found.upperBound) }
                            ?? found
                    } else {
                        visit(member.value)
                    }
                }
            case .array(let elements):
                elements.forEach(visit)
            default:
                break
            }
        }
        visit(document.root)
        guard let range else { return nil }
        let others = entries.indices.contains { entries.key(at: $0) != key && range.contains(entries.offset(at: $0)) }
        return others ? nil : range
    }
}
