import Engine

/// Several strings set as one edit (propagating a translation, search and replace): each through its file's
/// format exactly as typing it would (`Project.settingTexts`), with the states typing records, and one step for
/// undo.
extension EditorState {
    /// Sets the texts of `changes` as one edit; the changes the formats refuse are left out (the result says
    /// which, and why). Nothing changes, and the message says so, when every change is refused.
    ///
    /// - Parameter copied: the texts are copies accepted as offered (*needs translation*), not translations.
    mutating func setTexts(_ changes: [TextChange], _ description: String, select key: String?, copied: Bool = false)
        -> (effects: [Effect], result: TextChanges)
    {
        let result = project.settingTexts(changes)
        let refused = Set(result.refused.map(\.change))
        var states: [StateEdit] = []
        var keys: [String] = []
        for change in changes where !refused.contains(change) {
            let address = ValueAddress(
                language: change.language, key: change.address.key, selector: change.address.selector,
                width: change.address.width)
            for edit in statesAfterTyping(address, copied: copied) where !states.contains(edit) { states.append(edit) }
            if !keys.contains(change.address.key) { keys.append(change.address.key) }
        }
        guard !result.replacements.isEmpty else {
            message = result.refused.first.map { "✗ \($0.reason)" } ?? "no change"
            return ([], result)
        }
        let effects = editFiles(description, select: key, states: states) { _ in result.replacements }
        editedKeys.formUnion(keys)
        return (effects, result)
    }
}
