import Engine
import Testing

@testable import TUI

@Suite struct StatsCommandTests {
    static let files = [
        "base.json": "{\"a\": \"A\", \"b\": \"B\", \"c\": {\"one\": \"%d c\", \"other\": \"%d cs\"}, \"d\": \"D\"}",
        "pl.json": "{\"a\": \"A pl\", \"b\": \"\", \"c\": {\"one\": \"%d c\", \"other\": \"%d cs\"}}",
        "de.json":
            "{\"a\": \"A de\", \"b\": \"B de\", \"c\": {\"one\": \"%d C\", \"other\": \"%d Cs\"}, \"d\": \"D de\"}",
        "ru.json": "{\"a\": \"A\" \"b\"}",
        "glossa.json": "{\"runtime\": \"glossa\"}",
    ]

    func table() -> StatsTable {
        let project = Project(contents: Self.files.mapValues { Array($0.utf8) })
        var validator = Validator()
        validator.summarizesPortability = false
        return StatsTable(project: project, report: validator.validate(project))
    }

    @Test func countsPerLanguage() {
        let rows = table().rows
        #expect(rows.map(\.label) == ["base (English)", "de (German)", "pl (Polish)", "ru (Russian)"])
        #expect(rows.map(\.translated) == [4, 4, 2, 0])
        #expect(rows.map(\.missing) == [0, 0, 2, 4])
        #expect(rows.map(\.pluralsComplete) == [1, 1, 0, 0])
        #expect(rows.map(\.plurals) == [1, 1, 1, 1])
        #expect(rows.map(\.errors) == [0, 0, 0, 1])
        #expect(rows.map(\.loads) == [true, true, true, false])
    }

    @Test func rendersATable() {
        #expect(
            table().render() == """
                Language        Translated  Missing  Plurals  Errors  Warnings  Notes  Progress
                base (English)         4/4        0      1/1       0         0      0  [####################] 100%
                de (German)            4/4        0      1/1       0         0      0  [####################] 100%
                pl (Polish)            2/4        2      0/1       0         4      0  [##########----------] 50%
                ru (Russian)           0/4        4      0/1       1         0      0  does not load

                """)
    }

    @Test func progressBars() {
        #expect(StatsTable.bar(0, of: 10) == "[--------------------]")
        #expect(StatsTable.bar(5, of: 10, width: 4) == "[##--]")
        #expect(StatsTable.bar(0, of: 0, width: 2) == "[##]")
    }
}
