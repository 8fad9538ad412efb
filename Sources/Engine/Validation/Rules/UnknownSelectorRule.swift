/// `plural-unknown-selector`: a selector that is neither a plural form, an expression, nor a shared name
/// (`"more"`); it never matches (Swifternalization silently compared it as text).
struct UnknownSelectorRule: EntryRule {
    static let id = "plural-unknown-selector"
    static let severity = Severity.error
    static let group = RuleGroup.plural
    static let summary = "A selector is not a plural form, an expression or a shared name (`\"more\"`): never shown."
    static let scope = EntryScope.variants

    static func check(_ entry: EntryCheck) {
        guard entry.file.selectorProblems.contains(.unknown), let variants = entry.variants else { return }
        var present: Set<String>?
        for variant in variants where entry.kind(variant) == .unknown {
            if present == nil { present = Set(variants.map { entry.selectorText($0) }) }
            let text = entry.selectorText(variant)
            var message = "'\(text)' is not a plural form, an expression or a shared name, so this text is never shown"
            var fixIt: FixIt?
            if let suggestion = Self.suggestion(for: text, rules: entry.file.file.rules), !present!.contains(suggestion)
            {
                message += "; did you mean '\(suggestion)'?"
                let bytes = entry.file.bytes
                let end = SourceText.endOfString(at: variant.offset, in: bytes)
                fixIt = FixIt(
                    "rename '\(text)' to '\(suggestion)'",
                    edits: [FixIt.Edit(range: variant.offset..<end, replacement: "\"\(suggestion)\"")])
            } else {
                let categories = entry.file.file.rules.categories().map { "'\($0.rawValue)'" }.joined(separator: ", ")
                message += " (\(entry.file.languageName) uses \(categories))"
            }
            entry.emit(Self.id, Self.severity, at: variant.offset, message, fixIt: fixIt)
        }
    }

    /// The form a translator probably meant: `more`/`plural` → `other`; a near spelling of a form the
    /// language uses (`One`, `ohter`, `fwe`).
    static func suggestion(for text: String, rules: PluralRules) -> String? {
        let lowered = text.lowercased().trimmingCharacters(in: " ")
        if ["more", "plural", "several", "others", "rest", "default"].contains(lowered) { return "other" }
        let candidates = rules.categories().map(\.rawValue)
        let scored = candidates.map { ($0, distance(lowered, $0)) }.filter { $0.1 <= ($0.0.count <= 3 ? 1 : 2) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The edit distance between two short texts: insertions, deletions, substitutions and swaps of two
    /// neighbours (`fwe` is one edit from `few`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

extension String {
    /// The text without leading and trailing `character`s.
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
