/// Text broken into lines of at most a number of columns, by display width and never inside a grapheme:
/// after each line break (which stays at the end of its line, drawn as `↵`), at a space where a word
/// does not fit, inside a word longer than a line. A grapheme wider than the line gets a line of its own.
///
/// Lines are ranges of grapheme positions, so that a text field's cursor (a grapheme position) finds its
/// line and column. Widths come from `Screen.columns(of:)`, what the screen draws.
struct WrappedText: Equatable {
    /// Each line's graphemes, in order; there is always at least one line (empty for empty text).
    private(set) var lines: [Range<Int>]
    private let graphemes: [Character]
    private let widths: [Int]
    let width: Int

    init(_ text: String, width: Int) {
        graphemes = Array(text)
        widths = graphemes.map { Screen.columns(of: $0) }
        self.width = max(1, width)
        lines = []
        var start = 0
        var used = 0
        // The position after the last space of the current line, where it may break.
        var breakAfterSpace: Int?
        var index = 0
        while index < graphemes.count {
            let columns = widths[index]
            if used + columns > self.width, index > start {
                let end = breakAfterSpace.flatMap { $0 > start ? $0 : nil } ?? index
                lines.append(start..<end)
                start = end
                used = widths[start..<index].reduce(0, +)
                breakAfterSpace = (start..<index).last { graphemes[$0] == " " }.map { $0 + 1 }
                continue
            }
            used += columns
            if Self.isLineBreak(graphemes[index]) {
                lines.append(start..<index + 1)
                start = index + 1
                used = 0
                breakAfterSpace = nil
            } else if graphemes[index] == " " {
                breakAfterSpace = index + 1
            }
            index += 1
        }
        lines.append(start..<graphemes.count)
    }

    /// Whether a grapheme ends its line: a line feed, a carriage return, or both.
    static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// The text of a line, as `Screen.write` draws it (a line break as `↵`).
    func text(ofLine line: Int) -> String { String(graphemes[lines[line]]) }

    /// Where a cursor at grapheme position `position` is shown: its line and column. A cursor after a
    /// full last line goes to the start of a line below the text (`line == lines.count`).
    func place(of position: Int) -> (line: Int, column: Int) {
        let line = lines.lastIndex { $0.lowerBound <= position } ?? 0
        let column = widths[lines[line].lowerBound..<min(position, lines[line].upperBound)].reduce(0, +)
        if column >= width { return (line + 1, 0) }
        return (line, column)
    }

    /// The lines needed to show the text with a cursor at `position` (one more when it is after a full
    /// last line).
    func lineCount(cursor position: Int? = nil) -> Int {
        guard let position else { return lines.count }
        return max(lines.count, place(of: position).line + 1)
    }
}
