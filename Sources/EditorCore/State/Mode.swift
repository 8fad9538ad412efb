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

/// A question in the status line, answered with one key.
enum Question: Equatable, Sendable {
    /// Delete a key in every language (`y`).
    case deleteKey(String)
    /// Delete one variant or width variation (`y`).
    case deleteString(ValueAddress)
    /// Set a string where it changes the value's shape (`change` says how: a plain text given a width
    /// `@50` is kept at `@51`), `y` to go on.
    case reshape(ValueAddress, text: String, change: String)
    /// Quit with unsaved edits: save, discard, cancel.
    case quit
    /// Files changed on disk since they were loaded or saved: merge, reload, overwrite, keep mine.
    case changedOnDisk([String])
}

/// A list to choose from: what to add as a new variant of a language's value.
struct Menu: Equatable, Sendable {
    struct Item: Equatable, Sendable {
        var label: String
        var detail: String
        /// The selector to add, or `nil` for "type a selector".
        var selector: String?
    }

    var language: FileLanguage
    var key: String
    var items: [Item]
    var cursor = 0
}
