import Engine

/// The preview's lines below its number and width fields: what each language shows for the selected
/// key, then the plural table (each language's categories, CLDR examples and the string each gives).
enum PreviewLines {
    static func lines(_ state: EditorState) -> [StyledLine] {
        guard let key = state.selectedKey else { return [] }
        let project = state.project
        let input = state.lookupInput
        let number = input.number
        let tagWidth = project.files.map { $0.language.description.count }.max() ?? 4
        var lines: [StyledLine] = []
        if let number, input.literal == nil {
            lines.append(StyledLine([("\(number) is not a number: only exp: selectors can match it", .warning)]))
        }
        for file in project.files {
            let tag = file.language.description
            let resolution = project.resolve(key, in: project.chain(for: tag), input: input)
            let shown = Placeholder.format(resolution.value, number: number)
            var right: [(text: String, style: Style)] = [(resolution.matched ?? "—", .label)]
            if let category = resolution.category, category.rawValue != resolution.matched {
                right.append(("  " + category.rawValue, .faint))
            }
            if resolution.isFallback {
                right.append(("  ← " + (resolution.language?.description ?? "key"), .warning))
            }
            lines.append(
                StyledLine(
                    [(pad(tag, tagWidth) + " ", .title), (shown, resolution.isFallback ? .warning : .plain)],
                    right: right))
        }
        lines.append(StyledLine([]))
        lines.append(StyledLine([("Plural forms", .paneTitle), (" · CLDR examples → this key", .faint)]))
        for file in project.files {
            lines += pluralTable(file, key: key, tagWidth: tagWidth, project: project, width: input.width)
        }
        return lines
    }

    /// One language's categories with examples and the string each gives, then its ordinal categories.
    private static func pluralTable(_ file: LanguageFile, key: String, tagWidth: Int, project: Project, width: Int?)
        -> [StyledLine]
    {
        let chain = project.chain(for: file.language.description)
        let categories = file.rules.categories()
        let categoryWidth = categories.map(\.rawValue.count).max() ?? 5
        var lines: [StyledLine] = []
        for (index, category) in categories.enumerated() {
            let examples = file.rules.examples(category)
            let tag = index == 0 ? file.language.description : ""
            var pieces: [(text: String, style: Style)] = [
                (pad(tag, tagWidth) + " ", .title), (pad(category.rawValue, categoryWidth) + " ", .label),
                (pad(Screen.truncated(examples.summary, to: 22), 22) + " → ", .faint),
            ]
            // The first example the category's own variant answers (not an explicit `ie:x=0` before it).
            let samples = examples.integers + examples.decimals
            let answers = samples.lazy.map { sample in
                (sample, project.resolve(key, in: chain, input: LookupInput(number: sample, width: width)))
            }
            if let (sample, resolution) = answers.first(where: { $0.1.matched?.hasPrefix(category.rawValue) == true })
                ?? answers.first
            {
                pieces.append((Placeholder.format(resolution.value, number: sample), .plain))
            }
            lines.append(StyledLine(pieces))
        }
        let ordinals = file.rules.categories(ordinal: true)
        if ordinals.count > 1 {
            let text = ordinals.map { category in
                let examples = file.rules.examples(category, ordinal: true).integers.prefix(3)
                return "\(category.rawValue) \(examples.joined(separator: ","))"
            }.joined(separator: " · ")
            lines.append(StyledLine([(pad("", tagWidth) + " ", .plain), ("ordinal: " + text, .faint)]))
        }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - Screen.columns(of: text)))
    }
}

extension EditorState {
    /// How many lines the preview has below its fields (for scrolling).
    var previewLineCount: Int { PreviewLines.lines(self).count }
}
