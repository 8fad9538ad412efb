/// The checks of one language file: its facts, its findings, and the plural analyses of its distinct
/// selector sets. Used by one thread at a time.
final class FileCheck {
    let project: ProjectCheck
    /// The file's index in the project.
    let index: Int
    let file: LanguageFile
    /// The file's bytes.
    let bytes: [UInt8]
    /// Whether this is `base.json`.
    let isBase: Bool
    /// Whether entries are compared with base (base exists, parsed, and this is another file).
    let comparesWithBase: Bool
    /// The language's English name (`Polish`).
    let languageName: String
    /// The language subtag (`pt` for `pt-BR`; empty for `base.json`).
    let language: String
    /// Whether the file holds the base language itself (`en-GB.json` under an English base).
    let isBaseLanguage: Bool
    /// The text of each selector, by selector index.
    let selectorTexts: [String]
    /// The facts of the file's selectors, by selector index.
    let selectorFacts: [SelectorFacts]
    /// The severity of portability findings in this project.
    let portabilitySeverity: Severity
    /// Whether portability findings are only counted (all but the first of each rule), because the
    /// validator summarises them.
    let countsPortability: Bool
    private var shapes: [[Int]: PluralShape] = [:]
    private var lineIndex: LineIndex?
    private(set) var findings: [Finding] = []
    /// For counted rules: how many findings, and the offset of the first one kept.
    private(set) var counted: [String: (count: Int, offset: Int)] = [:]
    /// Messages worth computing once per file (see ``cachedMessage(_:_:)``).
    private var messages: [String: String] = [:]

    init(project: ProjectCheck, index: Int, summarizesPortability: Bool) {
        self.project = project
        self.index = index
        file = project.project.files[index]
        bytes = file.bytes
        isBase = file.language == .base
        comparesWithBase = !isBase && project.baseIndex != nil
        languageName = project.languageName(file.language)
        language = file.language.tag?.language ?? ""
        isBaseLanguage = isBase || language == project.project.settings.baseLanguage.language
        selectorTexts = file.selectors.map(\.text)
        selectorFacts = project.selectorFacts[index]
        portabilitySeverity = project.runtime.severity
        countsPortability = summarizesPortability && project.runtime.model != nil && portabilitySeverity == .note
    }

    /// Records a finding at a byte offset of the file (`nil` for the whole file). The message is only built
    /// when the finding is kept.
    func emit(
        _ id: String, _ severity: Severity, at offset: Int?, key: String?, _ message: @autoclosure () -> String,
        fixIt: @autoclosure () -> FixIt? = nil, counted isCounted: Bool = false
    ) {
        if isCounted, countsPortability, let offset {
            // Keep only the earliest finding of the rule in this file; count the others.
            if let known = counted[id] {
                counted[id] = (known.count + 1, min(known.offset, offset))
                guard offset < known.offset else { return }
                findings.removeAll { $0.ruleID == id }
            } else {
                counted[id] = (1, offset)
            }
        }
        var location = SourceLocation(line: 0, column: 0)
        if let offset {
            if lineIndex == nil { lineIndex = LineIndex(bytes) }
            location = lineIndex!.location(of: offset)
        }
        findings.append(
            Finding(
                ruleID: id, severity: severity, fileName: file.fileName, line: location.line,
                column: location.column, key: key, message: message(), fixIt: fixIt()))
    }

    /// A message that depends only on `key` within this file, built once.
    func cachedMessage(_ key: String, _ make: () -> String) -> String {
        if let known = messages[key] { return known }
        let message = make()
        messages[key] = message
        return message
    }

    /// The plural analysis of a set of variants, computed once per distinct selector sequence.
    func shape(of variants: [Variant]) -> PluralShape {
        let key = variants.map(\.selector)
        if let known = shapes[key] { return known }
        let shape = PluralShape(selectors: key, file: self)
        shapes[key] = shape
        return shape
    }

    /// How many distinct selector sequences were analysed.
    var shapeCount: Int { shapes.count }

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
}

/// One entry of one file being checked, with base's entry for the same key and what several rules ask about
/// it, computed once.
final class EntryCheck {
    let file: FileCheck
    let keyID: Int
    let entry: Entry
    /// Base's entry for the key, when the file is not base and base has it.
    let base: Entry?
    /// The entry's texts.
    let slots: [TextSlot]
    /// Base's texts for the key (empty when there is nothing to compare with).
    let baseSlots: [TextSlot]
    /// The variants, when the value has them.
    let variants: [Variant]?
    /// The plural analysis of the entry's variants, if it has variants.
    let shape: PluralShape?

    init(file: FileCheck, keyID: Int, entry: Entry, base: Entry?, baseSlots: [TextSlot]) {
        self.file = file
        self.keyID = keyID
        self.entry = entry
        self.base = base
        self.baseSlots = base == nil ? [] : baseSlots
        slots = TextSlot.slots(of: entry, selectors: file.selectorTexts, language: file.language)
        if case .variants(let variants) = entry.value {
            self.variants = variants
            shape = file.shape(of: variants)
        } else {
            variants = nil
            shape = nil
        }
    }

    /// An entry of `file`, with base's entry looked up.
    convenience init(file: FileCheck, keyID: Int, entry: Entry) {
        let project = file.project
        let base = file.comparesWithBase ? project.project.entry(keyID: keyID, file: project.baseIndex!) : nil
        self.init(file: file, keyID: keyID, entry: entry, base: base, baseSlots: project.baseSlots[keyID])
    }

    var key: String { entry.key }

    /// For each slot, the index of base's slot that says the same thing (see ``Swift/Array/counterpart(of:exact:)``).
    private(set) lazy var counterparts: [Int?] = slots.map { baseSlots.counterpart(of: $0, exact: false) }

    /// For each slot, the index of base's slot with the same selector and width.
    private(set) lazy var exactCounterparts: [Int?] = slots.map { baseSlots.counterpart(of: $0, exact: true) }

    /// Whether the entry is a plural one here or in base (its completeness is then checked).
    private(set) lazy var isPlural: Bool =
        (shape?.isNumeric ?? false) || (file.comparesWithBase && file.project.baseIsPlural[keyID])

    /// The selector text of a variant.
    func selectorText(_ variant: Variant) -> String { file.selectorTexts[variant.selector] }

    /// The kind of a variant's selector.
    func kind(_ variant: Variant) -> SelectorFacts.Kind { file.selectorFacts[variant.selector].kind }

    /// The meaning of a variant's selector.
    func selector(_ variant: Variant) -> Selector { file.file.selectors[variant.selector].selector }

    /// Records a finding about this entry.
    func emit(
        _ id: String, _ severity: Severity, at offset: Int, _ message: @autoclosure () -> String,
        fixIt: @autoclosure () -> FixIt? = nil
    ) {
        file.emit(id, severity, at: offset, key: entry.key, message(), fixIt: fixIt())
    }

    /// Records a portability finding: counted rather than kept when the validator summarises them.
    func emitPortability(
        _ id: String, at offset: Int, _ message: @autoclosure () -> String, fixIt: @autoclosure () -> FixIt? = nil
    ) {
        file.emit(id, file.portabilitySeverity, at: offset, key: entry.key, message(), fixIt: fixIt(), counted: true)
    }
}
