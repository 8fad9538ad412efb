import Engine
import Foundation
import Testing

@testable import TUI

/// `glossa set --state`, and the states in `glossa stats` and `glossa validate` (DESIGN §12).
@Suite struct StateCommandTests {
    static let files = [
        "base.json": "{\n    \"title\": \"Welcome\",\n    \"save\": \"Save the photo\"\n}\n",
        "pl.json": "{\n    \"title\": \"Witaj\",\n    \"save\": \"Zapisz zdjęcie\"\n}\n",
        "glossa.json": "{\"runtime\": \"glossa\"}",
    ]

    func set(_ folder: ScratchFolder, _ arguments: [String]) -> CommandOutcome {
        runGlossa(["set", folder.path] + arguments)
    }

    @Test func withoutSidecarSetWritesNoState() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        let outcome = set(folder, ["--lang", "pl", "--key", "title", "Witajcie"])
        #expect(outcome == CommandOutcome(output: "pl.json:2: \"title\": \"Witaj\" → \"Witajcie\"\n"))
        #expect(try folder.names() == ["base.json", "glossa.json", "pl.json"])
    }

    @Test func setStateRecordsItAndSetOfATranslationConfirmsIt() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        #expect(
            set(folder, ["--lang", "pl", "--key", "title", "--state", "needs-review"])
                == CommandOutcome(output: ".glossa/states.jsonl: pl \"title\": needs-review\n"))
        let fingerprint = ProjectStates(project: try Project.load(directory: folder.path)).sourceFingerprint(
            of: "title")!
        #expect(try folder.text(".glossa/states.jsonl") == "[\"pl\",\"title\",\"needs-review\",\"\(fingerprint)\"]\n")
        // Now that the project has a sidecar, setting a translation records it as translated.
        let outcome = set(folder, ["--lang", "pl", "--key", "save", "Zapisz"])
        #expect(outcome.status == CommandOutcome.done)
        #expect(outcome.output.hasSuffix(".glossa/states.jsonl: pl \"save\": translated\n"))
        #expect(try folder.text(".glossa/states.jsonl").split(separator: "\n").count == 2)
        // Machine translation: a text and its state in one command.
        #expect(
            set(folder, ["--lang", "de", "--key", "title", "--create", "--state", "needs-review", "Willkommen"]).status
                == CommandOutcome.done)
        let states = ProjectStates(project: try Project.load(directory: folder.path))
        #expect(states.state(of: "title", in: .tag(LanguageTag("de")!)) == .needsReview)
        #expect(states.state(of: "save", in: .tag(LanguageTag("pl")!)) == .translated)
    }

    @Test func refusalsWriteNothing() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        #expect(
            set(folder, ["--lang", "base", "--key", "title", "--state", "translated"]).status == CommandOutcome.usage)
        #expect(
            set(folder, ["--lang", "pl", "--key", "nope", "--state", "translated"])
                == CommandOutcome(
                    errors: "glossa: error: pl has no text for \"nope\"; give one with the state\n",
                    status: CommandOutcome.refused))
        // Argument-parser's usage errors (EX_USAGE): no text and no state, a state that does not exist.
        #expect(set(folder, ["--lang", "pl", "--key", "title"]).status == 64)
        #expect(set(folder, ["--lang", "pl", "--key", "title", "--state", "done"]).status == 64)
        #expect(try folder.names() == ["base.json", "glossa.json", "pl.json"])
        try FileManager.default.createDirectory(atPath: folder.path + "/.glossa", withIntermediateDirectories: true)
        try folder.write(".glossa/states.jsonl", Array("[\"pl\",\n".utf8))
        #expect(
            set(folder, ["--lang", "pl", "--key", "title", "--state", "translated"])
                == CommandOutcome(
                    errors: ".glossa/states.jsonl:1:7: error: expected a value, but the line ends here\n"
                        + "glossa: error: .glossa/states.jsonl has lines it cannot read; fix them first: the state was "
                        + "not recorded\n", status: CommandOutcome.refused))
        #expect(try folder.text(".glossa/states.jsonl") == "[\"pl\",\n")
    }

    @Test func aBaseEditMakesTheTranslationStaleInStatsAndValidate() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        #expect(set(folder, ["--lang", "pl", "--key", "title", "--state", "translated"]).status == CommandOutcome.done)
        #expect(
            set(folder, ["--lang", "pl", "--key", "save", "--state", "needs-review"]).status == CommandOutcome.done)
        #expect(set(folder, ["--lang", "base", "--key", "title", "Welcome!"]).status == CommandOutcome.done)
        let project = try Project.load(directory: folder.path)
        var validator = Validator()
        validator.summarizesPortability = false
        #expect(
            StatsTable(project: project, report: validator.validate(project)).render() == """
                Language        Translated  Needs translation  Needs review  Stale  Missing  Plurals  Errors  Warnings  Notes  Progress
                base (English)         2/2                  0             0      0        0      0/0       0         0      0  [####################] 100%
                pl (Polish)            0/2                  0             1      1        0      0/0       0         0      3  [--------------------] 0%

                """)
        let notes = Validator().validate(project)
        #expect(
            notes.findings.filter { $0.ruleID.hasPrefix("state-") }.map(\.formatted) == [
                "pl.json:2:5: note: the source text of \"title\" changed since the Polish translation was confirmed: "
                    + "check it, then confirm it again [state-stale]",
                "pl.json:3:5: note: the Polish translation of \"save\" needs review [state-needs-review]",
            ])
        #expect(ValidateOutput.exitStatus(notes, strict: true) == 0)
        var strict = Validator()
        strict.reportsStatesAsWarnings = true
        let warnings = strict.validate(project)
        #expect(warnings.findings.filter { $0.ruleID.hasPrefix("state-") }.allSatisfy { $0.severity == .warning })
        #expect(ValidateOutput.exitStatus(warnings, strict: true) == 1)
    }
}
