import Testing

@testable import Engine

/// `RawEntry`: a key's member as raw JSON text, checked and put back with a minimal diff.
@Suite struct RawEntryTests {
    static let file = """
        {
          "title": "Photos",
          "photos.count": {
            "one": "%d photo",
            // the usual case
            "other": "%d photos"
          },
          "last": "End"
        }

        """

    let rules = try! PluralRules(locale: "en")

    @Test func theTextIsTheMemberWithoutItsIndentation() throws {
        let document = try JSONDocument(text: Self.file)
        let entry = try RawEntry(key: "photos.count", in: document)
        #expect(
            entry.text == """
                "photos.count": {
                  "one": "%d photo",
                  // the usual case
                  "other": "%d photos"
                }
                """)
        #expect(entry.problems(in: entry.text, rules: rules, shared: [:]).isEmpty)
        let unchanged = try entry.applying(entry.text, to: document)
        #expect(unchanged.change.kind == .unchanged)
        #expect(unchanged.document.bytes == document.bytes)
    }

    @Test func anEditChangesOnlyTheMembersLines() throws {
        let document = try JSONDocument(text: Self.file)
        let entry = try RawEntry(key: "photos.count", in: document)
        let edited = entry.text.replacingOccurrences(
            of: "\"one\": \"%d photo\",", with: "\"ie:x=0\": \"No photos\",\n  \"one\": \"%d photo\",")
        #expect(entry.problems(in: edited, rules: rules, shared: [:]).isEmpty)
        let result = try entry.applying(edited, to: document)
        #expect(result.change.kind == .changed)
        #expect(result.change.line == 3)
        #expect(
            result.document.text == """
                {
                  "title": "Photos",
                  "photos.count": {
                    "ie:x=0": "No photos",
                    "one": "%d photo",
                    // the usual case
                    "other": "%d photos"
                  },
                  "last": "End"
                }

                """)
    }

    @Test func crlfFilesKeepTheirLineBreaks() throws {
        let document = try JSONDocument(text: Self.file.replacingOccurrences(of: "\n", with: "\r\n"))
        let entry = try RawEntry(key: "photos.count", in: document)
        #expect(!entry.text.contains("\r"))
        let result = try entry.applying(
            entry.text.replacingOccurrences(of: "photos\"", with: "pictures\""), to: document)
        #expect(
            result.document.text
                == Self.file.replacingOccurrences(of: "photos\"", with: "pictures\"").replacingOccurrences(
                    of: "\n", with: "\r\n"))
    }

    @Test func aMissingKeyStartsEmptyAndIsAdded() throws {
        let document = try JSONDocument(text: Self.file)
        let entry = try RawEntry(key: "new", in: document)
        #expect(entry.text == #""new": """#)
        let result = try entry.applying("\"new\": {\n  \"one\": \"a\",\n  \"other\": \"b\"\n}", to: document)
        #expect(result.change.kind == .added)
        #expect(
            result.document.text.hasSuffix(
                "  \"last\": \"End\",\n  \"new\": {\n    \"one\": \"a\",\n    \"other\": \"b\"\n  }\n}\n"))
    }

    /// Each problem is found where it is in the edited text, worded for a translator.
    @Test(arguments: [
        (#""photos.count": {"one": "a" "other": "b"}"#, 1, 28, "expected ','"),
        ("\"photos.count\": {\n  \"one\": \"a\",\n  \"iex:2<x\": \"b\"\n}", 3, 3, "malformed"),
        ("\"photos.count\": {\n  \"one\": \"a\",\n  \"@abc\": \"b\"\n}", 3, 3, "width"),
        (#""photos.count": {"one": 5}"#, 1, 25, "a number"),
        (#""photos": "x""#, 1, 1, "must stay"),
        (#""photos.count": "x", "other": "y""#, 1, 22, "only the entry"),
        (#""photos.count": {"one": "a", "one": "b"}"#, 1, 30, "duplicate"),
        ("", 1, 1, "empty"),
        ("\"photos.count\": {\"one\": \"a\",\n", 2, 1, "but the entry ends here"),
        (#""photos.count": {"one": "a"#, 1, 25, "not closed"),
    ])
    func problemsAreLocated(text: String, line: Int, column: Int, message: String) throws {
        let document = try JSONDocument(text: Self.file)
        let entry = try RawEntry(key: "photos.count", in: document)
        let problems = entry.problems(in: text, rules: rules, shared: [:])
        let first = try #require(problems.first, "no problem found in \(text)")
        #expect(first.location == SourceLocation(line: line, column: column), "\(first)")
        #expect(first.message.contains(message), "\(first)")
    }

    @Test func aDuplicatedKeyIsRefused() throws {
        let document = try JSONDocument(text: #"{"a": "1", "a": "2"}"#)
        #expect(throws: EditError.self) { try RawEntry(key: "a", in: document) }
    }
}
