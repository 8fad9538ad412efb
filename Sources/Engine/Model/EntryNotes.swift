/// What a file says about a key besides its text (an `.xcstrings` entry's `comment`, `extractionState` and
/// `shouldTranslate`): shown to translators, kept in the file as written.
public struct EntryNotes: Sendable, Equatable {
    /// The developer's comment for translators.
    public var comment: String?
    /// How the key came into the file (`manual`, `extracted_with_value`, `stale`); `nil` when extracted from
    /// the code.
    public var extractionState: String?
    /// Whether the key is to be translated: when `false`, a language without it is not missing it.
    public var shouldTranslate: Bool

    /// Notes.
    public init(comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true) {
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
    }

    /// Whether a key with these notes (`nil`: none) is to be translated: unless it says it is not.
    public static func needsTranslation(_ notes: EntryNotes?) -> Bool { notes?.shouldTranslate != false }
}
