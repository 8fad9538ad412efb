import Engine

/// The key list as a component, drawn by `render(_:into:rect:)` from its slice of the editor's state alone:
/// a status mark and the key per row, the selection, and the filters in the title. Its state, filtering and
/// `update(_:)` are in `KeyList.swift`.
extension KeyList {
    /// What the pane shows besides its own state: the project's keys and their marks, whether the pane
    /// has the focus, the filter being typed (if it is), and whether values are searched yet.
    struct Slice {
        var keys: [String]
        var marks: KeyMarks
        var isFocused = false
        var filterField: LineEditor?
        var isIndexing = false
    }

    /// Draws the pane in `rect`.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        title(slice, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        if visible.isEmpty {
            let why = slice.keys.isEmpty ? "no keys in this project" : "no key matches"
            screen.write(" " + why, x: content.x, y: content.y, limit: content.width, style: .faint)
            return
        }
        for row in 0..<content.height {
            let index = scroll + row
            guard visible.indices.contains(index) else { break }
            let id = visible[index]
            let y = content.y + row
            let (mark, markStyle) = Self.mark(id, marks: slice.marks)
            if edited.contains(slice.keys[id]) {
                screen.write("●", x: content.x, y: y, style: .matched)
            }
            screen.write(mark, x: content.x + 1, y: y, style: markStyle)
            screen.write(slice.keys[id], x: content.x + 3, y: y, limit: content.width - 3)
            if index == cursor {
                screen.restyle(content.row(row)) { style in
                    if slice.isFocused { style.reverse = true } else { style.underline = true }
                }
            }
        }
    }

    /// The title row: `Keys N/M`, the filter (`/` and its text) in the columns after it, and the other
    /// filters and the search's progress on the right. The filter is drawn once, in one place: while it is
    /// typed, the field scrolls there to keep its cursor in view; otherwise a long filter is cut with `…`.
    private func title(_ slice: Slice, in rect: Rect, on screen: inout Screen) {
        guard !rect.isEmpty else { return }
        let parts = TitleParts(self, slice: slice, width: rect.width)
        let style: Style = slice.isFocused ? .focusedPaneTitle : .paneTitle
        screen.fill(rect.row(0), style: style)
        screen.write(parts.title, x: rect.x, y: rect.y, limit: rect.width, style: style)
        if !parts.detail.isEmpty {
            screen.write(parts.detail, x: rect.maxX - Screen.columns(of: parts.detail) - 1, y: rect.y, style: style)
        }
        guard let filter = parts.filter else { return }
        let area = Rect(x: rect.x + filter.lowerBound, y: rect.y, width: filter.count, height: 1)
        screen.write("/", x: area.x - 1, y: area.y, style: style)
        if let field = slice.filterField {
            field.render(into: &screen, rect: area)
        } else {
            screen.write(query, x: area.x, y: area.y, limit: area.width, style: style)
        }
    }

    /// Where the filter is typed in a key list `rect`: the columns of the title row after `Keys N/M /`.
    func filterArea(_ slice: Slice, in rect: Rect) -> Rect {
        let filter = TitleParts(self, slice: slice, width: rect.width).filter ?? 0..<0
        return Rect(x: rect.x + filter.lowerBound, y: rect.y, width: filter.count, height: 1)
    }

    /// The pieces of the title row, measured: the title, the columns of the filter's text (after its `/`),
    /// and the detail on the right (cut to fit, dropped when the filter would get fewer than 8 columns).
    private struct TitleParts {
        var title: String
        var filter: Range<Int>?
        var detail: String

        init(_ list: KeyList, slice: Slice, width: Int) {
            let keyCount = slice.keys.count
            let count = list.visible.count == keyCount ? "\(keyCount)" : "\(list.visible.count)/\(keyCount)"
            // The count takes the columns of its widest form, so that the filter after it stays put as the
            // count changes.
            title = " Keys " + Screen.padded(count, to: Screen.columns(of: "\(keyCount)/\(keyCount)")) + " "
            var details: [String] = []
            switch list.quick {
            case .missing: details.append("[missing]")
            case .errors: details.append("[errors]")
            case .edited: details.append("[edited]")
            case .toDo: details.append("[to do]")
            case nil: break
            }
            if list.order == .alphabetical { details.append("A–Z") }
            if let pending = list.pending { details.append("searching \(Int(pending.progress * 100))%") }
            if !list.query.isEmpty, slice.isIndexing { details.append("keys only, indexing values…") }
            let titleColumns = Screen.columns(of: title)
            let hasFilter = !list.query.isEmpty || slice.filterField != nil
            // The detail takes at most what leaves the filter 8 columns (and the title a column around it).
            let room = width - titleColumns - 1 - (hasFilter ? 1 + 8 + 1 : 0)
            detail = Screen.truncated(details.joined(separator: " "), to: max(0, room))
            guard hasFilter else { return }
            let start = titleColumns + 1
            let end = width - 1 - (detail.isEmpty ? 0 : Screen.columns(of: detail) + 1)
            filter = start..<max(start, end)
        }
    }

    /// `!` for a key with errors, else its state in the languages worked on (the one most in need of work):
    /// `?` missing, `+` needs translation, `~` stale, `*` needs review, nothing when translated.
    static func mark(_ id: Int, marks: KeyMarks) -> (String, Style) {
        if marks.errors.indices.contains(id), marks.errors[id] { return ("!", .error) }
        guard marks.states.indices.contains(id) else { return (" ", .plain) }
        return mark(of: marks.states[id])
    }

    /// The glyph and style of a translation state, in the key list and the help.
    static func mark(of state: TranslationState) -> (String, Style) {
        switch state {
        case .missing: return ("?", .warning)
        case .needsTranslation: return ("+", .needsTranslation)
        case .stale: return ("~", .stale)
        case .needsReview: return ("*", .needsReview)
        case .translated: return (" ", .plain)
        }
    }
}
