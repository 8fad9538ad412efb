/// The variant menu, as a box over the languages pane: what `v` can add, missing categories first.
enum MenuView {
    static func render(_ menu: Menu, over rect: Rect, on screen: inout Screen) {
        let width = min(rect.width - 2, 60)
        let height = min(rect.height - 1, menu.items.count + 2)
        let box = Rect(x: rect.x + 2, y: rect.y + 1, width: width, height: height)
        screen.fill(box, style: .plain)
        let title = " Add a variant to \(menu.key) in \(menu.language) "
        screen.write(Screen.truncated(title, to: width), x: box.x, y: box.y, padTo: width, style: .focusedPaneTitle)
        let rows = height - 2
        let scroll = max(0, menu.cursor - rows + 1)
        for row in 0..<rows {
            let index = scroll + row
            guard menu.items.indices.contains(index) else { break }
            let item = menu.items[index]
            let line = StyledLine([(" " + item.label + "  ", .label), (item.detail, .faint)])
            line.draw(x: box.x, y: box.y + 1 + row, width: width, on: &screen)
            if index == menu.cursor { screen.restyle(box.row(1 + row)) { $0.reverse = true } }
        }
        screen.fill(box.row(height - 1), style: .faint)
    }
}
