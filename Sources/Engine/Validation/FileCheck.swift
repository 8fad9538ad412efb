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
    /// The project-wide number of each selector (``SelectorNames``), by selector index.
    let selectorIDs: [Int32]
    /// The facts of the file's selectors, by selector index.
    let selectorFacts: [SelectorFacts]
    /// The kind of each selector (a copy of the facts' field, cheap to read for every variant).
    let selectorKinds: [SelectorFacts.Kind]
    /// Whether each selector matches exactly one number.
    let selectorIsSingleNumber: [Bool]
    /// What `portability-expression-syntax` says about each selector, if anything.
    let selectorLegacySyntax: [String?]
    /// Which problems any of the file's selectors has: a rule about one of them looks at no entry's variants
    /// in a file without it.
    let selectorProblems: SelectorProblems

    /// Problems of selectors, each a rule's (see ``selectorProblems``).
    struct SelectorProblems: OptionSet, Sendable {
        let rawValue: UInt8
        /// A selector of kind `malformed`.
        static let malformed = SelectorProblems(rawValue: 1 << 0)
        /// A selector of kind `exactNumber`.
        static let exactNumber = SelectorProblems(rawValue: 1 << 1)
        /// A selector of kind `unusedCategory`.
        static let unusedCategory = SelectorProblems(rawValue: 1 << 2)
        /// A selector of kind `unknown`.
        static let unknown = SelectorProblems(rawValue: 1 << 3)
        /// A pattern whose matching gave up on a number.
        static let regexGaveUp = SelectorProblems(rawValue: 1 << 4)
        /// A selector the legacy runtime reads differently (``selectorLegacySyntax``).
        static let legacySyntax = SelectorProblems(rawValue: 1 << 5)
    }
    /// The severity of portability findings in this project.
    let portabilitySeverity: Severity
    /// The legacy runtime the portability rules compare with, if they run.
    let legacyModel: LegacyRuntime?
    /// Whether portability findings are only counted (all but the first of each rule), because the
    /// validator summarises them or reports their counts (`Validator.countsPortabilityPerFile`).
    let countsPortability: Bool
    private var shapes: [[Int]: PluralShape] = [:]
    private var lineIndex: LineIndex?
    /// The findings, in the order they were found; the counted rules' are in `counted` instead.
    private(set) var findings: [Finding] = []
    /// The byte offset of each of `findings` (-1 for a whole file).
    private(set) var offsets: [Int] = []
    /// For counted rules: how many findings, and the earliest one, which is kept; the rule of each is in
    /// `countedRules`. (Arrays: reading a field does not copy the whole finding, as a dictionary's value would,
    /// and a few rules' ids, static strings, are found by comparing them, without hashing.)
    private var counted: [CountedFinding] = []
    private var countedRules: [String] = []
    /// The key whose entry is being checked (see ``beginKey(_:)``), and where its findings start.
    private var currentKey = -1
    private var keyStart = 0
    /// How many counted findings were kept so far: orders those kept at one place.
    private var keptCount = 0
    /// Messages worth computing once per file (see ``cachedMessage(_:_:)``).
    private var messages: [String: String] = [:]
    /// For each key id, the index of this file's entry, or -1.
    private let slots: [Int32]
    /// `coverage-missing-key`'s findings, apart from the others (see ``FileFindings/missing``), and their keys.
    private(set) var missing: [Finding] = []
    private(set) var missingKeys: [Int32] = []

    /// The check of file `index`; `lines`: the file's line index, if one was made for its bytes already.
    init(project: ProjectCheck, index: Int, countsPortability counts: Bool, lines: LineIndex? = nil) {
        self.project = project
        self.index = index
        lineIndex = lines
        file = project.project.files[index]
        slots = project.project.slots[index]
        bytes = file.bytes
        isBase = file.language == .base
        comparesWithBase = !isBase && !project.baseIndices.isEmpty
        languageName = project.languageName(file.language)
        language = file.language.tag?.language ?? ""
        isBaseLanguage = isBase || language == project.project.settings.baseLanguage.language
        selectorTexts = file.selectors.map(\.text)
        selectorIDs = project.selectorNames.ofFile[index]
        selectorFacts = project.selectorFacts[index]
        selectorKinds = selectorFacts.map(\.kind)
        selectorIsSingleNumber = selectorFacts.map(\.isSingleNumber)
        if let model = project.runtime.model {
            let texts = selectorTexts
            let sweep = project.sweep
            selectorLegacySyntax = selectorFacts.enumerated().map { index, facts in
                let text = texts[index]
                guard facts.kind == .expression, text.hasPrefix("ie:") || text.hasPrefix("iex:") else { return nil }
                return LegacySyntaxRule.difference(text, facts: facts, sweep: sweep, model: model)
            }
        } else {
            selectorLegacySyntax = Array(repeating: nil, count: selectorFacts.count)
        }
        var problems: SelectorProblems = []
        for (facts, legacySyntax) in zip(selectorFacts, selectorLegacySyntax) {
            switch facts.kind {
            case .malformed: problems.insert(.malformed)
            case .exactNumber: problems.insert(.exactNumber)
            case .unusedCategory: problems.insert(.unusedCategory)
            case .unknown: problems.insert(.unknown)
            default: break
            }
            if facts.regexGaveUpAt != nil { problems.insert(.regexGaveUp) }
            if legacySyntax != nil { problems.insert(.legacySyntax) }
        }
        selectorProblems = problems
        portabilitySeverity = project.runtime.severity
        legacyModel = project.runtime.model
        countsPortability = counts && project.runtime.model != nil && portabilitySeverity == .note
    }

    /// Records a finding at a byte offset of the file (`nil` for the whole file). The key and the message are
    /// only read when the finding is kept (a counted note is mostly counted, and an entry's key is a string
    /// every file shares).
    func emit(
        _ id: String, _ severity: Severity, at offset: Int?, key: @autoclosure () -> String?,
        _ message: @autoclosure () -> String, fixIt: @autoclosure () -> FixIt? = nil, counted isCounted: Bool = false
    ) {
        func finding() -> Finding {
            let location = offset.map(location(of:)) ?? SourceLocation(line: 0, column: 0)
            return Finding(
                ruleID: id, severity: severity, fileName: file.fileName, line: location.line,
                column: location.column, key: key(), message: message(), fixIt: fixIt(), language: file.language)
        }
        if isCounted, countsPortability, let offset {
            // Keep only the earliest finding of the rule in this file (the first of those at one offset); count
            // the others. One lookup of the rule: this runs for each of hundreds of thousands of notes.
            let known = countedRules.firstIndex(of: id)
            if let known {
                counted[known].count += 1
                guard offset < counted[known].offset else { return }
            }
            keptCount += 1
            let kept = CountedFinding(
                count: known.map { counted[$0].count } ?? 1, offset: offset, finding: finding(),
                keyID: currentKey, positionInKey: findings.count - keyStart, order: keptCount)
            if let known {
                counted[known] = kept
            } else {
                countedRules.append(id)
                counted.append(kept)
            }
            return
        }
        findings.append(finding())
        offsets.append(offset ?? -1)
    }

    /// The line and column of a byte offset of the file.
    func location(of offset: Int) -> SourceLocation {
        if lineIndex == nil { lineIndex = LineIndex(bytes) }
        return lineIndex!.location(of: offset)
    }

    /// The file's line index, if a location was asked for (or it was given).
    var lines: LineIndex? { lineIndex }

    /// The offset of the file's entry of key `keyID`, or -1 when the file does not have the key.
    func entryOffset(of keyID: Int) -> Int {
        let position = entryPosition(of: keyID)
        return position < 0 ? -1 : file.entries.offset(at: position)
    }

    /// The index of the file's entry of key `keyID` in its entries, or -1 when the file does not have the key.
    func entryPosition(of keyID: Int) -> Int { Int(slots[keyID]) }

    /// Records a `coverage-missing-key` finding about key `keyID`, reported at a byte offset of the file.
    func emitMissing(_ id: String, _ severity: Severity, keyID: Int, at offset: Int, _ message: String) {
        let location = location(of: offset)
        missing.append(
            Finding(
                ruleID: id, severity: severity, fileName: file.fileName, line: location.line,
                column: location.column, key: project.project.keys[keyID], message: message, language: file.language))
        missingKeys.append(Int32(keyID))
    }

    /// Hands over the `coverage-missing-key` findings gathered so far, and starts again with none.
    func takeMissing() -> (findings: [Finding], keys: [Int32]) {
        defer {
            missing = []
            missingKeys = []
        }
        return (missing, missingKeys)
    }

    /// Starts the findings of another key's entry: counted findings kept from now on belong to it.
    func beginKey(_ keyID: Int) {
        currentKey = keyID
        keyStart = findings.count
    }

    /// Hands over the findings and counted findings gathered so far, and starts again with none.
    func takeFindings() -> (findings: [Finding], offsets: [Int], counted: [String: CountedFinding]) {
        defer {
            findings = []
            offsets = []
            counted = []
            countedRules = []
            keyStart = 0
        }
        return (findings, offsets, Dictionary(uniqueKeysWithValues: zip(countedRules, counted)))
    }

    /// A message that depends only on `key` within this file, built once.
    func cachedMessage(_ key: String, _ make: () -> String) -> String {
        if let known = messages[key] { return known }
        let message = make()
        messages[key] = message
        return message
    }

    private var shapeKey: [Int] = []
    /// The shape found last: most plural entries of a file have the selectors of the one before (no hashing).
    private var lastShape: PluralShape?

    /// The plural analysis of a set of variants, computed once per distinct selector sequence.
    func shape(of variants: [VariantHead]) -> PluralShape {
        if let lastShape, variants.count == shapeKey.count,
            zip(variants, shapeKey).allSatisfy({ $0.selector == $1 })
        {
            return lastShape
        }
        shapeKey.removeAll(keepingCapacity: true)
        for variant in variants { shapeKey.append(variant.selector) }
        let shape: PluralShape
        if let known = shapes[shapeKey] {
            shape = known
        } else {
            shape = PluralShape(selectors: shapeKey, file: self)
            shapes[shapeKey] = shape
        }
        lastShape = shape
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
            if entries.offset(at: middle) <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : entries.key(at: low - 1)
    }
}

/// What differs between an entry's texts and base's, found in one pass: each text rule looks only at entries
/// with its kind of difference.
struct TextDifferences: OptionSet, Sendable {
    let rawValue: UInt8
    static let placeholders = TextDifferences(rawValue: 1 << 0)
    static let empty = TextDifferences(rawValue: 1 << 1)
    static let whitespace = TextDifferences(rawValue: 1 << 2)
    static let punctuation = TextDifferences(rawValue: 1 << 3)
    static let doubleSpace = TextDifferences(rawValue: 1 << 4)
    static let unchanged = TextDifferences(rawValue: 1 << 5)
}

/// One entry of one file being checked, with base's entry for the same key and what several rules ask about
/// it, computed once. A file checks its entries one after the other with one `EntryCheck`, loaded with each
/// entry in turn, so that its buffers are reused. A value, lent to each rule: reading its fields counts no
/// references and checks no exclusive access, as a class's would for every rule and every entry.
struct EntryCheck {
    let file: FileCheck
    private(set) var keyID = 0
    /// The entry's index in the file's entries.
    private var position = -1
    /// What the value is (a text, widths, variants, or of the wrong shape).
    private(set) var kind = EntryTable.Kind.invalid
    /// The offset of the entry's key.
    private(set) var offset = 0
    /// The file's entries, read from their storage (one reference, not the table's two).
    private let entries: EntryTable.Storage
    /// Where base's entry for the key is, when the file is not base and base has it.
    private var basePosition: (file: Int, entry: Int)?
    /// The entry's texts.
    private(set) var slots: [TextSlot] = []
    /// Base's texts for the key (empty when there is nothing to compare with), read in place from the table every
    /// file's check reads (see ``BaseSlotTable``).
    var baseSlots: UnsafeBufferPointer<TextSlot> {
        basePosition != nil ? baseSlotTable[keyID] : UnsafeBufferPointer(start: nil, count: 0)
    }
    private let baseSlotTable: BaseSlotTable
    /// The variants, when the value has them (read without their texts).
    var variants: [VariantHead]? { kind == .variants ? heads : nil }
    private var heads: [VariantHead] = []
    /// The plural analysis of the entry's variants, if it has variants.
    private(set) var shape: PluralShape?
    /// What `shape` has to report (none without variants): rules test these bits before they read the shape.
    private(set) var shapeReports: PluralShape.Reports = []
    /// Whether the value or one of its variants has width variations.
    private(set) var hasWidths = false
    /// The width variation sets of the value (its own, or each variant's), when it has any: each the run of
    /// `slots` holding its variations, in file order.
    private(set) var widthSets: [Range<Int>] = []
    /// Which text rules have something to look at in this entry (see ``TextDifferences``).
    private(set) var differences: TextDifferences = []
    /// For each slot, the index of base's slot that says the same thing (see
    /// ``Swift/UnsafeBufferPointer/counterpart(of:other:)``); `nil` throughout when there is nothing to compare with.
    private(set) var counterparts: [Int?] = []
    private let bases: BaseLookup
    /// The file's selector numbers and language subtag (read for every entry: kept here, not read from `file`).
    private let selectorIDs: [Int32]
    private let language: String
    /// The number of the `other` selector, if any file has it.
    private let otherSelector: Int32?

    init(file: FileCheck) {
        self.file = file
        bases = file.project.bases
        baseSlotTable = bases.slotTable
        otherSelector = file.project.selectorNames.other
        entries = file.file.entries.storage
        (selectorIDs, language) = (file.selectorIDs, file.language)
    }

    /// What findings call the source language's file (`ProjectCheck.sourceName`).
    var source: String { file.project.sourceName }

    /// An entry of `file`, loaded (for tests and one-off checks).
    init(file: FileCheck, keyID: Int) {
        self.init(file: file)
        load(keyID: keyID)
    }

    /// Makes this the check of another entry of the same file.
    mutating func load(keyID: Int) {
        self.keyID = keyID
        position = file.entryPosition(of: keyID)
        basePosition = file.comparesWithBase ? bases.position(keyID) : nil
        (kind, offset) = (entries.kind(at: position), entries.offset(at: position))
        TextSlot.fill(
            &slots, entry: position, of: entries, selectors: selectorIDs, language: language)
        heads.removeAll(keepingCapacity: true)
        for stored in entries.variantRecords(ofEntry: position) {
            heads.append(VariantHead(selector: stored.selector, offset: Int(stored.offset), kind: stored.kind))
        }
        shape = kind == .variants ? file.shape(of: heads) : nil
        shapeReports = shape?.reports ?? []
        hasWidths = kind == .widths || (kind == .variants && heads.contains { $0.kind == .widths })
        widthSets.removeAll(keepingCapacity: true)
        if hasWidths {
            var start = 0
            while start < slots.count {
                var end = start + 1
                while end < slots.count, slots[end].variant == slots[start].variant { end += 1 }
                if slots[start].width != nil { widthSets.append(start..<end) }
                start = end
            }
        }
        // Base's slots are read in place, passed along (a copy of them is a count every file's check contends for).
        Self.fill(&counterparts, slots: slots, base: baseSlots, other: otherSelector)
        differences = basePosition == nil ? [] : findDifferences()
    }

    /// Replaces `counterparts` with the counterpart in `base` of each of `slots`.
    private static func fill(
        _ counterparts: inout [Int?], slots: [TextSlot], base: UnsafeBufferPointer<TextSlot>, other: Int32?
    ) {
        counterparts.removeAll(keepingCapacity: true)
        for index in slots.indices {
            counterparts.append(base.counterpart(of: slots[index], other: other))
        }
    }

    /// Compares each text with its counterpart in base once, for all text rules. Fields are read in place (no
    /// copy of whole slots).
    private func findDifferences() -> TextDifferences {
        var found: TextDifferences = []
        let theirs = baseSlots
        for index in slots.indices {
            guard let counterpart = counterparts[index] else { continue }
            if slots[index].fingerprint != theirs[counterpart].fingerprint { found.insert(.placeholders) }
            let myLength = slots[index].length
            let theirLength = theirs[counterpart].length
            if myLength == 0 {
                if theirLength != 0 { found.insert(.empty) }
                continue
            }
            if theirLength != 0,
                slots[index].startsWithWhitespace != theirs[counterpart].startsWithWhitespace
                    || slots[index].endsWithWhitespace != theirs[counterpart].endsWithWhitespace
            {
                found.insert(.whitespace)
            }
            if slots[index].punctuation != theirs[counterpart].punctuation { found.insert(.punctuation) }
            if slots[index].hasDoubleSpace, !theirs[counterpart].hasDoubleSpace { found.insert(.doubleSpace) }
            if slots[index].mayBeSameText(as: theirs[counterpart]),
                slots[index].selector == theirs[counterpart].selector,
                slots[index].width == theirs[counterpart].width, isSameText(slot: index, asBase: counterpart)
            {
                found.insert(.unchanged)
            }
        }
        return found
    }

    /// How messages name a slot of this entry or base's: `the text`, `the 'few' text`, `the @100 text`.
    func name(of slot: TextSlot) -> String { slot.name(file.project.selectorNames) }

    /// The text of a slot's selector (`nil` for a plain value or value-level widths).
    func selectorText(of slot: TextSlot) -> String? { slot.selector.map { file.project.selectorNames[$0] } }

    /// Whether slot `index`'s text is base's slot `counterpart`'s (as strings compare: canonically equivalent
    /// texts are the same), decided from the bytes where they tell.
    func isSameText(slot index: Int, asBase counterpart: Int) -> Bool {
        let base = baseEntry
        return entries.isSameText(
            entries.textPart(index, at: position).text, as: base.entries.textPart(counterpart, at: base.position).text,
            of: base.entries)
    }

    /// Base's file's entries and the position of base's entry of the key there (only when `hasBase`).
    private var baseEntry: (entries: EntryTable.Storage, position: Int) {
        (bases.entries[basePosition!.file].storage, basePosition!.entry)
    }

    /// Whether variants `first` and `second` hold the same texts (both a text, or both widths with the same texts
    /// in the same order).
    func holdSameTexts(_ first: Int, _ second: Int) -> Bool {
        let (a, b) = (heads[first], heads[second])
        guard a.kind == b.kind, a.kind == .text || a.kind == .widths else { return false }
        let (mine, theirs) = (slotRange(ofVariant: first), slotRange(ofVariant: second))
        return mine.count == theirs.count
            && zip(mine, theirs).allSatisfy { pair in
                entries.isSameText(
                    entries.textPart(pair.0, at: position).text, as: entries.textPart(pair.1, at: position).text,
                    of: entries)
            }
    }

    /// The slots of variant `variant`'s texts (one run: slots are in file order).
    private func slotRange(ofVariant variant: Int) -> Range<Int> {
        guard let start = slots.firstIndex(where: { $0.variant == variant }) else { return 0..<0 }
        var end = start
        while end < slots.count, slots[end].variant == variant { end += 1 }
        return start..<end
    }

    /// The string of slot `index`'s text.
    func text(ofSlot index: Int) -> String { entries.text(entries.textPart(index, at: position).text) }

    /// The string of base's slot `index`'s text (only when `hasBase`).
    func baseText(ofSlot index: Int) -> String {
        let base = baseEntry
        return base.entries.text(base.entries.textPart(index, at: base.position).text)
    }

    /// The number of characters (grapheme clusters) of slot `index`'s text: its length for an ASCII text without
    /// carriage returns (`\r\n` is one character), its scalars for a text of scalars that never join others
    /// (``TextSlot/standaloneScalarCount(_:)``), else counted on its string.
    func characterCount(ofSlot index: Int) -> Int {
        if slots[index].isPlainASCII { return slots[index].length }
        let text = entries.textPart(index, at: position).text
        return entries.withUTF8(text, TextSlot.standaloneScalarCount) ?? entries.text(text).count
    }

    /// The placeholders of slot `index`'s text, read when a rule needs them (their fingerprints differ).
    func placeholders(ofSlot index: Int) -> PlaceholderSignature {
        slots[index].fingerprint.isEmpty ? .empty : PlaceholderSignature(text(ofSlot: index))
    }

    /// The placeholders of base's slot `index`'s text (only when `hasBase`).
    func basePlaceholders(ofSlot index: Int) -> PlaceholderSignature {
        baseSlots[index].fingerprint.isEmpty ? .empty : PlaceholderSignature(baseText(ofSlot: index))
    }

    /// The entry's key (read when a finding is made: it is the one string every file's entry of the key shares,
    /// a count the cores would contend for if each entry's check copied it).
    var key: String { file.file.entries.key(at: position) }

    /// Whether base has the key and the entry is compared with it.
    var hasBase: Bool { basePosition != nil }

    /// What base's value of the key is (a text, widths, variants, or of the wrong shape); only when `hasBase`.
    var baseKind: EntryTable.Kind { bases.kinds[keyID] }

    /// Base's variants of the key, read without their texts: each one's selector (numbered project-wide) and what
    /// it holds; only when `hasBase`.
    var baseVariants: [(selector: Int32, kind: EntryTable.Kind)] {
        let numbers = file.project.selectorNames.ofFile[basePosition!.file]
        let base = baseEntry
        return base.entries.variantRecords(ofEntry: base.position).map { (numbers[$0.selector], $0.kind) }
    }

    /// The index of base's slot with the same selector and width as slot `index`, if any.
    func exactCounterpart(_ index: Int) -> Int? {
        guard let counterpart = counterparts[index] else { return nil }
        let base = baseSlots[counterpart]
        return base.selector == slots[index].selector && base.width == slots[index].width ? counterpart : nil
    }

    /// Whether the entry is a plural one here or in base (its completeness is then checked).
    var isPlural: Bool { (shape?.isNumeric ?? false) || (file.comparesWithBase && bases.isPlural[keyID]) }

    /// The selector text of a variant.
    func selectorText(_ variant: VariantHead) -> String { file.selectorTexts[variant.selector] }

    /// The kind of a variant's selector.
    func kind(_ variant: VariantHead) -> SelectorFacts.Kind { file.selectorKinds[variant.selector] }

    /// The meaning of a variant's selector.
    func selector(_ variant: VariantHead) -> Selector { file.file.selectors[variant.selector].selector }

    /// Records a finding about this entry.
    func emit(
        _ id: String, _ severity: Severity, at offset: Int, _ message: @autoclosure () -> String,
        fixIt: @autoclosure () -> FixIt? = nil
    ) {
        file.emit(id, severity, at: offset, key: key, message(), fixIt: fixIt())
    }

    /// Records a portability finding: counted rather than kept when the validator summarises them.
    func emitPortability(
        _ id: String, at offset: Int, _ message: @autoclosure () -> String, fixIt: @autoclosure () -> FixIt? = nil
    ) {
        file.emit(id, file.portabilitySeverity, at: offset, key: key, message(), fixIt: fixIt(), counted: true)
    }
}
