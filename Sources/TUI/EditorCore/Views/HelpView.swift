/// The help screen, generated from the key map: every binding of every pane, with its description.
enum HelpView {
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

    static func render(_ state: EditorState, on screen: inout Screen) {
        let lines = lines(state.keyMap)
        let rect = Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
        screen.fill(rect)
        let scroll = min(state.helpScroll, max(0, lines.count - rect.height))
        for row in 0..<rect.height {
            guard lines.indices.contains(scroll + row) else { break }
            lines[scroll + row].draw(x: 2, y: row, width: rect.width - 4, on: &screen)
        }
    }

}
