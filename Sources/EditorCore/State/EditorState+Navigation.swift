extension EditorState {
    /// Moves the selection of the focused pane by `delta` rows (clamped), scrolling to keep it visible.
    mutating func move(by delta: Int) {
        switch focus {
        case .keys:
            guard !keyList.visible.isEmpty else { return }
            keyList.update(.move(by: delta))
            showKeyFromTop()
        case .languages:
            languagesPane.update(.move(by: delta), rows: languageRows)
        case .preview:
            // The fields take the first row of the content.
            let rows = max(1, (layout?.contentRows(of: .preview) ?? 2) - 1)
            previewPane.update(.scroll(by: delta, lines: previewLineCount, rows: rows))
        case .findings:
            findingsPane.update(.move(by: delta, count: visibleFindings.count))
        }
        keepSelectionsVisible()
    }

    /// Adjusts each pane's scroll so its selection is on screen.
    ///
    /// Also keeps the languages pane's selection off the language headers (on the first row that can be
    /// edited), so that `Enter` there always has a string to edit.
    mutating func keepSelectionsVisible() {
        let rows = languageRows
        guard let layout else {
            languagesPane.update(.keepVisible(contentRows: 0, selectedLines: 1), rows: rows)
            return
        }
        keyList.update(.keepVisible(rows: layout.contentRows(of: .keys)))
        let content = Pane.content(of: layout.languages)
        let selectedLines = LanguagesPane.Geometry.selectedLines(
            languagesSlice(rows), pane: languagesPane, columnWidth: content.width)
        languagesPane.update(.keepVisible(contentRows: content.height, selectedLines: selectedLines), rows: rows)
        findingsPane.update(.keepVisible(rows: layout.contentRows(of: .findings)))
    }

    /// A click selects the pane under the pointer and the row clicked.
    mutating func click(x: Int, y: Int) {
        guard mode == .browse || mode == .help, let layout else { return }
        if mode == .help {
            mode = .browse
            return
        }
        if let tabs = layout.tabs, tabs.contains(x: x, y: y) {
            if let tab = layout.tabPlaces.first(where: { $0.rect.contains(x: x, y: y) }) { focus = tab.pane }
            return
        }
        guard let pane = pane(atX: x, y: y) else { return }
        focus = pane
        let row = y - layout.rect(of: pane).y - 1
        guard row >= 0 else { return }
        switch pane {
        case .keys:
            guard keyList.visible.indices.contains(keyList.scroll + row) else { return }
            keyList.update(.click(row: row))
            showKeyFromTop()
        case .languages:
            let rows = languageRows
            let geometry = LanguagesPane.Geometry(
                languagesSlice(rows), pane: languagesPane, content: Pane.content(of: layout.languages))
            if let index = geometry.columns.row(atX: x, y: y) { languagesPane.update(.select(index), rows: rows) }
        case .preview:
            break
        case .findings:
            findingsPane.update(.click(row: row, count: visibleFindings.count))
        }
        keepSelectionsVisible()
    }
}
