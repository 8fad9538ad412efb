/// The selected key in every language: a header per language, then its string or a row per variant,
/// width variations indented under their variant; `▸` marks the row the preview selects.
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
        let labelWidths = Dictionary(grouping: rows, by: \.fileIndex).mapValues { rows in
            min(
                16,
                rows.filter { !$0.isHeader }.map { Screen.columns(of: $0.label) + ($0.isIndented ? 2 : 0) }.max() ?? 0)
        }
        let columns = LanguageColumns(rows: rows, content: content, scroll: state.languageScroll)
        for (index, place) in columns.places {
            let row = rows[index]
            let y = place.y
            if row.isHeader {
                let file = state.project.files[row.fileIndex]
                let name = file.language == .base ? "base" : file.language.description
                let x = place.x + screen.write(" " + name, x: place.x, y: y, limit: place.width, style: .title)
                screen.write(" · " + row.text, x: x, y: y, limit: place.maxX - x, style: .label)
                continue
            }
            let textX = drawValue(row, labelWidth: labelWidths[row.fileIndex] ?? 0, at: y, in: place, on: &screen)
            guard index == state.languageCursor, state.focus == .languages else { continue }
            if case .typing(.value) = state.mode {
                FieldView.render(state.field, x: textX, y: y, columns: max(4, place.maxX - textX - 1), on: &screen)
            } else {
                screen.restyle(place) { $0.reverse = true }
            }
        }
    }

    /// Draws a value row; returns the column its text starts at.
    @discardableResult
    private static func drawValue(
        _ row: LanguageRow, labelWidth: Int, at y: Int, in content: Rect, on screen: inout Screen
    ) -> Int {
        var x = content.x + 1
        screen.write(row.isPreviewed ? "▸" : " ", x: x, y: y, style: .matched)
        x += 2
        let textStyle: Style
        switch row.kind {
        case .missing: textStyle = .warning
        case .invalid, .unreadable: textStyle = .error
        default: textStyle = row.isPreviewed ? .matched : .plain
        }
        if labelWidth > 0 {
            let indent = row.isIndented ? 2 : 0
            screen.write(row.label, x: x + indent, y: y, limit: labelWidth - indent, style: .label)
            x += labelWidth + 1
        }
        screen.write(row.text, x: x, y: y, limit: content.maxX - x, style: textStyle)
        return x
    }
}
