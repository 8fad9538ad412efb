/// A rectangle of cells on the screen, in columns and rows from the top-left corner.
package struct Rect: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width == 0 || height == 0 }

    func contains(x column: Int, y row: Int) -> Bool { column >= x && column < maxX && row >= y && row < maxY }

    /// The top `rows` rows, and the rest below them.
    func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let rows = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: rows),
            Rect(x: x, y: y + rows, width: width, height: height - rows)
        )
    }

    /// The left `columns` columns, and the rest to their right.
    func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
        let columns = min(max(0, columns), width)
        return (
            Rect(x: x, y: y, width: columns, height: height),
            Rect(x: x + columns, y: y, width: width - columns, height: height)
        )
    }

    /// One row of the rectangle.
    func row(_ index: Int) -> Rect { Rect(x: x, y: y + index, width: width, height: 1) }
}
