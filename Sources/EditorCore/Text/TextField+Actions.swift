extension TextField {
    /// Carries out one of the line editor's actions (cursor moves, deletions, kills); `false` for any other
    /// action (accepting or cancelling is up to whoever owns the field).
    mutating func perform(_ action: Action) -> Bool {
        switch action {
        case .fieldBackspace: deleteBackward()
        case .fieldDelete: deleteForward()
        case .fieldLeft: moveLeft()
        case .fieldRight: moveRight()
        case .fieldWordLeft: moveWordLeft()
        case .fieldWordRight: moveWordRight()
        case .fieldHome: moveToStart()
        case .fieldEnd: moveToEnd()
        case .fieldKillToEnd: killToEnd()
        case .fieldKillToStart: killToStart()
        case .fieldDeleteWord: deleteWordBackward()
        default: return false
        }
        return true
    }

    /// Whether `action` is one of the line editor's own (those `perform(_:)` carries out).
    static func edits(_ action: Action) -> Bool {
        var probe = TextField()
        return probe.perform(action)
    }
}
