/// What one edit changed, for a person to read: `pl.json:14: "cars" › few: "%d auta" → "%d samochody"`.
public struct ChangeDescription: Sendable, Equatable {
    /// The kinds of change.
    public enum Kind: Sendable, Equatable {
        /// A value was replaced (`old` → `new`).
        case changed
        /// A key, variant or width was added (`new`).
        case added
        /// A key, variant or width was removed (`old`).
        case removed
        /// A key was renamed (`old` and `new` are the keys).
        case renamed
        /// The value already was `new`: nothing changed.
        case unchanged
    }

    /// What happened.
    public var kind: Kind
    /// The 1-based line of the changed value in the new file (of the removed entry in the old file).
    public var line: Int
    /// What changed, as `EntryAddress.description` writes it: `"cars" › few`.
    public var subject: String
    /// The old value, summarized (`ValueSummary`); `nil` for an addition.
    public var old: String?
    /// The new value, summarized; `nil` for a removal.
    public var new: String?

    /// Creates a description.
    public init(kind: Kind, line: Int, subject: String, old: String?, new: String?) {
        self.kind = kind
        self.line = line
        self.subject = subject
        self.old = old
        self.new = new
    }

    /// The description on one line, after the file name and line:
    ///
    /// - changed: `pl.json:14: "cars" › few: "%d auta" → "%d samochody"`
    /// - added: `pl.json:15: "cars" › many: added "%d samochodów"`
    /// - removed: `pl.json:14: "cars" › few: removed "%d auta"`
    /// - renamed: `pl.json:3: "cars" renamed to "vehicles"`
    /// - unchanged: `pl.json:14: "cars" › few: unchanged "%d auta"`
    ///
    /// Control characters of keys, selectors and texts are shown as pictures (`VisibleText`): the line is for
    /// people, and stays one line.
    public func formatted(fileName: String) -> String {
        let place = "\(fileName):\(line): "
        let line: String
        switch kind {
        case .changed: line = place + "\(subject): \(old ?? "") → \(new ?? "")"
        case .added: line = place + "\(subject): added \(new ?? "")"
        case .removed: line = place + "\(subject): removed \(old ?? "")"
        case .renamed: line = place + "\(old ?? subject) renamed to \(new ?? "")"
        case .unchanged: line = place + "\(subject): unchanged \(new ?? "")"
        }
        return VisibleText.of(line)
    }
}

/// Short, one-line summaries of JSON values for change descriptions.
public enum ValueSummary {
    /// The number of characters (grapheme clusters) of a string shown before it is cut with `…`.
    public static let stringLimit = 60

    /// A value of a document, summarized on one line: a string JSON-escaped (with raw Unicode) and cut
    /// after `limit` characters; an object as `{one: "…", other: "…"}` with at most four members; an array
    /// as `["…", …]`; other values as written.
    public static func summary(of node: JSONNode, in document: JSONDocument, limit: Int = stringLimit) -> String {
        switch node.kind {
        case .string(let text): return quoted(text, limit: limit)
        case .object(let members):
            let shown = members.prefix(4).map { "\($0.key): " + summary(of: $0.value, in: document, limit: 24) }
            return "{" + shown.joined(separator: ", ") + (members.count > 4 ? ", …" : "") + "}"
        case .array(let items):
            let shown = items.prefix(3).map { summary(of: $0, in: document, limit: 24) }
            return "[" + shown.joined(separator: ", ") + (items.count > 3 ? ", …" : "") + "]"
        case .number, .bool, .null: return document.text(of: node.range)
        }
    }

    /// A string as a JSON literal with raw Unicode, cut after `limit` characters with `…` before the
    /// closing quote.
    public static func quoted(_ text: String, limit: Int = stringLimit) -> String {
        let writer = JSONWriter(style: .standard)
        guard text.count > limit else { return writer.quoted(text) }
        return String(writer.quoted(String(text.prefix(limit))).dropLast()) + "…\""
    }
}
