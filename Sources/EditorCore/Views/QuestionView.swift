/// A question too long for the status line, shown whole in a box over the languages pane (the status
/// line shows its beginning, cut with `…`).
enum QuestionView {
    static func render(_ question: Question, state: EditorState, over rect: Rect, status: Rect, on screen: inout Screen)
    {
        let text = ChromeView.ask(question, state: state)
        let hints = ChromeView.answers(question)
        // What the status line has for the question: its width less the mode, the hints and a margin.
        let room =
            status.width - Screen.columns(of: " ASK  ") - min(Screen.columns(of: hints) + 1, status.width / 2) - 1
        guard Screen.columns(of: text) > room, rect.width > 4, rect.height > 3 else { return }
        let width = min(rect.width - 2, 72)
        let lines = Screen.wrapped(text, to: width - 2) + ["", hints]
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
