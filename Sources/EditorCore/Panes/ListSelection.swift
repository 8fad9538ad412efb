/// The arithmetic of a selection in a scrolling list, shared by the panes that have one.
enum ListSelection {
    /// `value` moved by `delta` within `0..<count` (clamped, without overflowing for `Int.max / 2` steps).
    static func moved(_ value: Int, by delta: Int, count: Int) -> Int {
        let (sum, overflow) = value.addingReportingOverflow(delta)
        if overflow { return delta < 0 ? 0 : count - 1 }
        return min(max(0, sum), count - 1)
    }

    /// The scroll, moved as little as possible so that `row` is among `rows` rows shown from it.
    static func scroll(_ scroll: Int, toShow row: Int, rows: Int) -> Int {
        guard rows > 0 else { return 0 }
        if row < scroll { return row }
        if row >= scroll + rows { return row - rows + 1 }
        return scroll
    }
}
