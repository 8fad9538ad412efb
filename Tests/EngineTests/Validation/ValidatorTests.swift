import Foundation
import Testing

@testable import Engine

@Suite struct ValidatorTests {
    func report(_ files: [String: String], summarizing: Bool = true) -> ValidationReport {
        var validator = Validator()
        validator.summarizesPortability = summarizing
        return validator.validate(makeProject(files))
    }

    @Test func catalogueIdsAreUniqueKebabCaseAndGrouped() {
        let ids = Validator.catalogue.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in Validator.catalogue {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.isEmpty)
            if rule.group == .portability { #expect(rule.severity == .note) }
        }
        #expect(Set(Validator.catalogue.map(\.group)) == Set(RuleGroup.allCases))
    }

    @Test func readmeListsEveryRuleWithItsSeverity() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        for rule in Validator.catalogue {
            let row = readme.split(separator: "\n").first { $0.hasPrefix("| `\(rule.id)` |") }
            #expect(row != nil, "README has no row for \(rule.id)")
            #expect(row?.contains("| \(rule.severity.rawValue)") ?? false, "README severity of \(rule.id)")
        }
    }

    @Test func findingsAreSortedByFileLineAndColumn() {
        let report = report([
            "base.json": "{\"b\": \"B\", \"a\": {\"one\": \"x\", \"more\": \"y\"}}",
            "pl.json": "{\"a\": {\"one\": \"%d\", \"more\": \"y\",}, \"c\": \"C\"}",
            "expressions.json": "{\"base\": {\"x\": \"ie:\"}}",
            "glossa.json": "{\"runtime\": \"glossa\", \"baseLanguage\": \"zz!\"}",
        ])
        let files = report.findings.map { $0.fileName ?? "" }
        let order = ["base.json", "pl.json", "expressions.json", "glossa.json"]
        #expect(files.map { order.firstIndex(of: $0)! } == files.map { order.firstIndex(of: $0)! }.sorted())
        let polish = report.findings.filter { $0.fileName == "pl.json" }.map { ($0.line, $0.column) }
        #expect(polish.map { $0.0 * 10_000 + $0.1 } == polish.map { $0.0 * 10_000 + $0.1 }.sorted())
    }

    @Test func ignoreSilencesByKeyAndByStar() {
        let files = [
            "base.json": "{\"a\": \"Upload failed now\", \"b\": \"Try again now\", \"c\": \"C\"}",
            "de.json": "{\"a\": \"Upload failed now\", \"b\": \"Try again now\"}",
        ]
        var withIgnore = files
        withIgnore["glossa.json"] =
            "{\"runtime\": \"glossa\", \"ignore\": {\"text-unchanged\": [\"a\"], \"coverage-missing-key\": [\"*\"]}}"
        var plain = files
        plain["glossa.json"] = "{\"runtime\": \"glossa\"}"
        let before = report(plain)
        let after = report(withIgnore)
        #expect(before.findings.map(\.ruleID) == ["text-unchanged", "coverage-missing-key", "text-unchanged"])
        #expect(after.findings.map(\.key) == ["b"])
        #expect(after.suppressedCount == 2)
        #expect(after.summary.hasSuffix("; 2 suppressed by glossa.json"))
    }

    @Test func portabilityFollowsTheRuntimeSetting() {
        let files = [
            "base.json":
                "{\"a\": {\"ie:x=0\": \"none\", \"one\": \"%d\", \"other\": \"%d\"}, "
                + "\"b\": {\"ie:x=0\": \"nothing\", \"one\": \"%d thing\", \"other\": \"%d things\"}}"
        ]
        func ids(_ runtime: String?, summarizing: Bool = true) -> [String] {
            var project = files
            if let runtime { project["glossa.json"] = "{\"runtime\": \"\(runtime)\"}" }
            return report(project, summarizing: summarizing).findings.map { "\($0.ruleID) \($0.severity)" }
        }
        #expect(ids(nil) == ["portability-random-order note"])
        #expect(ids(nil, summarizing: false) == ["portability-random-order note", "portability-random-order note"])
        #expect(ids("swifternalization") == ["portability-random-order warning", "portability-random-order warning"])
        #expect(ids("objcnalization").count == 2)
        #expect(ids("glossa").isEmpty)
        let summary = report(files).findings[0].message
        #expect(
            summary.hasSuffix(
                "(and 1 more place like it in 1 file; set \"runtime\" in glossa.json to \"swifternalization\" or \"objcnalization\" to list each one, or to \"glossa\" to turn these notes off)"
            ))
    }

    @Test func formattedLines() {
        let finding = Finding(
            ruleID: "json-syntax-error", severity: .error, fileName: "pl.json", line: 3, column: 7, key: nil,
            message: "expected ','")
        #expect(finding.formatted == "pl.json:3:7: error: expected ',' [json-syntax-error]")
        var whole = finding
        whole.line = 0
        #expect(whole.formatted == "pl.json: error: expected ',' [json-syntax-error]")
        whole.fileName = nil
        #expect(whole.formatted == "error: expected ',' [json-syntax-error]")
        #expect(finding.formatted(path: "dir/pl.json").hasPrefix("dir/pl.json:3:7: "))
    }

    @Test func languageNames() {
        #expect(LanguageName.of(LanguageTag("pl")!) == "Polish")
        #expect(LanguageName.of(LanguageTag("pt-BR")!) == "Portuguese (pt-BR)")
        #expect(LanguageName.of(LanguageTag("zh-Hans")!) == "Chinese (zh-Hans)")
        #expect(LanguageName.of(LanguageTag("xx")!) == "'xx'")
        #expect(
            makeProject(["base.json": "{}", "glossa.json": "{\"baseLanguage\": \"de\"}"]).englishName(of: .base)
                == "German")
    }
}
