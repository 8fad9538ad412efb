/// The preview: the number and width fields, then `PreviewLines` (scrollable).
enum PreviewView {
    static func render(_ state: EditorState, in rect: Rect, on screen: inout Screen) {
        Pane.title(
            "Preview", detail: "#/+/- number · w width", focused: state.focus == .preview, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        guard !content.isEmpty else { return }
        var x = content.x + 1
        x += screen.write("Number ", x: x, y: content.y, style: .label)
        x += field(
            state, .number, text: state.number, columns: FieldView.numberColumns, x: x, y: content.y, on: &screen)
        x += screen.write("  Width ", x: x, y: content.y, style: .label)
        field(state, .width, text: state.previewWidth, columns: FieldView.widthColumns, x: x, y: content.y, on: &screen)
        let lines = PreviewLines(state).lines(state.previewScroll..<state.previewScroll + content.height - 1)
        for (offset, line) in lines.enumerated() {
            line.draw(x: content.x + 1, y: content.y + 1 + offset, width: content.width - 1, on: &screen)
        }
    }

    /// Draws a field; while it is being typed in, its text is the live field's and the cursor is placed.
    @discardableResult
    private static func field(
        _ state: EditorState, _ kind: Mode.Field, text: String, columns: Int, x: Int, y: Int, on screen: inout Screen
    ) -> Int {
        if state.mode == .typing(kind) {
            FieldView.render(state.field, x: x, y: y, columns: columns, on: &screen)
        } else {
            screen.write(text.isEmpty ? "—" : text, x: x, y: y, padTo: columns, style: .field)
        }
        return columns
    }
}

/// A text field being typed in: its visible part, and the terminal cursor at the field's cursor.
enum FieldView {
    static let numberColumns = 12
    static let widthColumns = 6

    /// The columns of a field, for scrolling its text.
    static func columns(of field: Mode.Field, in layout: Layout, state: EditorState) -> Int {
        switch field {
        case .filter: return KeyListView.filterArea(state, in: layout.keys).width
        case .number: return numberColumns
        case .width: return widthColumns
        case .value: return max(4, layout.languages.width - 24)
        default: return max(4, layout.status.width / 2)
        }
    }

    static func render(_ field: TextField, x: Int, y: Int, columns: Int, on screen: inout Screen) {
        let visible = field.visible(width: columns)
        screen.write(visible.text, x: x, y: y, padTo: columns, style: Style(bold: true, underline: true))
        screen.cursor = (x + min(visible.cursorColumn, columns - 1), y)
    }
}
