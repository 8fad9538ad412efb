/// Where each row of the languages pane goes: one scrolling column, or, when the pane is wide enough
/// and every language's block fits, several columns side by side with every language at once.
///
/// A row takes one line, except where `lines` says more (the selected row, wrapped); a row never takes
/// more lines than the pane has.
struct LanguageColumns: Equatable {
    /// The screen cells of each visible row (its column's x and width, its first line and its lines), by
    /// row index.
    var places: [Int: Rect]
    /// Whether the rows are in several columns (then nothing scrolls).
    var isMultiColumn: Bool

    /// The narrowest column worth splitting the pane for.
    static let minimumColumnWidth = 44

    /// Places `rows` in `content` (the pane below its title), scrolled by `scroll` when in one column;
    /// `lines(row, columnWidth)` is how many lines a row takes in a column that wide.
    init(
        rows: [LanguageRow], content: Rect, scroll: Int, lines: (_ row: Int, _ columnWidth: Int) -> Int = { _, _ in 1 }
    ) {
        let count = content.width / Self.minimumColumnWidth
        if count >= 2, rows.count > content.height,
            let places = Self.columns(rows, content: content, count: count, lines: lines)
        {
            self.places = places
            isMultiColumn = true
            return
        }
        var places: [Int: Rect] = [:]
        var line = 0
        var index = max(0, scroll)
        while line < content.height, rows.indices.contains(index) {
            let height = min(max(1, lines(index, content.width)), content.height - line)
            places[index] = Rect(x: content.x, y: content.y + line, width: content.width, height: height)
            line += height
            index += 1
        }
        self.places = places
        isMultiColumn = false
    }

    /// Blocks (a header and its rows) flowed top to bottom, column after column; `nil` if they do not
    /// all fit.
    private static func columns(
        _ rows: [LanguageRow], content: Rect, count: Int, lines: (Int, Int) -> Int
    ) -> [Int: Rect]? {
        let width = content.width / count
        var places: [Int: Rect] = [:]
        var column = 0
        var line = 0
        var start = 0
        while start < rows.count {
            var end = start + 1
            while end < rows.count, !rows[end].isHeader { end += 1 }
            let heights = (start..<end).map { max(1, lines($0, width - 1)) }
            let size = heights.reduce(0, +)
            if line > 0, line + size > content.height {
                column += 1
                line = 0
            }
            guard column < count, size <= content.height else { return nil }
            for (index, height) in zip(start..<end, heights) {
                places[index] = Rect(
                    x: content.x + column * width, y: content.y + line, width: width - 1, height: height)
                line += height
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
