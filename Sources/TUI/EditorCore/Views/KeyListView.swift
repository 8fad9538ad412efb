/// The key list: a status mark and the key per row, the selection, and the filters in the title.
enum KeyListView {
    static func render(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        let list = state.keyList
        title(state, in: rect, on: &screen)
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

    /// The title row: `Keys N/M`, the filter (`/` and its text) in the columns after it, and the other
    /// filters and the search's progress on the right. The filter is drawn once, in one place: while it is
    /// typed, the field scrolls there to keep its cursor in view; otherwise a long filter is cut with `…`.
    static func title(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        guard !rect.isEmpty else { return }
        let parts = TitleParts(state, width: rect.width)
        let style: Style = state.focus == .keys ? .focusedPaneTitle : .paneTitle
        screen.fill(rect.row(0), style: style)
        screen.write(parts.title, x: rect.x, y: rect.y, limit: rect.width, style: style)
        if !parts.detail.isEmpty {
            screen.write(parts.detail, x: rect.maxX - Screen.columns(of: parts.detail) - 1, y: rect.y, style: style)
        }
        guard let filter = parts.filter else { return }
        let area = Rect(x: rect.x + filter.lowerBound, y: rect.y, width: filter.count, height: 1)
        screen.write("/", x: area.x - 1, y: area.y, style: style)
        if state.mode == .typing(.filter) {
            FieldView.render(state.field, x: area.x, y: area.y, columns: area.width, on: &screen)
        } else {
            screen.write(state.keyList.query, x: area.x, y: area.y, limit: area.width, style: style)
        }
    }

    /// Where the filter is typed in a key list `rect`: the columns of the title row after `Keys N/M /`.
    static func filterArea(_ state: EditorState, in rect: Rect) -> Rect {
        let filter = TitleParts(state, width: rect.width).filter ?? 0..<0
        return Rect(x: rect.x + filter.lowerBound, y: rect.y, width: filter.count, height: 1)
    }

    /// The pieces of the title row, measured: the title, the columns of the filter's text (after its `/`),
    /// and the detail on the right (cut to fit, dropped when the filter would get fewer than 8 columns).
    private struct TitleParts {
        var title: String
        var filter: Range<Int>?
        var detail: String

        init(_ state: EditorState, width: Int) {
            let list = state.keyList
            let keyCount = state.project.keys.count
            let count = list.visible.count == keyCount ? "\(keyCount)" : "\(list.visible.count)/\(keyCount)"
            // The count takes the columns of its widest form, so that the filter after it stays put as the
            // count changes.
            title = " Keys " + Screen.padded(count, to: Screen.columns(of: "\(keyCount)/\(keyCount)")) + " "
            var details: [String] = []
            switch list.quick {
            case .missing: details.append("[missing]")
            case .errors: details.append("[errors]")
            case .edited: details.append("[edited]")
            case nil: break
            }
            if list.order == .alphabetical { details.append("A–Z") }
            if let pending = list.pending { details.append("searching \(Int(pending.progress * 100))%") }
            if !list.query.isEmpty, state.search == nil { details.append("keys only, indexing values…") }
            let titleColumns = Screen.columns(of: title)
            let hasFilter = !list.query.isEmpty || state.mode == .typing(.filter)
            // The detail takes at most what leaves the filter 8 columns (and the title a column around it).
            let room = width - titleColumns - 1 - (hasFilter ? 1 + 8 + 1 : 0)
            detail = Screen.truncated(details.joined(separator: " "), to: max(0, room))
            guard hasFilter else { return }
            let start = titleColumns + 1
            let end = width - 1 - (detail.isEmpty ? 0 : Screen.columns(of: detail) + 1)
            filter = start..<max(start, end)
        }
    }

    /// `!` for a key with errors, `?` for one missing in some language.
    static func mark(_ id: Int, marks: KeyMarks) -> (String, Style) {
        if marks.errors.indices.contains(id), marks.errors[id] { return ("!", .error) }
        if marks.missing.indices.contains(id), marks.missing[id] { return ("?", .warning) }
        return (" ", .plain)
    }
}
