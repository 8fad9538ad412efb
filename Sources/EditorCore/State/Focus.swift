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
