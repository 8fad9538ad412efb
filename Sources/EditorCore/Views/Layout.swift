/// Where each pane goes for a terminal size: a header row, the key list on the left, the languages,
/// preview and findings on the right, and the status line at the bottom. Computed once per size (and
/// project) and passed down to the views; nothing asks the views for geometry.
///
/// The right side has three arrangements:
/// - **beside** (150 columns and more): languages and preview side by side, findings below;
/// - **stacked**: languages, preview and findings one above the other, the preview as tall as its
///   lines for the project need (every language's result and the largest plural table);
/// - **tabs**, when the stacked panes do not fit (80×24): one pane at a time under a row of tabs, the
///   focused one (or the one last focused while the key list has the focus).
struct Layout: Equatable, Sendable {
    /// The smallest size the editor works at; below it, the "too small" screen.
    static let minimumWidth = 80
    static let minimumHeight = 24
    /// The fewest rows the languages pane and the findings pane keep when stacked (title included).
    static let minimumLanguagesRows = 6
    static let minimumFindingsRows = 4

    var header: Rect
    var keys: Rect
    var languages: Rect
    var preview: Rect
    var findings: Rect
    var status: Rect
    /// The row of tabs over the right side when its panes take turns (`nil` when they are all shown).
    var tabs: Rect?
    /// Where each tab is in that row (none when there is no row of tabs).
    var tabPlaces: [TabsView.Place] = []

    /// The layout for a screen, or `nil` when the screen is smaller than 80×24.
    ///
    /// - Parameter previewRows: the rows the preview pane needs to show all it has at once for the
    ///   project's largest key (title and fields included).
    init?(width: Int, height: Int, previewRows: Int = 0) {
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return nil }
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        let (header, body) = screen.splitTop(1)
        let (main, status) = body.splitTop(body.height - 1)
        let keyColumns = min(40, max(24, width / 4))
        let (keys, right) = main.splitLeft(keyColumns)
        // One column of the right side is the separator line beside the key list.
        let content = Rect(x: right.x + 1, y: right.y, width: right.width - 1, height: right.height)
        self.header = header
        self.keys = keys
        self.status = status
        let findingsRows = max(Self.minimumFindingsRows, content.height / 5)
        if width >= 150, content.height - findingsRows >= previewRows {
            let (top, findings) = content.splitTop(content.height - findingsRows)
            let (languages, preview) = top.splitLeft(top.width / 2)
            self.languages = languages
            self.preview = Rect(x: preview.x + 1, y: preview.y, width: preview.width - 1, height: preview.height)
            self.findings = findings
            return
        }
        let spare = content.height - previewRows - Self.minimumLanguagesRows - Self.minimumFindingsRows
        if width < 150, spare >= 0 {
            // Stacked: the preview as tall as it needs; the findings up to a fifth of the height from
            // what is spare; the languages the rest.
            let findings = Self.minimumFindingsRows + min(spare / 2, findingsRows - Self.minimumFindingsRows)
            let (top, bottom) = content.splitTop(content.height - findings)
            let (languages, preview) = top.splitTop(top.height - previewRows)
            self.languages = languages
            self.preview = preview
            self.findings = bottom
            return
        }
        let (tabs, pane) = content.splitTop(1)
        self.tabs = tabs
        tabPlaces = TabsView.places(in: tabs)
        languages = pane
        preview = pane
        findings = pane
    }

    /// Whether the right side's panes take turns under a row of tabs.
    var isTabbed: Bool { tabs != nil }

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
