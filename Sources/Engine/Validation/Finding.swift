/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Something is broken: a file does not load, a value never shows, numbers match nothing.
    case error
    /// Something a reader of the app would notice: the wrong plural form, an untranslated text.
    case warning
    /// Worth knowing; often deliberate.
    case note

    /// Orders errors first, then warnings, then notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A suggested change that resolves a finding: a description, and the byte edits that make it (empty when
/// the change needs a person, such as writing a translation).
public struct FixIt: Sendable, Equatable {
    /// One replacement of a byte range of the file.
    public struct Edit: Sendable, Equatable {
        /// The bytes replaced (empty for an insertion), as offsets into the file's bytes.
        public var range: Range<Int>
        /// The UTF-8 text put in their place.
        public var replacement: String

        /// Creates an edit.
        public init(range: Range<Int>, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// What the fix does, worded for a translator ("remove the trailing comma").
    public var description: String
    /// The edits, in the order of their offsets, none overlapping.
    public var edits: [Edit]

    /// Creates a fix-it.
    public init(_ description: String, edits: [Edit] = []) {
        self.description = description
        self.edits = edits
    }

    /// Applies the edits to a file's bytes.
    public func applied(to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return result
    }
}

/// One thing the validator found, with where it is and what to do about it.
public struct Finding: Sendable, Equatable {
    /// The rule that found it (`plural-missing-category`); the README lists them all.
    public var ruleID: String
    /// How serious it is.
    public var severity: Severity
    /// The file concerned (`pl.json`), or `nil` for the project folder as a whole.
    public var fileName: String?
    /// The 1-based line of the key, selector or value concerned; 0 when the finding is about a whole file.
    public var line: Int
    /// The 1-based column (in characters, a BOM not counted); 0 when the finding is about a whole file.
    public var column: Int
    /// The key of the entry concerned, if any (what `"ignore"` in `glossa.json` names).
    public var key: String?
    /// The language concerned, when the finding is about one language's entries (a catalog holds several).
    public var language: FileLanguage?
    /// What is wrong, worded for a translator.
    public var message: String
    /// How to fix it, where that is obvious.
    public var fixIt: FixIt?

    /// Creates a finding.
    public init(
        ruleID: String, severity: Severity, fileName: String?, line: Int, column: Int, key: String?,
        message: String, fixIt: FixIt? = nil, language: FileLanguage? = nil
    ) {
        self.language = language
        self.ruleID = ruleID
        self.severity = severity
        self.fileName = fileName
        self.line = line
        self.column = column
        self.key = key
        self.message = message
        self.fixIt = fixIt
    }

    /// The finding as compilers print one: `pl.json:12:7: warning: message [rule-id]`.
    ///
    /// A finding about a whole file has no line and column (`pl.json: error: …`), one about the folder no
    /// file (`error: …`).
    public var formatted: String { formatted(path: fileName) }

    /// The compiler-style line with the file shown as `path` (a folder prefix, for example).
    ///
    /// The line is for people: control characters of the path and the message (a key from the file) are
    /// shown as pictures (`VisibleText`), so the line stays one line and cannot act on a terminal.
    public func formatted(path: String?) -> String {
        var place = ""
        if let path {
            place = line > 0 ? "\(path):\(line):\(column): " : "\(path): "
        }
        return VisibleText.of("\(place)\(severity.rawValue): \(message) [\(ruleID)]")
    }
}
