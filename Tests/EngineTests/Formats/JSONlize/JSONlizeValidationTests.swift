import Foundation
import Testing

@testable import Engine

/// `validate` on JSONlize projects: plural forms JSONlize cannot hold are reported without a fix-it that
/// would write one; a missing `*` is offered as `*`.
@Suite struct JSONlizeValidationTests {
    @Test func theReadmeHasNoErrors() throws {
        let report = Validator().validate(try Project.load(directory: jsonlizeFixture("readme")))
        #expect(!report.findings.contains { $0.severity == .error }, "\(report.findings.map(\.formatted))")
        #expect(
            report.findings.map(\.ruleID) == [
                "coverage-missing-key", "plural-missing-category", "plural-missing-category",
            ])
    }

    @Test func missingFormsAreExplainedAndAMissingStarIsOffered() throws {
        let project = try Project.load(directory: jsonlizeFixture("shop"))
        let report = Validator().validate(project)
        let polishFew = try #require(report.findings.first { $0.fileName == "lang.pl.json" && $0.key == "cart" })
        #expect(
            polishFew.message
                == "Polish needs a 'few' form for 23, 24, 32–34, …; JSONlize has no plural forms, so write such "
                + "numbers one by one")
        #expect(polishFew.fixIt == nil)
        let errors = report.findings.filter { $0.severity == .error }
        #expect(errors.map(\.ruleID) == ["plural-unmatched-numbers"])
        let fixIt = try #require(errors.first?.fixIt)
        #expect(fixIt.description == "add '*' (a copy of the '=1' text, to translate)")
        let russian = try #require(project.files.first { $0.fileName == "lang.ru.json" })
        let fixed = LanguageFile(
            jsonlize: fixIt.applied(to: russian.bytes), fileName: russian.fileName, language: russian.language,
            rules: russian.rules)
        #expect(fixed.problems.isEmpty)
        guard case .variants(let variants) = fixed.entries.first(where: { $0.key == "daysLeft" })?.value else {
            Issue.record("daysLeft has no variants")
            return
        }
        #expect(variants.map(fixed.selectorText) == ["=1", "other"])
    }

    @Test func placeholdersAreCompared() {
        let project = Project(
            contents: [
                "lang.en.json": Array(#"{"n": {"plurals": {"1": "${i} item", "*": "${i} items"}}}"#.utf8),
                "lang.de.json": Array(#"{"n": {"plurals": {"1": "ein Artikel", "*": "Artikel"}}}"#.utf8),
            ])
        let report = Validator().validate(project)
        #expect(report.findings.contains { $0.fileName == "lang.de.json" && $0.message.contains("${i}") })
    }
}
