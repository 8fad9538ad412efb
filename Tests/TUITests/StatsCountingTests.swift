import Engine
import Foundation
import Testing

@testable import TUI

/// `glossa stats` counts portability notes in each file instead of making each one
/// (`Validator.countsPortabilityPerFile`): its table is the one it printed when every note was made, on every
/// fixture project, and when glossa.json silences portability notes by key.
@Suite struct StatsCountingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The table with every finding made one by one, as `stats` did before it counted.
    static func listingEveryFinding(_ project: Project) -> String {
        var validator = Validator()
        validator.summarizesPortability = false
        return StatsTable(project: project, report: validator.validate(project)).render()
    }

    static func folders() throws -> [String] {
        var folders = [root.appendingPathComponent("sample-project").path]
        for parent in ["Tests/Acceptance/Projects", "Tests/EngineTests/Fixtures/Swifternalization"] {
            let folder = root.appendingPathComponent(parent)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                var isFolder: ObjCBool = false
                let path = folder.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    folders.append(path)
                }
            }
        }
        return folders
    }

    @Test func theTableIsTheSameAsWithEveryFindingMade() throws {
        var unlisted = 0
        for folder in try Self.folders() {
            guard let project = try? Project.load(directory: folder) else { continue }
            let report = StatsCommand.validator(for: project).validate(project)
            unlisted += report.unlistedCounts.values.reduce(0, +)
            #expect(
                StatsTable(project: project, report: report).render() == Self.listingEveryFinding(project), "\(folder)")
        }
        // Some fixture has several notes of one rule in a file: the counting was used.
        #expect(unlisted > 0)
    }

    @Test func notesSilencedByKeyAreMadeOneByOne() {
        let files = [
            "base.json":
                #"{"a": {"one": "%d a", "few": "%d a", "other": "%d as"}, "b": {"one": "%d b", "few": "%d b", "other": "%d bs"}}"#,
            "pl.json":
                #"{"a": {"one": "%d a", "few": "%d a", "many": "%d a", "other": "%d a"}, "b": {"one": "%d b", "few": "%d b", "many": "%d b", "other": "%d b"}}"#,
        ]
        var contents = files.mapValues { Array($0.utf8) }
        let plain = Project(contents: contents)
        #expect(StatsCommand.validator(for: plain).countsPortabilityPerFile)
        let portability = Validator.catalogue.filter { $0.group == .portability }.map(\.id)
        let ignore = portability.map { #""\#($0)": ["a"]"# }.joined(separator: ", ")
        contents["glossa.json"] = Array(#"{"ignore": {\#(ignore)}}"#.utf8)
        let project = Project(contents: contents)
        #expect(!StatsCommand.validator(for: project).countsPortabilityPerFile)
        let report = StatsCommand.validator(for: project).validate(project)
        #expect(StatsTable(project: project, report: report).render() == Self.listingEveryFinding(project))
    }
}
