/// A line of text in pieces of different styles, with an optional part aligned to the right edge.
struct StyledLine {
    var left: [(text: String, style: Style)]
    var right: [(text: String, style: Style)] = []

    init(_ left: [(text: String, style: Style)], right: [(text: String, style: Style)] = []) {
        self.left = left
        self.right = right
    }

    /// Draws the line in one row; the right part wins the space, and the left part is cut with `…`.
    func draw(x: Int, y: Int, width: Int, on screen: inout Screen) {
        let rightText = right.map(\.text).joined()
        let rightColumns = min(Screen.columns(of: rightText), width / 2)
        var column = x
        let leftEnd = x + width - (rightColumns > 0 ? rightColumns + 1 : 0)
        for piece in left {
            let room = leftEnd - column
            guard room > 0 else { break }
            guard Screen.columns(of: piece.text) <= room else {
                screen.write(Screen.truncated(piece.text, to: room), x: column, y: y, limit: room, style: piece.style)
                break
            }
            column += screen.write(piece.text, x: column, y: y, limit: room, style: piece.style)
        }
        guard rightColumns > 0 else { return }
        var rightX = x + width - rightColumns
        for piece in right {
            let written = screen.write(piece.text, x: rightX, y: y, limit: x + width - rightX, style: piece.style)
            rightX += written
        }
    }
}
