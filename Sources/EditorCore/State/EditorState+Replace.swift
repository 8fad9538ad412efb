import Engine

/// Search and replace (`Ctrl-R`): the component (`ReplacePane`) in the composition: opening it on the languages
/// worked on, its keys, finding the changes in the project, and applying them as one edit.
extension EditorState {
    /// Opens the form, searching the target languages (else every language).
    mutating func openReplace() {
        let targets = languageChoice.targets.filter { name in project.languages.contains { $0.description == name } }
        mode = .replacing(ReplacePane(languages: targets.joined(separator: " ")))
    }

    /// A key while the form or its preview is open.
    mutating func replace(_ key: Key, with pane: ReplacePane) -> [Effect] {
        var pane = pane
        let rows = max(1, (replaceRect?.height ?? 0) - ReplacePane.formRows)
        let action: ReplacePane.Action?
        switch keyMap.replace.first(where: { $0.0 == key })?.1 ?? keyMap.fieldAction(for: key) {
        case .replaceNextField: action = .nextField
        case .replacePreviousField: action = .previousField
        case .replaceToggleCase: action = .toggleCase
        case .fieldAccept: action = .accept
        case .fieldCancel: action = .cancel
        case .moveUp: action = .move(by: -1, rows: rows)
        case .moveDown: action = .move(by: 1, rows: rows)
        case .pageUp: action = .move(by: -rows, rows: rows)
        case .pageDown: action = .move(by: rows, rows: rows)
        case let edit?: action = .edit(edit)
        case nil:
            if case .character(let character) = key { action = .insert(String(character)) } else { action = nil }
        }
        guard let action else {
            message = "\(key.label) does nothing here — F1 lists the keys"
            return []
        }
        switch pane.update(action) {
        case .none: break
        case .close:
            mode = .browse
            message = "nothing replaced"
            return []
        case .findChanges:
            switch findReplacements(&pane) {
            case .failure(let refusal): message = refusal.message
            case .success(let effect):
                mode = .replacing(pane)
                return [effect]
            }
        case .apply(let changes):
            mode = .browse
            return applyReplacements(changes, search: pane.search, replacement: pane.text(of: .replacement))
        }
        mode = .replacing(pane)
        return []
    }

    /// A paste into the form's field.
    mutating func pasteIntoReplace(_ text: String, pane: ReplacePane) {
        var pane = pane
        _ = pane.update(.insert(text))
        mode = .replacing(pane)
    }

    /// Why the form cannot be searched, worded for the status line.
    private struct Refusal: Error {
        var message: String
    }

    /// Starts the search for the changes the form describes, in the background (a large project has millions of
    /// strings): the pane waits for it (`ReplacePane.finding`); the reason when the form cannot be searched.
    private mutating func findReplacements(_ pane: inout ReplacePane) -> Result<Effect, Refusal> {
        let search = pane.search
        guard !search.text.isEmpty else { return .failure(Refusal(message: "type the text to find")) }
        var languages: [FileLanguage] = []
        for name in pane.languageNames {
            guard let language = project.languages.first(where: { $0.description == name }) else {
                return .failure(Refusal(message: "✗ there is no language \(name) in this project"))
            }
            languages.append(language)
        }
        if languages.isEmpty { languages = project.languages }
        replaceSearchCount += 1
        _ = pane.update(.finding(replaceSearchCount))
        return .success(
            .findReplacements(
                project, search, replacement: pane.text(of: .replacement), languages: languages,
                serial: replaceSearchCount, generation: generation))
    }

    /// The changes search `serial` found, shown when the form still waits for them; searched for again in the
    /// project as it is now when it changed meanwhile (a file read again from disk); the reason when there are
    /// none.
    mutating func showReplacements(_ changes: [TextReplacement], serial: Int, generation: Int) -> [Effect] {
        guard case .replacing(var pane) = mode, pane.finding == serial else { return [] }
        if generation != self.generation {
            switch findReplacements(&pane) {
            case .failure(let refusal):
                message = refusal.message
                _ = pane.update(.found)
                mode = .replacing(pane)
                return []
            case .success(let effect):
                mode = .replacing(pane)
                return [effect]
            }
        }
        if changes.isEmpty {
            let names = pane.languageNames.isEmpty ? "any language" : pane.languageNames.joined(separator: ", ")
            message = "no text in \(names) contains “\(pane.search.text)”"
            _ = pane.update(.found)
        } else {
            _ = pane.update(.show(changes))
        }
        mode = .replacing(pane)
        return []
    }

    /// Applies the previewed changes as one edit, each through its file's format as typing it would
    /// (`Project.settingTexts`), in the background when they touch several files; the changes the formats refuse
    /// are left out, and the status line says which.
    private mutating func applyReplacements(_ changes: [TextReplacement], search: LiteralSearch, replacement: String)
        -> [Effect]
    {
        let keys = Set(changes.map(\.address.key)).count
        let occurrences = changes.reduce(0) { $0 + $1.occurrences }
        let description =
            "replace “\(search.text)” with “\(replacement)” in \(Self.grouped(changes.count)) "
            + (changes.count == 1 ? "string" : "strings")
        return startFilesEdit(
            .setTexts(changes.map(\.change)), description, label: "replacing “\(search.text)” with “\(replacement)”",
            select: selectedKey, wording: .replaced(occurrences: occurrences, keys: keys))
    }

    /// Where the form is drawn: the whole right side, below the tabs when there are tabs.
    var replaceRect: Rect? {
        guard let layout else { return nil }
        let top = layout.languages.y
        return Rect(
            x: layout.languages.x, y: top, width: width - layout.languages.x, height: layout.status.y - top)
    }

    /// The component's slice of the state: the languages' English names.
    var replaceSlice: ReplacePane.Slice {
        ReplacePane.Slice(
            languageNames: Dictionary(
                project.languages.map { ($0.description, project.englishName(of: $0)) }, uniquingKeysWith: { a, _ in a }
            ))
    }
}
