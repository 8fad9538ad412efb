import Engine

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
