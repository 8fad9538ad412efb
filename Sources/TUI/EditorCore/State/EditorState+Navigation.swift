extension EditorState {
    /// Moves the selection of the focused pane by `delta` rows (clamped), scrolling to keep it visible.
    mutating func move(by delta: Int) {
        switch focus {
        case .keys:
            let count = keyList.visible.count
            guard count > 0 else { return }
            keyList.cursor = Self.clamp(keyList.cursor, plus: delta, count: count)
            languageCursor = firstSelectableLanguageRow(from: 0, direction: 1) ?? 0
            languageScroll = 0
        case .languages:
            let rows = languageRows
            guard !rows.isEmpty else { return }
            let target = Self.clamp(languageCursor, plus: delta, count: rows.count)
            let direction = delta < 0 ? -1 : 1
            languageCursor =
                firstSelectableLanguageRow(from: target, direction: direction, rows: rows)
                ?? firstSelectableLanguageRow(from: target, direction: -direction, rows: rows) ?? languageCursor
        case .preview:
            // The fields take the first row of the content.
            let rows = max(1, (layout?.contentRows(of: .preview) ?? 2) - 1)
            previewPane.update(.scroll(by: delta, lines: previewLineCount, rows: rows))
        case .findings:
            findingsPane.update(.move(by: delta, count: visibleFindings.count))
        }
        keepSelectionsVisible()
    }

    private static func clamp(_ value: Int, plus delta: Int, count: Int) -> Int {
        let (sum, overflow) = value.addingReportingOverflow(delta)
        if overflow { return delta < 0 ? 0 : count - 1 }
        return min(max(0, sum), count - 1)
    }

    /// The first row at or after (or before, for direction -1) `start` that is not a language header.
    func firstSelectableLanguageRow(from start: Int, direction: Int, rows: [LanguageRow]? = nil) -> Int? {
        let rows = rows ?? languageRows
        var index = start
        while rows.indices.contains(index) {
            if !rows[index].isHeader { return index }
            index += direction
        }
        return nil
    }

    /// Adjusts each pane's scroll so its selection is on screen.
    ///
    /// Also keeps the languages pane's selection off the language headers (on the first row that can be
    /// edited), so that `Enter` there always has a string to edit.
    mutating func keepSelectionsVisible() {
        let rows = languageRows
        if !rows.indices.contains(languageCursor) || rows[languageCursor].isHeader {
            languageCursor =
                firstSelectableLanguageRow(from: min(languageCursor, rows.count - 1), direction: 1, rows: rows)
                ?? firstSelectableLanguageRow(from: 0, direction: 1, rows: rows) ?? 0
        }
        guard let layout else { return }
        keyList.scroll = Self.scroll(keyList.scroll, toShow: keyList.cursor, rows: layout.contentRows(of: .keys))
        // Show the language's header with its first row when scrolling up to it.
        let languageTop =
            languageCursor > 0 && rows.indices.contains(languageCursor - 1) && rows[languageCursor - 1].isHeader
            ? languageCursor - 1 : languageCursor
        let languageRows = layout.contentRows(of: .languages)
        languageScroll = Self.scroll(languageScroll, toShow: languageTop, rows: languageRows)
        // The selected row takes the lines its wrapped text needs: they all come into view.
        let content = Pane.content(of: layout.languages)
        let selectedLines = LanguagesView.Geometry(self, rows: rows, content: content)
            .selectedLines(self, rows: rows, columnWidth: content.width)
        languageScroll = Self.scroll(languageScroll, toShow: languageCursor, rows: languageRows)
        languageScroll = max(languageScroll, languageCursor + min(selectedLines, languageRows) - languageRows)
        findingsPane.update(.keepVisible(rows: layout.contentRows(of: .findings)))
    }

    private static func scroll(_ scroll: Int, toShow row: Int, rows: Int) -> Int {
        guard rows > 0 else { return 0 }
        if row < scroll { return row }
        if row >= scroll + rows { return row - rows + 1 }
        return scroll
    }

    /// A click selects the pane under the pointer and the row clicked.
    mutating func click(x: Int, y: Int) {
        guard mode == .browse || mode == .help, let layout else { return }
        if mode == .help {
            mode = .browse
            return
        }
        if let tabs = layout.tabs, tabs.contains(x: x, y: y) {
            if let tab = TabsView.tab(atX: x, in: tabs) { focus = tab }
            return
        }
        guard let pane = pane(atX: x, y: y) else { return }
        focus = pane
        let row = y - layout.rect(of: pane).y - 1
        guard row >= 0 else { return }
        switch pane {
        case .keys:
            let index = keyList.scroll + row
            guard keyList.visible.indices.contains(index) else { return }
            keyList.cursor = index
            languageCursor = firstSelectableLanguageRow(from: 0, direction: 1) ?? 0
            languageScroll = 0
        case .languages:
            let geometry = LanguagesView.Geometry(
                self, rows: languageRows, content: Pane.content(of: layout.languages))
            if let index = geometry.columns.row(atX: x, y: y),
                let selectable = firstSelectableLanguageRow(from: index, direction: 1)
            {
                languageCursor = selectable
            }
        case .preview:
            break
        case .findings:
            findingsPane.update(.click(row: row, count: visibleFindings.count))
        }
        keepSelectionsVisible()
    }
}
