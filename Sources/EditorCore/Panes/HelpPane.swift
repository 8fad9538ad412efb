/// The help screen as a component, generated from the key map: every binding of every pane, with its
/// description. Its own state is the scroll; `update(_:)` moves it, `render(_:into:rect:)` draws.
struct HelpPane: Equatable, Sendable {
    /// The first line shown.
    private(set) var scroll = 0

    enum Action: Equatable {
        /// Shows the help from its top.
        case open
        /// Scrolls by lines (clamped), among `lines` lines in `rows` rows.
        case scroll(by: Int, lines: Int, rows: Int)
    }

    /// Applies an action. The pane's actions need no work from the shell: the answer is always empty,
    /// and is there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        switch action {
        case .open: scroll = 0
        case .scroll(let delta, let lines, let rows): scroll = min(max(0, scroll + delta), max(0, lines - rows))
        }
        return []
    }

    static func lines(_ keyMap: KeyMap) -> [StyledLine] {
        var lines = [StyledLine([("Glossa — keys", .title)]), StyledLine([])]
        for section in keyMap.helpSections {
            lines.append(StyledLine([(section.title, .paneTitle)]))
            for entry in section.entries {
                let keys = entry.keys.map(\.label).joined(separator: " ")
                lines.append(
                    StyledLine([("  " + Screen.padded(keys, to: 22) + " ", .label), (entry.action.help, .plain)]))
            }
            lines.append(StyledLine([]))
        }
        return lines
    }

    /// Draws the help of `keyMap` in `rect`.
    func render(_ keyMap: KeyMap, into screen: inout Screen, rect: Rect) {
        let lines = Self.lines(keyMap)
        screen.fill(rect)
        let scroll = min(scroll, max(0, lines.count - rect.height))
        for row in 0..<rect.height {
            guard lines.indices.contains(scroll + row) else { break }
            lines[scroll + row].draw(x: rect.x + 2, y: rect.y + row, width: rect.width - 4, on: &screen)
        }
    }
}
