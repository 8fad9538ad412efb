/// The state of a translation as it is recorded, in the project's state sidecar or natively by a format that
/// has states (an `.xcstrings` `state`, a PO `fuzzy` flag) (DESIGN §12).
///
/// *Missing* and *stale* are never recorded: missing is the absence of a text, stale is computed by comparing
/// the source text's fingerprint now with the one recorded at confirmation (`SourceFingerprint`).
public enum RecordedState: String, Sendable, Hashable, CaseIterable {
    /// Confirmed by a translator (or a script that says so).
    case translated
    /// A text that should be checked by a person: machine translation, a PO `fuzzy` entry.
    case needsReview = "needs-review"
    /// A placeholder copied from another language, not a translation yet.
    case needsTranslation = "needs-translation"
}

/// What is recorded about one key in one language: its state, and the fingerprint of the source text when the
/// state was recorded (`nil` when the format's native state has none).
public struct StateRecord: Sendable, Hashable {
    /// The state.
    public var state: RecordedState
    /// The fingerprint of the source language's value of the key when the state was recorded.
    public var source: SourceFingerprint?

    /// A record.
    public init(state: RecordedState, source: SourceFingerprint?) {
        self.state = state
        self.source = source
    }
}
