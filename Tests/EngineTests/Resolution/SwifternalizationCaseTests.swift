import Foundation
import Testing

@testable import Engine

/// One lookup transcribed from Swifternalization's tests and README, with Glossa's expected answer
/// (`Fixtures/Swifternalization/cases.jsonl`; fields absent from `expect` are not checked).
struct SwifternalizationCase: CustomTestStringConvertible, Sendable {
    let project: String
    let request: String
    let expect: [String: String]
    let source: String

    var testDescription: String { "\(source): \(request)" }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Swifternalization")

    static let all: [SwifternalizationCase] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("cases.jsonl"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let document = try? JSONDocument(text: String(line)), let request = document.node(at: ["request"]),
                let expect = document.node(at: ["expect"])?.members
            else { return nil }
            return SwifternalizationCase(
                project: document.node(at: ["project"])?.string ?? "", request: document.text(of: request.range),
                expect: Dictionary(uniqueKeysWithValues: expect.map { ($0.key, render($0.value, in: document)) }),
                source: document.node(at: ["source"])?.string ?? "")
        }
    }()

    /// A JSON value as comparable text: a string as itself, anything else as written (`null`, `true`).
    static func render(_ node: JSONNode, in document: JSONDocument) -> String {
        node.string ?? document.text(of: node.range)
    }
}

@Suite struct SwifternalizationCaseTests {
    static let projects: [String: Project] = {
        var projects: [String: Project] = [:]
        for name in Set(SwifternalizationCase.all.map(\.project)) {
            projects[name] = try? Project.load(
                directory: SwifternalizationCase.folder.appendingPathComponent(name).path)
        }
        return projects
    }()

    @Test func theCasesAreThere() {
        #expect(SwifternalizationCase.all.count > 600)
        #expect(Self.projects.count >= 12)
    }

    @Test(arguments: SwifternalizationCase.all)
    func resolvesAsGlossaSpecifies(_ testCase: SwifternalizationCase) throws {
        let project = try #require(Self.projects[testCase.project])
        var session = ResolveSession(project: project)
        let response = try JSONDocument(text: session.respond(to: testCase.request))
        for (field, expected) in testCase.expect {
            let actual = response.node(at: [field]).map { SwifternalizationCase.render($0, in: response) }
            #expect(actual == expected, "\(field) in \(response.text)")
        }
    }
}
