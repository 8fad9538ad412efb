import Engine

/// Which languages one translator works on, chosen with the language picker (`L`) and remembered per user and
/// project outside the project's files (the shell keeps it; `Effect.rememberLanguages`): the target languages,
/// the source shown beside them, languages pinned open or hidden, and their order in the languages pane.
///
/// Languages are named as `FileLanguage.description` names them (`base`, `pl`, `pt-BR`); names of languages
/// the project does not have are kept (another checkout may have them) and ignored.
package struct LanguageChoice: Codable, Equatable, Sendable {
    /// The languages translated into; none means every language.
    package var targets: [String] = []
    /// The language shown first, as the text to translate from; `nil` for the project's source (`base`).
    package var source: String?
    /// Languages shown whole even when folded (with one target, the others take one line each).
    package var pinned: [String] = []
    /// Languages not shown in the languages pane.
    package var hidden: [String] = []
    /// The order of the languages in the pane (those not listed follow, in the project's order).
    package var order: [String] = []

    package init() {}

    /// Whether nothing is chosen (every language shown, in the project's order, none a target).
    var isEmpty: Bool { self == LanguageChoice() }

    /// The source shown: the chosen one, or `base`.
    var sourceName: String { source ?? "base" }
}
