extension TextField {
    /// What a field shows: the graphemes to draw from its first column, and the cursor's column.
    struct Visible: Equatable {
        /// The graphemes that fit, whole; a wide grapheme that does not fit at the right edge is left out.
        var text: String
        /// The cursor's column, `0..<width`: the column of the grapheme under it, or just after the text.
        var cursorColumn: Int
    }

    /// The graphemes to draw in a field `width` columns wide, and the cursor's column there.
    ///
    /// Starts from the settled scroll (see `scrollToCursor(width:)`) and, without changing it, moves it as
    /// that method would if the cursor is not in view, so the cursor is always shown even when the scroll
    /// has not been settled. Columns come only from `Screen.columns(of: Character)`, what the screen draws
    /// (a control character as its picture, a lone combining mark on a dotted circle).
    func visible(width: Int) -> Visible {
        guard width > 0 else { return Visible(text: "", cursorColumn: 0) }
        let widths = graphemeWidths()
        let first = firstShown(width: width, widths: widths)
        var end = first
        var used = 0
        while end < widths.count, used + widths[end] <= width {
            used += widths[end]
            end += 1
        }
        let start = text.index(text.startIndex, offsetBy: first)
        let shown = text[start..<text.index(start, offsetBy: end - first)]
        return Visible(text: String(shown), cursorColumn: widths[first..<cursor].reduce(0, +))
    }

    /// The first grapheme that a field `width` columns wide shows: the scroll, moved if need be.
    func firstShown(width: Int) -> Int {
        firstShown(width: width, widths: graphemeWidths())
    }

    private func graphemeWidths() -> [Int] {
        text.map { Screen.columns(of: $0) }
    }

    /// The first grapheme to show so that the cursor is in view, moved as little as possible from `scroll`.
    ///
    /// The cursor needs the columns of the grapheme under it (at least one), or one column after the text.
    /// Hidden text comes back only when it fits with that column after the text, wherever the cursor is,
    /// so that moving the cursor away from the end does not shift the text.
    private func firstShown(width: Int, widths: [Int]) -> Int {
        let cursorCell = cursor < widths.count ? max(widths[cursor], 1) : 1
        var first = min(scroll, cursor)
        var beforeCursor = widths[first..<cursor].reduce(0, +)
        var toEnd = widths[first...].reduce(0, +) + 1
        while first < cursor, beforeCursor + cursorCell > width {
            beforeCursor -= widths[first]
            toEnd -= widths[first]
            first += 1
        }
        while first > 0, toEnd + widths[first - 1] <= width {
            first -= 1
            beforeCursor += widths[first]
            toEnd += widths[first]
        }
        return first
    }
}
