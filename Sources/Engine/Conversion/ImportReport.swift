/// What an import did to a project (`Import`): the texts added and changed, the conflicts left as they were,
/// and what the project's format cannot hold, per key and language.
public struct ImportReport: Sendable, Equatable {
    /// One text added or changed, or a translation state changed.
    public struct Change: Sendable, Equatable {
        /// What kind of change.
        public enum Kind: String, Sendable, Equatable {
            /// A key, a variant or a width variation the project did not have.
            case added
            /// A text the import replaced.
            case changed
            /// A translation state recorded in the file (a PO `fuzzy` flag, an `.xcstrings` `state`).
            case state
            /// A comment for translators the key had none of in the project.
            case comment
        }

        /// What kind of change.
        public var kind: Kind
        /// The language, as the project names it.
        public var language: FileLanguage
        /// Where, as the project's format writes the selector.
        public var address: EntryAddress
        /// The project's text (or state) before; `nil` for an addition.
        public var old: String?
        /// The text (or state) imported.
        public var new: String

        /// A change.
        public init(kind: Kind, language: FileLanguage, address: EntryAddress, old: String?, new: String) {
            self.kind = kind
            self.language = language
            self.address = address
            self.old = old
            self.new = new
        }
    }

    /// A text the import did not take: the project's and the imported one differ, and the project's changed
    /// too (it differs from the base) or, without a base, it is a confirmed translation.
    public struct Conflict: Sendable, Equatable {
        /// The language, as the project names it.
        public var language: FileLanguage
        /// Where, as the project's format writes the selector.
        public var address: EntryAddress
        /// The project's text, kept; `nil` when the project has none there (it removed the base's).
        public var ours: String?
        /// The imported text, not taken.
        public var theirs: String
        /// The base's text (the file as it was exported), when a base was given; `nil` when it has none there.
        public var base: String?

        /// A conflict.
        public init(language: FileLanguage, address: EntryAddress, ours: String?, theirs: String, base: String?) {
            self.language = language
            self.address = address
            self.ours = ours
            self.theirs = theirs
            self.base = base
        }
    }

    /// The imported files' format.
    public var source: FormatName
    /// The project's format.
    public var target: FormatName
    /// The project's source language (what `base` is).
    public var sourceLanguage: LanguageTag
    /// The changes, in the order made.
    public var changes: [Change]
    /// The conflicts, in the order found.
    public var conflicts: [Conflict]
    /// What the project's format cannot hold, as `glossa convert` reports it, under the project's languages.
    public var losses: [ConversionLoss]
    /// The texts that were already the project's, or that only the project changed since the base.
    public var unchanged: Int
    /// Whether the import had a base (the files as exported), so that a conflict is a text both changed.
    public var hadBase: Bool
    /// The project's files the import changes or creates, by path in the project's folder.
    public var files: [String]

    /// A report.
    public init(
        source: FormatName, target: FormatName, sourceLanguage: LanguageTag, changes: [Change] = [],
        conflicts: [Conflict] = [], losses: [ConversionLoss] = [], unchanged: Int = 0, hadBase: Bool = false,
        files: [String] = []
    ) {
        self.source = source
        self.target = target
        self.sourceLanguage = sourceLanguage
        self.changes = changes
        self.conflicts = conflicts
        self.losses = losses
        self.unchanged = unchanged
        self.hadBase = hadBase
        self.files = files
    }

    /// Whether everything imported was taken as it was: nothing lost, no conflict.
    public var isClean: Bool { losses.isEmpty && conflicts.isEmpty }

    /// The tag a language is reported under: the source language's own tag for `base`.
    public func tag(of language: FileLanguage) -> String { language.tag?.description ?? sourceLanguage.description }

    /// The losses as `glossa convert` reports them.
    private var conversionReport: ConversionReport {
        ConversionReport(source: source, target: target, sourceLanguage: sourceLanguage, files: files, losses: losses)
    }

    /// The report for people: one line per change, conflict and loss, then a summary line.
    public var text: String {
        let quote = { (text: String) in JSONWriter(style: .standard).quoted(text) }
        var lines = changes.map { change -> String in
            let place = "\(tag(of: change.language)): \(change.address)"
            switch change.kind {
            case .added: return "\(place): added \(quote(change.new))"
            case .changed: return "\(place): \(quote(change.old ?? "")) → \(quote(change.new))"
            case .state: return "\(place): state \(change.old ?? "translated") → \(change.new)"
            case .comment: return "\(place): comment added \(quote(change.new))"
            }
        }
        lines += conflicts.map { conflict in
            "\(tag(of: conflict.language)): \(conflict.address): conflict: "
                + (conflict.ours.map { "the project's \(quote($0)) kept" } ?? "the project has none (removed)")
                + ", imported \(quote(conflict.theirs)) not taken"
                + (conflict.base.map { " (the base had \(quote($0)))" }
                    ?? (hadBase ? " (the base has none)" : " (a confirmed translation)"))
        }
        lines += losses.map(conversionReport.line)
        let added = changes.filter { $0.kind == .added }.count
        let changed = changes.filter { $0.kind == .changed }.count
        let states = changes.filter { $0.kind == .state }.count
        let comments = changes.filter { $0.kind == .comment }.count
        var summary =
            "imported into \(target.title): \(added) added, \(changed) changed, \(unchanged) unchanged"
            + (states > 0 ? ", \(states) state\(states == 1 ? "" : "s") changed" : "")
            + (comments > 0 ? ", \(comments) comment\(comments == 1 ? "" : "s") added" : "")
        if !conflicts.isEmpty { summary += "; \(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s") left" }
        if !losses.isEmpty { summary += "; \(losses.count) loss\(losses.count == 1 ? "" : "es")" }
        summary += " (\(files.count) file\(files.count == 1 ? "" : "s"))"
        lines.append(summary)
        return lines.map { VisibleText.of($0) }.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: `{"source", "target", "sourceLanguage", "clean", "files", "unchanged", "changes":
    /// [{"kind", "language", "key", "selector", "width", "old", "new"}], "conflicts": [{"language", "key",
    /// "selector", "width", "ours", "theirs", "base"}], "losses": [as glossa convert's]}`.
    public var json: String {
        let writer = JSONWriter(style: .standard)
        func string(_ text: String) -> String { writer.quoted(text) }
        func place(_ language: FileLanguage, _ address: EntryAddress) -> [(String, String)] {
            var members = [("language", string(tag(of: language))), ("key", string(address.key))]
            if let selector = address.selector { members.append(("selector", string(selector))) }
            if let width = address.width { members.append(("width", "\(width)")) }
            return members
        }
        func object(_ members: [(String, String)]) -> String {
            "    {" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        func array(_ items: [String]) -> String {
            "[" + (items.isEmpty ? "" : "\n" + items.joined(separator: ",\n") + "\n  ") + "]"
        }
        let changeItems = changes.map { change in
            object(
                [("kind", string(change.kind.rawValue))] + place(change.language, change.address)
                    + (change.old.map { [("old", string($0))] } ?? []) + [("new", string(change.new))])
        }
        let conflictItems = conflicts.map { conflict in
            object(
                place(conflict.language, conflict.address) + [
                    ("ours", conflict.ours.map(string) ?? "null"), ("theirs", string(conflict.theirs)),
                    ("base", conflict.base.map(string) ?? "null"),
                ])
        }
        let lossItems = conversionReport.lossObjects
        return """
            {
              "source": \(string(source.rawValue)),
              "target": \(string(target.rawValue)),
              "sourceLanguage": \(string(sourceLanguage.description)),
              "clean": \(isClean),
              "files": [\(files.map(string).joined(separator: ", "))],
              "unchanged": \(unchanged),
              "changes": \(array(changeItems)),
              "conflicts": \(array(conflictItems)),
              "losses": \(array(lossItems))
            }

            """
    }
}
