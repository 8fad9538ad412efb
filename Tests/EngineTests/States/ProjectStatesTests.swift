import Foundation
import Testing

@testable import Engine

@Suite struct ProjectStatesTests {
    static let base =
        "{\"title\": \"Welcome\", \"cars\": {\"one\": \"%d car\", \"other\": \"%d cars\"}, \"save\": \"Save\"}"

    /// The fingerprint of `key` in a project with `base` as its source.
    static func fingerprint(_ key: String, base: String = base) -> SourceFingerprint {
        ProjectStates(project: makeProject(["base.json": base, ".glossa/states.jsonl": ""])).sourceFingerprint(of: key)!
    }

    static func line(_ language: String, _ key: String, _ state: String, _ source: SourceFingerprint) -> String {
        "[\"\(language)\",\"\(key)\",\"\(state)\",\"\(source)\"]\n"
    }

    @Test func withoutSidecarEveryTextIsTranslatedAndNothingIsRecorded() {
        let project = makeProject(["base.json": Self.base, "pl.json": "{\"title\": \"Witaj\", \"save\": \"\"}"])
        let states = ProjectStates(project: project)
        #expect(!states.recordsStates)
        #expect(states.state(of: "title", in: .tag(LanguageTag("pl")!)) == .translated)
        #expect(states.state(of: "save", in: .tag(LanguageTag("pl")!)) == .missing)
        #expect(states.state(of: "cars", in: .tag(LanguageTag("pl")!)) == .missing)
        #expect(states.state(of: "title", in: .base) == .translated)
    }

    @Test func eachRecordedStateAndStaleness() {
        let pl = LanguageTag("pl")!
        let sidecar =
            Self.line("pl", "cars", "translated", Self.fingerprint("cars"))
            + Self.line("pl", "save", "needs-review", Self.fingerprint("save"))
            + Self.line("pl", "title", "translated", Self.fingerprint("title", base: "{\"title\": \"Hello\"}"))
            + Self.line("ru", "title", "needs-translation", Self.fingerprint("title"))
        let project = makeProject([
            "base.json": Self.base, ".glossa/states.jsonl": sidecar,
            "pl.json":
                "{\"title\": \"Witaj\", \"cars\": {\"one\": \"%d auto\", \"other\": \"%d aut\"}, \"save\": \"Zapisz\"}",
            "ru.json": "{\"title\": \"Welcome\"}",
        ])
        let states = ProjectStates(project: project)
        #expect(states.recordsStates)
        #expect(states.problems.isEmpty)
        #expect(states.state(of: "cars", in: .tag(pl)) == .translated)
        #expect(states.state(of: "save", in: .tag(pl)) == .needsReview)
        #expect(states.state(of: "title", in: .tag(pl)) == .stale)
        #expect(states.state(of: "title", in: .tag(LanguageTag("ru")!)) == .needsTranslation)
        #expect(states.state(of: "cars", in: .tag(LanguageTag("ru")!)) == .missing)
        #expect(states.state(of: "title", in: .base) == .translated)
        #expect(
            states.counts(in: .tag(pl), keyIDs: Array(project.keys.indices))
                == [.translated: 1, .needsReview: 1, .stale: 1])
    }

    @Test func fingerprintsIgnoreLayoutButNotTextsSelectorsOrWidths() {
        let compact = Self.fingerprint("cars")
        #expect(
            compact
                == Self.fingerprint(
                    "cars",
                    base:
                        "{\n  \"save\": \"Save\",\n  \"cars\": {\n    \"one\": \"%d car\",\n    \"other\": \"%d cars\"\n  }\n}"
                ))
        #expect(compact != Self.fingerprint("cars", base: "{\"cars\": {\"one\": \"%d car\", \"other\": \"%d cars!\"}}"))
        #expect(compact != Self.fingerprint("cars", base: "{\"cars\": {\"few\": \"%d car\", \"other\": \"%d cars\"}}"))
        #expect(
            Self.fingerprint("w", base: "{\"w\": {\"@10\": \"a\"}}")
                != Self.fingerprint("w", base: "{\"w\": {\"@11\": \"a\"}}"))
        #expect(Self.fingerprint("gone") != Self.fingerprint("title"))
        #expect(SourceFingerprint(hex: compact.description) == compact)
        #expect(compact.description.count == 16)
    }
}
