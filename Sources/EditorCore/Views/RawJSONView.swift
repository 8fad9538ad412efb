/// The raw JSON editor in the languages pane: the language, the entry's lines numbered with the cursor's
/// line scrolled to the cursor, and the problems of the text as typed.
enum RawJSONView {
    /// Where the text goes in the languages pane: below the title and the language's line, above one row
    /// that says the text is valid, or three for its problems (the text keeps at least one row).
    static func textRect(in pane: Rect, problems: Int) -> Rect {
        let content = Pane.content(of: pane).splitTop(1).rest
        return content.splitTop(max(1, content.height - (problems == 0 ? 1 : 3))).top
    }

    /// The columns of the line numbers and their separator.
    static func gutterWidth(lines: Int) -> Int { String(lines).count + 4 }

    static func render(_ editor: RawEditor, in rect: Rect, on screen: inout Screen) {
        Pane.title("Languages", detail: editor.key + " · " + editor.kind, focused: true, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        let name = editor.language == .base ? "base" : editor.language.description
        let x = content.x + screen.write(" " + name, x: content.x, y: content.y, limit: content.width, style: .title)
        screen.write(
            " · the entry as it stands in the file", x: x, y: content.y, limit: content.maxX - x, style: .label)
        let text = textRect(in: rect, problems: editor.problems.count)
        let gutter = gutterWidth(lines: editor.area.lines.count)
        let width = max(1, text.width - gutter)
        for row in 0..<text.height {
            let index = editor.area.top + row
            guard index < editor.area.lines.count else { break }
            let y = text.y + row
            let number = String(index + 1)
            screen.write(
                String(repeating: " ", count: gutter - 3 - number.count) + number + " │ ", x: text.x, y: y,
                style: .faint)
            let line = editor.area.lines[index]
            if index == editor.area.row {
                let visible = line.visible(width: width)
                screen.write(visible.text, x: text.x + gutter, y: y, limit: width)
                screen.cursor = (text.x + gutter + min(visible.cursorColumn, width - 1), y)
            } else {
                screen.write(line.text, x: text.x + gutter, y: y, limit: width)
            }
        }
        var y = text.maxY
        guard y < content.maxY else { return }
        guard !editor.problems.isEmpty else {
            screen.write(
                " ✓ valid: Ctrl-S puts it in the file", x: content.x, y: y, limit: content.width, style: .matched)
            return
        }
        // Each problem wrapped under its mark, as many as fit; the last row says how many more there are.
        let rows = content.maxY - y
        var lines: [String] = []
        for (index, problem) in editor.problems.enumerated() {
            let wrapped = Screen.wrapped("✗ \(problem)", to: content.width - 3)
            let more = editor.problems.count - index
            guard lines.isEmpty || lines.count + wrapped.count <= rows - (more > 1 ? 1 : 0) else {
                lines.append("✗ … and \(more) more problem\(more == 1 ? "" : "s")")
                break
            }
            lines += wrapped.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
        }
        for line in lines.prefix(rows) {
            screen.write(" " + line, x: content.x, y: y, limit: content.width, style: .error)
            y += 1
        }
    }
}
