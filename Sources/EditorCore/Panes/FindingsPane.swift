import Engine

/// The findings pane as a component: its own state (the cursor, the scroll, the scope), `update(_:in:)`
/// for what its keys do, and `render(_:into:rect:)` drawing from its slice of the editor's state alone.
struct FindingsPane: Equatable, Sendable {
    /// The selected finding, as an index into the findings listed.
    private(set) var cursor = 0
    /// The first finding on screen.
    private(set) var scroll = 0
    /// Findings of the whole project, or only of the selected key.
    private(set) var ofKeyOnly = false

    /// What the pane shows: the findings listed, whether they are being checked, whether the pane has the
    /// focus, and the selected finding's fix-it (named in the title).
    struct Slice {
        var findings: [Finding]
        var isChecking: Bool
        var isFocused: Bool
        var fix: FixIt?
    }

    enum Action: Equatable {
        /// Moves the cursor by rows (clamped), among `count` findings.
        case move(by: Int, count: Int)
        /// Selects a row of the pane's content (a click), among `count` findings.
        case click(row: Int, count: Int)
        /// Project ↔ selected key.
        case toggleScope
        /// The list changed: keeps the cursor among `count` findings.
        case listChanged(count: Int)
        /// Scrolls so that the cursor is in the `rows` rows of content.
        case keepVisible(rows: Int)
    }

    /// Applies an action. The pane's actions need no work from the shell: the answer is always empty,
    /// and is there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        switch action {
        case .move(let delta, let count):
            guard count > 0 else { return [] }
            cursor = ListSelection.moved(cursor, by: delta, count: count)
        case .click(let row, let count):
            if (0..<count).contains(scroll + row) { cursor = scroll + row }
        case .toggleScope:
            ofKeyOnly.toggle()
            cursor = 0
            scroll = 0
        case .listChanged(let count):
            cursor = min(cursor, max(0, count - 1))
        case .keepVisible(let rows):
            scroll = ListSelection.scroll(scroll, toShow: cursor, rows: rows)
        }
        return []
    }

    /// The findings the pane lists, from all of them: all, or the selected key's.
    func listed(_ findings: [Finding], selectedKey: String?) -> [Finding] {
        guard ofKeyOnly else { return findings }
        guard let selectedKey else { return [] }
        return findings.filter { $0.key == selectedKey }
    }

    /// Draws the pane in `rect`: its title (count, scope, the selected fix) and a finding per row.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        let findings = slice.findings
        let scope = ofKeyOnly ? "this key" : "project"
        var status = slice.isChecking ? "checking…" : "\(findings.count) · \(scope) · f toggles"
        if slice.isFocused, let fix = slice.fix { status = "F: " + fix.description + " · " + status }
        Pane.title("Findings", detail: status, focused: slice.isFocused, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        if findings.isEmpty, !slice.isChecking {
            screen.write(" no findings", x: content.x, y: content.y, limit: content.width, style: .faint)
            return
        }
        for row in 0..<content.height {
            let index = scroll + row
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
            if index == cursor, slice.isFocused {
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
