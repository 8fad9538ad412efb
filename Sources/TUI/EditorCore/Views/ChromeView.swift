import Engine

/// The header row (project, counts, validation summary) and the status line (mode, message, hints).
enum ChromeView {
    static func header(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        let project = state.project
        let name = project.directory.split(separator: "/").last.map(String.init) ?? "project"
        let title = " Glossa · \(name) · \(project.files.count) languages · \(project.keys.count) keys"
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

    static func status(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        screen.fill(rect, style: .statusBar)
        let mode: String
        switch state.mode {
        case .browse: mode = state.focus.title.uppercased()
        case .typing(.filter): mode = "FILTER"
        case .typing(.number): mode = "NUMBER"
        case .typing(.width): mode = "WIDTH"
        case .help: mode = "HELP"
        }
        let hints: String
        switch state.mode {
        case .typing: hints = "Enter done · Esc cancel"
        case .help: hints = "↑↓ scroll · Esc close"
        case .browse: hints = "F1 help · / filter · # number · Tab pane · q quit"
        }
        var left: [(text: String, style: Style)] = [(" \(mode) ", Style(bold: true, reverse: true))]
        left.append((" saved", .statusBar))
        if let message = state.message { left.append((" · " + message, .statusBar)) }
        StyledLine(left, right: [(hints + " ", .statusBar)]).draw(
            x: rect.x, y: rect.y, width: rect.width, on: &screen)
    }
}
