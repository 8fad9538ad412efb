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
    /// The kind of each selector (a copy of the facts' field, cheap to read for every variant).
    let selectorKinds: [SelectorFacts.Kind]
    /// Whether each selector matches exactly one number.
    let selectorIsSingleNumber: [Bool]
    /// What `portability-expression-syntax` says about each selector, if anything.
    let selectorLegacySyntax: [String?]
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
    /// For counted rules: how many findings, and the earliest one, which is kept; by rule in `countedRules`.
    /// (In an array, so that reading a field does not copy the whole finding, as a dictionary's value would.)
    private var counted: [CountedFinding] = []
    private var countedRules: [String: Int] = [:]
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
            let known = countedRules[id]
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
                countedRules[id] = counted.count
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
            countedRules = [:]
            keyStart = 0
        }
        return (findings, offsets, countedRules.mapValues { counted[$0] })
    }

    /// A message that depends only on `key` within this file, built once.
    func cachedMessage(_ key: String, _ make: () -> String) -> String {
        if let known = messages[key] { return known }
        let message = make()
        messages[key] = message
        return message
    }

    private var shapeKey: [Int] = []

    /// The plural analysis of a set of variants, computed once per distinct selector sequence.
    func shape(of variants: [Variant]) -> PluralShape {
        shapeKey.removeAll(keepingCapacity: true)
        for variant in variants { shapeKey.append(variant.selector) }
        if let known = shapes[shapeKey] { return known }
        let shape = PluralShape(selectors: shapeKey, file: self)
        shapes[shapeKey] = shape
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
/// entry in turn, so that its buffers are reused.
final class EntryCheck {
    let file: FileCheck
    private(set) var keyID = 0
    /// The entry's index in the file's entries.
    private var position = -1
    /// The entry's value, and the offset of its key.
    private(set) var value = EntryValue.invalid
    /// What the value is (a text, widths, variants, or of the wrong shape).
    private(set) var kind = EntryTable.Kind.invalid
    private(set) var offset = 0
    /// The file's entries, read from their storage (one reference, not the table's two).
    private let entries: EntryTable.Storage
    /// Where base's entry for the key is, when the file is not base and base has it.
    private var basePosition: (file: Int, entry: Int)?
    /// The entry's texts.
    private(set) var slots: [TextSlot] = []
    /// Base's texts for the key (empty when there is nothing to compare with). Read in place, as `baseValue` is:
    /// base's arrays are read by every file's check at once, and a copy of one per entry is a contended count.
    var baseSlots: [TextSlot] {
        _read {
            if basePosition != nil { yield bases.slots[keyID] } else { yield Self.noSlots }
        }
    }
    private static let noSlots: [TextSlot] = []
    /// The variants, when the value has them.
    private(set) var variants: [Variant]?
    /// The plural analysis of the entry's variants, if it has variants.
    private(set) var shape: PluralShape?
    /// Whether the value or one of its variants has width variations.
    private(set) var hasWidths = false
    /// The width variation sets of the value (its own, or each variant's), when it has any.
    private(set) var widthSets: [WidthVariations] = []
    /// Which text rules have something to look at in this entry (see ``TextDifferences``).
    private(set) var differences: TextDifferences = []
    /// For each slot, the index of base's slot that says the same thing (see
    /// ``Swift/Array/counterpart(of:exact:)``); `nil` throughout when there is nothing to compare with.
    private(set) var counterparts: [Int?] = []
    private var isPluralCache: Bool?
    private let bases: BaseLookup

    init(file: FileCheck) {
        self.file = file
        bases = file.project.bases
        entries = file.file.entries.storage
    }

    /// What findings call the source language's file (`ProjectCheck.sourceName`).
    var source: String { file.project.sourceName }

    /// An entry of `file`, loaded (for tests and one-off checks).
    convenience init(file: FileCheck, keyID: Int) {
        self.init(file: file)
        load(keyID: keyID)
    }

    /// Makes this the check of another entry of the same file.
    func load(keyID: Int) {
        self.keyID = keyID
        position = file.entryPosition(of: keyID)
        basePosition = file.comparesWithBase ? bases.position(keyID) : nil
        (value, kind, offset) = (entries.value(at: position), entries.kind(at: position), entries.offset(at: position))
        TextSlot.fill(&slots, value: value, offset: offset, selectors: file.selectorTexts, language: file.language)
        widthSets.removeAll(keepingCapacity: true)
        switch value {
        case .variants(let variants):
            self.variants = variants
            shape = file.shape(of: variants)
            for variant in variants {
                if case .widths(let widths) = variant.content { widthSets.append(widths) }
            }
        case .widths(let widths):
            variants = nil
            shape = nil
            widthSets.append(widths)
        case .text, .invalid:
            variants = nil
            shape = nil
        }
        hasWidths = !widthSets.isEmpty
        isPluralCache = nil
        // Base's slots are read in place, passed along (a copy of them is a count every file's check contends for).
        Self.fill(&counterparts, slots: slots, base: baseSlots)
        differences = basePosition == nil ? [] : Self.differences(slots, base: baseSlots, counterparts: counterparts)
    }

    /// Replaces `counterparts` with the counterpart in `base` of each of `slots`.
    private static func fill(_ counterparts: inout [Int?], slots: [TextSlot], base: [TextSlot]) {
        counterparts.removeAll(keepingCapacity: true)
        for index in slots.indices { counterparts.append(base.counterpart(of: slots[index], exact: false)) }
    }

    /// Compares each text with its counterpart in base once, for all text rules. Fields are read in place (no
    /// copy of whole slots, whose strings would be retained).
    private static func differences(_ mine: [TextSlot], base theirs: [TextSlot], counterparts: [Int?])
        -> TextDifferences
    {
        var found: TextDifferences = []
        for index in mine.indices {
            guard let counterpart = counterparts[index] else { continue }
            if mine[index].fingerprint != theirs[counterpart].fingerprint { found.insert(.placeholders) }
            let myLength = mine[index].text.utf8.count
            let theirLength = theirs[counterpart].text.utf8.count
            if myLength == 0 {
                if theirLength != 0 { found.insert(.empty) }
                continue
            }
            if theirLength != 0,
                mine[index].startsWithWhitespace != theirs[counterpart].startsWithWhitespace
                    || mine[index].endsWithWhitespace != theirs[counterpart].endsWithWhitespace
            {
                found.insert(.whitespace)
            }
            if mine[index].punctuation != theirs[counterpart].punctuation { found.insert(.punctuation) }
            if mine[index].hasDoubleSpace, !theirs[counterpart].hasDoubleSpace { found.insert(.doubleSpace) }
            if myLength == theirLength, mine[index].selector == theirs[counterpart].selector,
                mine[index].width == theirs[counterpart].width, mine[index].text == theirs[counterpart].text
            {
                found.insert(.unchanged)
            }
        }
        return found
    }

    /// The entry's key (read when a finding is made: it is the one string every file's entry of the key shares,
    /// a count the cores would contend for if each entry's check copied it).
    var key: String { file.file.entries.key(at: position) }

    /// Whether base has the key and the entry is compared with it.
    var hasBase: Bool { basePosition != nil }

    /// What base's value of the key is (a text, widths, variants, or of the wrong shape); only when `hasBase`.
    var baseKind: EntryTable.Kind { bases.kinds[keyID] }

    /// Base's value of the key; only when `hasBase`.
    var baseValue: EntryValue {
        _read { yield bases.entries[basePosition!.file].value(at: basePosition!.entry) }
    }

    /// The index of base's slot with the same selector and width as slot `index`, if any.
    func exactCounterpart(_ index: Int) -> Int? {
        guard let counterpart = counterparts[index] else { return nil }
        let base = baseSlots[counterpart]
        return base.selector == slots[index].selector && base.width == slots[index].width ? counterpart : nil
    }

    /// Whether the entry is a plural one here or in base (its completeness is then checked).
    var isPlural: Bool {
        if let known = isPluralCache { return known }
        let plural = (shape?.isNumeric ?? false) || (file.comparesWithBase && bases.isPlural[keyID])
        isPluralCache = plural
        return plural
    }

    /// The selector text of a variant.
    func selectorText(_ variant: Variant) -> String { file.selectorTexts[variant.selector] }

    /// The kind of a variant's selector.
    func kind(_ variant: Variant) -> SelectorFacts.Kind { file.selectorKinds[variant.selector] }

    /// The meaning of a variant's selector.
    func selector(_ variant: Variant) -> Selector { file.file.selectors[variant.selector].selector }

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
