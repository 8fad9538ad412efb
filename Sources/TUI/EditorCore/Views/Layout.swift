/// Where each pane goes for a terminal size: a header row, the key list on the left, the languages,
/// preview and findings on the right (preview beside the languages when wide, below them when
/// narrow), and the status line at the bottom.
struct Layout: Equatable {
    /// The smallest size the editor works at; below it, the "too small" screen.
    static let minimumWidth = 80
    static let minimumHeight = 24

    var header: Rect
    var keys: Rect
    var languages: Rect
    var preview: Rect
    var findings: Rect
    var status: Rect

    /// The layout for a screen, or `nil` when the screen is smaller than 80×24.
    init?(width: Int, height: Int) {
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return nil }
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        let (header, body) = screen.splitTop(1)
        let (main, status) = body.splitTop(body.height - 1)
        let keyColumns = min(40, max(24, width / 4))
        let (keys, right) = main.splitLeft(keyColumns)
        // One column of the right side is the separator line beside the key list.
        let content = Rect(x: right.x + 1, y: right.y, width: right.width - 1, height: right.height)
        let findingsRows = max(4, content.height / 5)
        let (top, findings) = content.splitTop(content.height - findingsRows)
        if width >= 150 {
            let (languages, preview) = top.splitLeft(top.width / 2)
            self.languages = languages
            self.preview = Rect(x: preview.x + 1, y: preview.y, width: preview.width - 1, height: preview.height)
        } else {
            let (languages, preview) = top.splitTop(top.height * 11 / 20)
            self.languages = languages
            self.preview = preview
        }
        self.header = header
        self.keys = keys
        self.findings = findings
        self.status = status
    }

    /// The pane's rectangle.
    func rect(of focus: Focus) -> Rect {
        switch focus {
        case .keys: return keys
        case .languages: return languages
        case .preview: return preview
        case .findings: return findings
        }
    }

    /// Rows of content in a pane (its first row is its title).
    func contentRows(of focus: Focus) -> Int { max(0, rect(of: focus).height - 1) }
}
