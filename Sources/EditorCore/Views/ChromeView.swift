import Engine

/// The header row: the project, its format and counts, and the validation summary.
enum ChromeView {
    static func header(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        let project = state.project
        let name = project.directory.split(separator: "/").last.map(String.init) ?? "project"
        let title =
            " Glossa · \(name) · \(project.format.title) · \(project.languages.count) languages · \(project.keys.count) keys"
        var right: [(text: String, style: Style)] = []
        switch state.validation {
        case .running:
            right.append(("checking…", .faint))
        case .done:
            let (errors, warnings) = (state.errorCount, state.warningCount)
            right.append((counted(errors, "error"), errors > 0 ? .error : .faint))
            right.append((" · " + counted(warnings, "warning"), warnings > 0 ? .warning : .faint))
        }
        let missing = state.marks.missingCount
        if missing > 0 { right.append((" · " + counted(missing, "key") + " missing", .warning)) }
        StyledLine([(title, .title)], right: right + [(" ", .plain)]).draw(
            x: rect.x, y: rect.y, width: rect.width, on: &screen)
    }

    /// `1 error`, `3 errors`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
