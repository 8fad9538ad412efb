import Testing

@testable import Engine

/// Applying a fix-it resolves its finding and leaves a file that parses.
@Suite struct FixItTests {
    /// Validates, applies the first fix-it of `rule` in `file`, and validates again.
    func fix(_ files: [String: String], rule: String, in file: String) throws -> (
        before: Finding, after: [Finding], text: String
    ) {
        let report = Validator().validate(makeProject(files))
        let finding = try #require(report.findings.first { $0.ruleID == rule && $0.fileName == file })
        let fixIt = try #require(finding.fixIt)
        #expect(!fixIt.edits.isEmpty)
        let fixed = String(decoding: fixIt.applied(to: Array(files[file]!.utf8)), as: UTF8.self)
        #expect((try? JSONDocument(text: fixed)) != nil, "\(fixed)")
        var next = files
        next[file] = fixed
        let after = Validator().validate(makeProject(next)).findings.filter { $0.ruleID == rule && $0.fileName == file }
        return (finding, after, fixed)
    }

    static let glossa = "{\"runtime\": \"glossa\"}"

    @Test func removesATrailingComma() throws {
        let result = try fix(
            ["base.json": "{\n    \"a\": \"A\",\n}\n", "glossa.json": Self.glossa], rule: "json-trailing-comma",
            in: "base.json")
        #expect(result.after.isEmpty)
        #expect(result.text == "{\n    \"a\": \"A\"\n}\n")
    }

    @Test func removesAComment() throws {
        let result = try fix(
            ["base.json": "{\n    // note\n    \"a\": \"A\" /* x */\n}\n", "glossa.json": Self.glossa],
            rule: "json-comment",
            in: "base.json")
        #expect(result.text == "{\n    \"a\": \"A\" /* x */\n}\n")
    }

    @Test func addsTheMissingCategoryBeforeOther() throws {
        let result = try fix(
            [
                "base.json":
                    "{\n    \"f\": {\n        \"one\": \"%d file\",\n        \"other\": \"%d files\"\n    }\n}\n",
                "pl.json":
                    "{\n    \"f\": {\n        \"one\": \"%d plik\",\n        \"many\": \"%d plików\",\n        \"other\": \"%d pliku\"\n    }\n}\n",
                "glossa.json": Self.glossa,
            ], rule: "plural-missing-category", in: "pl.json")
        #expect(result.after.isEmpty)
        #expect(result.text.contains("        \"few\": \"%d pliku\",\n        \"other\": \"%d pliku\""))
    }

    @Test func addsMissingCategoriesAfterTheLastVariant() throws {
        let result = try fix(
            [
                "base.json": "{\"f\": {\"one\": \"%d file\", \"other\": \"%d files\"}}",
                "pl.json": "{\"f\": {\"one\": \"%d plik\", \"few\": {\"@10\": \"%d pl.\", \"@20\": \"%d pliki\"}}}",
                "glossa.json": Self.glossa,
            ], rule: "plural-unmatched-numbers", in: "pl.json")
        #expect(result.after.isEmpty)
        #expect(result.text.contains("\"many\": {\"@10\": \"%d pl.\", \"@20\": \"%d pliki\"}"))
    }

    @Test func renamesAnUnknownSelector() throws {
        let result = try fix(
            ["base.json": "{\"c\": {\"one\": \"%d car\", \"more\": \"%d cars\"}}", "glossa.json": Self.glossa],
            rule: "plural-unknown-selector", in: "base.json")
        #expect(result.text == "{\"c\": {\"one\": \"%d car\", \"other\": \"%d cars\"}}")
    }

    @Test func fixesWhitespaceAndDoubleSpaces() throws {
        let files = [
            "base.json": "{\"a\": \"Settings\", \"b\": \"Name: \", \"c\": \"Tap to go\"}",
            "de.json": "{\"a\": \"  Einstellungen\", \"b\": \"Name:\", \"c\": \"Tippen  zum   Gehen\"}",
            "glossa.json": Self.glossa,
        ]
        let leading = try fix(files, rule: "text-whitespace", in: "de.json")
        #expect(leading.text.contains("\"a\": \"Einstellungen\""))
        let double = try fix(files, rule: "text-double-space", in: "de.json")
        #expect(double.after.isEmpty)
        #expect(double.text.contains("\"Tippen zum Gehen\""))
    }

    @Test func addsAWidthDefault() throws {
        let result = try fix(
            [
                "base.json":
                    "{\n    \"back\": {\n        \"@100\": \"Back\",\n        \"@200\": \"Back to albums\"\n    }\n}\n",
                "glossa.json": "{\"runtime\": \"swifternalization\"}",
            ], rule: "portability-width-default", in: "base.json")
        #expect(result.after.isEmpty)
        #expect(result.text.contains("        \"@0\": \"Back\",\n        \"@100\": \"Back\","))
    }

    @Test func removesSpacesSwifternalizationCannotRead() throws {
        let result = try fix(
            [
                "base.json": "{\"s\": {\"ie:x = 3\": \"three\", \"other\": \"%d\"}}",
                "glossa.json": "{\"runtime\": \"swifternalization\"}",
            ],
            rule: "portability-expression-syntax", in: "base.json")
        #expect(result.text.contains("\"ie:x=3\""))
    }
}
