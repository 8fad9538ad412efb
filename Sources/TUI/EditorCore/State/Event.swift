import Engine

/// Something that happened: a key, a paste, the mouse, a resize, or the result of background work.
package enum Event: Sendable {
    case key(Key)
    case paste(String)
    /// A click of the primary button at a screen cell.
    case click(x: Int, y: Int)
    /// The wheel turned over a screen cell: negative is up.
    case scroll(x: Int, y: Int, lines: Int)
    case resize(width: Int, height: Int)
    /// Nothing happened: time to go on with work done in slices (a search of many keys).
    case tick
    /// Validation finished for the project as it was at `generation`.
    case validated(ValidationReport, generation: Int)
    /// The search index for the project as it was at `generation`.
    case searchIndexBuilt(SearchIndex, generation: Int)
}

/// Work the run loop carries out for the state; results come back as events.
package enum Effect: Sendable {
    case quit
    /// Validate the project in the background; answer with `.validated`.
    case validate(Project, generation: Int)
    /// Build the search index in the background; answer with `.searchIndexBuilt`.
    case buildSearchIndex(Project, generation: Int)
}

extension Effect {
    /// Whether the effect ends the editor.
    package var isQuit: Bool { if case .quit = self { true } else { false } }

    /// Does the effect's background work and returns the event that reports it (`nil` for `.quit`).
    /// The run loop calls this on a background queue; the headless editor calls it in place.
    package func perform() -> Event? {
        switch self {
        case .quit:
            return nil
        case .validate(let project, let generation):
            return .validated(Validator().validate(project), generation: generation)
        case .buildSearchIndex(let project, let generation):
            return .searchIndexBuilt(SearchIndex(project: project), generation: generation)
        }
    }
}
