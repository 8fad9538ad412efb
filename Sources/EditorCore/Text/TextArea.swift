/// A multi-line text editor as a plain value: one `TextField` per line, the line the cursor is on, and the
/// first line shown.
///
/// Editing within a line is the line's `TextField` (graphemes, display widths, word moves, kills); the
/// area adds what crosses lines: line breaks, joining lines, moving up and down at the same column.
struct TextArea: Equatable, Sendable {
    /// The lines; never empty.
    private(set) var lines: [TextField]
    /// The line the cursor is on.
    private(set) var row: Int
    /// The first line shown, as last settled by `scrollToCursor(height:width:)`.
    private(set) var top = 0

    /// An area holding `text`, the cursor at the end of its first line.
    init(text: String = "") {
        lines = Self.split(text).map { TextField(text: $0) }
        row = 0
    }

    /// The text, lines joined with `\n`.
    var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Inserts text at the cursor; its line breaks (`\n`, `\r\n`, `\r`) break the line.
    mutating func insert(_ string: String) {
        for (index, part) in Self.split(string).enumerated() {
            if index > 0 { breakLine(indenting: false) }
            lines[row].insert(part)
        }
    }

    /// Breaks the line at the cursor; the new line starts with the old one's indentation.
    mutating func breakLine(indenting: Bool = true) {
        let text = lines[row].text
        let cursor = lines[row].cursor
        let before = String(text.prefix(cursor))
        let after = String(text.dropFirst(cursor))
        let indentation = indenting ? String(before.prefix { $0 == " " || $0 == "\t" }) : ""
        lines[row] = TextField(text: before)
        lines.insert(TextField(text: indentation + after), at: row + 1)
        row += 1
        lines[row].moveCursor(to: indentation.count)
    }

    /// Deletes the grapheme before the cursor, or joins the line to the one above at its start.
    mutating func deleteBackward() {
        guard lines[row].cursor == 0, row > 0 else { return lines[row].deleteBackward() }
        row -= 1
        join()
    }

    /// Deletes the grapheme after the cursor, or joins the next line at the line's end.
    mutating func deleteForward() {
        guard lines[row].cursor == lines[row].text.count, row + 1 < lines.count else {
            return lines[row].deleteForward()
        }
        join()
    }

    /// Moves left, to the end of the line above from the start of a line.
    mutating func moveLeft() {
        guard lines[row].cursor == 0, row > 0 else { return lines[row].moveLeft() }
        row -= 1
        lines[row].moveToEnd()
    }

    /// Moves right, to the start of the next line from the end of a line.
    mutating func moveRight() {
        guard lines[row].cursor == lines[row].text.count, row + 1 < lines.count else {
            return lines[row].moveRight()
        }
        row += 1
        lines[row].moveToStart()
    }

    /// Moves `count` lines down (up when negative), to the grapheme at the same display column or the
    /// line's end.
    mutating func moveVertically(by count: Int) {
        let target = min(max(row + count, 0), lines.count - 1)
        guard target != row else { return }
        let column = lines[row].text.prefix(lines[row].cursor).reduce(0) { $0 + Screen.columns(of: $1) }
        row = target
        var used = 0
        var position = 0
        for character in lines[row].text {
            let width = Screen.columns(of: character)
            guard used + width <= column else { break }
            used += width
            position += 1
        }
        lines[row].moveCursor(to: position)
    }

    /// Carries out one of the line editor's actions: Backspace, Delete, ← and → across line ends, the others
    /// within the cursor's line; `false` for any other action.
    mutating func perform(_ action: Action) -> Bool {
        switch action {
        case .fieldBackspace: deleteBackward()
        case .fieldDelete: deleteForward()
        case .fieldLeft: moveLeft()
        case .fieldRight: moveRight()
        default: return lines[row].perform(action)
        }
        return true
    }

    /// Settles the scroll for an area `height` lines by `width` columns so that the cursor is in view.
    mutating func scrollToCursor(height: Int, width: Int) {
        if row < top { top = row }
        if row >= top + max(1, height) { top = row - max(1, height) + 1 }
        top = max(0, min(top, lines.count - 1))
        lines[row].scrollToCursor(width: width)
    }

    /// Appends the line after the cursor's line to it; the cursor stays where the two meet.
    private mutating func join() {
        let next = lines.remove(at: row + 1)
        let cursor = lines[row].text.count
        lines[row].moveToEnd()
        lines[row].insert(next.text)
        lines[row].moveCursor(to: min(cursor, lines[row].text.count))
    }

    /// The lines of a text, split at `\n`, `\r\n` and `\r`.
    private static func split(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.map(String.init)
    }
}
