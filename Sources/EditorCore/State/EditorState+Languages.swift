import Engine

/// The language picker (`L`): choosing the target languages, the source, pinned and hidden languages, and
/// their order; the choice is remembered by the shell (`Effect.rememberLanguages`).
extension EditorState {
    /// Opens the picker on the current choice.
    mutating func openLanguagePicker() {
        let names = project.files.map(\.language.description)
        mode = .pickingLanguages(LanguagePicker(choice: languageChoice, languages: names))
    }

    /// A key while the picker is open.
    mutating func pick(_ key: Key, with picker: LanguagePicker) -> [Effect] {
        var picker = picker
        switch keyMap.picker.first(where: { $0.0 == key })?.1 {
        case .moveUp: picker.update(.move(by: -1))
        case .moveDown: picker.update(.move(by: 1))
        case .pickTarget: picker.update(.toggleTarget)
        case .pickSource: picker.update(.makeSource)
        case .pickPinned: picker.update(.togglePinned)
        case .pickHidden: picker.update(.toggleHidden)
        case .pickMoveUp: picker.update(.reorder(by: -1))
        case .pickMoveDown: picker.update(.reorder(by: 1))
        case .pickDone:
            mode = .browse
            return choose(picker.choice)
        case .pickCancel:
            mode = .browse
            message = "languages unchanged"
            return []
        default:
            message = "\(key.label) does nothing here — F1 lists the keys"
        }
        mode = .pickingLanguages(picker)
        return []
    }

    /// Uses a choice of languages: the marks, the queue, the languages pane follow it; the shell remembers it.
    mutating func choose(_ choice: LanguageChoice) -> [Effect] {
        guard choice != languageChoice else {
            message = "languages unchanged"
            return []
        }
        languageChoice = choice
        tracking.marks = KeyMarks(marksBasis)
        if keyList.quick == .toDo { keyList.refresh(project: project, search: search, marks: tracking.marks) }
        showKeyFromTop()
        keepSelectionsVisible()
        let targets = workFiles
        message =
            choice.targets.isEmpty
            ? "working on every language"
            : "translating into \(targets.map { project.englishName(of: project.files[$0].language) }.joined(separator: ", "))"
        return [.rememberLanguages(choice)]
    }
}
