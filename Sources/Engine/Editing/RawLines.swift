/// How an entry's bytes become the text a person edits by hand, and back (the editor's `J`): line breaks
/// as `\n`, and the indentation of the entry's first line taken off every later line, when every later
/// line has it, so that putting it back gives the same bytes. Shared by `RawEntry` and `RawSpan`.
struct RawLines: Sendable, Equatable {
    /// What was taken off the start of each line after the first.
    let indentation: String
    /// The file's line break (`\r\n` is shown as `\n`).
    let newline: String

    /// The lines of `written` (an entry's text as it stands in its file, after `lineIndentation` on its first
    /// line) and the text to edit.
    static func editable(_ written: String, lineIndentation: String, newline: String) -> (RawLines, String) {
        let lines = written.replacingOccurrences(of: newline, with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        let removable =
            lines.dropFirst().allSatisfy { $0.isEmpty || $0.hasPrefix(lineIndentation) && $0 != lineIndentation }
            ? lineIndentation : ""
        let text =
            ([String(lines[0])] + lines.dropFirst().map { String($0.dropFirst($0.isEmpty ? 0 : removable.count)) })
            .joined(separator: "\n")
        return (RawLines(indentation: removable, newline: newline), text)
    }

    /// An edited text as it goes in the file: the indentation back on every later line, the file's line breaks.
    func restored(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 || line.isEmpty ? String(line) : indentation + line
        }.joined(separator: newline)
    }
}
