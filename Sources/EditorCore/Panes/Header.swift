/// The header row as a component with no state of its own: the project, its format and counts on the left,
/// the validation summary and the keys missing on the right, all from its slice.
enum Header {
    /// What the header shows.
    struct Slice {
        /// The project folder's name.
        var projectName: String
        var format: String
        var languages: Int
        var keys: Int
        /// The errors and warnings found, or `nil` while validation runs.
        var validation: (errors: Int, warnings: Int)?
        /// Keys missing in the languages worked on.
        var missingKeys: Int
    }

    /// Draws the header on the first row of `rect`.
    static func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        let title =
            " Glossa · \(slice.projectName) · \(slice.format) · \(slice.languages) languages · \(slice.keys) keys"
        var right: [(text: String, style: Style)] = []
        if let (errors, warnings) = slice.validation {
            right.append((counted(errors, "error"), errors > 0 ? .error : .faint))
            right.append((" · " + counted(warnings, "warning"), warnings > 0 ? .warning : .faint))
        } else {
            right.append(("checking…", .faint))
        }
        if slice.missingKeys > 0 { right.append((" · " + counted(slice.missingKeys, "key") + " missing", .warning)) }
        StyledLine([(title, .title)], right: right + [(" ", .plain)]).draw(
            x: rect.x, y: rect.y, width: rect.width, on: &screen)
    }

    /// `1 error`, `3 errors`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
