import Foundation
import Testing

@testable import Engine

/// The shared corpus of real translation files (`../shared/corpus` beside the repository), if present.
private let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/corpus")

private func corpusFile(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: corpus.appendingPathComponent(path)))
}

@Suite(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"))
struct JSONCorpusTests {
    /// Every JSON file (and String Catalog) of the corpus: strict or tolerated files load; the one with a
    /// real syntax error fails where the corpus README says.
    @Test func parsesEveryJSONFileInTheCorpus() throws {
        let files = FileManager.default.enumerator(atPath: corpus.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".xcstrings") }
        #expect(files.count > 200)
        var failures: [String] = []
        for path in files {
            do {
                _ = try JSONDocument(bytes: try corpusFile(path))
            } catch let error as JSONSyntaxError {
                let location = LineIndex(try corpusFile(path)).location(of: error.offset)
                failures.append("\(path):\(location): \(error.message)")
            }
        }
        #expect(
            failures == [
                "tomkowz__Swifternalization__test-fixtures/ru.json:25:10: expected ',' or '}' after the value of \"few\", found '\"more\"'"
            ])
    }

    @Test(arguments: [
        ("m1a7__ObjCnalization__example-localizations/ru.json", "51:44"),
        ("m1a7__ObjCnalization__example-localizations/expressions.json", "17:26"),
    ])
    func reportsTrailingCommasWhereTheyAre(_ path: String, _ location: String) throws {
        let bytes = try corpusFile(path)
        let document = try JSONDocument(bytes: bytes)
        let notices = document.notices.filter { $0.kind == .trailingComma }
        #expect(notices.map { LineIndex(bytes).location(of: $0.offset).description } == [location])
    }

    @Test func reportsCommentsInFilesWithABOMAndCRLF() throws {
        let bytes = try corpusFile("Pathoschild__StardewMods__LookupAnything-i18n/pl.json")
        let document = try JSONDocument(bytes: bytes)
        #expect(document.style.newline == "\r\n")
        let comments = document.notices.filter { $0.kind == .comment }
        #expect(comments.count == 108)
        #expect(LineIndex(bytes).location(of: comments[0].offset) == SourceLocation(line: 2, column: 5))
    }
}

@Suite struct JSONRobustnessTests {
    /// Every prefix of a real file either parses or fails with an error inside the text: never a crash.
    @Test func everyTruncationFailsCleanly() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sample-project")
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("ru.json")))
        var parsed = 0
        for end in 0..<bytes.count {
            do {
                _ = try JSONDocument(bytes: Array(bytes[..<end]))
                parsed += 1
            } catch {
                #expect(error.offset <= end)
            }
        }
        // Only the prefix that leaves out the final line break is a whole object.
        #expect(parsed == 1)
    }

    @Test func garbageAndHugeInputsFailOrLoadQuickly() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let garbage = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? JSONDocument(bytes: garbage)
        }
        let huge = "{\"k\": \"" + String(repeating: "ż", count: 2_500_000) + "\"}"
        #expect(try JSONDocument(text: huge).node(at: ["k"])?.string?.count == 2_500_000)
        let wide = "{" + (0..<100_000).map { "\"k\($0)\": \"v\"" }.joined(separator: ",") + "}"
        #expect(try JSONDocument(text: wide).root.members?.count == 100_000)
    }
}
