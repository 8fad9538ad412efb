/// `plural-missing-category`: a plural entry without a form its language uses. The numbers of that form get
/// the `other` text, which is the wrong grammar (Polish `one` + `other` prints "2 plików").
struct MissingCategoryRule: EntryRule {
    static let id = "plural-missing-category"
    static let severity = Severity.warning
    static let group = RuleGroup.plural
    static let summary =
        "A plural entry lacks a form its language uses (Polish `few`): those numbers get the `other` text."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.shapeReports.isSuperset(of: [.other, .missing]), let shape = entry.shape,
            let other = shape.otherVariant, entry.isPlural,
            let variants = entry.variants
        else { return }
        let format = entry.file.file.format
        for missing in shape.missing where missing.category != .other {
            // A format without the form (JSONlize) can only list the numbers one by one.
            let hint =
                format.format.variantName(for: missing.category) == nil
                ? "; \(format.title) has no plural forms, so write such numbers one by one" : ""
            entry.emit(
                Self.id, Self.severity, at: entry.offset,
                "\(entry.file.languageName) needs \(Self.article(missing.category)) '\(missing.category.rawValue)' form "
                    + "for \(missing.described)\(hint)",
                fixIt: Self.fixIt(adding: [missing.category], copying: variants[other], before: true, entry: entry))
        }
    }

    static func article(_ category: PluralCategory) -> String {
        category == .other ? "an" : "a"
    }

    /// Adds forms holding a copy of a variant's value, to be translated: before that variant, or after the
    /// last variant. Forms are written as the file's format names them (JSONlize's `other` is `*`); `nil` when
    /// the format has none of them.
    static func fixIt(adding categories: [PluralCategory], copying source: VariantHead, before: Bool, entry: EntryCheck)
        -> FixIt?
    {
        let format = entry.file.file.format.format
        let written = categories.compactMap { format.variantName(for: $0) }
        guard !written.isEmpty else { return nil }
        let names = written.map { "'\($0)'" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        let description =
            "add \(list) (a copy of the '\(entry.selectorText(source))' text, to translate)"
        let file = entry.file.file
        let bytes = file.bytes
        let valueStart = SourceText.valueStart(afterKeyAt: source.offset, in: bytes)
        let value = String(
            decoding: bytes[valueStart..<SourceText.endOfValue(at: valueStart, in: bytes)], as: UTF8.self)
        let writer = JSONWriter(style: file.style)
        let indent = SourceText.indentation(ofLineAt: source.offset, in: bytes)
        let separator =
            SourceText.startsLine(source.offset, in: bytes) ? "," + SourceText.newline(in: bytes) + indent : ", "
        let members = written.map { writer.quoted($0) + file.style.keyValueSeparator + value }
        if before {
            let text = members.map { $0 + separator }.joined()
            return FixIt(description, edits: [FixIt.Edit(range: source.offset..<source.offset, replacement: text)])
        }
        let end = SourceText.endOfValue(at: valueStart, in: bytes)
        let text = members.map { separator + $0 }.joined()
        return FixIt(description, edits: [FixIt.Edit(range: end..<end, replacement: text)])
    }
}
