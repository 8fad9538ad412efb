import Engine

/// The in-memory screen every view renders into; the terminal only copies its cells out.
///
/// A cell holds one grapheme. A grapheme two columns wide takes its cell and the next one, which is
/// left as a spill cell (empty text) that the terminal skips. Writes clip by display width and never
/// split a grapheme: a wide grapheme that does not fit at the edge leaves a blank instead.
package struct Screen: Equatable, Sendable {
    /// One cell: the grapheme drawn there (`""` for the spill cell of a wide grapheme) and its style.
    package struct Cell: Equatable, Sendable {
        package var text: String
        package var style: Style

        static let blank = Cell(text: " ", style: .plain)
    }

    package let width: Int
    package let height: Int
    package private(set) var cells: [Cell]
    /// Where the terminal's cursor should be shown, if anywhere (a text field being edited).
    package var cursor: (x: Int, y: Int)? {
        get { cursorPosition.map { ($0 % max(width, 1), $0 / max(width, 1)) } }
        set { cursorPosition = newValue.map { $0.y * width + $0.x } }
    }
    private var cursorPosition: Int?

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    package subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// Paints a rectangle with blanks in a style.
    mutating func fill(_ rect: Rect, style: Style = .plain) {
        let clipped = clip(rect)
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX { cells[row * width + column] = Cell(text: " ", style: style) }
        }
    }

    /// Applies a style to the cells of a rectangle, keeping their text (a selection bar over a row).
    mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let clipped = clip(rect)
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX { change(&cells[row * width + column].style) }
        }
    }

    /// Writes text from (x, y), at most `limit` columns (and never past the right edge); text that does
    /// not fit is cut with `…` in its last column, so every cut shows.
    ///
    /// Control characters are shown as visible symbols (a newline as `↵`, a tab as `⇥`: `printable`), and a
    /// grapheme of width 0 (a lone combining mark) on a dotted circle, so every grapheme takes at least
    /// one column and the text lines up. Returns the number of columns written.
    @discardableResult
    mutating func write<S: StringProtocol>(_ text: S, x: Int, y: Int, limit: Int? = nil, style: Style = .plain)
        -> Int
    {
        guard y >= 0, y < height, x < width else { return 0 }
        let end = min(width, x + (limit ?? width))
        guard end > x else { return 0 }
        if Self.columns(of: text) > end - x {
            return write(Self.truncated(text, to: end - x), x: x, y: y, limit: end - x, style: style)
        }
        var column = x
        for character in text {
            let (shown, columns) = Self.printable(character)
            if column + columns > end {
                // A wide grapheme that does not fit: blank out the column it would have started in.
                if column < end, column >= 0 { cells[y * width + column] = Cell(text: " ", style: style) }
                column = end
                break
            }
            if column >= 0 { put(shown, columns: columns, x: column, y: y, style: style) }
            column += columns
        }
        return max(0, column - x)
    }

    /// Writes text padded with blanks (or clipped) to exactly `columns` columns.
    mutating func write<S: StringProtocol>(_ text: S, x: Int, y: Int, padTo columns: Int, style: Style = .plain) {
        let written = write(text, x: x, y: y, limit: columns, style: style)
        if written < columns { fill(Rect(x: x + written, y: y, width: columns - written, height: 1), style: style) }
    }

    private mutating func put(_ text: String, columns: Int, x: Int, y: Int, style: Style) {
        let rowStart = y * width
        let index = rowStart + x
        // Overwriting part of a wide grapheme blanks the rest of it, before and after.
        var lead = index
        while lead > rowStart, cells[lead].text.isEmpty { lead -= 1 }
        for cell in lead..<index { cells[cell].text = " " }
        var after = index + columns
        while after < rowStart + width, cells[after].text.isEmpty {
            cells[after].text = " "
            after += 1
        }
        cells[index] = Cell(text: text, style: style)
        for spill in index + 1..<index + columns { cells[spill] = Cell(text: "", style: style) }
    }

    /// The text to draw for a grapheme and its display width: the sum of its scalars' widths, as the
    /// terminal places it (👍🏽 takes 4 columns), and at least 1.
    ///
    /// This is where text from files reaches the editor's screen: a control character, DEL, a C1 control or
    /// a bidirectional override is drawn as its picture from `VisibleText` (`↵`, `⇥`, `␛`, `\u{202E}`), the
    /// pictures the command line prints, so nothing a file holds can act on the terminal.
    static func printable(_ character: Character) -> (text: String, columns: Int) {
        if character.unicodeScalars.contains(where: VisibleText.needsReplacement) {
            let shown = VisibleText.of(String(character))
            return (shown, DisplayWidth.of(shown))
        }
        let columns = DisplayWidth.of(character)
        if columns == 0 { return ("◌" + String(character), 1) }
        return (String(character), columns)
    }

    /// The columns a grapheme takes as `write` draws it: what text fields lay their text out by.
    static func columns(of character: Character) -> Int { printable(character).columns }

    /// The display width of text as `write` draws it (control characters and lone marks take a column).
    static func columns<S: StringProtocol>(of text: S) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + printable($1).columns }
    }

    /// Text followed by blanks up to `width` columns (as `write` measures it).
    static func padded<S: StringProtocol>(_ text: S, to width: Int) -> String {
        String(text) + String(repeating: " ", count: max(0, width - columns(of: text)))
    }

    /// Text cut to fit `limit` columns, with `…` at the end when something was cut.
    static func truncated<S: StringProtocol>(_ text: S, to limit: Int) -> String {
        guard limit > 0 else { return "" }
        if columns(of: text) <= limit { return String(text) }
        var result = ""
        var used = 0
        for character in text {
            let width = printable(character).columns
            if used + width > limit - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// Text broken into lines of at most `width` columns (as `write` measures them): at spaces where it can,
    /// inside a word longer than a line where it must. Never splits a grapheme; a grapheme wider than the
    /// line gets a line of its own.
    static func wrapped(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = columns(of: word)
            if used > 0, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if used > 0 || !line.isEmpty { lines.append(line) }
            (line, used) = ("", 0)
            for character in word {
                let characterWidth = printable(character).columns
                if used > 0, used + characterWidth > width {
                    lines.append(line)
                    (line, used) = ("", 0)
                }
                line.append(character)
                used += characterWidth
            }
        }
        lines.append(line)
        return lines
    }

    /// The rows as plain text (spill cells skipped, trailing blanks removed): what tests compare.
    package var rows: [String] { (0..<height).map(row) }

    /// One row as plain text, trailing blanks removed.
    package func row(_ y: Int) -> String {
        var line = ""
        for x in 0..<width { line += cells[y * width + x].text }
        while line.last == " " { line.removeLast() }
        return line
    }

    private func clip(_ rect: Rect) -> Rect {
        let x0 = max(0, rect.x)
        let y0 = max(0, rect.y)
        return Rect(x: x0, y: y0, width: min(width, rect.maxX) - x0, height: min(height, rect.maxY) - y0)
    }
}
