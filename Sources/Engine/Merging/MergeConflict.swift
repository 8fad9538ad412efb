/// A side of a three-way merge.
public enum MergeSide: Sendable, Equatable {
    /// The version being merged into (git's `%A`, the editor's unsaved edits).
    case ours
    /// The version being merged in (git's `%B`, what another program wrote).
    case theirs
}

/// An entry, or a variant of one, changed differently on both sides of a merge.
public struct MergeConflict: Sendable, Equatable {
    /// The entry's key (top-level).
    public var key: String
    /// The selector path inside the value (`few`, `one › @200`) when the conflict is inside it; `nil` when
    /// it is about the whole entry.
    public var variant: String?
    /// The value in the common ancestor as JSON text, as that version wrote it; `nil` when absent there.
    public var base: String?
    /// Ours' value as JSON text; `nil` when ours deleted it.
    public var ours: String?
    /// Theirs' value as JSON text; `nil` when theirs deleted it.
    public var theirs: String?

    /// Creates a conflict from its parts.
    public init(key: String, variant: String?, base: String?, ours: String?, theirs: String?) {
        self.key = key
        self.variant = variant
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }

    /// `"greeting"` or `"cars" › few › @200`: the key quoted, then the variant's selectors.
    public var subject: String {
        JSONWriter(style: .standard).quoted(key) + (variant.map { " › " + $0 } ?? "")
    }
}
