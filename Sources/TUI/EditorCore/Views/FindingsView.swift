import Engine

/// The validation findings (of the project, or of the selected key), one per row.
enum FindingsView {
    static func render(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        let findings = state.visibleFindings
        let scope = state.findingsOfKeyOnly ? "this key" : "project"
        var status = state.validation == .running ? "checking…" : "\(findings.count) · \(scope) · f toggles"
        if state.focus == .findings, let fix = state.selectedFix { status = "F: " + fix.description + " · " + status }
        Pane.title("Findings", detail: status, focused: state.focus == .findings, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        if findings.isEmpty, state.validation == .done {
            screen.write(" no findings", x: content.x, y: content.y, limit: content.width, style: .faint)
            return
        }
        for row in 0..<content.height {
            let index = state.findingsScroll + row
            guard findings.indices.contains(index) else { break }
            let finding = findings[index]
            let place =
                finding.fileName.map { name in finding.line > 0 ? "\(name):\(finding.line):\(finding.column)" : name }
                ?? "project"
            var left: [(text: String, style: Style)] = [
                (" " + Self.symbol(finding.severity) + " ", Self.style(finding.severity)), (place + " ", .faint),
            ]
            if let key = finding.key { left.append((key + ": ", .label)) }
            left.append((finding.message, .plain))
            StyledLine(left).draw(x: content.x, y: content.y + row, width: content.width, on: &screen)
            if index == state.findingsCursor, state.focus == .findings {
                screen.restyle(content.row(row)) { $0.reverse = true }
            }
        }
    }

    static func symbol(_ severity: Severity) -> String {
        switch severity {
        case .error: return "E"
        case .warning: return "W"
        default: return "i"
        }
    }

    static func style(_ severity: Severity) -> Style {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        default: return .note
        }
    }
}
