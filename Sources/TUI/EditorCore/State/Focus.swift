/// The panes, in `Tab` order.
package enum Focus: Int, CaseIterable, Sendable {
    case keys, languages, preview, findings

    var title: String {
        switch self {
        case .keys: return "Keys"
        case .languages: return "Languages"
        case .preview: return "Preview"
        case .findings: return "Findings"
        }
    }
}

/// What the keyboard is doing: browsing, typing in a field, or reading the help.
enum Mode: Equatable, Sendable {
    case browse
    case typing(Field)
    case help

    /// The fields that take typed text.
    enum Field: Sendable {
        case filter, number, width
    }
}
