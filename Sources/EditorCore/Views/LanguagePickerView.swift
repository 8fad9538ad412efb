import Engine

/// The language picker (`L`), as a box in place of the languages pane's rows: each language in the chosen
/// order with its roles (source, target, pinned, hidden).
enum LanguagePickerView {
    static func render(_ picker: LanguagePicker, project: Project, over rect: Rect, on screen: inout Screen) {
        let width = min(rect.width - 2, 64)
        let height = min(rect.height - 1, picker.languages.count + 2)
        guard width > 8, height > 2 else { return }
        let box = Rect(x: rect.x + 2, y: rect.y + 1, width: width, height: height)
        // The pane below is cleared, so that none of its rows shows beside the box.
        screen.fill(Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1), style: .plain)
        screen.write(
            Screen.truncated(" Languages: t target · s source · p pin · h hide · J/K move ", to: width), x: box.x,
            y: box.y, padTo: width, style: .focusedPaneTitle)
        let rows = height - 2
        let scroll = max(0, picker.cursor - rows + 1)
        let tagColumns = min(12, picker.languages.map { Screen.columns(of: $0) }.max() ?? 4)
        for row in 0..<rows {
            let index = scroll + row
            guard picker.languages.indices.contains(index) else { break }
            let name = picker.languages[index]
            let english =
                project.files.first { $0.language.description == name }.map {
                    project.englishName(of: $0.language)
                } ?? name
            let roles = picker.roles(of: name)
            let style: Style = roles.contains("hidden") ? .faint : roles.contains("target") ? .matched : .plain
            let line = StyledLine([
                (" " + Screen.padded(name, to: tagColumns) + "  ", style.bold ? style : .title),
                (Screen.padded(english, to: 18) + " ", .label), (roles.joined(separator: ", "), style),
            ])
            line.draw(x: box.x, y: box.y + 1 + row, width: width, on: &screen)
            if index == picker.cursor { screen.restyle(box.row(1 + row)) { $0.reverse = true } }
        }
        screen.fill(box.row(height - 1), style: .faint)
    }
}
