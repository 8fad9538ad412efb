import Testing

@testable import Engine

/// Parses `text` expecting an error and renders it as `line:column: message`.
private func syntaxError(_ text: String) -> String? {
    do {
        _ = try JSONDocument(text: text)
        return nil
    } catch {
        let location = LineIndex(Array(text.utf8)).location(of: error.offset)
        return "\(location): \(error.message)"
    }
}

@Suite struct JSONParserTests {
    @Test func parsesNestedVariantsWithPositions() throws {
        let text = "{\n    \"cars\": {\"one\": \"1 car\", \"other\": \"%d cars\"}\n}\n"
        let document = try JSONDocument(text: text)
        let cars = try #require(document.node(at: ["cars"]))
        #expect(cars.members?.map(\.key) == ["one", "other"])
        let one = try #require(document.node(at: ["cars", "one"]))
        #expect(one.string == "1 car")
        #expect(document.text(of: one.range) == "\"1 car\"")
        #expect(document.notices.isEmpty)
    }

    @Test(arguments: [
        ("\"caf\\u00e9 \\/ \\\"q\\\" \\n\"", "café / \"q\" \n"),
        ("\"\\ud83d\\ude00\"", "😀"),
        ("\"Zażółć gęślą jaźń\"", "Zażółć gęślą jaźń"),
        ("\"e\\u0301\"", "e\u{301}"),
    ])
    func decodesStrings(json: String, expected: String) throws {
        let document = try JSONDocument(text: "{\"k\": \(json)}")
        #expect(document.node(at: ["k"])?.string == expected)
    }

    @Test func acceptsTrailingCommasAndCommentsWithNotices() throws {
        let text = "// header\n{\n  \"a\": \"x\", /* inline */\n  \"b\": [1, 2,],\n}\n"
        let document = try JSONDocument(text: text)
        #expect(document.node(at: ["b"]) != nil)
        let kinds = document.notices.map(\.kind)
        #expect(kinds == [.comment, .comment, .trailingComma, .trailingComma])
    }

    @Test func reportsDuplicateKeysWithBothPositions() throws {
        let text = "{\n  \"a\": \"1\",\n  \"a\": \"2\"\n}"
        let document = try JSONDocument(text: text)
        #expect(document.node(at: ["a"])?.string == "2")
        let notice = try #require(document.notices.first)
        #expect(notice.kind == .duplicateKey("a", firstOffset: 4))
        #expect(notice.offset == 16)
    }

    @Test func findsDuplicatesInLargeObjects() throws {
        var text = "{"
        for index in 0..<40 { text += "\"k\(index)\": \"v\"," }
        text += "\"k3\": \"again\"}"
        let document = try JSONDocument(text: text)
        #expect(document.notices.count == 1)
        #expect(document.node(at: ["k3"])?.string == "again")
    }

    @Test(arguments: [
        ("{\n  \"a\": \"x\"\n  \"b\": \"y\"\n}", "2:11: expected ',' or '}' after the value of \"a\", found '\"b\"'"),
        ("{\"a\": \"x}", "1:7: this string is not closed: a '\"' is missing"),
        ("{\"a\": \"line\nbreak\"}", "1:7: this string is not closed: a '\"' is missing"),
        ("{\"a\": \"tab\there\"}", "1:11: a tab inside a string must be written as an escape (\\n, \\t, \\u00XX)"),
        ("{\"a\": more}", "1:7: expected a value (a string in double quotes, an object, a number…), found 'more'"),
        ("{\"a\" \"x\"}", "1:6: expected ':' after the key \"a\", found '\"x\"'"),
        ("{\"a\": 01}", "1:7: '01' is not a valid JSON number"),
        ("{\"a\": \"\\q\"}", "1:8: '\\q' is not a valid escape in a JSON string"),
        ("{\"a\": \"x\"", "1:10: expected ',' or '}' after the value of \"a\", but the file ends here"),
        ("{\"a\": \"x\"}}", "1:11: expected the end of the file after the last '}', found '}'"),
        ("   \n", "2:1: the file is empty: expected a JSON object"),
        ("{ /* open", "1:3: this comment is not closed: '*/' is missing"),
        ("{\"zażółć\": x}", "1:12: expected a value (a string in double quotes, an object, a number…), found 'x'"),
    ])
    func reportsSyntaxErrors(text: String, expected: String) {
        #expect(syntaxError(text) == expected)
    }

    @Test(arguments: [
        (
            "{\n  \"a\": \"x\",\n<<<<<<< ours\n  \"b\": \"y\"\n=======\n  \"b\": \"z\"\n>>>>>>> theirs\n}\n", "3:1",
            "<<<<<<<"
        ),
        ("{\n  \"b\": \"y\"\n=======\n  \"b\": \"z\"\n}\n", "3:1", "======="),
        ("{\n  \"b\": \"y\",\n>>>>>>> theirs\n}\n", "3:1", ">>>>>>>"),
    ])
    func namesUnresolvedMergeConflicts(text: String, location: String, marker: String) {
        #expect(
            syntaxError(text)
                == "\(location): unresolved merge conflict (git's \(marker) marker); keep one side of each conflict "
                + "and delete the lines from <<<<<<< to >>>>>>> that you do not keep, the marker lines included")
    }

    @Test func reportsInvalidUTF8WithItsByteOffset() {
        var bytes = Array("{\"a\": \"ok".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}".utf8)
        #expect(throws: JSONSyntaxError(kind: .invalidUTF8, offset: 9)) { try JSONDocument(bytes: bytes) }
    }

    @Test func boundsNesting() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError(kind: .tooDeep(limit: JSONParser.maxDepth), offset: JSONParser.maxDepth)) {
            try JSONDocument(text: deep)
        }
    }

    @Test func skipsTheBOMForColumns() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\" 1}".utf8)
        let error = #expect(throws: JSONSyntaxError.self) { try JSONDocument(bytes: bytes) }
        #expect(LineIndex(bytes).location(of: error!.offset) == SourceLocation(line: 1, column: 6))
        let valid: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
        #expect(try JSONDocument(bytes: valid).node(at: ["a"])?.kind != nil)
    }

    /// Columns on long lines come from block counts; they must equal counting from the line start.
    @Test func columnsOnLongLinesMatchCountingByHand() {
        let line = String(repeating: "zażółć 中文 😀 e\u{301} ", count: 400)
        let text = "{\n" + line + "\n" + line + line + "}"
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        var generator = SystemRandomNumberGenerator()
        let offsets =
            (0..<300).map { _ in Int.random(in: 0...bytes.count, using: &generator) } + [0, bytes.count, 2048]
        for offset in offsets where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            let lineNumber = bytes[..<offset].filter { $0 == 0x0A }.count + 1
            #expect(index.location(of: offset) == SourceLocation(line: lineNumber, column: column))
        }
        #expect(LineIndex([]).location(of: 0) == SourceLocation(line: 1, column: 1))
    }

    /// Short lines are counted from their start, eight bytes at a time: every offset of a file of short and
    /// long lines gives what counting by hand gives.
    @Test func columnsOnShortLinesMatchCountingByHand() {
        let lines = (0..<200).map { String(repeating: "zażółć 中文 😀 e\u{301} ", count: $0 % 7) }
        let bytes = Array(("{\n" + lines.joined(separator: "\n") + String(repeating: "ü", count: 3000) + "}").utf8)
        let index = LineIndex(bytes)
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            let lineNumber = bytes[..<offset].filter { $0 == 0x0A }.count + 1
            #expect(index.location(of: offset) == SourceLocation(line: lineNumber, column: column))
        }
    }

    @Test func scalarStartsCountsEightBytesAtATime() {
        let bytes = Array("aż中😀é\u{301}\u{7F}\u{80}".utf8) + [0xBF, 0xC0, 0xFF, 0x80]
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0..<bytes.count {
                for end in start...bytes.count {
                    let expected = bytes[start..<end].filter { $0 & 0xC0 != 0x80 }.count
                    #expect(LineIndex.scalarStarts(in: UnsafeBufferPointer(rebasing: buffer[start..<end])) == expected)
                }
            }
        }
    }

    @Test func caretSnippetPointsAtTheColumn() {
        let text = "{\n\t\"żółw\": x\n}"
        let index = LineIndex(Array(text.utf8))
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        #expect(index.location(of: offset) == SourceLocation(line: 2, column: 10))
        #expect(index.caretSnippet(at: offset) == "⇥\"żółw\": x\n         ^")
    }
}
