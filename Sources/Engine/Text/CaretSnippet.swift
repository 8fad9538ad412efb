/// A source line made visible, with a caret under one of its columns, as compilers show an error's place:
///
///     "title": "Hello␛[2J",
///              ^
///
/// The line goes through `VisibleText`, so control characters from the file cannot act on the terminal, and
/// the caret is placed under the picture of the character it points at, wide characters counted by
/// `DisplayWidth`. A line longer than `width` characters (a minified file) is cut to the part around the
/// column, with `…` where it is cut.
public struct CaretSnippet: Sendable, Equatable {
    /// The visible line (possibly cut).
    public let line: String
    /// The blanks before the caret on the next line.
    public let padding: String

    /// The snippet of `line` (without its line break) with the caret at the 1-based `column`, counted in
    /// Unicode scalars as `SourceLocation` counts them.
    public init(line: some StringProtocol, column: Int, width: Int = 160) {
        self.init(scalars: Array(line.unicodeScalars), column: column, width: width)
    }

    /// The snippet of a line given as its scalars: for many snippets of one long line (a minified file's
    /// findings), split once. Only the part shown is read: O(`width`) per snippet.
    public init(scalars: [Unicode.Scalar], column: Int, width: Int = 160) {
        let caret = min(max(column - 1, 0), scalars.count)
        // Most lines are printable ASCII and short: shown as they are, one column per character.
        if scalars.count <= width, scalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
            line = Self.string(scalars[...])
            padding = String(repeating: " ", count: caret)
            return
        }
        var start = 0
        var end = scalars.count
        if scalars.count > width {
            start = max(0, caret - width / 3)
            end = min(scalars.count, start + width)
        }
        var shown = VisibleText.of(Self.string(scalars[start..<end]))
        // One blank per column of what is shown before the caret: a picture is one column, `\u{85}` six, a
        // character as many as the terminal gives it (two for `語`, none for a combining mark).
        var padding = String(
            repeating: " ",
            count: scalars[start..<caret].reduce(0) {
                $0 + (VisibleText.replacement(for: $1)?.count ?? DisplayWidth.of($1))
            })
        if start > 0 {
            shown = "…" + shown
            padding = " " + padding
        }
        if end < scalars.count { shown += "…" }
        self.line = shown
        self.padding = padding
    }

    /// The text of `scalars`, encoded once into a buffer (a string appending scalars one by one checks and
    /// grows its storage for each; this runs for every finding `glossa validate` prints).
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        let count = scalars.reduce(0) { $0 + UTF8.width($1) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var position = 0
            for scalar in scalars {
                UTF8.encode(scalar) { unit in
                    buffer[position] = unit
                    position += 1
                }
            }
            return position
        }
    }

    /// The line, a line break, and the caret line: `line\n    ^`.
    public var text: String { line + "\n" + padding + "^" }
}
