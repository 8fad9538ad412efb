/// `portability-expression-syntax`: an `ie:`/`iex:` expression Swifternalization reads differently: it
/// expects no spaces (`ie:x = 3` never matches there), reads at most two characters between `x` and the
/// number, and gets negative lower bounds of `iex:` wrong (`iex:-4<=x<=-2` means x ≤ −4 there).
struct LegacySyntaxRule: EntryRule, ProjectRule {
    static let id = "portability-expression-syntax"
    static let severity = Severity.note
    static let group = RuleGroup.portability
    static let summary =
        "Swifternalization reads an expression differently (`ie:x = 3` with spaces never matches there)."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.legacyModel != nil, entry.file.selectorProblems.contains(.legacySyntax),
            let variants = entry.variants
        else { return }
        for variant in variants {
            guard let message = entry.file.selectorLegacySyntax[variant.selector] else { continue }
            let text = entry.selectorText(variant)
            var fixIt: FixIt?
            if text.contains(" "), case .comparisons = LegacyPattern(text.replacingSpaces()) {
                let bytes = entry.file.bytes
                let end = SourceText.endOfString(at: variant.offset, in: bytes)
                fixIt = FixIt(
                    "write '\(text.replacingSpaces())'",
                    edits: [FixIt.Edit(range: variant.offset..<end, replacement: "\"\(text.replacingSpaces())\"")])
            }
            entry.emitPortability(Self.id, at: variant.offset, message, fixIt: fixIt)
        }
    }

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        guard let model = project.runtime.model else { return }
        for (section, definitions) in project.project.expressions.sections.sorted(by: { $0.key < $1.key }) {
            for definition in definitions.values.sorted(by: { $0.offset < $1.offset }) {
                guard definition.source.hasPrefix("ie:") || definition.source.hasPrefix("iex:"),
                    case .success(let expression) = definition.expression
                else { continue }
                var facts = SelectorFacts()
                facts.match = NumberInterval(expression).map { project.sweep.numbers(in: $0) }
                facts.legacy = LegacyPattern(definition.source)
                facts.legacyMatch = Self.legacyMatch(facts.legacy!, sweep: project.sweep)
                guard let message = Self.difference(definition.source, facts: facts, sweep: project.sweep, model: model)
                else { continue }
                sink.emit(
                    Self.id, project.runtime.severity, file: "expressions.json", at: definition.offset,
                    key: definition.name, "'\(definition.name)' in \"\(section)\": " + message)
            }
        }
    }

    /// What the legacy runtime does differently with an expression, if anything.
    static func difference(_ text: String, facts: SelectorFacts, sweep: NumberSweep, model: LegacyRuntime) -> String? {
        guard let legacy = facts.legacy, let theirs = facts.legacyMatch, let match = facts.match else { return nil }
        if case .literal = legacy {
            let hint = text.contains(" ") ? " (it expects no spaces)" : ""
            return "\(model.name) cannot read '\(text)'\(hint): there it never matches"
        }
        let mine = match.intersection(sweep.plain)
        guard mine != theirs else { return nil }
        var parts: [String] = []
        let added = theirs.subtracting(mine)
        let missed = mine.subtracting(theirs)
        if !added.isEmpty { parts.append("also matches \(sweep.describe(added))") }
        if !missed.isEmpty { parts.append("does not match \(sweep.describe(missed))") }
        return "\(model.name) reads '\(text)' differently: there it " + parts.joined(separator: " and ")
    }

    static func legacyMatch(_ pattern: LegacyPattern, sweep: NumberSweep) -> NumberSet {
        switch pattern {
        case .literal(let text):
            var set = NumberSet(count: sweep.count)
            if let position = sweep.positions[text] { set.insert(position) }
            return set.intersection(sweep.plain)
        case .comparisons(let comparisons):
            return sweep.numbers(satisfying: comparisons).intersection(sweep.plain)
        case .regex(let source):
            return RegexSweep(source: source, sweep: sweep).matches.intersection(sweep.plain)
        }
    }
}

extension String {
    /// The text with its spaces removed.
    func replacingSpaces() -> String { String(filter { $0 != " " }) }
}
