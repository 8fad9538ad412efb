/// The outcome of an entry-level edit: the edited document and what changed.
public struct EditResult: Sendable {
    /// The new document (the same bytes as before when nothing changed).
    public var document: JSONDocument
    /// What changed, for the user.
    public var change: ChangeDescription

    /// Creates a result.
    public init(document: JSONDocument, change: ChangeDescription) {
        self.document = document
        self.change = change
    }

    /// Whether the bytes changed.
    public var changesFile: Bool { change.kind != .unchanged }
}
