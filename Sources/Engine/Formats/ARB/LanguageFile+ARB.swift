extension LanguageFile {
    /// Reads an ARB file (Flutter's Application Resource Bundle); never throws (problems are kept on the file).
    ///
    /// Each member whose name does not start with `@` is a key; `@key` members are its metadata and `@@locale`
    /// the file's, never keys; a key's `@key.description` is its comment for translators. A message with one `plural` argument gives variants: `=N` the exact number N,
    /// `zero`…`other` the CLDR categories (one the language does not use is never chosen); a `select`
    /// argument gives text matches, its `other` the category `other`. Any other message is a text.
    init(arb bytes: [UInt8], fileName: String, language: FileLanguage, rules: PluralRules) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .arb)
        guard let document = parseJSON() else { return }
        guard let members = document.root.members else {
            problems.append(
                ValueProblem(
                    .wrongType(found: document.root.kindDescription, expected: "an object of messages"), path: [],
                    offset: document.root.range.lowerBound))
            return
        }
        var selectors = SelectorTable()
        var built: [Entry] = []
        for member in members where !member.key.hasPrefix("@") {
            guard let text = member.value.string else {
                problems.append(
                    ValueProblem(
                        .wrongType(found: member.value.kindDescription, expected: "a message"), path: [member.key],
                        offset: member.value.range.lowerBound))
                built.append(Entry(key: member.key, value: .invalid, offset: member.keyRange.lowerBound))
                continue
            }
            guard let message = ARBMessage(parsing: text) else {
                built.append(Entry(key: member.key, value: .text(text), offset: member.keyRange.lowerBound))
                continue
            }
            let variants = message.branches.map { branch in
                Variant(
                    selector: selectors.index(of: ARBSelector.text(of: branch.name, kind: message.kind)) {
                        ARBSelector.meaning(of: branch.name, kind: message.kind, rules: rules)
                    }, content: .text(message.shown(branch.text)), offset: member.value.range.lowerBound)
            }
            built.append(Entry(key: member.key, value: .variants(variants), offset: member.keyRange.lowerBound))
        }
        entries = EntryTable(built)
        for member in members where member.key.hasPrefix("@") && !member.key.hasPrefix("@@") {
            let key = String(member.key.dropFirst())
            guard let description = member.value.members?.last(where: { $0.key == "description" })?.value.string,
                !description.isEmpty, built.contains(where: { $0.key == key })
            else { continue }
            notes[key, default: EntryNotes()].comment = description
        }
        adopt(selectors: selectors.selectors)
    }
}

/// The selectors of ARB messages.
enum ARBSelector {
    /// The selector text of a branch: its name (`=0`, `few`, `male`).
    static func text(of name: String, kind: ARBMessage.Kind) -> String { name }

    /// What a branch means.
    static func meaning(of name: String, kind: ARBMessage.Kind, rules: PluralRules) -> Selector {
        switch kind {
        case .plural:
            if name.hasPrefix("="), let number = try? NumberLiteral(String(name.dropFirst())) {
                return .expression(.comparison(.equal, number))
            }
            guard let category = PluralCategory(rawValue: name) else { return .unknown }
            return rules.categories().contains(category) ? .category(category) : .unusedCategory(category)
        case .select:
            return name == "other" ? .category(.other) : .textMatch(name)
        }
    }
}
