import Engine
import Foundation
import Testing

@testable import TUI

/// `glossa stats` and `glossa fmt` on JSONlize projects.
@Suite(.serialized) struct JSONlizeCommandTests {
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

    @Test func fmtFormatsTheLanguageFiles() throws {
        let folder = try ScratchFolder(files: [
            "lang.en-US.json": "{\n  \"a\": {\"plurals\": {\"1\": \"one\", \"*\": \"${i}\"}}\n}\n",
            "lang.pl.json": "{\n  \"a\": {\n    \"plurals\": {\n      \"*\": \"${i}\"\n    }\n  }\n}\n",
        ])
        defer { folder.remove() }
        let run = try runBinary(["fmt", folder.path])
        #expect(run.err == "")
        #expect(
            run.out == """
                \(folder.path)/lang.en-US.json: formatted
                \(folder.path): 1 file formatted, 1 unchanged

                """)
        #expect(
            try folder.text("lang.en-US.json")
                == "{\n  \"a\": {\n    \"plurals\": {\n      \"1\": \"one\",\n      \"*\": \"${i}\"\n    }\n  }\n}\n")
    }
}
