/// The row of tabs over the right side when its panes take turns (a small terminal): each pane's name,
/// the one shown reversed, and how to switch.
enum TabsView {
    static let panes: [Focus] = [.languages, .preview, .findings]

    static func render(shown: Focus, in rect: Rect, on screen: inout Screen) {
        screen.fill(rect, style: .paneTitle)
        var x = rect.x
        for pane in panes {
            let style: Style = pane == shown ? .focusedPaneTitle : .paneTitle
            x += screen.write(" " + pane.title + " ", x: x, y: rect.y, limit: rect.maxX - x, style: style)
            x += 1
        }
        let hint = "Tab switches"
        let hintX = rect.maxX - Screen.columns(of: hint) - 1
        if hintX > x { screen.write(hint, x: hintX, y: rect.y, style: .paneTitle) }
    }

    /// The tab at a column of the row, if any.
    static func tab(atX column: Int, in rect: Rect) -> Focus? {
        var x = rect.x
        for pane in panes {
            let width = Screen.columns(of: pane.title) + 2
            if column >= x, column < x + width { return pane }
            x += width + 1
        }
        return nil
    }
}
