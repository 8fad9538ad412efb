import Engine

/// The preview's lines below its number and width fields: what each language shows for the selected
/// key, then the plural table (each language's categories, CLDR examples and the string each gives),
/// the language of the languages pane's selected row first, so that its table is in view.
///
/// Only the lines on screen are built: the plural table of 40 languages costs a few hundred lookups,
/// more than a frame should spend on lines nobody sees.
struct PreviewLines {
    private let slice: PreviewPane.Slice
    private let key: String
    private let tagWidth: Int
    /// Lines before the per-language results (the comment for translators, a warning about the number, the
    /// sample values).
    private let leading: Int
    /// The key's comment for translators, as the source's file (else another language's) writes it: a
    /// `.strings` comment, a catalog's `comment`.
    private let comment: String?
    /// What the key's placeholders are filled with (the same in every language, from base's texts).
    private let samples: SampleArguments
    private let formatter = TextFormatter()
    /// The plural table's line count per file.
    private let tableCounts: [Int]
    /// Each language's main file (the preview is by language: its files share the language and its rules).
    private let languageFiles: [LanguageFile]
    /// Positions in `languageFiles` in the plural table's order: the selected row's language first.
    private let tableOrder: [Int]

    init(_ slice: PreviewPane.Slice) {
        self.slice = slice
        key = slice.key ?? ""
        let files = Self.languageFiles(of: slice.project)
        languageFiles = files
        tagWidth = files.map { Screen.columns(of: $0.language.description) }.max() ?? 4
        let input = slice.input
        let project = slice.project
        let key = self.key
        let entry =
            project.entry(key, in: .base) ?? project.languages.lazy.compactMap { project.entry(key, in: $0) }.first
        samples = SampleArguments(entry: entry?.value)
        comment = project.sourceComment(forKey: key)
        leading =
            (comment == nil ? 0 : 1) + (input.number != nil && input.literal == nil ? 1 : 0)
            + (samples.legend.isEmpty ? 0 : 1)
        tableCounts = files.map(Self.tableCount)
        let selected = slice.selectedFile.map { slice.project.files[$0].language }
        let first = files.firstIndex { $0.language == selected } ?? 0
        tableOrder = [first] + files.indices.filter { $0 != first }
    }

    /// Each language's main file.
    private static func languageFiles(of project: Project) -> [LanguageFile] {
        project.mainFileIndices.map { project.files[$0] }
    }

    /// The lines of a language's plural table: its categories, and a line of ordinal categories.
    private static func tableCount(_ file: LanguageFile) -> Int {
        file.rules.categories().count + (file.rules.categories(ordinal: true).count > 1 ? 1 : 0)
    }

    /// The rows the preview pane asks of the layout: its title, the fields, a warning or sample values
    /// line, a result per language (at most `resultsShown`; more scroll), a blank and the table's title,
    /// then the largest plural table of the project's languages.
    static func rowsNeeded(_ project: Project) -> Int {
        let files = languageFiles(of: project)
        return 2 + 1 + min(files.count, resultsShown) + 2 + (files.map(tableCount).max() ?? 0)
    }

    /// The results per language the layout makes room for: a project of 40 languages still gets the
    /// panes stacked on a usual terminal, its other results a scroll away.
    static let resultsShown = 8

    /// How many lines there are (nothing without a selected key).
    var count: Int {
        guard slice.key != nil else { return 0 }
        return leading + languageFiles.count + 2 + tableCounts.reduce(0, +)
    }

    /// The lines in `range` (clamped to `count`).
    func lines(_ range: Range<Int>) -> [StyledLine] {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return [] }
        var result: [StyledLine] = []
        var index = 0
        func wants(_ lines: Int) -> Bool { index + lines > range.lowerBound && index < range.upperBound }
        func add(_ lines: [StyledLine]) {
            for line in lines {
                if range.contains(index) { result.append(line) }
                index += 1
            }
        }
        let input = slice.input
        if let comment {
            // One line: a comment's line breaks are spaces here.
            add([
                StyledLine([("Comment: " + comment.split(whereSeparator: \.isNewline).joined(separator: " "), .faint)])
            ])
        }
        if let number = input.number, input.literal == nil {
            add([StyledLine([("\(number) is not a number: only exp: selectors can match it", .warning)])])
        }
        if !samples.legend.isEmpty {
            add([StyledLine([("Sample values: " + samples.legend.joined(separator: " · "), .faint)])])
        }
        for file in languageFiles {
            if wants(1) { add([outcome(file, input: input)]) } else { index += 1 }
        }
        add([StyledLine([]), StyledLine([("Plural forms", .paneTitle), (" · CLDR examples → this key", .faint)])])
        for fileIndex in tableOrder {
            let file = languageFiles[fileIndex]
            guard index < range.upperBound else { break }
            if wants(tableCounts[fileIndex]) {
                add(pluralTable(file, width: input.width))
            } else {
                index += tableCounts[fileIndex]
            }
        }
        return result
    }

    /// What a language shows for the preview input: the formatted text, the matched selector, the
    /// category when it is not what matched, and where a fallback came from.
    private func outcome(_ file: LanguageFile, input: LookupInput) -> StyledLine {
        let project = slice.project
        let tag = file.language.description
        let resolution = project.resolve(key, in: project.chain(for: tag), input: input)
        let shown = formatter.string(
            resolution.value, samples.arguments(number: input.number), named: samples.named(number: input.number))
        var right: [(text: String, style: Style)] = [(resolution.matched ?? "—", .label)]
        if let category = resolution.category, category.rawValue != resolution.matched {
            right.append(("  " + category.rawValue, .faint))
        }
        if resolution.isFallback {
            right.append(("  ← " + (resolution.language?.description ?? "key"), .warning))
        }
        return StyledLine(
            [(Screen.padded(tag, to: tagWidth) + " ", .title), (shown, resolution.isFallback ? .warning : .plain)],
            right: right)
    }

    /// One language's categories with examples and the string each gives, then its ordinal categories.
    private func pluralTable(_ file: LanguageFile, width: Int?) -> [StyledLine] {
        let project = slice.project
        let chain = project.chain(for: file.language.description)
        let categories = file.rules.categories()
        let categoryWidth = categories.map(\.rawValue.count).max() ?? 5
        var lines: [StyledLine] = []
        for (index, category) in categories.enumerated() {
            let examples = file.rules.examples(category)
            let tag = index == 0 ? file.language.description : ""
            var pieces: [(text: String, style: Style)] = [
                (Screen.padded(tag, to: tagWidth) + " ", .title),
                (Screen.padded(category.rawValue, to: categoryWidth) + " ", .label),
                (Screen.padded(Screen.truncated(examples.summary, to: 22), to: 22) + " → ", .faint),
            ]
            // The first example the category's own variant answers (not an explicit `ie:x=0` before it).
            let samples = examples.integers + examples.decimals
            let answers = samples.lazy.map { sample in
                (sample, project.resolve(key, in: chain, input: LookupInput(number: sample, width: width)))
            }
            if let (sample, resolution) = answers.first(where: { $0.1.matched?.hasPrefix(category.rawValue) == true })
                ?? answers.first
            {
                let shown = formatter.string(
                    resolution.value, self.samples.arguments(number: sample), named: self.samples.named(number: sample))
                pieces.append((shown, .plain))
            }
            lines.append(StyledLine(pieces))
        }
        let ordinals = file.rules.categories(ordinal: true)
        if ordinals.count > 1 {
            let text = ordinals.map { category in
                let examples = file.rules.examples(category, ordinal: true).integers.prefix(3)
                return "\(category.rawValue) \(examples.joined(separator: ","))"
            }.joined(separator: " · ")
            lines.append(StyledLine([(Screen.padded("", to: tagWidth) + " ", .plain), ("ordinal: " + text, .faint)]))
        }
        return lines
    }

}
