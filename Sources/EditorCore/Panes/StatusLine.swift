/// The status line as a component: its own state is the message (replaced by the next one); what it shows
/// besides comes in its slice: the mode, the hints of the keys, and either a field typed in it (after its
/// label), a question, or the unsaved files and the progress of work under way.
struct StatusLine: Equatable, Sendable {
    /// The message shown, replaced by the next one.
    private(set) var message: String?

    enum Action: Equatable {
        /// Shows a message (`nil`: none).
        case say(String?)
    }

    /// Applies an action. The status line's actions need no work from the shell: the answer is always empty,
    /// and is there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        switch action {
        case .say(let message): self.message = message
        }
        return []
    }

    /// What the status line shows besides its message.
    struct Slice {
        /// The mode's name (`KEYS`, `EDIT`, `ASK`…), on the left.
        var mode: String
        /// The keys that matter now, on the right.
        var hints: String
        var content: Content
        /// Work under way in the background (an edit of several files, with its progress), shown first after the
        /// unsaved count so that a long message does not cut it.
        var work: String? = nil
    }

    /// What follows the mode.
    enum Content {
        /// A field typed in the status line, after its label (`Rename a to:`); no mode and no hints then.
        case prompt(String, LineEditor)
        /// A question, or what the conflict chooser asks, in bold; no message then.
        case asking(String)
        /// How many files are unsaved, then the message, then the progress of work under way.
        case progress(unsaved: Int, progress: String?)
    }

    /// The columns a question has on a status line `width` wide, beside its mode and its hints: a longer
    /// question is cut there, and shown whole in a box (`Question.render`).
    static func room(forQuestionWithHints hints: String, width: Int) -> Int {
        width - Screen.columns(of: " ASK  ") - min(Screen.columns(of: hints) + 1, width / 2) - 1
    }

    /// Draws the status line on the first row of `rect`.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        screen.fill(rect, style: .statusBar)
        let strong = Style(bold: true, reverse: true)
        var left: [(text: String, style: Style)] = [(" \(slice.mode) ", strong)]
        switch slice.content {
        case .prompt(let label, let editor):
            let x = rect.x + screen.write(" " + label + " ", x: rect.x, y: rect.y, style: strong)
            var columns = rect.maxX - x - 1
            if let message {
                let shown = Screen.truncated(message, to: max(0, columns / 2))
                let messageColumns = Screen.columns(of: shown)
                screen.write(shown, x: rect.maxX - messageColumns - 1, y: rect.y, style: .statusBar)
                columns -= messageColumns + 1
            }
            editor.render(into: &screen, rect: Rect(x: x + 1, y: rect.y, width: max(4, columns - 1), height: 1))
            return
        case .asking(let text):
            left.append((" " + text, strong))
        case .progress(let unsaved, let progress):
            left.append((unsaved == 0 ? " saved" : " \(unsaved) unsaved", .statusBar))
            if let work = slice.work { left.append((" · " + work, .statusBar)) }
            if let message { left.append((" · " + message, .statusBar)) }
            if let progress { left.append((" · " + progress, .statusBar)) }
        }
        StyledLine(left, right: [(slice.hints + " ", .statusBar)]).draw(
            x: rect.x, y: rect.y, width: rect.width, on: &screen)
    }
}
