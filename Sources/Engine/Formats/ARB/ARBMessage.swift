/// An ARB value as Glossa reads it: an ICU message that is a text, or one `plural` or `select` argument with
/// text around it (`You have {count, plural, =0{no items} one{# item} other{# items}}`), the usual shape of
/// Flutter's messages.
///
/// Branch texts are taken as written (Flutter's default, `use-escaping: false`: an apostrophe is an
/// apostrophe), with nested placeholders (`{name}`) and `#` kept. A variant's text is the text around the
/// argument with the branch between: what the app shows before formatting.
struct ARBMessage: Equatable {
    /// `plural` or `select`.
    enum Kind: String {
        case plural, select
    }

    /// The text before the argument.
    var prefix: String
    /// The argument's name (`count`).
    var argument: String
    /// Its kind.
    var kind: Kind
    /// The branches, in order: `=0`, `one`, `other`; `male`, `other`.
    var branches: [(name: String, text: String)]
    /// The text after the argument.
    var suffix: String

    static func == (a: ARBMessage, b: ARBMessage) -> Bool {
        a.prefix == b.prefix && a.argument == b.argument && a.kind == b.kind && a.suffix == b.suffix
            && a.branches.map(\.name) == b.branches.map(\.name) && a.branches.map(\.text) == b.branches.map(\.text)
    }

    /// The message of a text with one top-level `plural` or `select` argument; `nil` for a plain text (no
    /// such argument, several, or braces that do not balance).
    init?(parsing text: String) {
        let characters = Array(text)
        var depth = 0
        var found: (start: Int, end: Int)?
        var start = 0
        for (index, character) in characters.enumerated() {
            if character == "{" {
                if depth == 0 { start = index }
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth < 0 { return nil }
                if depth == 0 {
                    let inner = String(characters[(start + 1)..<index])
                    if Self.header(of: inner) != nil {
                        if found != nil { return nil }
                        found = (start, index)
                    }
                }
            }
        }
        guard depth == 0, let found else { return nil }
        let inner = String(characters[(found.start + 1)..<found.end])
        guard let (argument, kind, rest) = Self.header(of: inner), let branches = Self.branches(rest) else {
            return nil
        }
        self.prefix = String(characters[..<found.start])
        self.argument = argument
        self.kind = kind
        self.branches = branches
        self.suffix = String(characters[(found.end + 1)...])
    }

    /// A message.
    init(
        prefix: String = "", argument: String, kind: Kind, branches: [(name: String, text: String)], suffix: String = ""
    ) {
        self.prefix = prefix
        self.argument = argument
        self.kind = kind
        self.branches = branches
        self.suffix = suffix
    }

    /// `count, plural, REST` → (`count`, `.plural`, `REST`).
    private static func header(of inner: String) -> (String, Kind, Substring)? {
        let parts = inner.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let kind = Kind(rawValue: parts[1].trimmingCharacters(in: .whitespaces)) else {
            return nil
        }
        let argument = parts[0].trimmingCharacters(in: .whitespaces)
        guard !argument.isEmpty, argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (argument, kind, parts[2])
    }

    /// `=0{a} one{b} other{c}` → the branches; `nil` when malformed.
    private static func branches(_ text: Substring) -> [(name: String, text: String)]? {
        var branches: [(name: String, text: String)] = []
        var rest = text[...]
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "{") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { return nil }
            var depth = 0
            var close: Substring.Index?
            for index in rest[open...].indices {
                if rest[index] == "{" { depth += 1 }
                if rest[index] == "}" {
                    depth -= 1
                    if depth == 0 {
                        close = index
                        break
                    }
                }
            }
            guard let close else { return nil }
            branches.append((name, String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return branches.isEmpty ? nil : branches
    }

    /// The message as an ICU string: `PREFIX{count, plural, =0{a} one{b} other{c}}SUFFIX`.
    var text: String {
        prefix + "{\(argument), \(kind.rawValue), " + branches.map { "\($0.name){\($0.text)}" }.joined(separator: " ")
            + "}" + suffix
    }

    /// The text a branch shows: the text around the argument with the branch between.
    func shown(_ branch: String) -> String { prefix + branch + suffix }

    /// The branch that shows `text`: without the text around the argument when `text` has it (else the whole
    /// text, the around text then no longer shared: see `setting`).
    func branchText(showing text: String) -> String? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else {
            return nil
        }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// Sets the branch `name` to show `text`, adding it at its place when new (exact numbers first, then
    /// CLDR categories in their order, `other` last). When `text` does not have the text around the argument,
    /// that text moves into every branch.
    mutating func setting(_ name: String, showing text: String) {
        if branchText(showing: text) == nil {
            branches = branches.map { ($0.name, prefix + $0.text + suffix) }
            (prefix, suffix) = ("", "")
        }
        let branch = branchText(showing: text)!
        if let index = branches.firstIndex(where: { $0.name == name }) {
            branches[index].text = branch
            return
        }
        let rank = Self.rank(name)
        let index = branches.firstIndex { Self.rank($0.name) > rank } ?? branches.count
        branches.insert((name, branch), at: index)
    }

    /// The order branches are written in.
    private static func rank(_ name: String) -> Int {
        if name.hasPrefix("=") { return 0 }
        if name == "other" { return 10 }
        return 1 + (PluralCategory(rawValue: name).flatMap { PluralCategory.allCases.firstIndex(of: $0) } ?? 5)
    }
}
