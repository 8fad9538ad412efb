/// The checks of one language file: its facts, its findings, and the plural analyses of its distinct
/// selector sets. Used by one thread at a time.
final class FileCheck {
    let project: ProjectCheck
    /// The file's index in the project.
    let index: Int
    let file: LanguageFile
    /// Whether this is `base.json`.
    let isBase: Bool
    /// The language's English name (`Polish`).
    let languageName: String
    /// The facts of the file's selectors, by selector index.
    let selectorFacts: [SelectorFacts]
    private var shapes: [[Int]: PluralShape] = [:]
    private var lineIndex: LineIndex?
    private(set) var findings: [Finding] = []

    init(project: ProjectCheck, index: Int) {
        self.project = project
        self.index = index
        file = project.project.files[index]
        isBase = file.language == .base
        languageName = project.languageName(file.language)
        selectorFacts = project.selectorFacts[index]
    }

    /// Whether entries are compared with base (base exists, parsed, and this is another file).
    var comparesWithBase: Bool { !isBase && project.baseIndex != nil }

    /// Records a finding at a byte offset of the file (`nil` for the whole file).
    func emit(
        _ id: String, _ severity: Severity, at offset: Int?, key: String?, _ message: String, fixIt: FixIt? = nil
    ) {
        var location = SourceLocation(line: 0, column: 0)
        if let offset {
            if lineIndex == nil { lineIndex = LineIndex(file.bytes) }
            location = lineIndex!.location(of: offset)
        }
        findings.append(
            Finding(
                ruleID: id, severity: severity, fileName: file.fileName, line: location.line,
                column: location.column, key: key, message: message, fixIt: fixIt))
    }

    /// The plural analysis of a set of variants, computed once per distinct selector sequence.
    func shape(of variants: [Variant]) -> PluralShape {
        let key = variants.map(\.selector)
        if let known = shapes[key] { return known }
        let shape = PluralShape(selectors: key, file: self)
        shapes[key] = shape
        return shape
    }

    /// The key of the top-level entry whose text holds `offset`, if any.
    func keyContaining(_ offset: Int) -> String? {
        let entries = file.entries
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : entries[low - 1].key
    }

    /// The severity of portability findings in this project.
    var portabilitySeverity: Severity { project.runtime.severity }
}

/// One entry of one file being checked, with base's entry for the same key.
struct EntryCheck {
    let file: FileCheck
    let keyID: Int
    let entry: Entry
    /// Base's entry for the key, when the file is not base and base has it.
    let base: Entry?
    /// The entry's texts.
    let slots: [TextSlot]

    init(file: FileCheck, keyID: Int, entry: Entry) {
        self.file = file
        self.keyID = keyID
        self.entry = entry
        base = file.comparesWithBase ? file.project.project.entry(keyID: keyID, file: file.project.baseIndex!) : nil
        slots = TextSlot.slots(of: entry, selectors: file.file.selectors)
    }

    var key: String { entry.key }

    /// Base's texts for the key (empty when there is nothing to compare with).
    var baseSlots: [TextSlot] { base == nil ? [] : file.project.baseSlots[keyID] }

    /// The variants, when the value has them.
    var variants: [Variant]? {
        if case .variants(let variants) = entry.value { return variants }
        return nil
    }

    /// The selector text of a variant.
    func selectorText(_ variant: Variant) -> String { file.file.selectors[variant.selector].text }

    /// The meaning of a variant's selector.
    func selector(_ variant: Variant) -> Selector { file.file.selectors[variant.selector].selector }

    /// The plural analysis of the entry's variants, if it has variants.
    var shape: PluralShape? { variants.map { file.shape(of: $0) } }

    /// Whether the entry is a plural one here or in base (its completeness is then checked).
    var isPlural: Bool {
        (shape?.isNumeric ?? false) || (file.comparesWithBase && file.project.baseIsPlural[keyID])
    }

    /// Records a finding about this entry.
    func emit(_ id: String, _ severity: Severity, at offset: Int, _ message: String, fixIt: FixIt? = nil) {
        file.emit(id, severity, at: offset, key: entry.key, message, fixIt: fixIt)
    }
}
