import Engine

/// What the keyboard is doing: browsing, typing in a field, answering a question, choosing from a
/// menu, reading the help, or editing raw JSON.
enum Mode: Equatable, Sendable {
    case browse
    case typing(Field)
    case asking(Question)
    case choosing(Menu)
    case help
    /// Editing one language's entry of a key as raw JSON (`EditorState.rawEditor`).
    case editingJSON
    /// Choosing mine or theirs for each conflict of a merge (`EditorState.chooser`).
    case resolvingConflict
    /// Choosing the languages to work on (`L`).
    case pickingLanguages(LanguagePicker)
    /// Search and replace across the values of chosen languages (`Ctrl-R`).
    case replacing(ReplacePane)

    /// The fields that take typed text.
    enum Field: Equatable, Sendable {
        case filter, number, width
        /// A string of a language's value (the selected row).
        case value(ValueAddress)
        /// The name of a new key, then its text in the base language (and, `everywhere`, in every
        /// language as a starting point).
        case newKey(everywhere: Bool)
        case newKeyText(String, everywhere: Bool)
        /// The new name of a key.
        case renameKey(String)
        /// A selector typed for a new variant, then the variant's text.
        case selector(language: FileLanguage, key: String)
        case variantText(ValueAddress)
        /// The `N` of a new `@N` width variation, then its text.
        case widthThreshold(language: FileLanguage, key: String, selector: String?)
    }
}

/// One string of one language's value: the key, and the variant selector and width that lead to it.
struct ValueAddress: Equatable, Sendable {
    var language: FileLanguage
    var key: String
    var selector: String?
    var width: Int?
}
