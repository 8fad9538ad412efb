import Foundation
import Testing

@testable import Engine

/// The shared corpus of real translation files (`../shared/corpus` beside the repository), if present.
private let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/corpus")

private func canonical(_ text: String, indent: String = "    ", sorting: Bool = false) throws -> String {
    let bytes = try JSONDocument(text: text).canonicalBytes(indentUnit: indent, sortingKeys: sorting)
    return String(decoding: bytes, as: UTF8.self)
}

/// Whether two nodes hold the same content: kinds, keys and strings decoded, numbers as written, order kept.
private func sameContent(_ a: JSONNode, _ aBytes: [UInt8], _ b: JSONNode, _ bBytes: [UInt8]) -> Bool {
    switch (a.kind, b.kind) {
    case (.string(let x), .string(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
    case (.number, .number): return aBytes[a.range].elementsEqual(bBytes[b.range])
    case (.bool(let x), .bool(let y)): return x == y
    case (.null, .null): return true
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { sameContent($0, aBytes, $1, bBytes) }
    case (.object(let x), .object(let y)):
        return x.count == y.count
            && zip(x, y).allSatisfy {
                $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars)
                    && sameContent($0.value, aBytes, $1.value, bBytes)
            }
    default: return false
    }
}

@Suite struct JSONCanonicalTests {
    @Test func writesOneMemberPerLineWithColonSpaceAndAFinalNewline() throws {
        let text = """
            {"welcome":"Welcome","cars":{"one":{"@100":"car","@200":"one car"},"other":"cars"},"empty":{},
             "list":[1,"a",[]],"n":1.50,"t":true,"f":false,"z":null}
            """
        #expect(
            try canonical(text) == """
                {
                    "welcome": "Welcome",
                    "cars": {
                        "one": {
                            "@100": "car",
                            "@200": "one car"
                        },
                        "other": "cars"
                    },
                    "empty": {},
                    "list": [
                        1,
                        "a",
                        []
                    ],
                    "n": 1.50,
                    "t": true,
                    "f": false,
                    "z": null
                }

                """)
    }

    @Test func dropsCommentsTrailingCommasCRLFAndTheBOM() throws {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF]
            + Array("{\r\n\t// greeting\r\n\t\"a\": \"b\", /* note */\r\n\t\"c\": {\"one\": \"x\",},\r\n}".utf8)
        let document = try JSONDocument(bytes: bytes)
        #expect(
            String(decoding: document.canonicalBytes(indentUnit: "\t"), as: UTF8.self)
                == "{\n\t\"a\": \"b\",\n\t\"c\": {\n\t\t\"one\": \"x\"\n\t}\n}\n")
    }

    @Test func writesTheFewestEscapes() throws {
        let text = #"{"k\u00e9y": "caf\u00e9 \/ \ud83d\ude00 \"q\" \\ \n\t\u0001 \u2028 żółć"}"#
        #expect(try canonical(text) == "{\n    \"kéy\": \"café / 😀 \\\"q\\\" \\\\ \\n\\t\\u0001 \u{2028} żółć\"\n}\n")
    }

    @Test func sortsOnlyTheTopLevelInCodePointOrder() throws {
        let text = """
            {"é": "1", "z": "2", "Z": "3", "a": {"other": "x", "one": "y", "ie:x=0": "z"}, "😀": "4", "ä": "5",
             "a": "last"}
            """
        #expect(
            try canonical(text, sorting: true) == """
                {
                    "Z": "3",
                    "a": {
                        "other": "x",
                        "one": "y",
                        "ie:x=0": "z"
                    },
                    "a": "last",
                    "z": "2",
                    "ä": "5",
                    "é": "1",
                    "😀": "4"
                }

                """)
    }

    @Test func anEmptyFileObjectStaysEmpty() throws {
        #expect(try canonical("{\n    \n}") == "{}\n")
    }

    @Test(arguments: [
        (["{\n  \"a\": 1\n}", "{\n  \"b\": 1\n}", "{\n    \"c\": 1\n}"], "  "),
        (["{\n\t\"a\": 1\n}", "{\n    \"b\": 1\n}"], "    "),
        (["{\n\t\"a\": 1\n}", "{\n  \"b\": 1\n}"], "\t"),
        (["{\"a\": 1}", "{}", "{\n\"a\": 1\n}"], "    "),
    ])
    func takesTheIndentMostFilesUse(texts: [String], expected: String) throws {
        let documents = try texts.map { try JSONDocument(text: $0) }
        #expect(JSONDocument.canonicalIndentUnit(of: documents) == expected)
    }

    /// Every file of the corpus that parses: the canonical form parses to the same content, and is a fixed
    /// point; sorted, it still holds the same members.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"))
    func keepsTheContentOfEveryCorpusFile() throws {
        let files = FileManager.default.enumerator(atPath: corpus.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".xcstrings") }
        var checked = 0
        for path in files {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(path)))
            guard let document = try? JSONDocument(bytes: bytes) else { continue }
            let unit = JSONDocument.canonicalIndentUnit(of: [document])
            let formatted = document.canonicalBytes(indentUnit: unit)
            let reparsed = try JSONDocument(bytes: formatted)
            #expect(sameContent(document.root, bytes, reparsed.root, formatted), "\(path)")
            let strict = reparsed.notices.allSatisfy { $0.isError }
            #expect(strict, "\(path): not strict JSON")
            #expect(reparsed.canonicalBytes(indentUnit: unit) == formatted, "\(path)")
            let sorted = try JSONDocument(bytes: document.canonicalBytes(indentUnit: unit, sortingKeys: true))
            #expect(sorted.root.members?.count == document.root.members?.count, "\(path)")
            #expect(sorted.canonicalBytes(indentUnit: unit, sortingKeys: true) == sorted.bytes, "\(path)")
            checked += 1
        }
        #expect(checked > 200)
    }
}
