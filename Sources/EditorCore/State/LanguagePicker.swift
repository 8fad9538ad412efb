import Engine

/// The language picker (`L`): the project's languages in the order the languages pane shows them, each a target,
/// the source, pinned or hidden as the translator chooses. Changes apply when it closes with `Enter`; `Esc` leaves
/// the choice as it was.
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

    mutating func update(_ action: Action) {
        let name = selected
        var choice = self.choice
        switch action {
        case .move(let delta):
            cursor = ListSelection.moved(cursor, by: delta, count: languages.count)
        case .toggleTarget:
            guard name != "base" && name != choice.sourceName else { return }
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
            guard name != choice.sourceName, !choice.targets.contains(name) else { return }
            Self.toggle(name, in: &choice.hidden)
            choice.pinned.removeAll { $0 == name }
        case .reorder(let delta):
            let target = cursor + delta
            guard languages.indices.contains(target) else { return }
            languages.swapAt(cursor, target)
            cursor = target
            choice.order = languages
        }
        self.choice = choice
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
}

/// Where each language goes in the languages pane for a choice: the source first, then the targets, the pinned
/// languages and the others in the chosen order; hidden languages left out; with one target, the languages that
/// are neither the source, the target nor pinned folded into one line each.
struct LanguageArrangement: Equatable, Sendable {
    /// The languages shown, by the index of each one's main file, in order, and whether each is folded.
    var files: [(index: Int, folded: Bool)]

    static func == (a: LanguageArrangement, b: LanguageArrangement) -> Bool {
        a.files.map(\.index) == b.files.map(\.index) && a.files.map(\.folded) == b.files.map(\.folded)
    }

    /// The project's languages as they are: every language, in file order, none folded.
    init(project: Project) {
        files = project.mainFileIndices.map { ($0, false) }
    }

    init(project: Project, choice: LanguageChoice) {
        let mainFiles = project.mainFileIndices
        guard !choice.isEmpty else {
            files = mainFiles.map { ($0, false) }
            return
        }
        let names = mainFiles.map { project.files[$0].language.description }
        let ordered = Self.ordered(names, by: choice)
        let source = choice.sourceName
        let targets = choice.targets.filter(names.contains)
        let first = [source] + targets.filter { $0 != source }
        let rest = ordered.filter { !first.contains($0) && !choice.hidden.contains($0) }
        let pinned = rest.filter { choice.pinned.contains($0) }
        let others = rest.filter { !choice.pinned.contains($0) }
        let folds = targets.count == 1
        files =
            (first + pinned).compactMap { name in names.firstIndex(of: name).map { (mainFiles[$0], false) } }
            + others.compactMap { name in names.firstIndex(of: name).map { (mainFiles[$0], folds) } }
    }

    /// `names` in the chosen order: those the choice orders first, in its order, then the others as given.
    static func ordered(_ names: [String], by choice: LanguageChoice) -> [String] {
        let known = choice.order.filter(names.contains)
        return known + names.filter { !known.contains($0) }
    }
}
