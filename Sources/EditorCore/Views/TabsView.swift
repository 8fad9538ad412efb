/// The row of tabs over the right side when its panes take turns (a small terminal): each pane's name,
/// the one shown reversed, and how to switch.
enum TabsView {
    static let panes: [Focus] = [.languages, .preview, .findings]

    /// Where a tab is in the row.
    struct Place: Equatable, Sendable {
        var pane: Focus
        var rect: Rect
    }

    /// Where each tab goes in a row of tabs `rect`: each pane's name with a blank either side, one column
    /// apart. The layout keeps them, so that a click finds its tab without asking the view.
    static func places(in rect: Rect) -> [Place] {
        var x = rect.x
        return panes.map { pane in
            let width = min(Screen.columns(of: pane.title) + 2, max(0, rect.maxX - x))
            defer { x += width + 1 }
            return Place(pane: pane, rect: Rect(x: x, y: rect.y, width: width, height: 1))
        }
    }

    static func render(shown: Focus, in rect: Rect, on screen: inout Screen) {
        screen.fill(rect, style: .paneTitle)
        var x = rect.x
        for place in places(in: rect) {
            let style: Style = place.pane == shown ? .focusedPaneTitle : .paneTitle
            screen.write(
                " " + place.pane.title + " ", x: place.rect.x, y: rect.y, limit: place.rect.width, style: style)
            x = place.rect.maxX + 1
        }
        let hint = "Tab switches"
        let hintX = rect.maxX - Screen.columns(of: hint) - 1
        if hintX > x { screen.write(hint, x: hintX, y: rect.y, style: .paneTitle) }
    }
}
