import Engine

/// An edit of several files under way in the background, as the state records it: the edit, how far it has come,
/// what lands with it, and the input held until it lands (a save, a quit, files read again meanwhile).
struct BackgroundEdit: Sendable {
    /// How the status line words the edit once it is made.
    enum Wording: Sendable {
        /// The edit's description.
        case description
        /// Words of their own, whatever the edit changed (files read again: which, and which could not be).
        case said(String)
        /// Search and replace: how many occurrences, in how many keys.
        case replaced(occurrences: Int, keys: Int)
        /// A translation set in its key and in the keys with the same source text.
        case propagated(ValueAddress)
    }

    var edit: FilesEdit
    /// The description for undo ("rename title to heading").
    var description: String
    /// The key selected once it lands.
    var select: String?
    /// The states recorded with it.
    var states: [StateEdit] = []
    /// A key renamed (to a new name) or deleted (to `nil`): its state records go with it.
    var movingRecords: (key: String, to: String?)?
    /// The texts set are copies accepted as offered (*needs translation*), not translations.
    var copied = false
    /// The edit is not one key's (files read again): the edited keys are found again from the files.
    var editsUnknown = false
    var wording = Wording.description
    /// How many of its files are done.
    var done = 0
    /// A save asked for while it ran: carried out once it lands.
    var saveQueued = false
    /// A quit asked for while it ran: carried out (asking about unsaved edits) once it lands.
    var quitQueued = false
    /// Events that change the project, arrived while it ran (files read again or merged): taken once it lands.
    var deferred: [Event] = []

    /// What the status line shows while it runs: its progress, and what waits for it.
    var status: String {
        var text = edit.progress(done: done).text
        if saveQueued { text += ", then save" }
        if quitQueued { text += ", then quit" }
        return text
    }
}
