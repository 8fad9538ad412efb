import Engine

/// One row of the languages pane: a language's header, or one line of its value for the selected key.
struct LanguageRow: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// The language's name; `text` holds it.
        case header
        /// A plain string value.
        case text
        /// A variant: its selector in `label`; `text` empty when width variations follow.
        case variant(Int)
        /// A width variation (`label` is `@N`), alone or under variant `variant`.
        case width(variant: Int?, width: Int)
        /// The language has no value for the key; `text` says what the app shows instead.
        case missing
        /// The value (or part of it) is not a string or an object of variants.
        case invalid
        /// The file has a syntax error: nothing of it can be shown.
        case unreadable
        /// The language's own comment for the key, where it differs from the source's (`text`, on one line);
        /// never selected.
        case comment
    }

    var fileIndex: Int
    var kind: Kind
    var label = ""
    var text = ""
    /// The variant's selector and the width leading to this row's string (for editing it).
    var selector: String?
    var width: Int?
    /// Whether this is the row the preview's number and width select in this language.
    var isPreviewed = false
    /// For the header of a folded language (one line for the whole language): its value in a few words, the
    /// string the preview selects.
    var summary: String?

    var isHeader: Bool { kind == .header }
    /// Whether the cursor can stop on the row: not a header or a comment.
    var isSelectable: Bool { kind != .header && kind != .comment }
    var isIndented: Bool { if case .width(variant: .some, _) = kind { true } else { false } }

    /// Every language's rows for one key, in the order of `arrangement` (by default the file order, base first),
    /// each language once; a folded language is its header alone, with its value summed up.
    static func rows(project: Project, keyID: Int?, input: LookupInput, arrangement: LanguageArrangement? = nil)
        -> [LanguageRow]
    {
        var rows: [LanguageRow] = []
        for (fileIndex, folded) in (arrangement ?? LanguageArrangement(project: project)).files {
            let file = project.files[fileIndex]
            if folded {
                var header = LanguageRow(
                    fileIndex: fileIndex, kind: .header, text: project.englishName(of: file.language))
                let value = Self.rows(of: file, fileIndex: fileIndex, project: project, keyID: keyID, input: input)
                let shown = value.first { $0.isPreviewed } ?? value.first
                header.summary = shown.map { $0.kind == .missing ? "missing" : $0.text } ?? ""
                rows.append(header)
                continue
            }
            rows.append(LanguageRow(fileIndex: fileIndex, kind: .header, text: project.englishName(of: file.language)))
            rows += Self.rows(of: file, fileIndex: fileIndex, project: project, keyID: keyID, input: input)
            if let keyID, file.language != .base,
                let row = commentRow(project: project, key: project.keys[keyID], file: file)
            {
                rows.append(row)
            }
        }
        return rows
    }

    /// The language's own comment for the key, on one line, when it has one that differs from the source's.
    private static func commentRow(project: Project, key: String, file: LanguageFile) -> LanguageRow? {
        guard let comment = project.comment(forKey: key, in: file.language),
            comment != project.comment(forKey: key, in: .base),
            let holder = project.keyID(key).flatMap({ project.fileIndex(of: file.language, keyID: $0) })
        else { return nil }
        return LanguageRow(
            fileIndex: holder, kind: .comment, text: comment.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// The rows of one language's value for the key (without its header): from the language's file that holds
    /// the key (of its several files: namespaces, tables), with any of its files that does not parse.
    private static func rows(
        of file: LanguageFile, fileIndex mainIndex: Int, project: Project, keyID: Int?, input: LookupInput
    ) -> [LanguageRow] {
        let indices = project.fileIndices(of: file.language)
        var rows: [LanguageRow] = []
        for index in indices {
            guard let error = project.files[index].syntaxError else { continue }
            let location = LineIndex(project.files[index].bytes).location(of: error.offset)
            rows.append(
                LanguageRow(
                    fileIndex: index, kind: .unreadable,
                    text: "\(project.files[index].fileName):\(location): \(error.message) — read-only"))
        }
        let holder = keyID.flatMap { project.fileIndex(of: file.language, keyID: $0) }
        guard let keyID, let fileIndex = holder, let entry = project.entry(keyID: keyID, file: fileIndex) else {
            if rows.count == indices.count { return rows }
            let key = keyID.map { project.keys[$0] } ?? ""
            let chain = project.chain(for: file.language.description)
            let fallback = project.resolve(key, in: chain, input: input)
            let answer = fallback.language.map { "shows \($0): \(fallback.value)" } ?? "shows the key itself"
            return rows + [LanguageRow(fileIndex: mainIndex, kind: .missing, text: "missing — \(answer)")]
        }
        let holding = project.files[fileIndex]
        let selection = holding.select(entry.value, input: input)
        return rows + valueRows(entry.value, file: holding, fileIndex: fileIndex, selection: selection)
    }

    private static func valueRows(_ value: EntryValue, file: LanguageFile, fileIndex: Int, selection: Selection?)
        -> [LanguageRow]
    {
        switch value {
        case .text(let text):
            return [LanguageRow(fileIndex: fileIndex, kind: .text, text: text, isPreviewed: selection != nil)]
        case .invalid:
            return [LanguageRow(fileIndex: fileIndex, kind: .invalid, text: "not a string or an object of variants")]
        case .widths(let widths):
            return widthRows(widths, variant: nil, selector: nil, fileIndex: fileIndex, selection: selection)
        case .variants(let variants):
            var rows: [LanguageRow] = []
            for (index, variant) in variants.enumerated() {
                let label = file.selectorText(variant)
                let chosen = selection?.variant == index
                switch variant.content {
                case .text(let text):
                    rows.append(
                        LanguageRow(
                            fileIndex: fileIndex, kind: .variant(index), label: label, text: text, selector: label,
                            isPreviewed: chosen))
                case .widths(let widths):
                    rows.append(LanguageRow(fileIndex: fileIndex, kind: .variant(index), label: label, selector: label))
                    rows += widthRows(
                        widths, variant: index, selector: label, fileIndex: fileIndex,
                        selection: chosen ? selection : nil)
                case .invalid:
                    rows.append(
                        LanguageRow(
                            fileIndex: fileIndex, kind: .invalid, label: label,
                            text: "not a string or an object of widths"))
                }
            }
            return rows
        }
    }

    private static func widthRows(
        _ widths: WidthVariations, variant: Int?, selector: String?, fileIndex: Int, selection: Selection?
    ) -> [LanguageRow] {
        widths.variations.map { variation in
            LanguageRow(
                fileIndex: fileIndex, kind: .width(variant: variant, width: variation.width),
                label: "@\(variation.width)", text: variation.text, selector: selector, width: variation.width,
                isPreviewed: selection?.width == variation.width)
        }
    }
}
