/// The colours a cell can have; the terminal maps them to its palette, or drops them (monochrome,
/// `NO_COLOR`), in which case the attributes alone must keep the screen readable.
package enum Color: UInt8, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn.
package struct Style: Hashable, Sendable {
    package var foreground: Color?
    package var background: Color?
    package var bold = false
    package var dim = false
    package var reverse = false
    package var underline = false

    package init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    package static let plain = Style()
}

/// The editor's palette: every view draws with these, so the look is decided in one place.
/// Each style stays distinguishable without colour (bold, reverse, dim, underline).
extension Style {
    static let title = Style(bold: true)
    static let paneTitle = Style(foreground: .cyan, bold: true)
    static let focusedPaneTitle = Style(foreground: .cyan, bold: true, reverse: true)
    static let selected = Style(reverse: true)
    static let matched = Style(foreground: .green, bold: true)
    static let error = Style(foreground: .red, bold: true)
    static let warning = Style(foreground: .yellow)
    static let note = Style(foreground: .blue)
    /// Translation states in the key list: each its own colour (the glyphs differ without colour).
    static let needsTranslation = Style(foreground: .cyan, underline: true)
    static let needsReview = Style(foreground: .blue, bold: true)
    static let stale = Style(foreground: .magenta, bold: true)
    static let faint = Style(dim: true)
    static let label = Style(foreground: .magenta)
    static let field = Style(underline: true)
    static let statusBar = Style(reverse: true)
}
