import Engine

/// Propagating a translation (`Alt-p` while typing one): the text typed goes to its key and to every key with the
/// same source text that is missing or needs translation in that language (`sameSource`), as one edit.
extension EditorState {
    /// Ends typing a translation by setting it in its key and in the keys of `sameSource`; the field stays open,
    /// saying why, when there is nothing to fill or the typed key's own text cannot be set so.
    mutating func commitPropagating(_ kind: Mode.Field) -> [Effect] {
        guard case .value(let address) = kind else {
            message = "Alt-p fills other keys only while typing a translation"
            return []
        }
        guard !lineEditor.sameSource.isEmpty else {
            message = "no other key with this source text is missing or needs translation here: Enter sets this one"
            return []
        }
        let text = field.text
        guard !text.isEmpty else {
            message = "type the translation first"
            return []
        }
        // A missing translation starts as the source text: accepted as it is, it is a copy, everywhere.
        let copied = text == fieldBefore && project.entry(address.key, in: address.language) == nil
        let changes = ([address.key] + lineEditor.sameSource).map {
            TextChange(
                language: address.language, address: EntryAddress(key: $0, selector: address.selector), text: text)
        }
        let own = changes[0]
        let result = project.settingTexts([own])
        if let refusal = result.refused.first {
            message = "✗ \(refusal.reason): Enter sets this key alone"
            return []
        }
        mode = .browse
        let others = lineEditor.sameSource.count
        let effects = startFilesEdit(
            .setTexts(changes),
            "set \(Self.describe(address)) and \(others) \(others == 1 ? "key" : "keys") with its source text",
            label: "filling \(others) \(others == 1 ? "key" : "keys") with the same source text", select: address.key,
            copied: copied, wording: .propagated(address))
        selectRow(address)
        return effects
    }
}
