import Foundation
import Testing

@testable import Engine

/// A project of `Fixtures/Validation/` with the exact findings it must give (`expected.txt`).
struct ValidationFixture: CustomTestStringConvertible, Sendable {
    let name: String
    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Validation")

    static let all: [ValidationFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted().map(ValidationFixture.init)
    }()

    var url: URL { Self.folder.appendingPathComponent(name) }

    /// The report as `expected.txt` holds it: the formatted findings, then the summary.
    func actualLines() throws -> [String] {
        let report = Validator().validate(try Project.load(directory: url.path))
        return report.findings.map(\.formatted) + [report.summary]
    }
}

@Suite struct ValidationFixtureTests {
    @Test func everyRuleHasItsOwnFixture() {
        let names = Set(ValidationFixture.all.map(\.name))
        for rule in Validator.catalogue {
            #expect(names.contains(rule.id), "no fixture for \(rule.id)")
        }
    }

    @Test(arguments: ValidationFixture.all)
    func findingsAreExactlyTheExpectedOnes(_ fixture: ValidationFixture) throws {
        let actual = try fixture.actualLines()
        let expectedURL = fixture.url.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["GLOSSA_RECORD_FIXTURES"] != nil {
            try (actual.joined(separator: "\n") + "\n").write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(actual == expected)
        if Validator.catalogue.contains(where: { $0.id == fixture.name }) {
            #expect(actual.contains { $0.hasSuffix("[\(fixture.name)]") }, "the fixture must show its own rule")
        }
    }

    @Test func cleanProjectsHaveNoFindings() throws {
        for name in ["clean", "clean-glossa-runtime"] {
            let report = Validator().validate(
                try Project.load(directory: ValidationFixture.folder.appendingPathComponent(name).path))
            #expect(report.findings.isEmpty, "\(name): \(report.findings.map(\.formatted))")
        }
    }
}
