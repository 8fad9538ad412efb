/// Where each row of the languages pane goes: one scrolling column, or, when the pane is wide enough
/// and every language's block fits, several columns side by side with every language at once.
struct LanguageColumns: Equatable {
    /// The screen cell (column rectangle's x and width, and the row's y) of each visible row, by row index.
    var places: [Int: Rect]
    /// Whether the rows are in several columns (then nothing scrolls).
    var isMultiColumn: Bool

    /// The narrowest column worth splitting the pane for.
    static let minimumColumnWidth = 44

    /// Places `rows` in `content` (the pane below its title), scrolled by `scroll` when in one column.
    init(rows: [LanguageRow], content: Rect, scroll: Int) {
        let count = content.width / Self.minimumColumnWidth
        if count >= 2, rows.count > content.height, let places = Self.columns(rows, content: content, count: count) {
            self.places = places
            isMultiColumn = true
            return
        }
        var places: [Int: Rect] = [:]
        for line in 0..<content.height where rows.indices.contains(scroll + line) {
            places[scroll + line] = Rect(x: content.x, y: content.y + line, width: content.width, height: 1)
        }
        self.places = places
        isMultiColumn = false
    }

    /// Blocks (a header and its rows) flowed top to bottom, column after column; `nil` if they do not
    /// all fit.
    private static func columns(_ rows: [LanguageRow], content: Rect, count: Int) -> [Int: Rect]? {
        let width = content.width / count
        var places: [Int: Rect] = [:]
        var column = 0
        var line = 0
        var start = 0
        while start < rows.count {
            var end = start + 1
            while end < rows.count, !rows[end].isHeader { end += 1 }
            let size = end - start
            if line > 0, line + size > content.height {
                column += 1
                line = 0
            }
            guard column < count, size <= content.height else { return nil }
            for index in start..<end {
                places[index] = Rect(x: content.x + column * width, y: content.y + line, width: width - 1, height: 1)
                line += 1
            }
            start = end
        }
        return places
    }

    /// The row at a screen cell, if any.
    func row(atX x: Int, y: Int) -> Int? {
        places.first { $0.value.contains(x: x, y: y) }?.key
    }
}
