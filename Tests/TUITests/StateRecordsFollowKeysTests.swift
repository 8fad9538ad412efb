import Engine
import Foundation
import Testing

@testable import TUI

/// `glossa rm` and `glossa mv` keep `.glossa/states.jsonl` in step with the keys: a removed key's record goes, a
/// renamed key's records take its new name (issue 19).
@Suite struct StateRecordsFollowKeysTests {
    static let files = [
        "base.json":
            "{\n    \"title\": \"Welcome\",\n    \"save\": \"Save\",\n    \"cars\": {\"one\": \"car\", \"other\": \"cars\"}\n}\n",
        "pl.json":
            "{\n    \"title\": \"Witaj\",\n    \"save\": \"Zapisz\",\n    \"cars\": {\"one\": \"auto\", \"other\": \"aut\"}\n}\n",
        "de.json": "{\n    \"title\": \"Willkommen\",\n    \"save\": \"Sichern\"\n}\n",
        "glossa.json": "{\"runtime\": \"glossa\"}",
    ]

    /// The project with records of `title` in pl and de, `save` in pl and `cars` in pl.
    func recorded() throws -> ScratchFolder {
        let folder = try ScratchFolder(files: Self.files)
        for (lang, key, state) in [
            ("pl", "title", "needs-review"), ("de", "title", "translated"), ("pl", "save", "translated"),
            ("pl", "cars", "translated"),
        ] {
            let outcome = runGlossa(["set", folder.path, "--lang", lang, "--key", key, "--state", state])
            #expect(outcome.status == CommandOutcome.done, "\(outcome.errors)")
        }
        return folder
    }

    /// The sidecar's places and states, as `language key state`, in its order.
    func records(_ folder: ScratchFolder) throws -> [String] {
        let sidecar = StateSidecar.parse(Array(try folder.text(".glossa/states.jsonl").utf8)).sidecar
        return sidecar.records.keys.sorted().flatMap { language in
            sidecar.records[language]!.keys.sorted().map {
                "\(language) \($0) \(sidecar.record(language: language, key: $0)!.state.rawValue)"
            }
        }
    }

    @Test func rmOfAWholeKeyRemovesItsRecordInThatLanguageOnly() throws {
        let folder = try recorded()
        defer { folder.remove() }
        let outcome = runGlossa(["rm", folder.path, "--lang", "pl", "--key", "title"])
        #expect(outcome.status == CommandOutcome.done, "\(outcome.errors)")
        #expect(try records(folder) == ["de title translated", "pl cars translated", "pl save translated"])
        // A variant removed leaves the key, and its record.
        #expect(runGlossa(["rm", folder.path, "--lang", "pl", "--key", "cars", "--selector", "one"]).status == 0)
        #expect(try records(folder) == ["de title translated", "pl cars translated", "pl save translated"])
        // The source has no records; removing its key leaves the translations' records.
        #expect(runGlossa(["rm", folder.path, "--lang", "base", "--key", "save"]).status == 0)
        #expect(try records(folder) == ["de title translated", "pl cars translated", "pl save translated"])
        // --dry-run writes nothing, the sidecar included.
        #expect(runGlossa(["rm", folder.path, "--lang", "pl", "--key", "save", "--dry-run"]).status == 0)
        #expect(try records(folder) == ["de title translated", "pl cars translated", "pl save translated"])
    }

    @Test func mvRenamesTheRecordsInEveryLanguage() throws {
        let folder = try recorded()
        defer { folder.remove() }
        #expect(runGlossa(["mv", folder.path, "title", "heading", "--dry-run"]).status == 0)
        #expect(try records(folder).first == "de title translated")
        let outcome = runGlossa(["mv", folder.path, "title", "heading"])
        #expect(outcome.status == CommandOutcome.done, "\(outcome.errors)")
        #expect(
            try records(folder) == [
                "de heading translated", "pl cars translated", "pl heading needs-review", "pl save translated",
            ])
        // The renamed key's states read back as they were recorded (the source did not change).
        let states = ProjectStates(project: try Project.load(directory: folder.path))
        #expect(states.state(of: "heading", in: .tag(LanguageTag("pl")!)) == .needsReview)
        #expect(states.state(of: "heading", in: .tag(LanguageTag("de")!)) == .translated)
    }

    @Test func withoutASidecarNoneIsCreated() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        #expect(runGlossa(["mv", folder.path, "title", "heading"]).status == 0)
        #expect(runGlossa(["rm", folder.path, "--lang", "pl", "--key", "save"]).status == 0)
        #expect(try folder.names() == ["base.json", "de.json", "glossa.json", "pl.json"])
    }

    @Test func aSidecarItCannotReadIsLeftAsItWasAndSaidSo() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/.glossa", withIntermediateDirectories: true)
        try folder.write(".glossa/states.jsonl", Array("[\"pl\",\n".utf8))
        let outcome = runGlossa(["rm", folder.path, "--lang", "pl", "--key", "title"])
        #expect(outcome.output == "pl.json:2: \"title\": removed \"Witaj\"\n")
        #expect(
            outcome.errors
                == ".glossa/states.jsonl:1:7: error: expected a value, but the line ends here\n"
                + "glossa: error: .glossa/states.jsonl has lines it cannot read; fix them first: the state records "
                + "of \"title\" were left as they were\n")
        #expect(outcome.status == CommandOutcome.refused)
        #expect(try folder.text(".glossa/states.jsonl") == "[\"pl\",\n")
        #expect(!(try folder.text("pl.json")).contains("title"), "the key is removed all the same")
    }
}
