import EditorCore
import Engine
import Testing

@testable import EditorCore

/// Rendering one pane alone, as ratatui's view tests do: a `Screen` the size of the pane's rectangle at a
/// terminal size, compared with the whole expected rows, text and styles.
enum PaneViews {
    /// The terminal sizes every pane is drawn at.
    static let sizes = [(80, 24), (120, 35), (200, 60)]

    /// A small project in Polish, Arabic, Japanese and English with emoji.
    static let project = TUITests.project(files)

    /// The project's files.
    static let files = [
        "base.json": #"{"photos": {"one": "%d photo 📷", "other": "%d photos 📷"}, "hello": "Hello 👋"}"#,
        "pl.json": #"""
        {"photos": {"one": "%d zdjęcie", "few": "%d zdjęcia", "many": "%d zdjęć", "other": "%d zdjęcia"},
         "hello": "Zażółć gęślą jaźń 👋"}
        """#,
        "ar.json": #"""
        {"photos": {"zero": "لا توجد صور", "one": "صورة واحدة", "two": "صورتان", "few": "%d صور",
         "many": "%d صورة", "other": "%d صورة"}}
        """#,
        "ja.json": #"{"photos": {"other": "%d枚の写真 👍🏽"}, "hello": "こんにちは 👋"}"#,
    ]

    /// The editor on the project at a size, with keys pressed.
    static func editor(_ size: (Int, Int), keys: String) -> HeadlessEditor {
        var editor = HeadlessEditor(project: project, width: size.0, height: size.1)
        editor.press(keys)
        return editor
    }

    /// A screen the size of `rect`, drawn by `draw` at its origin.
    static func alone(_ rect: Rect, _ draw: (inout Screen, Rect) -> Void) -> Screen {
        var screen = Screen(width: rect.width, height: rect.height)
        draw(&screen, screen.bounds)
        return screen
    }

    /// One character per cell for its style (trailing plain cells dropped): ` ` plain, `b` bold (a
    /// title), `p` pane title, `m` matched, `e` error, `w` warning, `n` note, `f` faint, `l` label, `u` a
    /// field, `t` a field being typed, `x` needs translation, `v` needs review, `s` stale, `?` anything else; reversed, the letter is upper-case (`r` for a
    /// reversed plain cell).
    static func styles(_ screen: Screen) -> [String] {
        let legend: [Style: Character] = [
            .plain: " ", .title: "b", .paneTitle: "p", .matched: "m", .error: "e", .warning: "w", .note: "n",
            .faint: "f", .label: "l", .field: "u", Style(bold: true, underline: true): "t",
            .needsTranslation: "x", .needsReview: "v", .stale: "s",
        ]
        return (0..<screen.height).map { y in
            var row = String(
                (0..<screen.width).map { x in
                    var style = screen[x, y].style
                    let reversed = style.reverse
                    style.reverse = false
                    let letter = legend[style] ?? "?"
                    guard reversed else { return letter }
                    return letter == " " ? "r" : Character(letter.uppercased())
                })
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    /// Expects a screen's rows and styles; on a difference, records the actual ones as Swift literals.
    static func expect(
        _ screen: Screen, rows: [String], styles expected: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let actual = styles(screen)
        guard screen.rows != rows || actual != expected else { return }
        func literal(_ lines: [String]) -> String {
            "[\n" + lines.map { "    \"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\",\n" }.joined() + "]"
        }
        Issue.record(
            "rows:\n\(literal(screen.rows))\nstyles:\n\(literal(actual))", sourceLocation: sourceLocation)
    }
}
