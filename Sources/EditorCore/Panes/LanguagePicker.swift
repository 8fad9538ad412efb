import Engine

/// The language picker (`L`): the project's languages in the order the languages pane shows them, each a target,
/// the source, pinned or hidden as the translator chooses. Changes apply when it closes with `Enter`; `Esc` leaves
/// the choice as it was. A component: its own state, `update(_:)`, and `render(_:into:rect:)` from its slice.
struct LanguagePicker: Equatable, Sendable {
    /// The choice being made.
    private(set) var choice: LanguageChoice
    /// The languages (`FileLanguage.description`), in the order chosen.
    private(set) var languages: [String]
    /// The selected language's index.
    private(set) var cursor = 0

    /// A picker over `languages` (in the project's order), starting from `choice`.
    init(choice: LanguageChoice, languages: [String]) {
        self.choice = choice
        self.languages = LanguageArrangement.ordered(languages, by: choice)
    }

    var selected: String { languages[cursor] }

    enum Action: Equatable {
        case move(by: Int)
        case toggleTarget, makeSource, togglePinned, toggleHidden
        /// Moves the selected language up or down in the order.
        case reorder(by: Int)
    }

    /// Applies an action. The picker's actions need no work from the shell (the choice is remembered when it
    /// closes, by the composition): the answer is always empty, and is there so that every component is driven
    /// the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        let name = selected
        var choice = self.choice
        switch action {
        case .move(let delta):
            cursor = ListSelection.moved(cursor, by: delta, count: languages.count)
        case .toggleTarget:
            guard name != "base" && name != choice.sourceName else { return [] }
            Self.toggle(name, in: &choice.targets)
            choice.hidden.removeAll { $0 == name }
            let order = languages
            choice.targets.sort { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
        case .makeSource:
            // The source again on the project's source: back to the default.
            let source = name == "base" || name == choice.source ? nil : name
            choice.source = source
            choice.targets.removeAll { $0 == source }
            choice.hidden.removeAll { $0 == name }
        case .togglePinned:
            Self.toggle(name, in: &choice.pinned)
            choice.hidden.removeAll { $0 == name }
        case .toggleHidden:
            guard name != choice.sourceName, !choice.targets.contains(name) else { return [] }
            Self.toggle(name, in: &choice.hidden)
            choice.pinned.removeAll { $0 == name }
        case .reorder(let delta):
            let target = cursor + delta
            guard languages.indices.contains(target) else { return [] }
            languages.swapAt(cursor, target)
            cursor = target
            choice.order = languages
        }
        self.choice = choice
        return []
    }

    private static func toggle(_ name: String, in list: inout [String]) {
        if let index = list.firstIndex(of: name) { list.remove(at: index) } else { list.append(name) }
    }

    /// What the picker says of a language: `source`, `target`, `pinned`, `hidden`.
    func roles(of name: String) -> [String] {
        var roles: [String] = []
        if name == choice.sourceName { roles.append("source") }
        if choice.targets.contains(name) { roles.append("target") }
        if choice.pinned.contains(name) { roles.append("pinned") }
        if choice.hidden.contains(name) { roles.append("hidden") }
        return roles
    }

    /// What the picker shows besides its own state: each language's English name, by its tag.
    struct Slice {
        var englishNames: [String: String]
    }

    /// Draws the picker as a box in place of the rows of the languages pane `rect`: each language in the
    /// chosen order with its roles (source, target, pinned, hidden).
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        let width = min(rect.width - 2, 64)
        let height = min(rect.height - 1, languages.count + 2)
        guard width > 8, height > 2 else { return }
        let box = Rect(x: rect.x + 2, y: rect.y + 1, width: width, height: height)
        // The pane below is cleared, so that none of its rows shows beside the box.
        screen.fill(Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1), style: .plain)
        screen.write(
            Screen.truncated(" Languages: t target · s source · p pin · h hide · J/K move ", to: width), x: box.x,
            y: box.y, padTo: width, style: .focusedPaneTitle)
        let rows = height - 2
        let scroll = max(0, cursor - rows + 1)
        let tagColumns = min(12, languages.map { Screen.columns(of: $0) }.max() ?? 4)
        for row in 0..<rows {
            let index = scroll + row
            guard languages.indices.contains(index) else { break }
            let name = languages[index]
            let english = slice.englishNames[name] ?? name
            let roles = roles(of: name)
            let style: Style = roles.contains("hidden") ? .faint : roles.contains("target") ? .matched : .plain
            let line = StyledLine([
                (" " + Screen.padded(name, to: tagColumns) + "  ", style.bold ? style : .title),
                (Screen.padded(english, to: 18) + " ", .label), (roles.joined(separator: ", "), style),
            ])
            line.draw(x: box.x, y: box.y + 1 + row, width: width, on: &screen)
            if index == cursor { screen.restyle(box.row(1 + row)) { $0.reverse = true } }
        }
        screen.fill(box.row(height - 1), style: .faint)
    }
}
