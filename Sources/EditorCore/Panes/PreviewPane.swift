import Engine

/// The preview pane as a component: its own state (the number and the width as typed, the scroll),
/// `update(_:)` for what changes them, and `render(_:into:rect:)` drawing from its slice of the editor's
/// state alone: the number and width fields, then `PreviewLines` (scrollable).
struct PreviewPane: Equatable, Sendable {
    /// The number as written (empty for none) and the width (digits, empty for none).
    private(set) var number = ""
    private(set) var width = ""
    /// The first line shown below the fields.
    private(set) var scroll = 0

    /// The columns of the number's field and of the width's.
    static let numberColumns = 12
    static let widthColumns = 6

    /// What the pane shows: the project, the selected key, the language whose plural table goes first,
    /// whether the pane has the focus, and the field being typed in it, if any.
    struct Slice {
        var project: Project
        var key: String?
        var selectedFile: Int?
        var input: LookupInput
        var isFocused = false
        var typing: (kind: Mode.Field, field: LineEditor)?
    }

    enum Action: Equatable {
        case setNumber(String)
        case setWidth(String)
        /// Clears the number and the width.
        case clear
        /// Scrolls by lines, among `lines` lines below the fields in `rows` rows.
        case scroll(by: Int, lines: Int, rows: Int)
    }

    /// The lookup input: the number as typed (if any) and the width (if a number).
    var input: LookupInput { LookupInput(number: number.isEmpty ? nil : number, width: Int(width)) }

    /// Applies an action. The pane's actions need no work from the shell: the answer is always empty,
    /// and is there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        switch action {
        case .setNumber(let text): number = text
        case .setWidth(let text): width = text
        case .clear: (number, width) = ("", "")
        case .scroll(let delta, let lines, let rows):
            scroll = min(max(0, scroll + max(-scroll, delta)), max(0, lines - rows))
        }
        return []
    }

    /// Draws the pane in `rect`.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        Pane.title("Preview", detail: "#/+/- number · w width", focused: slice.isFocused, in: rect, on: &screen)
        let content = Pane.content(of: rect)
        guard !content.isEmpty else { return }
        var x = content.x + 1
        x += screen.write("Number ", x: x, y: content.y, style: .label)
        x += field(slice, .number, text: number, columns: Self.numberColumns, x: x, y: content.y, on: &screen)
        x += screen.write("  Width ", x: x, y: content.y, style: .label)
        field(slice, .width, text: width, columns: Self.widthColumns, x: x, y: content.y, on: &screen)
        let lines = PreviewLines(slice).lines(scroll..<scroll + content.height - 1)
        for (offset, line) in lines.enumerated() {
            line.draw(x: content.x + 1, y: content.y + 1 + offset, width: content.width - 1, on: &screen)
        }
    }

    /// Draws a field; while it is being typed in, its text is the live field's and the cursor is placed.
    @discardableResult
    private func field(
        _ slice: Slice, _ kind: Mode.Field, text: String, columns: Int, x: Int, y: Int, on screen: inout Screen
    ) -> Int {
        if let typing = slice.typing, typing.kind == kind {
            typing.field.render(into: &screen, rect: Rect(x: x, y: y, width: columns, height: 1))
        } else {
            screen.write(text.isEmpty ? "—" : text, x: x, y: y, padTo: columns, style: .field)
        }
        return columns
    }
}
