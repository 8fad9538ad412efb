import Engine

/// Search and replace across the values of chosen languages (`Ctrl-R`), as a component: a form (the text to
/// find, its replacement, the languages, whether case matters), then a preview of every change (key, language,
/// before → after), scrollable, with a count, which `Enter` applies as one edit.
///
/// Its own state is the form's fields and the preview; `update(_:)` changes them and says what the composition
/// must do (compute the preview from the project, apply it, close), `render(_:into:rect:)` draws it.
struct ReplacePane: Equatable, Sendable {
    /// The form's fields, in the order `Tab` goes through them.
    enum Field: Int, CaseIterable, Sendable {
        case search, replacement, languages

        var label: String {
            switch self {
            case .search: return "Find"
            case .replacement: return "Replace with"
            case .languages: return "In"
            }
        }
    }

    private(set) var fields: [Field: TextField] = [.search: TextField(), .replacement: TextField()]
    /// The field typed in.
    private(set) var field = Field.search
    private(set) var caseSensitive = true
    /// The changes shown before they are applied; `nil` while the form is filled in.
    private(set) var preview: [TextReplacement]?
    /// The serial of the search for the changes under way (`Effect.findReplacements`), if one is: its answer is
    /// shown only while the form is as it was asked for.
    private(set) var finding: Int?
    /// The preview's selected change and its first row on screen.
    private(set) var cursor = 0
    private(set) var scroll = 0

    /// A form searching the languages named in `languages` (tags separated by spaces; none for every language).
    init(languages: String) {
        fields[.languages] = TextField(text: languages)
    }

    /// The text of a field.
    func text(of field: Field) -> String { fields[field]?.text ?? "" }

    /// The search the form describes.
    var search: LiteralSearch { LiteralSearch(text(of: .search), caseSensitive: caseSensitive) }

    /// The language names typed (`pl`, `pt-BR`, `base`), in order, without repeats.
    var languageNames: [String] {
        var names: [String] = []
        for name in text(of: .languages).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    enum Action: Equatable {
        /// Text typed or pasted into the field (one line).
        case insert(String)
        /// A line editor's action on the field (`TextField.perform`).
        case edit(EditorCore.Action)
        case nextField, previousField, toggleCase
        /// `Enter`: asks for the preview in the form, applies it in the preview.
        case accept
        /// `Esc`: back to the form from the preview, else closes.
        case cancel
        /// The composition started search `serial` for the changes.
        case finding(Int)
        /// The search for the changes ended without changes to show.
        case found
        /// The changes the search finds, computed by the composition: the preview shows them.
        case show([TextReplacement])
        /// Moves the preview's selection, keeping it among `rows` rows on screen.
        case move(by: Int, rows: Int)
    }

    /// What the composition does after an action.
    enum Outcome: Equatable {
        case none
        /// Find the changes (`show` them).
        case findChanges
        /// Apply the changes previewed, as one edit, and close.
        case apply([TextReplacement])
        case close
    }

    mutating func update(_ action: Action) -> Outcome {
        switch action {
        case .insert(let text):
            guard preview == nil else { return .none }
            fields[field]?.insert(String(text.prefix { !$0.isNewline }))
            finding = nil
        case .edit(let edit):
            guard preview == nil else { return .none }
            _ = fields[field]?.perform(edit)
            finding = nil
        case .nextField, .previousField:
            guard preview == nil else { return .none }
            let count = Field.allCases.count
            field = Field(rawValue: (field.rawValue + (action == .nextField ? 1 : count - 1)) % count)!
        case .toggleCase:
            guard preview == nil else { return .none }
            caseSensitive.toggle()
            finding = nil
        case .accept:
            guard let preview else { return finding == nil ? .findChanges : .none }
            return .apply(preview)
        case .cancel:
            if finding != nil {
                finding = nil
                return .none
            }
            guard preview != nil else { return .close }
            preview = nil
        case .finding(let serial):
            finding = serial
        case .found:
            finding = nil
        case .show(let changes):
            finding = nil
            preview = changes
            cursor = 0
            scroll = 0
        case .move(let delta, let rows):
            guard let preview else { return .none }
            cursor = ListSelection.moved(cursor, by: delta, count: preview.count)
            scroll = ListSelection.scroll(scroll, toShow: cursor, rows: max(1, rows))
        }
        return .none
    }

    /// What the pane draws besides its own state: each language's English name by its tag, and the hint for an
    /// empty languages field.
    struct Slice {
        var languageNames: [String: String]
    }

    /// Rows above the preview's list: the title, the three fields, the case line, a blank and the count.
    static let formRows = 7

    /// Draws the pane in `rect`.
    func render(_ slice: Slice, into screen: inout Screen, rect: Rect) {
        screen.fill(rect)
        let title =
            preview != nil
            ? " Replace · ↑↓ scroll · Enter apply all (one edit: u undoes it) · Esc back"
            : finding != nil
                ? " Replace · finding the changes… · Esc stop"
                : " Replace · Tab next field · Alt-c case · Enter preview · Esc cancel"
        screen.write(
            Screen.truncated(title, to: rect.width), x: rect.x, y: rect.y, padTo: rect.width, style: .focusedPaneTitle)
        let labelColumns = 14
        for (row, kind) in Field.allCases.enumerated() {
            let y = rect.y + 1 + row
            screen.write(" " + Screen.padded(kind.label, to: labelColumns - 1), x: rect.x, y: y, style: .label)
            let x = rect.x + labelColumns
            let columns = max(4, rect.width - labelColumns - 1)
            let value = fields[kind] ?? TextField()
            if preview == nil, kind == field {
                LineEditor.render(value, into: &screen, rect: Rect(x: x, y: y, width: columns, height: 1))
            } else if kind == .languages, value.text.isEmpty {
                screen.write("every language", x: x, y: y, limit: columns, style: .faint)
            } else {
                screen.write(value.text, x: x, y: y, limit: columns, style: .field)
            }
        }
        let names = languageNames.map { slice.languageNames[$0] ?? $0 }
        let languages = names.isEmpty ? "" : " · in " + names.joined(separator: ", ")
        StyledLine([
            (" " + Screen.padded("Case", to: labelColumns - 1), .label),
            (caseSensitive ? "must match (Alt-c: ignore case)" : "ignored (Alt-c: must match)", .plain),
            (languages, .faint),
        ]).draw(x: rect.x, y: rect.y + 4, width: rect.width, on: &screen)
        guard let preview else { return }
        renderPreview(
            preview, in: Rect(x: rect.x, y: rect.y + 6, width: rect.width, height: rect.height - 6), on: &screen)
    }

    /// The count, then one row per change: key, language, before → after, cut around the first occurrence.
    private func renderPreview(_ changes: [TextReplacement], in rect: Rect, on screen: inout Screen) {
        guard rect.height > 0 else { return }
        let keys = Set(changes.map(\.address.key)).count
        let occurrences = changes.reduce(0) { $0 + $1.occurrences }
        let count =
            " \(EditorState.grouped(occurrences)) \(occurrences == 1 ? "occurrence" : "occurrences") in "
            + "\(EditorState.grouped(changes.count)) \(changes.count == 1 ? "string" : "strings") of "
            + "\(EditorState.grouped(keys)) \(keys == 1 ? "key" : "keys")"
        StyledLine([(count, .title)], right: [("\(cursor + 1)/\(changes.count) ", .faint)]).draw(
            x: rect.x, y: rect.y, width: rect.width, on: &screen)
        let rows = rect.height - 1
        let keyColumns = min(24, changes.map { Screen.columns(of: Self.place($0.address)) }.max() ?? 0)
        let tagColumns = min(8, changes.map { Screen.columns(of: $0.language.description) }.max() ?? 0)
        let textColumns = max(2, (rect.width - keyColumns - tagColumns - 7) / 2)
        for row in 0..<rows {
            let index = scroll + row
            guard changes.indices.contains(index) else { break }
            let change = changes[index]
            let (before, after) = Self.excerpts(change, search: search, columns: textColumns)
            let y = rect.y + 1 + row
            StyledLine([
                (
                    " " + Screen.padded(Screen.truncated(Self.place(change.address), to: keyColumns), to: keyColumns),
                    .plain
                ),
                (" " + Screen.padded(change.language.description, to: tagColumns) + " ", .label),
                (Screen.padded(before, to: textColumns), .plain), (" → ", .faint), (after, .matched),
            ]).draw(x: rect.x, y: y, width: rect.width, on: &screen)
            if index == cursor {
                screen.restyle(Rect(x: rect.x, y: y, width: rect.width, height: 1)) { $0.reverse = true }
            }
        }
    }

    /// A string's place as the editor names it: `photos › few › @100`.
    static func place(_ address: EntryAddress) -> String {
        ([address.key] + [address.selector, address.width.map { "@\($0)" }].compactMap { $0 }).joined(separator: " › ")
    }

    /// The texts before and after, from a few characters before the first occurrence (`…` where cut), each cut
    /// to `columns`: the first occurrence and its replacement are in view on both sides.
    static func excerpts(_ change: TextReplacement, search: LiteralSearch, columns: Int) -> (String, String) {
        let first = search.occurrences(in: change.before).first?.lowerBound ?? 0
        var start = max(0, first - 8)
        // Where the first replacement ends in the text after: a longer replacement pushes it further.
        let growth = max(0, (change.after.count - change.before.count) / max(1, change.occurrences))
        let end = first + search.text.count + growth
        // Texts whose first change ends in view are shown from their start.
        if Screen.columns(of: String(change.after.prefix(end))) < columns { start = 0 }
        func cut(_ text: String) -> String {
            let shown = start > 0 ? "…" + String(text.dropFirst(start)) : text
            return Screen.truncated(shown, to: columns)
        }
        return (cut(change.before), cut(change.after))
    }
}
