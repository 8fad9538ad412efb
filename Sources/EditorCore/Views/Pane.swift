/// Drawing shared by the panes: the title row and a list of rows with a selection.
enum Pane {
    /// The pane's title row: the title on the left, `detail` on the right, reversed when focused.
    static func title(_ title: String, detail: String = "", focused: Bool, in rect: Rect, on screen: inout Screen) {
        guard !rect.isEmpty else { return }
        let style: Style = focused ? .focusedPaneTitle : .paneTitle
        screen.fill(rect.row(0), style: style)
        let used = screen.write(" " + title + " ", x: rect.x, y: rect.y, limit: rect.width, style: style)
        let detailColumns = min(Screen.columns(of: detail), max(0, rect.width - used - 1))
        guard detailColumns > 0 else { return }
        let shown = Screen.truncated(detail, to: detailColumns)
        screen.write(shown, x: rect.maxX - Screen.columns(of: shown) - 1, y: rect.y, style: style)
    }

    /// The content area below the title row.
    static func content(of rect: Rect) -> Rect { rect.splitTop(1).rest }
}
