import Foundation

/// Everything the rules ask about a project that is worth computing once: the number sweep, the numbers
/// each category and each selector matches, base's texts by key. Read-only while files are checked in
/// parallel (a class, so that files share it without copying the project).
final class ProjectCheck: Sendable {
    let project: Project
    /// The indices of the source language's files that parsed (`base.json`; several where the source has
    /// several parts); rules that compare with base need one.
    let baseIndices: [Int]
    /// For each key id: the index of the source's file that holds it, or -1.
    var baseFileOfKey: [Int] { bases.fileOfKey }
    /// What findings call the source language's file: `base.json` in Swifternalization JSON, "the source"
    /// in the other formats (whose source may be `en.json`, `values/strings.xml` or a whole catalog).
    let sourceName: String
    /// The `"runtime"` setting.
    let runtime: RuntimeSetting
    /// The numbers every plural entry is tried with.
    let sweep: NumberSweep
    /// For each distinct plural rule set: the numbers of each of its categories.
    let categorySets: [PluralRules: [PluralCategory: NumberSet]]
    /// For each file: the facts of each of its selectors (same order as the file's `selectors`).
    let selectorFacts: [[SelectorFacts]]
    /// The selectors of all files, numbered project-wide (text slots name selectors by these numbers).
    let selectorNames: SelectorNames
    /// The notices (trailing commas, comments, duplicate keys) of `expressions.json` and `glossa.json`.
    let auxiliaryDocuments: [(name: String, document: JSONDocument)]
    /// Lines and columns of each of `baseIndices`, for messages that point there.
    let baseLines: [Int: LineIndex]
    /// Base's facts by key, and what the check of every entry reads of base, for each file's check to hold
    /// (see ``BaseLookup``).
    let bases: BaseLookup
    /// The translation states.
    let states: ProjectStates
    /// For each file, the state of each key id (by `states`), computed once for the state rules: empty when
    /// the project records no states, and for the source language's files and files that do not parse.
    let stateTable: [[TranslationState]]
    /// The severity of the state rules' findings: notes, or warnings when the run is strict.
    let stateSeverity: Severity

    init(project: Project, stateSeverity: Severity = .note) {
        self.project = project
        let states = ProjectStates(project: project)
        self.states = states
        self.stateSeverity = stateSeverity
        stateTable = project.files.indices.map { index in
            let file = project.files[index]
            guard states.recordsStates, file.language != .base, file.isEditable else { return [] }
            return project.keys.indices.map { states.state(keyID: $0, file: index) }
        }
        let baseIndices = project.fileIndices(of: .base).filter { project.files[$0].isEditable }
        self.baseIndices = baseIndices
        sourceName = project.format == .swifternalization ? ProjectLayout.baseFileName : "the source"
        // Only Swifternalization files can be read by Swifternalization or ObjCnalization: the portability
        // rules, which compare with them, are off for the other formats unless glossa.json names one.
        let setting = RuntimeSetting(project.settings.runtime)
        runtime = project.format != .swifternalization && setting == .unspecified ? .glossa : setting
        let distinctRules = Array(Set(project.files.map(\.rules)))
        let sweep = NumberSweep(rules: distinctRules)
        self.sweep = sweep
        // Each language's categories over the sweep, the languages on all cores.
        let sets = ConcurrentWork.map(distinctRules.count) { index in
            let rules = distinctRules[index]
            let categories = sweep.numbers.map { rules.category(of: $0) }
            var sets: [PluralCategory: NumberSet] = [:]
            for category in rules.categories() {
                sets[category] = NumberSet(count: sweep.count) { categories[$0] == category }
            }
            return sets
        }
        categorySets = Dictionary(uniqueKeysWithValues: zip(distinctRules, sets))
        var builder = SelectorFactsBuilder(project: project, sweep: sweep, model: runtime.model)
        selectorFacts = builder.build(files: project.files.indices)
        selectorNames = SelectorNames(project: project)

        bases = Self.baseFacts(
            of: project, baseIndices: baseIndices, selectorFacts: selectorFacts, selectorNames: selectorNames)
        auxiliaryDocuments = ["expressions.json", "glossa.json"].compactMap { name in
            project.auxiliaryFiles[name].flatMap { try? JSONDocument(bytes: $0) }.map { (name, $0) }
        }
        baseLines = Dictionary(uniqueKeysWithValues: baseIndices.map { ($0, LineIndex(project.files[$0].bytes)) })
    }

    /// The facts of `project`, which differs from `old`'s project in the files `changed` only, with the same
    /// settings and auxiliary files; `baseKeys`: the keys whose entries an edit of the source language
    /// touched. Only what the changes can reach is computed again: the changed files' selector facts, base's
    /// facts of `baseKeys` (and the lines of the source's files, when they changed), the states. With `keyMap`
    /// (the keys changed), the facts by key are moved to the new ids first.
    /// `byteEdits`: for changed files, the bytes replaced and how many replaced them, when known (their line
    /// indexes are moved rather than made again).
    /// `nil` when a changed file's plural rules changed (the sweep is made for the rules of all files), when
    /// which source files parse changed, or when the project starts or stops recording states.
    init?(
        updating old: ProjectCheck, to project: Project, changed: [Int], baseKeys: [Int],
        byteEdits: [Int: (replaced: Range<Int>, count: Int)] = [:], keyMap: KeyMap? = nil
    ) {
        var selectorFacts = old.selectorFacts
        var builder = SelectorFactsBuilder(project: project, sweep: old.sweep, model: old.runtime.model)
        for index in changed {
            let before = old.project.files[index]
            let after = project.files[index]
            guard before.rules == after.rules else { return nil }
            if before.selectorTexts != after.selectorTexts {
                // A selector's facts depend on its text, the file's language and rules and the shared expressions,
                // which are as before: those the file had are kept, only new selectors are swept.
                let known = Dictionary(
                    zip(before.selectorTexts, old.selectorFacts[index]), uniquingKeysWith: { first, _ in first })
                selectorFacts[index] = builder.build(files: [index], knowing: [index: known])[0]
            }
        }
        let baseIndices = project.fileIndices(of: .base).filter { project.files[$0].isEditable }
        guard baseIndices == old.baseIndices else { return nil }
        let changedBase = changed.filter { project.files[$0].language == .base }
        let states =
            old.states.recordsStates
            ? ProjectStates(
                project: project, sidecar: project.stateSidecar == nil ? nil : old.states.sidecar,
                problems: old.states.problems)
            : ProjectStates(project: project, sidecar: nil)
        guard states.recordsStates == old.states.recordsStates else { return nil }
        self.project = project
        self.states = states
        self.selectorFacts = selectorFacts
        selectorNames = SelectorNames(updating: old.selectorNames, project: project, changed: changed)
        var stateTable = old.stateTable
        if let keyMap {
            for index in stateTable.indices where !stateTable[index].isEmpty {
                stateTable[index] = keyMap.remap(stateTable[index], empty: .missing)
            }
        }
        for index in changed {
            let file = project.files[index]
            stateTable[index] =
                states.recordsStates && file.language != .base && file.isEditable
                ? project.keys.indices.map { states.state(keyID: $0, file: index) } : []
        }
        // A change of the source changes the fingerprints of the keys it touched, which every language's states
        // compare with.
        for index in stateTable.indices where !changedBase.isEmpty && !stateTable[index].isEmpty {
            for keyID in baseKeys { stateTable[index][keyID] = states.state(keyID: keyID, file: index) }
        }
        self.stateTable = stateTable
        stateSeverity = old.stateSeverity
        self.baseIndices = baseIndices
        sourceName = old.sourceName
        runtime = old.runtime
        sweep = old.sweep
        categorySets = old.categorySets
        auxiliaryDocuments = old.auxiliaryDocuments
        if changedBase.isEmpty {
            // Base's files are as they were: with the same keys, so is everything read of them.
            bases =
                keyMap == nil
                ? old.bases
                : Self.baseFacts(
                    of: project, baseIndices: baseIndices, selectorFacts: selectorFacts, selectorNames: selectorNames,
                    keys: [], reusing: old.bases, keyMap: keyMap)
            baseLines = old.baseLines
        } else {
            bases = Self.baseFacts(
                of: project, baseIndices: baseIndices, selectorFacts: selectorFacts, selectorNames: selectorNames,
                keys: baseKeys, reusing: old.bases, keyMap: keyMap)
            var baseLines = old.baseLines
            for index in changedBase {
                guard let lines = baseLines[index] else { continue }
                let bytes = project.files[index].bytes
                baseLines[index] =
                    byteEdits[index].map { lines.replacing($0.replaced, count: $0.count, in: bytes) }
                    ?? LineIndex(bytes)
            }
            self.baseLines = baseLines
        }
    }

    /// The offset of base's entry of key `keyID`, or -1.
    func baseOffset(_ keyID: Int) -> Int {
        let file = baseFileOfKey[keyID]
        guard file >= 0, let position = project.entryIndex(keyID: keyID, file: file) else { return -1 }
        return project.files[file].entries.offset(at: Int(position))
    }

    /// The notices of `expressions.json` and `glossa.json`, by file name.
    func auxiliaryNotices() -> [(name: String, notices: [JSONNotice])] {
        auxiliaryDocuments.map { ($0.name, $0.document.notices) }
    }

    /// The name of a file's language for messages: `Polish`; for `base.json`, its base language's.
    func languageName(_ language: FileLanguage) -> String {
        LanguageName.of(language, baseLanguage: project.settings.baseLanguage)
    }

    /// The file of the source that holds each key, and base's text slots of the key and whether it is a plural
    /// one: for every key, or only for `keys` (the others keep what `reusing` has: its facts by key id, moved to
    /// the new ids by `keyMap` first when there is one).
    private static func baseFacts(
        of project: Project, baseIndices: [Int], selectorFacts: [[SelectorFacts]], selectorNames: SelectorNames,
        keys: [Int]? = nil, reusing old: BaseLookup? = nil, keyMap: KeyMap? = nil
    ) -> BaseLookup {
        let keyCount = project.keys.count
        var isPlural =
            old.map { keyMap?.remap($0.isPlural, empty: false) ?? $0.isPlural }
            ?? [Bool](repeating: false, count: keyCount)
        var fileOfKey =
            old.map { keyMap?.remap($0.fileOfKey, empty: -1) ?? $0.fileOfKey } ?? [Int](repeating: -1, count: keyCount)
        var refills = [Bool](repeating: false, count: keyCount)
        for keyID in keys ?? Array(project.keys.indices) {
            refills[keyID] = true
            isPlural[keyID] = false
            fileOfKey[keyID] = baseIndices.first(where: { project.slots[$0][keyID] >= 0 }) ?? -1
            guard fileOfKey[keyID] >= 0 else { continue }
            let entries = project.files[fileOfKey[keyID]].entries
            let position = Int(project.slots[fileOfKey[keyID]][keyID])
            isPlural[keyID] = (0..<entries.variantCount(at: position)).contains {
                selectorFacts[fileOfKey[keyID]][entries.variantSelector($0, at: position)].isNumeric
            }
        }
        // The slots of the keys read again are made; the others' are copied from the table before.
        let (refilled, files) = (refills, fileOfKey)
        let oldTable = old?.slotTable
        let oldIDs = keyMap?.oldID
        let table = BaseSlotTable(keyCount: keyCount) { keyID, slots in
            let file = files[keyID]
            if refilled[keyID] {
                guard file >= 0 else { return }
                TextSlot.fill(
                    &slots, entry: Int(project.slots[file][keyID]), of: project.files[file].entries.storage,
                    selectors: selectorNames.ofFile[file], language: "")
            } else if let oldTable {
                let oldID = oldIDs?[keyID] ?? keyID
                if oldID >= 0 { slots += oldTable[oldID] }
            }
        }
        return BaseLookup(project: project, fileOfKey: fileOfKey, slotTable: table, isPlural: isPlural)
    }
}

/// Computes the selector facts of every file, sharing the sweep of each distinct pattern between files.
private struct SelectorFactsBuilder {
    let project: Project
    let sweep: NumberSweep
    let model: LegacyRuntime?
    private var explicitSets: [String: NumberSet] = [:]
    private var legacySets: [LegacyPattern: NumberSet] = [:]

    init(project: Project, sweep: NumberSweep, model: LegacyRuntime?) {
        self.project = project
        self.sweep = sweep
        self.model = model
    }

    /// The facts of the selectors of each of the files `indices`; `known`: by file, facts already made for some of
    /// its selectors' texts, which are taken as they are.
    mutating func build(files indices: some Collection<Int>, knowing known: [Int: [String: SelectorFacts]] = [:])
        -> [[SelectorFacts]]
    {
        // Regular expressions are the slow part: sweep each distinct one once, on all cores.
        var sources = Set<String>()
        var legacyPatterns: [[LegacyPattern?]] = []
        for fileIndex in indices {
            let file = project.files[fileIndex]
            let shared = project.expressions.definitions(for: file.language)
            let builtIns = model?.builtIns(for: file.language) ?? [:]
            var patterns: [LegacyPattern?] = []
            for (text, selector) in file.selectors {
                guard known[fileIndex]?[text] == nil else {
                    patterns.append(nil)
                    continue
                }
                if case .regex(let pattern) = Self.expression(of: selector) { sources.insert(pattern.source) }
                guard model != nil else {
                    patterns.append(nil)
                    continue
                }
                let legacy = LegacyPattern(shared[text]?.source ?? builtIns[text] ?? text)
                if case .regex(let source) = legacy { sources.insert(source) }
                patterns.append(legacy)
            }
            legacyPatterns.append(patterns)
        }
        let sourceList = Array(sources)
        let sweep = self.sweep
        let regexes = Dictionary(
            uniqueKeysWithValues: zip(
                sourceList,
                ConcurrentWork.map(sourceList.count) { RegexSweep(source: sourceList[$0], sweep: sweep) }
            ))

        var result: [[SelectorFacts]] = []
        for (position, fileIndex) in indices.enumerated() {
            let file = project.files[fileIndex]
            var facts: [SelectorFacts] = []
            for (selectorIndex, entry) in file.selectors.enumerated() {
                if let fact = known[fileIndex]?[entry.text] {
                    facts.append(fact)
                    continue
                }
                var fact = glossaFacts(entry.selector, rules: file.rules, regexes: regexes)
                if let legacy = legacyPatterns[position][selectorIndex] {
                    fact.legacy = legacy
                    fact.legacyMatch = legacyMatch(legacy, regexes: regexes)
                }
                facts.append(fact)
            }
            result.append(facts)
        }
        return result
    }

    private static func expression(of selector: Selector) -> Expression? {
        switch selector {
        case .expression(let expression), .shared(_, let expression): return expression
        default: return nil
        }
    }

    private mutating func glossaFacts(
        _ selector: Selector, rules: PluralRules, regexes: [String: RegexSweep]
    ) -> SelectorFacts {
        var facts = SelectorFacts()
        switch selector {
        case .category(let category): facts.kind = .category(category)
        case .exactNumber(let category): facts.kind = .exactNumber(category)
        case .unusedCategory(let category): facts.kind = .unusedCategory(category)
        case .moreThanOne: facts.kind = .moreThanOne
        case .expression: facts.kind = .expression
        case .shared: facts.kind = .shared
        case .unknown: facts.kind = .unknown
        case .malformed: facts.kind = .malformed
        case .textMatch: facts.kind = .textMatch
        case .ordinal(let category): facts.kind = .ordinal(category)
        case .device, .variable: facts.kind = .device
        }
        switch selector {
        case .category(let category):
            facts.isNumeric = category != .other
            facts.isSingleNumber = rules.isSingleNumber(category)
        case .unusedCategory:
            facts.isNumeric = true
        case .unknown, .malformed, .textMatch, .ordinal, .device, .variable:
            break
        case .exactNumber, .moreThanOne, .expression, .shared:
            facts.interval = NumberInterval(selector)
            if case .regex(let pattern) = Self.expression(of: selector) {
                let swept = regexes[pattern.source]!
                facts.match = swept.matches
                facts.regexGaveUpAt = swept.gaveUpAt
                facts.isNumeric = !swept.matches.isEmpty
            } else {
                facts.match = explicitSet(selector)
                facts.isNumeric = true
                if let interval = facts.interval, let lower = interval.lower, let upper = interval.upper {
                    facts.isSingleNumber = lower.value.isNumericallyEqual(upper.value)
                }
            }
        }
        return facts
    }

    private mutating func explicitSet(_ selector: Selector) -> NumberSet {
        let key: String
        switch selector {
        case .exactNumber(let category): key = "=" + category.rawValue
        case .moreThanOne: key = ">one"
        case .expression(let expression), .shared(_, let expression): key = Self.key(of: expression)
        default: key = ""
        }
        if let known = explicitSets[key] { return known }
        // Every explicit selector but `exp:` (swept apart) is an interval.
        let set = NumberInterval(selector).map { sweep.numbers(in: $0) } ?? NumberSet(count: sweep.count)
        explicitSets[key] = set
        return set
    }

    /// A text that identifies what an expression matches.
    private static func key(of expression: Expression) -> String {
        switch expression {
        case .comparison(let op, let value): return "ie:x\(op.rawValue)\(value)"
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            return "iex:\(lower)\(lowerInclusive ? "<=" : "<")x\(upperInclusive ? "<=" : "<")\(upper)"
        case .regex(let pattern): return "exp:" + pattern.source
        }
    }

    private mutating func legacyMatch(_ pattern: LegacyPattern, regexes: [String: RegexSweep]) -> NumberSet {
        if let known = legacySets[pattern] { return known }
        let set: NumberSet
        if case .regex(let source) = pattern {
            set = regexes[source]!.matches.intersection(sweep.plain)
        } else {
            set = LegacySyntaxRule.legacyMatch(pattern, sweep: sweep)
        }
        legacySets[pattern] = set
        return set
    }
}

/// What the check of every entry reads of base: each file's check holds its own copy (the same arrays), since
/// reaching it through the shared `ProjectCheck` retains and releases that one object from every thread, for
/// every entry — a contended count that cost more than most rules.
struct BaseLookup: Sendable {
    /// For each key id: the index of the source's file that holds it, or -1.
    let fileOfKey: [Int]
    /// For each key id: the index of base's entry in that file's entries, or -1.
    let entryOfKey: [Int32]
    /// Each file's entries (read for base's files only: a lookup kept after an edit of another file holds that
    /// file's entries from before).
    let entries: [EntryTable]
    /// Base's text slots of each key id, in one flat table (read by the checks, and by the next update), and
    /// for each key id whether base's entry is a plural one.
    let slotTable: BaseSlotTable
    let isPlural: [Bool]
    /// For each key id: what base's value is (`invalid` where base does not have the key), read without making
    /// the value.
    let kinds: [EntryTable.Kind]

    init(project: Project, fileOfKey: [Int], slotTable: BaseSlotTable, isPlural: [Bool]) {
        (self.fileOfKey, self.slotTable, self.isPlural) = (fileOfKey, slotTable, isPlural)
        entries = project.files.map(\.entries)
        var kinds = [EntryTable.Kind](repeating: .invalid, count: fileOfKey.count)
        var entryOfKey = [Int32](repeating: -1, count: fileOfKey.count)
        for keyID in kinds.indices {
            let file = fileOfKey[keyID]
            guard file >= 0 else { continue }
            let position = project.slots[file][keyID]
            entryOfKey[keyID] = position
            if position >= 0 { kinds[keyID] = entries[file].kind(at: Int(position)) }
        }
        self.kinds = kinds
        self.entryOfKey = entryOfKey
    }

    /// Where base's entry of key `keyID` is, if base has the key: its file and its index there.
    @inline(__always)
    func position(_ keyID: Int) -> (file: Int, entry: Int)? {
        let position = entryOfKey[keyID]
        return position < 0 ? nil : (fileOfKey[keyID], Int(position))
    }
}
