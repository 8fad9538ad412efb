import Engine

/// The raw editor (`J`, DESIGN §8) as a component: one language's entry of the selected key as text, as it
/// stands in its file, and what is wrong with the text as it stands. `update(_:)` edits the text and keeps
/// the cursor in view in the pane the composition placed it in; `render(into:rect:)` draws it in the
/// languages pane's place. Checking the text needs the project, so the composition does it after a change
/// and gives the editor the problems found (`checked`).
struct RawEditor: Equatable, Sendable {
    /// Where the text comes from: a top-level JSON member (Swifternalization, JSONlize: a missing key can be
    /// added, and the member is checked alone), or the bytes the entry's format says hold it (the others).
    enum Source: Equatable, Sendable {
        case member(RawEntry)
        case span(RawSpan)
    }

    /// The file being edited.
    let fileIndex: Int
    let language: FileLanguage
    /// The entry as it was when the editor opened: where it is, and its text.
    let source: Source
    private(set) var area: TextArea
    /// The problems of the text as typed, found again after every change.
    private(set) var problems: [RawEntry.Problem] = []
    /// The pane the editor is drawn in, from the layout (`nil` while there is none).
    private(set) var pane: Rect?

    /// An editor on the entry's text as it stands, the cursor at its end.
    init(fileIndex: Int, language: FileLanguage, source: Source) {
        self.fileIndex = fileIndex
        self.language = language
        self.source = source
        area = TextArea(text: "")
        area = TextArea(text: originalText)
    }

    enum Action: Equatable {
        /// The editor is drawn in `rect` (the languages pane's), from the layout.
        case place(Rect)
        /// Inserts text at the cursor.
        case insert(String)
        /// Breaks the line at the cursor, keeping its indentation.
        case breakLine
        /// Moves the cursor by lines, or by pages of the text's rows.
        case moveLines(by: Int)
        case movePages(by: Int)
        /// One of the text's editing actions (`TextArea.perform`).
        case edit(EditorCore.Action)
        /// The problems of the text as it now stands.
        case checked([RawEntry.Problem])
        /// Scrolls so that the cursor is in view.
        case showCursor
    }

    /// Applies an action. The raw editor's actions need no work from the shell: the answer is always empty,
    /// and is there so that every component is driven the same way. Only `showCursor` scrolls, so that the
    /// scroll settles once for the text and its problems after a change.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        switch action {
        case .place(let rect): pane = rect
        case .insert(let text): area.insert(text)
        case .breakLine: area.breakLine()
        case .moveLines(let lines): area.moveVertically(by: lines)
        case .movePages(let pages):
            // A page is the text's rows less one, with room kept for a problem's three rows.
            let rows = pane.map { Self.textRect(in: $0, problems: 1).height } ?? 2
            area.moveVertically(by: pages * max(1, rows - 1))
        case .edit(let action): _ = area.perform(action)
        case .checked(let problems): self.problems = problems
        case .showCursor:
            guard let pane else { break }
            let rect = Self.textRect(in: pane, problems: problems.count)
            area.scrollToCursor(height: rect.height, width: rect.width - Self.gutterWidth(lines: area.lines.count))
        }
        return []
    }

    /// The key.
    var key: String {
        switch source {
        case .member(let entry): entry.key
        case .span(let span): span.key
        }
    }

    /// The text as it was when the editor opened.
    var originalText: String {
        switch source {
        case .member(let entry): entry.text
        case .span(let span): span.text
        }
    }

    /// What the pane's title calls the text.
    var kind: String {
        if case .member = source { return "raw JSON" }
        return "as in the file"
    }

    /// Where the text goes in the pane: below the title and the language's line, above one row that says
    /// the text is valid, or three for its problems (the text keeps at least one row).
    static func textRect(in pane: Rect, problems: Int) -> Rect {
        let content = Pane.content(of: pane).splitTop(1).rest
        return content.splitTop(max(1, content.height - (problems == 0 ? 1 : 3))).top
    }

    /// The columns of the line numbers and their separator.
    static func gutterWidth(lines: Int) -> Int { String(lines).count + 4 }

    /// Draws the editor in `rect`: the language, the entry's lines numbered from the scroll with the
    /// terminal cursor at the cursor, and the problems of the text as typed.
    func render(into screen: inout Screen, rect: Rect) {
        Pane.title("Languages", detail: key + " · " + kind, focused: true, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        let name = language == .base ? "base" : language.description
        let x = content.x + screen.write(" " + name, x: content.x, y: content.y, limit: content.width, style: .title)
        screen.write(
            " · the entry as it stands in the file", x: x, y: content.y, limit: content.maxX - x, style: .label)
        let text = Self.textRect(in: rect, problems: problems.count)
        let gutter = Self.gutterWidth(lines: area.lines.count)
        let width = max(1, text.width - gutter)
        for row in 0..<text.height {
            let index = area.top + row
            guard index < area.lines.count else { break }
            let y = text.y + row
            let number = String(index + 1)
            screen.write(
                String(repeating: " ", count: gutter - 3 - number.count) + number + " │ ", x: text.x, y: y,
                style: .faint)
            let line = area.lines[index]
            if index == area.row {
                let visible = line.visible(width: width)
                screen.write(visible.text, x: text.x + gutter, y: y, limit: width)
                screen.cursor = (text.x + gutter + min(visible.cursorColumn, width - 1), y)
            } else {
                screen.write(line.text, x: text.x + gutter, y: y, limit: width)
            }
        }
        var y = text.maxY
        guard y < content.maxY else { return }
        guard !problems.isEmpty else {
            screen.write(
                " ✓ valid: Ctrl-S puts it in the file", x: content.x, y: y, limit: content.width, style: .matched)
            return
        }
        // Each problem wrapped under its mark, as many as fit; the last row says how many more there are.
        let rows = content.maxY - y
        var lines: [String] = []
        for (index, problem) in problems.enumerated() {
            let wrapped = Screen.wrapped("✗ \(problem)", to: content.width - 3)
            let more = problems.count - index
            guard lines.isEmpty || lines.count + wrapped.count <= rows - (more > 1 ? 1 : 0) else {
                lines.append("✗ … and \(more) more problem\(more == 1 ? "" : "s")")
                break
            }
            lines += wrapped.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
        }
        for line in lines.prefix(rows) {
            screen.write(" " + line, x: content.x, y: y, limit: content.width, style: .error)
            y += 1
        }
    }
}
