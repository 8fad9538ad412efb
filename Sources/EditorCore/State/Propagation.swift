import Engine

/// Exact matches to fill with a translation being typed ("propagate", issue 19): the other keys whose source text
/// at the same place (the plain text, or the variant of the same selector) is the same text, and which are
/// *missing* or *need translation* in the language typed. Translations already made (translated, to review,
/// stale) are never overwritten.
enum Propagation {
    /// The keys to fill along with the string at `address`, in key order.
    ///
    /// - Complexity: one look at every key's source text, once when typing begins.
    static func keys(for address: ValueAddress, project: Project, states: ProjectStates) -> [String] {
        guard address.language != .base, address.width == nil, let base = project.fileIndex(of: .base),
            let own = project.keyID(address.key),
            let source = text(
                ofKey: own, selector: address.selector, in: project, base: base, file: project.files[base]),
            !source.isEmpty
        else { return [] }
        let length = source.utf8.count
        let file = project.files[base]
        return project.keys.indices.compactMap { id in
            guard id != own,
                let text = text(ofKey: id, selector: address.selector, in: project, base: base, file: file),
                text.utf8.count == length, text == source
            else { return nil }
            let key = project.keys[id]
            guard case .file = project.editTarget(forKey: key, in: address.language) else { return nil }
            let state = states.state(of: key, in: address.language)
            return state == .missing || state == .needsTranslation ? key : nil
        }
    }

    /// The source text of key `id` at `selector` (its plain text without one) in the source's file, number `base`
    /// of the project's files (`file`, taken out once).
    private static func text(ofKey id: Int, selector: String?, in project: Project, base: Int, file: LanguageFile)
        -> String?
    {
        guard let index = project.entryIndex(keyID: id, file: base), file.entries.key(at: index) == project.keys[id]
        else { return nil }
        return file.text(ofEntry: index, selector: selector)
    }
}
