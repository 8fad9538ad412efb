/// The key list: a status mark and the key per row, the selection, and the filters in the title.
enum KeyListView {
    static func render(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        let list = state.keyList
        var detail: [String] = []
        if !list.query.isEmpty || state.mode == .typing(.filter) { detail.append("/" + list.query) }
        switch list.quick {
        case .missing: detail.append("[missing]")
        case .errors: detail.append("[errors]")
        case .edited: detail.append("[edited]")
        case nil: break
        }
        if list.order == .alphabetical { detail.append("A–Z") }
        if let pending = list.pending { detail.append("searching \(Int(pending.progress * 100))%") }
        if !list.query.isEmpty, state.search == nil { detail.append("keys only, indexing values…") }
        let count =
            list.visible.count == state.project.keys.count
            ? "\(list.visible.count)" : "\(list.visible.count)/\(state.project.keys.count)"
        Pane.title(
            "Keys \(count)", detail: detail.joined(separator: " "), focused: state.focus == .keys, in: rect,
            on: &screen)
        let content = Pane.content(of: rect)
        if list.visible.isEmpty {
            let why = state.project.keys.isEmpty ? "no keys in this project" : "no key matches"
            screen.write(" " + why, x: content.x, y: content.y, limit: content.width, style: .faint)
            return
        }
        for row in 0..<content.height {
            let index = list.scroll + row
            guard list.visible.indices.contains(index) else { break }
            let id = list.visible[index]
            let y = content.y + row
            let (mark, markStyle) = Self.mark(id, marks: state.marks)
            if state.editedKeys.contains(state.project.keys[id]) {
                screen.write("●", x: content.x, y: y, style: .matched)
            }
            screen.write(mark, x: content.x + 1, y: y, style: markStyle)
            screen.write(state.project.keys[id], x: content.x + 3, y: y, limit: content.width - 3)
            if index == list.cursor {
                let focused = state.focus == .keys
                screen.restyle(content.row(row)) { style in
                    if focused { style.reverse = true } else { style.underline = true }
                }
            }
        }
    }

    /// `!` for a key with errors, `?` for one missing in some language.
    static func mark(_ id: Int, marks: KeyMarks) -> (String, Style) {
        if marks.errors.indices.contains(id), marks.errors[id] { return ("!", .error) }
        if marks.missing.indices.contains(id), marks.missing[id] { return ("?", .warning) }
        return (" ", .plain)
    }
}
