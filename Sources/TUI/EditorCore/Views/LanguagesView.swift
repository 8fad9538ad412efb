/// The selected key in every language: a header per language, then its string or a row per variant,
/// width variations indented under their variant; `▸` marks the row the preview selects. The selected
/// row's text is wrapped and shown whole (and edited there); the other rows take one line each, cut
/// with `…`.
enum LanguagesView {
    static func render(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        if state.mode == .editingJSON, let editor = state.rawEditor {
            return RawJSONView.render(editor, in: rect, on: &screen)
        }
        let rows = state.languageRows
        Pane.title(
            "Languages", detail: state.selectedKey ?? "", focused: state.focus == .languages, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        guard state.selectedKeyID != nil else {
            screen.write(" no key selected", x: content.x, y: content.y, limit: content.width, style: .faint)
            return
        }
        let geometry = Geometry(state, rows: rows, content: content)
        for (index, place) in geometry.columns.places {
            let row = rows[index]
            if row.isHeader {
                let file = state.project.files[row.fileIndex]
                let name = file.language == .base ? "base" : file.language.description
                let x = place.x + screen.write(" " + name, x: place.x, y: place.y, limit: place.width, style: .title)
                screen.write(" · " + row.text, x: x, y: place.y, limit: place.maxX - x, style: .label)
                continue
            }
            let textX = drawLabel(row, labelWidth: geometry.labelWidth(of: row), in: place, on: &screen)
            let text = Rect(x: textX, y: place.y, width: place.maxX - textX, height: place.height)
            guard index == state.languageCursor else {
                screen.write(row.text, x: text.x, y: text.y, limit: text.width, style: style(of: row))
                continue
            }
            if case .typing(.value) = state.mode {
                drawField(state.field, in: text, on: &screen)
                continue
            }
            let wrapped = WrappedText(row.text, width: text.width)
            for line in 0..<min(wrapped.lines.count, text.height) {
                let shown = wrapped.text(ofLine: line)
                screen.write(shown, x: text.x, y: text.y + line, limit: text.width, style: style(of: row))
            }
            if state.focus == .languages { screen.restyle(place) { $0.reverse = true } }
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

    /// The languages pane's geometry for a state: the label column of each language and where each row
    /// goes, the selected row taking the lines its wrapped text needs.
    struct Geometry {
        /// The width of the label column, by language (file index); 0 when no row has a label.
        var labelWidths: [Int: Int]
        var columns: LanguageColumns

        init(_ state: EditorState, rows: [LanguageRow], content: Rect) {
            let labelWidths = Dictionary(grouping: rows, by: \.fileIndex).mapValues { rows in
                min(
                    16,
                    rows.filter { !$0.isHeader }.map { Screen.columns(of: $0.label) + ($0.isIndented ? 2 : 0) }.max()
                        ?? 0)
            }
            self.labelWidths = labelWidths
            columns = LanguageColumns(rows: rows, content: content, scroll: state.languageScroll) { index, width in
                Self.lines(of: index, columnWidth: width, state: state, rows: rows, labelWidths: labelWidths)
            }
        }

        /// The lines a row takes in a column `columnWidth` wide: the selected row's wrapped text (or the
        /// value being typed, with its cursor), one for any other.
        static func lines(
            of index: Int, columnWidth: Int, state: EditorState, rows: [LanguageRow], labelWidths: [Int: Int]
        ) -> Int {
            guard index == state.languageCursor, rows.indices.contains(index), !rows[index].isHeader else { return 1 }
            let textWidth = columnWidth - LanguagesView.textOffset(labelWidth: labelWidths[rows[index].fileIndex] ?? 0)
            guard textWidth > 0 else { return 1 }
            if case .typing(.value) = state.mode {
                return WrappedText(state.field.text, width: textWidth).lineCount(cursor: state.field.cursor)
            }
            return WrappedText(rows[index].text, width: textWidth).lineCount()
        }

        /// The lines of the selected row in a single column `columnWidth` wide.
        func selectedLines(_ state: EditorState, rows: [LanguageRow], columnWidth: Int) -> Int {
            Self.lines(
                of: state.languageCursor, columnWidth: columnWidth, state: state, rows: rows, labelWidths: labelWidths)
        }

        func labelWidth(of row: LanguageRow) -> Int { labelWidths[row.fileIndex] ?? 0 }
    }
}
