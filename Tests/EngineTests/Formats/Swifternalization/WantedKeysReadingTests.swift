import Foundation
import Testing

@testable import Engine

/// A Swifternalization file read for some keys only (`FormatContext.wantedKeys`) holds exactly those keys' entries
/// as a whole read gives them, and says of the file as a whole what a whole read says: its syntax error, notices
/// and style.
@Suite struct WantedKeysReadingTests {
    /// Every language file of the Swifternalization fixtures and the sample project, by name.
    static func fixtureFiles() throws -> [(name: String, bytes: [UInt8])] {
        let manager = FileManager.default
        var folders = [repositoryFolder.appendingPathComponent("sample-project")]
        let root = repositoryFolder.appendingPathComponent("Tests/EngineTests/Fixtures/Swifternalization")
        for name in try manager.contentsOfDirectory(atPath: root.path).sorted() {
            folders.append(root.appendingPathComponent(name))
        }
        var files: [(String, [UInt8])] = []
        for folder in folders {
            guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".json") && name != "expressions.json" {
                let url = folder.appendingPathComponent(name)
                files.append((url.path, Array(try Data(contentsOf: url))))
            }
        }
        return files
    }

    /// Files that test the edges: an error after the wanted key, a repeated wanted key, comments, escapes in keys
    /// and values, spellings of one key, lone surrogates, values of the wrong shape, a root that is not an object.
    static let hostileFiles: [(name: String, text: String)] = [
        ("error after", #"{"a": "A", "b": {"one": "B"}, "c": "C" "d": 1}"#),
        ("error inside another", #"{"a": "A", "b": {"one": "B",}, "c": [1, }"#),
        ("repeated", #"{"a": "A1", "b": "B", "a": {"one": "A2", "other": "A3"}}"#),
        ("repeated inside", #"{"a": {"one": "1", "one": "2"}, "b": {"x": "y", "x": "z"}}"#),
        ("comments", "{\n  // a comment\n  \"a\": \"A\", /* more */ \"b\": \"B\",\n}"),
        ("escaped keys", #"{"\u0061": "A", "b\n": "B", "c": "\u00e9\/"}"#),
        ("spellings", "{\"OK\": \"1\", \"O\u{212A}\": \"2\", \"e\u{301}\": \"3\", \"\u{E9}\": \"4\"}"),
        ("lone surrogate", #"{"a": "\ud800", "b": {"one": "\udc00x"}, "c": "C"}"#),
        ("shapes", #"{"a": 1, "b": [{"one": "x"}], "c": {"one": {"@100": {"x": "y"}}}, "d": null, "e": true}"#),
        ("not an object", #"["a", {"a": "A"}]"#),
        ("string root", #""a""#),
        ("empty", ""),
        ("unclosed", #"{"a": "A", "b": "B"#),
        ("invalid UTF-8", "{\"a\": \"A\", \"b\": \"\u{FFFD}\"}".replacingOccurrences(of: "\u{FFFD}", with: "\u{1}")),
        ("bom", "\u{FEFF}{\"a\": \"A\"}"),
    ]

    /// An entry as text, its variants named by their selectors' texts (a file read for some keys numbers its
    /// selectors differently).
    static func describe(_ entry: Entry, in file: LanguageFile) -> String {
        switch entry.value {
        case .variants(let variants):
            let parts = variants.map { "\(file.selectorText($0))@\($0.offset)=\($0.content)" }
            return "\(entry.key)@\(entry.offset): " + parts.joined(separator: ", ")
        default:
            return "\(entry.key)@\(entry.offset): \(entry.value)"
        }
    }

    /// Reads `bytes` whole and for each of `keySets`, and compares (the whole read keeps its texts as spans of the
    /// bytes, the reads of some keys as strings of their own: the entries are the same either way).
    static func compare(_ name: String, _ bytes: [UInt8], keySets: [Set<String>]) {
        let rules = try! PluralRules(locale: "pl")
        let whole = LanguageFile(
            fileName: "pl.json", language: .tag(LanguageTag("pl")!), bytes: bytes, rules: rules, shared: [:])
        for keys in keySets {
            let wanted = WantedKeys(keys)
            let part = LanguageFile(
                fileName: "pl.json", language: .tag(LanguageTag("pl")!), bytes: bytes, rules: rules, shared: [:],
                knownKeys: KnownKeys(), wanted: wanted, textStorage: .strings)
            let label = "\(name) \(keys.sorted())"
            #expect(part.syntaxError == whole.syntaxError, "\(label)")
            #expect(part.notices == whole.notices, "\(label)")
            #expect(part.style == whole.style, "\(label)")
            #expect(part.styleCounts == whole.styleCounts, "\(label)")
            let expected = whole.entries.filter { keys.contains($0.key) }.map { describe($0, in: whole) }
            #expect(part.entries.map { describe($0, in: part) } == expected, "\(label)")
            let problems = whole.problems.filter { $0.path.first.map(keys.contains) ?? true }
            #expect(part.problems == problems, "\(label)")
        }
    }

    @Test func eachKeyOfEveryFixtureFileReadsAsInTheWholeFile() throws {
        let files = try Self.fixtureFiles()
        #expect(files.count > 20)
        for (name, bytes) in files {
            let rules = try PluralRules(locale: "pl")
            let keys = LanguageFile(fileName: "pl.json", language: .base, bytes: bytes, rules: rules, shared: [:])
                .entries.map(\.key)
            var keySets = keys.map { Set([$0]) } + [[], ["no such key"], Set(keys)]
            if keys.count > 2 { keySets.append([keys[0], keys[keys.count - 1]]) }
            Self.compare(name, bytes, keySets: keySets)
        }
    }

    @Test func filesWithErrorsRepeatsAndEscapesReadAsInTheWholeFile() {
        let keySets: [Set<String>] = [
            [], ["a"], ["b"], ["c"], ["d"], ["e"], ["a", "c"], ["a\n"], ["b\n"], ["OK"], ["O\u{212A}"], ["\u{E9}"],
            ["e\u{301}"], ["x"],
        ]
        for (name, text) in Self.hostileFiles {
            Self.compare(name, Array(text.utf8), keySets: keySets)
        }
    }

    @Test func aKeyIsFoundWhateverSpellingOfItTheFileUses() {
        let bytes = Array("{\"O\u{212A}\": \"kelvin\", \"e\u{301}\": \"combining\", \"b\": \"B\"}".utf8)
        let rules = try! PluralRules(locale: "en")
        for (asked, found) in [("OK", "O\u{212A}"), ("\u{E9}", "e\u{301}"), ("b", "b")] {
            let file = LanguageFile(
                fileName: "en.json", language: .base, bytes: bytes, rules: rules, shared: [:], knownKeys: KnownKeys(),
                wanted: WantedKeys([asked]), textStorage: .spans)
            #expect(file.entries.map(\.key) == [found])
        }
    }
}
