/// One language file of a project, loaded losslessly.
///
/// A file with a syntax error keeps its bytes and its error and has no entries: it is shown read-only,
/// and every other file stays usable.
public struct LanguageFile: Sendable {
    /// The file name (`pt_BR.json`).
    public let fileName: String
    /// Whose words it holds.
    public let language: FileLanguage
    /// The plural rules that apply to it (for `base.json`, those of the project's base language).
    public let rules: PluralRules
    /// The bytes exactly as read.
    public internal(set) var bytes: [UInt8]
    /// Why the file did not load, if it did not.
    public internal(set) var syntaxError: JSONSyntaxError?
    /// Trailing commas, comments, duplicate keys.
    public internal(set) var notices: [JSONNotice] = []
    /// The file's formatting style.
    public internal(set) var style: JSONStyle = .standard
    /// The entries in file order (a duplicated key appears once, with its last value).
    public internal(set) var entries: [Entry] = []
    /// Values of the wrong shape.
    public internal(set) var problems: [ValueProblem] = []
    /// Each distinct selector of the file with its meaning; variants refer to them by index.
    public internal(set) var selectors: [(text: String, selector: Selector)] = []

    /// Loads a file from its bytes; never throws (problems are kept on the file).
    public init(
        fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules,
        shared: [String: SharedExpressions.Definition]
    ) {
        self.fileName = fileName
        self.language = language
        self.rules = rules
        self.bytes = bytes
        do throws(JSONSyntaxError) {
            let document = try JSONDocument(bytes: bytes)
            notices = document.notices
            style = document.style
            var builder = EntryBuilder(rules: rules, shared: shared)
            entries = builder.entries(of: document)
            problems = builder.problems
            selectors = builder.selectors
        } catch {
            syntaxError = error
        }
    }

    /// Whether the file can be edited (it parsed).
    public var isEditable: Bool { syntaxError == nil }

    /// The file parsed as a document, for editing. `nil` when it has a syntax error.
    public func document() -> JSONDocument? {
        try? JSONDocument(bytes: bytes)
    }

    /// The selector text of a variant.
    public func selectorText(_ variant: Variant) -> String { selectors[variant.selector].text }
}

/// Turns a parsed document into entries, checking each value's shape.
struct EntryBuilder {
    let rules: PluralRules
    let shared: [String: SharedExpressions.Definition]
    private(set) var problems: [ValueProblem] = []
    private(set) var selectors: [(text: String, selector: Selector)] = []
    private var selectorIndex: [String: Int] = [:]

    init(rules: PluralRules, shared: [String: SharedExpressions.Definition]) {
        self.rules = rules
        self.shared = shared
    }

    mutating func entries(of document: JSONDocument) -> [Entry] {
        guard
            let members = ValueProblem.members(
                of: document.root, path: [], expected: "an object of keys", into: &problems)
        else { return [] }
        var entries: [Entry] = []
        entries.reserveCapacity(members.count)
        for member in Self.lastOccurrences(members, hasDuplicates: document.notices.contains { $0.isError }) {
            entries.append(Entry(key: member.key, value: value(of: member), offset: member.keyRange.lowerBound))
        }
        return entries
    }

    /// Members with repeated keys reduced to the last of each, in the position of the last.
    static func lastOccurrences(_ members: [JSONMember], hasDuplicates: Bool) -> [JSONMember] {
        guard hasDuplicates else { return members }
        var last: [String: Int] = [:]
        for (index, member) in members.enumerated() { last[member.key] = index }
        return members.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element)
    }

    /// Whether an object repeats a key; objects of variants are small, so no set is built for them.
    static func hasRepeatedKeys(_ members: [JSONMember]) -> Bool {
        if members.count > 16 { return Set(members.map(\.key)).count < members.count }
        for (index, member) in members.enumerated() where members[..<index].contains(where: { $0.key == member.key }) {
            return true
        }
        return false
    }

    private mutating func value(of member: JSONMember) -> EntryValue {
        let path = [member.key]
        switch member.value.kind {
        case .string(let text):
            return .text(text)
        case .object(let members):
            if !members.isEmpty, members.allSatisfy({ $0.key.hasPrefix("@") }) {
                return .widths(widths(members, path: path))
            }
            var variants: [Variant] = []
            variants.reserveCapacity(members.count)
            for variant in Self.lastOccurrences(members, hasDuplicates: Self.hasRepeatedKeys(members)) {
                variants.append(
                    Variant(
                        selector: selector(variant.key), content: content(of: variant, path: path + [variant.key]),
                        offset: variant.keyRange.lowerBound))
            }
            return .variants(variants)
        default:
            problems.append(
                ValueProblem(
                    .wrongType(found: member.value.kindDescription, expected: "a text or an object of variants"),
                    path: path, offset: member.value.range.lowerBound))
            return .invalid
        }
    }

    private mutating func content(of member: JSONMember, path: [String]) -> VariantContent {
        switch member.value.kind {
        case .string(let text):
            return .text(text)
        case .object(let members) where !members.isEmpty && members.allSatisfy({ $0.key.hasPrefix("@") }):
            return .widths(widths(members, path: path))
        case .object:
            problems.append(ValueProblem(.tooDeep, path: path, offset: member.value.range.lowerBound))
            return .invalid
        default:
            problems.append(
                ValueProblem(
                    .wrongType(found: member.value.kindDescription, expected: "a text or an object of widths (@N)"),
                    path: path, offset: member.value.range.lowerBound))
            return .invalid
        }
    }

    private mutating func widths(_ members: [JSONMember], path: [String]) -> WidthVariations {
        var variations: [WidthVariation] = []
        for member in Self.lastOccurrences(members, hasDuplicates: Self.hasRepeatedKeys(members)) {
            let digits = member.key.dropFirst()
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let width = Int(digits)
            else {
                problems.append(
                    ValueProblem(
                        .invalidWidth(member.key), path: path + [member.key], offset: member.keyRange.lowerBound))
                continue
            }
            guard let text = member.value.string else {
                let kind: ValueProblem.Kind =
                    member.value.members != nil
                    ? .tooDeep : .wrongType(found: member.value.kindDescription, expected: "a text")
                problems.append(ValueProblem(kind, path: path + [member.key], offset: member.value.range.lowerBound))
                continue
            }
            variations.append(WidthVariation(width: width, text: text, offset: member.keyRange.lowerBound))
        }
        return WidthVariations(variations: variations)
    }

    private mutating func selector(_ text: String) -> Int {
        if let index = selectorIndex[text] { return index }
        selectors.append((text, Selector(text, rules: rules, shared: shared)))
        selectorIndex[text] = selectors.count - 1
        return selectors.count - 1
    }
}
