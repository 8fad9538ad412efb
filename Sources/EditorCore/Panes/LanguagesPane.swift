import Engine

/// The languages pane as a component: the selected key in every language, a header per language, then
/// its string or a row per variant, width variations indented under their variant, and the language's own
/// comment for the key, dimmed, where it differs from the source's; `▸` marks the row the preview selects. The selected row's text is wrapped and shown whole (and edited there); the other rows
/// take one line each, cut with `…`.
///
/// Its own state is the selected row and the scroll; `update(_:)` changes them, and `render(_:into:rect:)`
/// draws from its slice of the editor's state alone.
struct LanguagesPane: Equatable, Sendable {
    /// The selected row (never a language's header while there is another row).
    private(set) var cursor = 0
    /// The first row on screen, when the rows are in one column.
    private(set) var scroll = 0

    /// What the pane shows: the rows of the selected key, the project's language names, the key, whether
    /// the pane has the focus, and the value being typed in the selected row, if any.
    struct Slice {
        var rows: [LanguageRow]
        var project: Project
        var key: String?
        var isFocused = false
        var field: TextField?
        /// The selected key's state in each language that needs work (by file index).
        var states: [Int: TranslationState] = [:]
        /// Translations offered below the value being typed.
        var suggestions: [Suggestion] = []
        /// The keys with the same source text that `Alt-p` fills too, named below the suggestions.
        var sameSource: [String] = []

        /// The lines below the value being typed: the suggestions, then what `Alt-p` fills.
        var helpLines: [StyledLine] {
            var lines = suggestions.enumerated().map { line, suggestion in
                StyledLine([
                    ("Alt-\(line + 1) ", .label), (Screen.padded("\(suggestion.similarity)%", to: 4) + " ", .faint),
                    (suggestion.text, .plain), ("  ← " + suggestion.key, .faint),
                ])
            }
            if !sameSource.isEmpty {
                let count = sameSource.count
                lines.append(
                    StyledLine([
                        ("Alt-p ", .label),
                        ("also \(count) \(count == 1 ? "key" : "keys") with this source text: ", .faint),
                        (sameSource.joined(separator: ", "), .plain),
                    ]))
            }
            return lines
        }
    }

    enum Action: Equatable {
        /// The first row that can be edited, scrolled to the top (another key was selected).
        case top
        /// Moves by rows (clamped), stepping over the headers.
        case move(by: Int)
        /// Selects a row, or the first row that can be edited after it when it is a header.
        case select(Int)
        /// Keeps the cursor on a row that can be edited (after the rows changed), and scrolls so that the
        /// selected row (its `selectedLines` lines) and its language's header are in `contentRows` rows.
        case keepVisible(contentRows: Int, selectedLines: Int)
    }

    /// Applies an action to the pane showing `rows`. The pane's actions need no work from the shell: the
    /// answer is always empty, and is there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action, rows: [LanguageRow]) -> [Effect] {
        switch action {
        case .top:
            cursor = Self.firstEditable(from: 0, direction: 1, rows: rows) ?? 0
            scroll = 0
        case .move(let delta):
            guard !rows.isEmpty else { return [] }
            let target = ListSelection.moved(cursor, by: delta, count: rows.count)
            let direction = delta < 0 ? -1 : 1
            cursor =
                Self.firstEditable(from: target, direction: direction, rows: rows)
                ?? Self.firstEditable(from: target, direction: -direction, rows: rows) ?? cursor
        case .select(let index):
            cursor = Self.firstEditable(from: index, direction: 1, rows: rows) ?? cursor
        case .keepVisible(let contentRows, let selectedLines):
            if !rows.indices.contains(cursor) || !rows[cursor].isSelectable {
                let start = min(cursor, rows.count - 1)
                cursor =
                    Self.firstEditable(from: start, direction: 1, rows: rows)
                    ?? Self.firstEditable(from: start, direction: -1, rows: rows) ?? 0
            }
            guard contentRows > 0 else { return [] }
            // Show the language's header with its first row when scrolling up to it.
            let top = cursor > 0 && rows.indices.contains(cursor - 1) && rows[cursor - 1].isHeader ? cursor - 1 : cursor
            scroll = ListSelection.scroll(scroll, toShow: top, rows: contentRows)
            scroll = ListSelection.scroll(scroll, toShow: cursor, rows: contentRows)
            // The selected row takes the lines its wrapped text needs: they all come into view.
            scroll = max(scroll, cursor + min(selectedLines, contentRows) - contentRows)
        }
        return []
    }

    /// The first row at or after (or before, for direction -1) `start` that is not a language header or a
    /// comment.
    static func firstEditable(from start: Int, direction: Int, rows: [LanguageRow]) -> Int? {
        var index = start
        while rows.indices.contains(index) {
            if rows[index].isSelectable { return index }
            index += direction
        }
        return nil
    }

    /// Draws the pane in `rect`.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        let rows = slice.rows
        Pane.title("Languages", detail: slice.key ?? "", focused: slice.isFocused, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        guard slice.key != nil else {
            screen.write(" no key selected", x: content.x, y: content.y, limit: content.width, style: .faint)
            return
        }
        let geometry = Geometry(slice, pane: self, content: content)
        for (index, place) in geometry.columns.places {
            let row = rows[index]
            if row.isHeader {
                let file = slice.project.files[row.fileIndex]
                let name = file.language == .base ? "base" : file.language.description
                var x = place.x + screen.write(" " + name, x: place.x, y: place.y, limit: place.width, style: .title)
                x += screen.write(" · " + row.text, x: x, y: place.y, limit: place.maxX - x, style: .label)
                if let summary = row.summary {
                    screen.write("  " + summary, x: x, y: place.y, limit: place.maxX - x, style: .faint)
                }
                if let state = slice.states[row.fileIndex], state != .missing, state != .translated {
                    let (glyph, style) = KeyList.mark(of: state)
                    let words =
                        state == .stale
                        ? "stale: the source changed" : state.rawValue.replacingOccurrences(of: "-", with: " ")
                    screen.write("  \(glyph) \(words)", x: x, y: place.y, limit: place.maxX - x, style: style)
                }
                continue
            }
            if row.kind == .comment {
                screen.write("Comment: " + row.text, x: place.x + 3, y: place.y, limit: place.width - 3, style: .faint)
                continue
            }
            let textX = Self.drawLabel(row, labelWidth: geometry.labelWidth(of: row), in: place, on: &screen)
            let text = Rect(x: textX, y: place.y, width: place.maxX - textX, height: place.height)
            guard index == cursor else {
                screen.write(row.text, x: text.x, y: text.y, limit: text.width, style: Self.style(of: row))
                continue
            }
            if let field = slice.field {
                let helpLines = slice.helpLines
                let offered = min(helpLines.count, max(0, text.height - 1))
                var fieldRect = text
                fieldRect.height -= offered
                Self.drawField(field, in: fieldRect, on: &screen)
                for (line, help) in helpLines.prefix(offered).enumerated() {
                    help.draw(x: text.x, y: fieldRect.maxY + line, width: text.width, on: &screen)
                }
                continue
            }
            let wrapped = WrappedText(row.text, width: text.width)
            for line in 0..<min(wrapped.lines.count, text.height) {
                let shown = wrapped.text(ofLine: line)
                screen.write(shown, x: text.x, y: text.y + line, limit: text.width, style: Self.style(of: row))
            }
            if slice.isFocused { screen.restyle(place) { $0.reverse = true } }
        }
    }

    /// The style of a value row's text.
    private static func style(of row: LanguageRow) -> Style {
        switch row.kind {
        case .missing: return .warning
        case .invalid, .unreadable: return .error
        default: return row.isPreviewed ? .matched : .plain
        }
    }

    /// Draws a value row's `▸` and label; returns the column its text starts at.
    private static func drawLabel(_ row: LanguageRow, labelWidth: Int, in place: Rect, on screen: inout Screen)
        -> Int
    {
        screen.write(row.isPreviewed ? "▸" : " ", x: place.x + 1, y: place.y, style: .matched)
        guard labelWidth > 0 else { return place.x + textOffset(labelWidth: 0) }
        let indent = row.isIndented ? 2 : 0
        screen.write(row.label, x: place.x + 3 + indent, y: place.y, limit: labelWidth - indent, style: .label)
        return place.x + textOffset(labelWidth: labelWidth)
    }

    /// The value being typed, wrapped over the row's lines, with the terminal cursor at the field's cursor.
    private static func drawField(_ field: TextField, in rect: Rect, on screen: inout Screen) {
        let style = Style(bold: true, underline: true)
        let wrapped = WrappedText(field.text, width: rect.width)
        for line in 0..<rect.height {
            let shown = line < wrapped.lines.count ? wrapped.text(ofLine: line) : ""
            screen.write(shown, x: rect.x, y: rect.y + line, padTo: rect.width, style: style)
        }
        let place = wrapped.place(of: field.cursor)
        screen.cursor = (rect.x + min(place.column, rect.width - 1), rect.y + min(place.line, rect.height - 1))
    }

    /// Where a value row's text starts, from its place's left edge: a blank, `▸` and a blank, then the
    /// label's column and a blank.
    static func textOffset(labelWidth: Int) -> Int { 3 + (labelWidth > 0 ? labelWidth + 1 : 0) }

    /// The pane's geometry: the label column of each language and where each row goes, the selected row
    /// taking the lines its wrapped text needs.
    struct Geometry {
        /// The width of the label column, by language (file index); 0 when no row has a label.
        var labelWidths: [Int: Int]
        var columns: LanguageColumns

        init(_ slice: Slice, pane: LanguagesPane, content: Rect) {
            let rows = slice.rows
            let labelWidths = Dictionary(grouping: rows, by: \.fileIndex).mapValues { rows in
                min(
                    16,
                    rows.filter { !$0.isHeader }.map { Screen.columns(of: $0.label) + ($0.isIndented ? 2 : 0) }.max()
                        ?? 0)
            }
            self.labelWidths = labelWidths
            columns = LanguageColumns(rows: rows, content: content, scroll: pane.scroll) { index, width in
                Self.lines(of: index, columnWidth: width, slice: slice, cursor: pane.cursor, labelWidths: labelWidths)
            }
        }

        /// The lines a row takes in a column `columnWidth` wide: the selected row's wrapped text (or the
        /// value being typed, with its cursor), one for any other.
        private static func lines(
            of index: Int, columnWidth: Int, slice: Slice, cursor: Int, labelWidths: [Int: Int]
        ) -> Int {
            let rows = slice.rows
            guard index == cursor, rows.indices.contains(index), !rows[index].isHeader else { return 1 }
            let textWidth = columnWidth - textOffset(labelWidth: labelWidths[rows[index].fileIndex] ?? 0)
            guard textWidth > 0 else { return 1 }
            if let field = slice.field {
                return WrappedText(field.text, width: textWidth).lineCount(cursor: field.cursor)
                    + slice.suggestions.count + (slice.sameSource.isEmpty ? 0 : 1)
            }
            return WrappedText(rows[index].text, width: textWidth).lineCount()
        }

        /// The lines of the selected row in a single column `columnWidth` wide.
        static func selectedLines(_ slice: Slice, pane: LanguagesPane, columnWidth: Int) -> Int {
            let geometry = Geometry(slice, pane: pane, content: Rect(x: 0, y: 0, width: columnWidth, height: 0))
            return lines(
                of: pane.cursor, columnWidth: columnWidth, slice: slice, cursor: pane.cursor,
                labelWidths: geometry.labelWidths)
        }

        func labelWidth(of row: LanguageRow) -> Int { labelWidths[row.fileIndex] ?? 0 }
    }
}
