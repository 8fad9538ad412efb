import Engine

/// The variant menu as a component: what `v` can add to a language's value, missing categories first. Its
/// state is the items and the cursor; `update(_:)` moves the cursor, `render(into:rect:)` draws the menu
/// as a box over the rectangle it is given (the languages pane's).
struct Menu: Equatable, Sendable {
    struct Item: Equatable, Sendable {
        var label: String
        var detail: String
        /// The selector to add, or `nil` for "type a selector".
        var selector: String?
    }

    let language: FileLanguage
    let key: String
    let items: [Item]
    /// The item chosen by Enter.
    private(set) var cursor = 0

    init(language: FileLanguage, key: String, items: [Item]) {
        self.language = language
        self.key = key
        self.items = items
    }

    enum Action: Equatable {
        /// Moves the cursor by items (clamped).
        case move(by: Int)
        case first, last
    }

    /// Applies an action. The menu's actions need no work from the shell: the answer is always empty, and is
    /// there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        guard !items.isEmpty else { return [] }
        switch action {
        case .move(let delta): cursor = ListSelection.moved(cursor, by: delta, count: items.count)
        case .first: cursor = 0
        case .last: cursor = items.count - 1
        }
        return []
    }

    /// The item under the cursor.
    var selected: Item { items[cursor] }

    /// Draws the menu as a box in the top left of `rect`, at most 60 columns wide, scrolled to the cursor.
    func render(into screen: inout Screen, rect: Rect) {
        let width = min(rect.width - 2, 60)
        let height = min(rect.height - 1, items.count + 2)
        let box = Rect(x: rect.x + 2, y: rect.y + 1, width: width, height: height)
        screen.fill(box, style: .plain)
        let title = " Add a variant to \(key) in \(language) "
        screen.write(Screen.truncated(title, to: width), x: box.x, y: box.y, padTo: width, style: .focusedPaneTitle)
        let rows = height - 2
        let scroll = max(0, cursor - rows + 1)
        for row in 0..<rows {
            let index = scroll + row
            guard items.indices.contains(index) else { break }
            let item = items[index]
            let line = StyledLine([(" " + item.label + "  ", .label), (item.detail, .faint)])
            line.draw(x: box.x, y: box.y + 1 + row, width: width, on: &screen)
            if index == cursor { screen.restyle(box.row(1 + row)) { $0.reverse = true } }
        }
        screen.fill(box.row(height - 1), style: .faint)
    }
}
