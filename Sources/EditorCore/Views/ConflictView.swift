import Engine

/// The conflict chooser, as a box over the languages pane: the entry both sides changed, its text before,
/// yours and the other program's, and the keys that choose.
enum ConflictView {
    static func render(_ chooser: ConflictChooser, keyMap: KeyMap, over rect: Rect, on screen: inout Screen) {
        var lines: [StyledLine] = []
        for conflict in chooser.conflicts {
            if let variant = conflict.variant { lines.append(StyledLine([(" › " + variant, .label)])) }
            lines.append(line("before", conflict.base))
            lines.append(line("mine", conflict.ours))
            lines.append(line("theirs", conflict.theirs))
        }
        let width = min(rect.width - 2, 72)
        let height = min(rect.height - 1, lines.count + 3)
        let box = Rect(x: rect.x + 1, y: rect.y + 1, width: width, height: height)
        screen.fill(box, style: .plain)
        let title =
            " Merge \(chooser.merge.fileName) · conflict \(chooser.index + 1) of \(chooser.keys.count) · "
            + JSONWriter(style: .standard).quoted(chooser.key) + " "
        screen.write(Screen.truncated(title, to: width), x: box.x, y: box.y, padTo: width, style: .focusedPaneTitle)
        for (row, line) in lines.prefix(height - 3).enumerated() {
            line.draw(x: box.x, y: box.y + 1 + row, width: width, on: &screen)
        }
        StyledLine([(" " + KeyMap.hints(keyMap.conflict), .faint)]).draw(
            x: box.x, y: box.maxY - 2, width: width, on: &screen)
        screen.fill(box.row(height - 1), style: .faint)
    }

    /// `  mine    "Cześć"`: a side's text as JSON, or that the side removed the entry.
    private static func line(_ side: String, _ text: String?) -> StyledLine {
        StyledLine([("  " + Screen.padded(side, to: 8), .faint), (text ?? "(removed)", text == nil ? .faint : .plain)])
    }
}
