import Engine
import Foundation
import Testing

@testable import TUI

/// `glossa stats` on a JSONlize project (`Tests/EngineTests/Fixtures/JSONlize/shop`).
@Suite struct JSONlizeStatsTests {
    @Test func countsPerLanguage() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../EngineTests/Fixtures/JSONlize/shop").standardized.path
        let project = try Project.load(directory: folder)
        let rows = StatsTable(project: project, report: Validator().validate(project)).rows
        #expect(rows.map(\.label) == ["base (English)", "pl (Polish)", "pt-BR (Portuguese)", "ru (Russian)"])
        #expect(rows.map(\.translated) == [5, 5, 3, 4])
        #expect(rows.map(\.missing) == [0, 0, 2, 1])
        #expect(rows.map(\.errors) == [0, 0, 0, 1])
    }
}
