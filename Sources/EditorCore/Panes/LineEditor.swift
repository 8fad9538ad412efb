/// The line editor as a component: the field being typed in (the filter, the preview's number or width, a
/// value, a key's name, a selector…), its text before typing began, the columns it is drawn in, and what is
/// offered while a translation is typed.
///
/// The composition gives it those columns from the layout (`fit`) after every change, since the field's
/// place can change as it is typed (the key list's title gives the filter what its other parts leave);
/// the horizontal scroll settles for them then, and only then, so the text does not jump about.
struct LineEditor: Equatable, Sendable {
    /// The text and the cursor.
    private(set) var field = TextField()
    /// The text before typing began, which Escape puts back.
    private(set) var before = ""
    /// The columns the field is drawn in, as last fitted.
    private(set) var columns = 0
    /// Translations offered below a translation being typed (`Alt-1`… puts one in the field).
    private(set) var suggestions: [Suggestion] = []
    /// Keys with the same source text as the translation being typed, missing or needing translation there
    /// (`Alt-p` fills them with it too).
    private(set) var sameSource: [String] = []

    enum Action: Equatable {
        /// Starts typing from `text` (remembered for Escape), the cursor at its end, with what is offered while
        /// it is typed.
        case begin(String, suggestions: [Suggestion] = [], sameSource: [String] = [])
        /// Replaces the whole text (a suggestion taken, the text before typing put back), the cursor at its end.
        case replace(String)
        /// Inserts text at the cursor.
        case insert(String)
        /// One of the field's editing actions (`TextField.edits(_:)`): a cursor move, a deletion, a kill.
        case edit(EditorCore.Action)
        /// The field is drawn in `columns` columns: the scroll settles so that the cursor is in view.
        case fit(columns: Int)
    }

    /// Applies an action. The line editor's actions need no work from the shell: the answer is always empty,
    /// and is there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        switch action {
        case .begin(let text, let suggestions, let sameSource):
            field = TextField(text: text)
            before = text
            self.suggestions = suggestions
            self.sameSource = sameSource
        case .replace(let text): field = TextField(text: text)
        case .insert(let text): field.insert(text)
        case .edit(let action): _ = field.perform(action)
        case .fit(let columns):
            self.columns = columns
            field.scrollToCursor(width: columns)
        }
        return []
    }

    /// The text typed.
    var text: String { field.text }

    /// Draws the field's visible part on the first row of `rect`, and puts the terminal cursor at its cursor.
    func render(into screen: inout Screen, rect: Rect) {
        Self.render(field, into: &screen, rect: rect)
    }

    /// Draws a field's visible part on the first row of `rect`, and puts the terminal cursor at its cursor:
    /// the one way a field being typed in looks, for the forms that hold several fields (search and replace).
    static func render(_ field: TextField, into screen: inout Screen, rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let visible = field.visible(width: rect.width)
        screen.write(visible.text, x: rect.x, y: rect.y, padTo: rect.width, style: Style(bold: true, underline: true))
        screen.cursor = (rect.x + min(visible.cursorColumn, rect.width - 1), rect.y)
    }
}
