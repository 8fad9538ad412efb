import Foundation
import Testing

@testable import Engine

/// The validator never crashes and never hangs, whatever the files hold.
@Suite struct RobustnessTests {
    /// Validates files given as bytes. A hang is caught by the test run's time limit, not by timing
    /// here: speed is the benchmark's business (`glossa-bench validate`).
    func validate(_ files: [String: [UInt8]]) -> ValidationReport {
        Validator().validate(Project(contents: files))
    }

    func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    @Test(arguments: [
        "", " ", "{", "}", "[]", "null", "\"text\"", "{\"a\":", "{\"a\": \"b\",,}", "{\"a\": {\"b\": {\"c\": {}}}}",
        "{\"a\": {}}", "{\"a\": {\"@\": \"x\"}}", "{\"a\": {\"\": \"x\"}}", "{\"\": \"\"}", "\u{FEFF}{}",
        String(repeating: "[", count: 10_000), "{\"a\": \"\\ud800\"}", "{\"a\": 1e999}", "{/*",
        "{\"a\": {\"ie:\": \"x\", \"iex:\": \"y\", \"exp:\": \"z\", \"ie:x<\": \"w\"}}",
        "{\"a\": {\"@100\": {\"@200\": \"x\"}}}", "{\"a\": {\"one\": {\"@x\": \"y\", \"@1\": 2}}}",
    ])
    func malformedFilesAreFindingsNotCrashes(_ content: String) {
        let report = validate([
            "base.json": text(content), "pl.json": text(content), "expressions.json": text(content),
            "glossa.json": text(content),
        ])
        #expect(report.filesChecked == 4)
        _ = report.findings.map(\.formatted)
    }

    @Test func binaryGarbageIsAFinding() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<Int.random(in: 0..<4096, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            let report = validate(["base.json": bytes, "ru.json": [0x7B] + bytes, "expressions.json": bytes])
            #expect(report.filesChecked == 3)
        }
        let report = validate(["base.json": [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]])
        #expect(report.findings.map(\.ruleID).contains("json-invalid-utf8"))
    }

    @Test func emptyFilesAreSyntaxErrors() {
        let report = validate(["base.json": [], "pl.json": [], "expressions.json": [], "glossa.json": []])
        #expect(report.findings.filter { $0.ruleID == "json-syntax-error" }.count == 4)
    }

    @Test func aFiveMegabyteStringIsChecked() {
        let long = String(repeating: "zażółć gęślą jaźń  %d ", count: 5_000_000 / 30)
        let report = validate([
            "base.json": text("{\"long\": \"\(long)\", \"cars\": {\"one\": \"\(long)\", \"other\": \"x\"}}"),
            "pl.json": text("{\"long\": \" \(long)!\", \"cars\": {\"one\": \"\(long)\", \"other\": \"x\"}}"),
        ])
        #expect(report.findings.contains { $0.ruleID == "text-whitespace" })
    }

    @Test func aHundredThousandKeysInOneObject() {
        var base = "{"
        var polish = "{"
        for index in 0..<100_000 {
            base += "\"key\(index)\": \"Value \(index)\","
            if index % 2 == 0 { polish += "\"key\(index)\": \"Wartość \(index)\"," }
        }
        base += "\"last\": \"x\"}"
        polish += "\"last\": \"y\"}"
        let report = validate(["base.json": text(base), "pl.json": text(polish)])
        #expect(report.findings.filter { $0.ruleID == "coverage-missing-key" }.count == 50_000)
    }

    @Test func anEntryWithThousandsOfVariants() {
        let variants = (0..<1_000).map { "\"Text number \($0)\": \"Tekst \($0)\"" }.joined(separator: ", ")
        let numeric = (0..<100).map { "\"ie:x=\($0)\": \"\($0)\"" }.joined(separator: ", ")
        let report = validate([
            "base.json": text("{\"translations\": {\(variants)}, \"numbers\": {\(numeric), \"other\": \"%d\"}}"),
            "ar.json": text("{\"translations\": {\(variants)}, \"numbers\": {\(numeric), \"other\": \"%d\"}}"),
        ])
        #expect(report.findings.filter { $0.ruleID == "plural-unknown-selector" }.count == 2_000)
    }

    @Test func aPathologicalPatternGivesUpInsteadOfHanging() {
        let report = validate([
            "base.json": text(
                "{\"a\": {\"exp:^(\\\\d+)+x$\": \"x\", \"exp:^((a+)+)+$\": \"y\", \"exp:(((\\\\d*)*)*)*y\": \"z\", \"other\": \"o\"}}"
            )
        ])
        _ = report.findings
    }

    @Test func manyPluralKeysShareTheirAnalysis() {
        var base = "{"
        var polish = "{"
        for index in 0..<3_000 {
            base += "\"k\(index)\": {\"one\": \"%d file\", \"other\": \"%d files\"},"
            polish +=
                "\"k\(index)\": {\"one\": \"%d plik\", \"few\": \"%d pliki\", \"many\": \"%d plików\", \"other\": \"%d pliku\"},"
        }
        base += "\"z\": \"z\"}"
        polish += "\"z\": \"ż\"}"
        let project = Project(contents: ["base.json": text(base), "pl.json": text(polish)])
        let check = ProjectCheck(project: project)
        let file = FileCheck(
            project: check, index: project.fileIndex(of: .tag(LanguageTag("pl")!))!, countsPortability: true)
        for keyID in project.keys.indices {
            if file.entryPosition(of: keyID) >= 0 { _ = EntryCheck(file: file, keyID: keyID) }
        }
        #expect(file.shapeCount == 1)
    }
}
