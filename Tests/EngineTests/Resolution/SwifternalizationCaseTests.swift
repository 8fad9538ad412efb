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
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let request = object["request"], let expect = object["expect"] as? [String: Any],
                let requestData = try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys])
            else { return nil }
            return SwifternalizationCase(
                project: object["project"] as? String ?? "", request: String(decoding: requestData, as: UTF8.self),
                expect: expect.mapValues(render), source: object["source"] as? String ?? "")
        }
    }()

    /// A JSON value as comparable text: strings as themselves, null as `null`, booleans as `true`/`false`.
    static func render(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let number as NSNumber where CFGetTypeID(number) == CFBooleanGetTypeID():
            return number.boolValue ? "true" : "false"
        default: return "\(value)"
        }
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
        let response = session.respond(to: testCase.request)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any])
        for (field, expected) in testCase.expect {
            #expect(object[field].map(SwifternalizationCase.render) == expected, "\(field) in \(response)")
        }
    }
}
