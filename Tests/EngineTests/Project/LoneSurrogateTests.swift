import Foundation
import Testing

@testable import Engine

/// A `\ud800`-style escape (half of a character) spoils only the value that holds it: the file loads, the other
/// keys resolve, the validator names the value, and the file's bytes stay as they are.
@Suite struct LoneSurrogateTests {
    static let base =
        #"{"high": "Open", "low": "Close", "pair": "Smile", "cars": {"one": "%d car", "other": "%d cars"}, "ok": "Fine"}"#
    static let german = """
        {
            "high": "Öffnen \\ud800",
            "low": "\\udc00 Schließen",
            "pair": "Lächeln \\ud83d\\u0041",
            "cars": {"one": "%d Auto", "other\\udfff": "%d Autos"},
            "ok": "Gut \\ud83d\\ude00",
            "k\\ud800": "x"
        }
        """

    @Test func onlyTheValueIsSpoiled() throws {
        let project = makeProject(["base.json": Self.base, "de.json": Self.german])
        let german = try #require(project.files.first { $0.fileName == "de.json" })
        #expect(german.syntaxError == nil)
        #expect(project.resolve("ok", language: "de").value == "Gut 😀")
        // The spoiled values are unusable, as a value of the wrong type: German falls back to base.
        for (key, english) in [("high", "Open"), ("low", "Close"), ("pair", "Smile")] {
            let resolution = project.resolve(key, language: "de")
            #expect(resolution.value == english && resolution.isFallback, "\(key)")
        }
        #expect(project.resolve("cars", language: "de", number: "1").value == "%d car")
        #expect(
            german.problems.map(\.kind) == [
                .loneSurrogate("\\ud800"), .loneSurrogate("\\udc00"), .loneSurrogate("\\ud83d"),
                .loneSurrogate("\\udfff"), .loneSurrogate("\\ud800"),
            ])
        #expect(german.problems.map(\.path) == [["high"], ["low"], ["pair"], ["cars"], ["k\u{FFFD}"]])
    }

    @Test func theValidatorNamesEachValueAtItsEscape() {
        let project = makeProject(["base.json": Self.base, "de.json": Self.german])
        let findings = Validator().validate(project).findings.filter { $0.ruleID == "value-lone-surrogate" }
        #expect(findings.map { "\($0.line):\($0.column)" } == ["2:21", "3:13", "4:22", "5:38", "7:7"])
        #expect(
            findings.first?.message
                == #""high" holds '\ud800', half of a character whose other half is missing: this value never shows"#)
    }

    @Test func theBytesStayAsTheyAre() throws {
        let bytes = Array(Self.german.utf8)
        let document = try JSONDocument(bytes: bytes)
        #expect(document.bytes == bytes)
        #expect(document.notices.map(\.kind).filter { $0 != .comment }.count == 5)
        // An edit of another key keeps every escape; formatting copies the spoiled strings as written.
        let edited = try LanguageEdits.settingString("Prima", at: EntryAddress(key: "ok"), in: document).document
        #expect(
            String(decoding: edited.bytes, as: UTF8.self)
                == Self.german.replacingOccurrences(
                    of: #""Gut \ud83d\ude00""#, with: #""Prima""#))
        let canonical = String(decoding: document.canonicalBytes(), as: UTF8.self)
        for escape in [
            #""Öffnen \ud800""#, #""\udc00 Schließen""#, #""Lächeln \ud83d\u0041""#, #""other\udfff""#, #""k\ud800""#,
        ] {
            #expect(canonical.contains(escape), "\(escape)")
        }
        #expect(canonical.contains(#""Gut 😀""#))
    }

    @Test func aHighHalfBeforeAnotherEscapeLeavesThatEscapeWhole() throws {
        let document = try JSONDocument(text: #"{"a": "\ud800\ud83d\ude00", "b": "\ud800\u0041"}"#)
        #expect(document.node(at: ["a"])?.string == "\u{FFFD}😀")
        #expect(document.node(at: ["b"])?.string == "\u{FFFD}A")
    }
}
