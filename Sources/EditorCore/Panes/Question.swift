/// A question in the status line, answered with one key, as a component: the question is its whole state
/// (an answer ends it: what the answer does is the composition's, `EditorState.answer(_:to:)`, since it
/// changes the project), and `render(_:into:rect:)` shows it whole in a box when it is too long for the
/// status line.
enum Question: Equatable, Sendable {
    /// Delete a key in every language (`y`).
    case deleteKey(String)
    /// Delete one variant or width variation (`y`).
    case deleteString(ValueAddress)
    /// Set a string where it changes the value's shape (`change` says how: a plain text given a width
    /// `@50` is kept at `@51`), `y` to go on.
    case reshape(ValueAddress, text: String, change: String)
    /// Quit with unsaved edits: save, discard, cancel.
    case quit
    /// Files changed on disk since they were loaded or saved: merge, reload, overwrite, keep mine.
    case changedOnDisk([String])
}

extension Question {
    /// What the box shows: the question asked, in words, and the hints of its answers.
    struct Slice: Equatable {
        var text: String
        var hints: String
    }

    /// The answers' hints (none for a change on disk: the status line shows that question's keys).
    var answers: String {
        switch self {
        case .deleteKey, .deleteString: return "y delete · any other key cancels"
        case .reshape: return "y go on · any other key cancels"
        case .quit: return "s save · d discard · Esc cancel"
        case .changedOnDisk: return ""
        }
    }

    /// Draws the question whole, wrapped, in a box over `rect` (at most 72 columns wide), its hints last.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        guard rect.width > 4, rect.height > 3 else { return }
        let width = min(rect.width - 2, 72)
        let lines = Screen.wrapped(slice.text, to: width - 2) + ["", slice.hints]
        let box = Rect(x: rect.x + 1, y: rect.y + 1, width: width, height: min(rect.height - 1, lines.count + 1))
        screen.fill(box, style: .plain)
        screen.write(" Question", x: box.x, y: box.y, padTo: width, style: .focusedPaneTitle)
        for (index, line) in lines.prefix(box.height - 1).enumerated() {
            screen.write(
                line, x: box.x + 1, y: box.y + 1 + index, limit: width - 2,
                style: index == lines.count - 1 ? .label : .plain)
        }
    }
}
