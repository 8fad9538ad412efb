extension LanguageFile {
    /// Reads a JSONlize file (DESIGN §11); never throws (problems are kept on the file).
    ///
    /// A member whose value is a string is a text. An object's `"plurals"` (which JSONlize prefers when both
    /// are there) gives variants by exact number and `*` (`JSONlizeSelector`), else its `"keys"` gives text
    /// matches. Anything else (a number, an array, an object with neither, a member that is not a string)
    /// is a value of the wrong type, where JSONlize itself would crash or ignore the key.
    init(jsonlize bytes: [UInt8], fileName: String, language: FileLanguage, rules: PluralRules) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .jsonlize)
        guard let document = parseJSON() else { return }
        var reader = JSONlizeReader()
        guard let members = document.root.members else {
            problems.append(
                ValueProblem(
                    .wrongType(found: document.root.kindDescription, expected: "an object of keys"), path: [],
                    offset: document.root.range.lowerBound))
            return
        }
        let hasDuplicates = notices.contains(where: \.isDuplicateKey)
        let kept = hasDuplicates ? JSONlizeReader.lastOccurrences(members) : members
        entries = EntryTable(
            kept.map { member in
                Entry(key: member.key, value: reader.value(of: member), offset: member.keyRange.lowerBound)
            })
        problems = reader.problems
        adopt(selectors: reader.selectors)
    }
}

/// Turns the members of a JSONlize file into entry values, collecting the selectors they use and what is
/// wrong with them.
struct JSONlizeReader {
    /// Each distinct selector, in the order first seen.
    private(set) var selectors: [(text: String, selector: Selector)] = []
    private(set) var problems: [ValueProblem] = []
    /// `selectors` by kind (`p` plurals, `k` keys) and text: a `keys` member named `other` is not `*`.
    private var index: [String: Int] = [:]

    /// What JSONlize accepts as a value, for messages.
    static let expected = #"a text, {"plurals": {…}} or {"keys": {…}}"#

    /// The value of a top-level member.
    mutating func value(of member: JSONMember) -> EntryValue {
        let node = member.value
        if let text = node.string { return .text(text) }
        guard let members = node.members else {
            problems.append(
                ValueProblem(
                    .wrongType(found: node.kindDescription, expected: Self.expected), path: [member.key],
                    offset: node.range.lowerBound))
            return .invalid
        }
        for name in ["plurals", "keys"] {
            guard let group = members.last(where: { $0.key == name }) else { continue }
            guard let variants = group.value.members else {
                problems.append(
                    ValueProblem(
                        .wrongType(found: group.value.kindDescription, expected: "an object of texts"),
                        path: [member.key, name], offset: group.value.range.lowerBound))
                return .invalid
            }
            return .variants(self.variants(variants, plurals: name == "plurals", path: [member.key, name]))
        }
        problems.append(
            ValueProblem(
                .wrongType(found: #"an object without "plurals" or "keys""#, expected: Self.expected),
                path: [member.key], offset: node.range.lowerBound))
        return .invalid
    }

    private mutating func variants(_ members: [JSONMember], plurals: Bool, path: [String]) -> [Variant] {
        Self.lastOccurrences(members).map { member in
            let content: VariantContent
            if let text = member.value.string {
                content = .text(text)
            } else {
                problems.append(
                    ValueProblem(
                        .wrongType(found: member.value.kindDescription, expected: "a text"), path: path + [member.key],
                        offset: member.value.range.lowerBound))
                content = .invalid
            }
            let named = plurals ? JSONlizeSelector.plural(member: member.key) : JSONlizeSelector.key(member: member.key)
            return Variant(
                selector: selector(named, kind: plurals ? "p" : "k"), content: content,
                offset: member.keyRange.lowerBound)
        }
    }

    /// The index of a selector in `selectors`, added when new.
    private mutating func selector(_ named: (text: String, selector: Selector), kind: String) -> Int {
        let key = kind + named.text
        if let known = index[key] { return known }
        selectors.append(named)
        index[key] = selectors.count - 1
        return selectors.count - 1
    }

    /// Members with a repeated key reduced to the last of each, at the position of the last (what the
    /// library's `JSONSerialization` keeps).
    static func lastOccurrences(_ members: [JSONMember]) -> [JSONMember] {
        var last: [String: Int] = [:]
        for (position, member) in members.enumerated() { last[member.key] = position }
        guard last.count < members.count else { return members }
        return members.indices.filter { last[members[$0].key] == $0 }.map { members[$0] }
    }
}
