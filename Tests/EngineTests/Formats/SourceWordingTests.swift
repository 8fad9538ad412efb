import Testing

@testable import Engine

/// Findings name the source the way the format has it: `base.json` in Swifternalization JSON, "the source"
/// elsewhere (whose source may be `en.json`, `values/strings.xml` or a whole catalog).
@Suite struct SourceWordingTests {
    private func messages(_ contents: [String: String], rule: String) -> [String] {
        let project = Project(contents: contents.mapValues { Array($0.utf8) })
        return Validator().validate(project).findings.filter { $0.ruleID == rule }.map(\.message)
    }

    @Test func keyValueJSONSaysTheSource() {
        let found = messages(
            ["en.json": #"{"a": "Done?"}"#, "pl.json": #"{"a": "Gotowe."}"#], rule: "text-punctuation")
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("but the source's ends with") && !$0.contains("base.json") })
    }

    @Test func swifternalizationStillSaysBaseJSON() {
        let found = messages(
            ["base.json": #"{"a": "Done?"}"#, "pl.json": #"{"a": "Gotowe."}"#], rule: "text-punctuation")
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("but base.json's ends with") })
    }
}
