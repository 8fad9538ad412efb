/// The state of one key in one language (DESIGN §12), as `stats`, `validate` and the editor show it.
public enum TranslationState: String, Sendable, Hashable, CaseIterable {
    /// Confirmed, and the source text has not changed since.
    case translated
    /// A placeholder copied from another language.
    case needsTranslation = "needs-translation"
    /// To be checked by a person (machine translation, PO `fuzzy`, `.xcstrings` `needs_review`).
    case needsReview = "needs-review"
    /// Confirmed, but the source text changed since: the translation may say something else now.
    case stale
    /// No text in the language.
    case missing

    /// Whether the entry needs a translator's work (everything but `translated`).
    public var needsWork: Bool { self != .translated }
}
