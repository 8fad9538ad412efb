/// A text field being typed in: its visible part, and the terminal cursor at the field's cursor.
enum FieldView {
    static let numberColumns = 12
    static let widthColumns = 6

    /// The columns of a field, for scrolling its text.
    static func columns(of field: Mode.Field, in layout: Layout, state: EditorState) -> Int {
        switch field {
        case .filter: return state.keyList.filterArea(state.keyListSlice, in: layout.keys).width
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
