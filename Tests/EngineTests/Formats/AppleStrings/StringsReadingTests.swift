import Foundation
import TestSupport
import Testing

@testable import Engine

/// Reading `.strings` tables: Foundation's syntax and escapes, comments, encodings, duplicates, syntax errors
/// located, plural conventions and table prefixes.
@Suite struct StringsReadingTests {
    @Test func decodesEveryEscapeFoundationKnows() {
        let file = StringsTestSupport.file(
            #""k" = "a\"b\\c\nd\te\U00e9\UD83D\UDE00\101\q\u0041\'x\U41z";"#)
        #expect(StringsTestSupport.value("k", in: file) == "a\"b\\c\nd\teé😀Aqu0041'xAz")
    }

    @Test func encodingEscapesWhatNeedsIt() {
        #expect(StringsText.encode("a\"b\\c\nd\te\u{01}é") == #"a\"b\\c\nd\te\U0001é"#)
        #expect(StringsText.encode("é😀", asciiOnly: true) == #"\U00E9\UD83D\UDE00"#)
        #expect(StringsText.encode("it's \"x\"", quote: UInt8(ascii: "'")) == #"it\'s "x""#)
        for text in ["Zażółć \"gęślą\" \\ jaźń\n😀", "\r\t\u{7F}", ""] {
            let encoded = StringsText.encode(text, asciiOnly: true)
            #expect(StringsText.decode(ArraySlice(encoded.utf8)) == text)
        }
    }

    @Test func readsUnquotedStringsLoneKeysAndSingleQuotes() {
        let file = StringsTestSupport.file("key = value;\n\"lone\";\n'single' = 'it\\'s';\npath/a.b-c$:_ = \"x\";\n")
        #expect(file.syntaxError == nil)
        #expect(file.entries.map(\.key) == ["key", "lone", "single", "path/a.b-c$:_"])
        #expect(StringsTestSupport.value("key", in: file) == "value")
        #expect(StringsTestSupport.value("lone", in: file) == "lone")
    }

    @Test func commentsAreTheEntriesComments() {
        let file = StringsTestSupport.file(
            """
            /* Header of the file */

            /* Shown on the button */
            "ok" = "OK";
            "cancel" = "Cancel"; // after the pair
            /**
             A section
             */
            // and a line
            "help" = "Help";
            """)
        #expect(file.notes["ok"]?.comment == "Shown on the button")
        #expect(file.notes["cancel"]?.comment == "after the pair")
        #expect(file.notes["help"]?.comment == "A section\nand a line")
        #expect(file.notes.count == 3)
    }

    @Test func duplicateKeysCountOnceAndAreLocated() throws {
        let text = "\"a\" = \"1\";\n\"b\" = \"2\";\n  \"a\" = \"3\";\n"
        let file = StringsTestSupport.file(text)
        #expect(file.entries.map(\.key) == ["a", "b"])
        #expect(StringsTestSupport.value("a", in: file) == "3")
        guard case .duplicateKey("a", let first)? = file.notices.first?.kind else {
            Issue.record("no duplicate notice")
            return
        }
        let lines = LineIndex(file.bytes)
        #expect(lines.location(of: first) == SourceLocation(line: 1, column: 1))
        #expect(lines.location(of: file.notices[0].offset) == SourceLocation(line: 3, column: 3))
        let report = Validator().validate(Project(contents: ["Base.lproj/Localizable.strings": Array(text.utf8)]))
        let found = report.findings.filter { $0.ruleID == "json-duplicate-key" }
        #expect(found.map { "\($0.fileName ?? ""):\($0.line):\($0.column)" } == ["Base.lproj/Localizable.strings:3:3"])
    }

    @Test(arguments: [
        ("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n", "3:1", "expected ';', found '\"'"),
        ("\"a\" = \"1\";\n\"b\" = \n", "3:1", "expected a value in quotes, but the file ends here"),
        ("\"a\" = \"1;\n", "1:7", "this string is not closed: a '\"' is missing"),
        ("\"a\" \"1\";", "1:5", "expected '=' or ';' after the key, found '\"'"),
        ("\"é\" = {x};", "1:7", "expected a value in quotes, found '{'"),
        ("\"a\" = \"\u{FF}\";", "1:8", ""),
    ])
    func syntaxErrorsAreLocated(text: String, location: String, message: String) {
        var bytes = Array(text.utf8)
        if text.contains("\u{FF}") { bytes = Array("\"a\" = \"".utf8) + [0xFF] + Array("\";".utf8) }
        let file = StringsTestSupport.file(bytes)
        #expect(file.entries.isEmpty && !file.isEditable)
        guard let error = file.syntaxError else {
            Issue.record("no syntax error")
            return
        }
        #expect(LineIndex(bytes).location(of: error.offset).description == location)
        if !message.isEmpty { #expect(error.message == message) }
    }

    @Test func utf16FilesReadInEveryByteOrderAndLocateTheirErrors() {
        let text = "/* ü */\n\"ключ\" = \"значение 😀\";\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let bare = Array(little.dropFirst(2))
        for bytes in [little, big, bare] {
            let file = StringsTestSupport.file(bytes)
            #expect(StringsTestSupport.value("ключ", in: file) == "значение 😀")
            #expect(file.notes["ключ"]?.comment == "ü")
            #expect(LineIndex(bytes).location(of: file.entries[0].offset) == SourceLocation(line: 2, column: 1))
        }
        let broken = "\"a\" = \"1\";\n\"б\" = \"2\"\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + broken.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let file = StringsTestSupport.file(bytes)
        #expect(file.syntaxError.map { LineIndex(bytes).location(of: $0.offset) } == SourceLocation(line: 3, column: 1))
        // Half a surrogate pair.
        let half = StringsTestSupport.file([0xFF, 0xFE, 0x22, 0x00, 0x3D, 0xD8, 0x22, 0x00])
        #expect(half.syntaxError != nil)
    }

    @Test func pluralConventionsGatherTheirForms() {
        let smartling = StringsTestSupport.file(
            "\"%d apples##{one}\" = \"%d jabłko\";\n\"%d apples##{few}\" = \"%d jabłka\";\n\"x##{foo}\" = \"y\";\n")
        #expect(smartling.entries.map(\.key) == ["%d apples", "x##{foo}"])
        #expect(StringsTestSupport.value("%d apples", in: smartling) == "one=%d jabłko|few=%d jabłka")
        let swifternalization = StringsTestSupport.file(
            "\"cars{one}\" = \"1\";\n\"cars{ie:x>=2}\" = \"2+\";\n\"hello {name}\" = \"x\";\n",
            convention: .swifternalization)
        #expect(swifternalization.entries.map(\.key) == ["cars", "hello {name}"])
        #expect(StringsTestSupport.value("cars", in: swifternalization) == "one=1|ie:x>=2=2+")
        let none = StringsTestSupport.file("\"cars{one}\" = \"1\";\n", convention: .none)
        #expect(none.entries.map(\.key) == ["cars{one}"])
        #expect(
            StringsPluralConvention.of(
                keys: ["a", "b##{other}"], hasExpressionsTable: false, settings: ProjectSettings())
                == .smartling)
        #expect(
            StringsPluralConvention.of(keys: ["a", "b{few}"], hasExpressionsTable: false, settings: ProjectSettings())
                == .swifternalization)
        #expect(
            StringsPluralConvention.of(keys: ["a {b}"], hasExpressionsTable: false, settings: ProjectSettings())
                == .none)
    }

    @Test func otherTablesPrefixTheirKeys() {
        let file = StringsTestSupport.file("\"title\" = \"Tytuł\";\n", path: "Resources/pl.lproj/Main.strings")
        #expect(file.entries.map(\.key) == ["Main:title"])
        #expect(LprojFolders.language(ofFolder: "zh-Hans.lproj") == .tag(LanguageTag("zh-Hans")!))
        #expect(LprojFolders.language(ofFolder: "pt_BR.lproj") == .tag(LanguageTag("pt-BR")!))
        #expect(LprojFolders.language(ofFolder: "pt-BR.lproj") == .tag(LanguageTag("pt-BR")!))
        #expect(LprojFolders.language(ofFolder: "Base.lproj") == .base)
        #expect(LprojFolders.language(ofFolder: "English.lproj") == .tag(LanguageTag("en")!))
        #expect(LprojFolders.folder(for: .tag(LanguageTag("pt-BR")!), underscores: true) == "pt_BR.lproj")
    }

    /// Every prefix of every fixture, and the fixtures with bytes changed, read without crashing: either
    /// entries or a syntax error.
    @Test func truncatedAndDamagedFilesNeverCrash() throws {
        var generator = SplitMix64(seed: 17)
        for path in StringsTestSupport.tables() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: StringsTestSupport.fixtures + "/" + path)))
            for length in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 200)) {
                let file = StringsTestSupport.file(Array(bytes.prefix(length)))
                #expect(file.syntaxError != nil || file.isEditable)
            }
            for _ in 0..<50 {
                var damaged = bytes
                for _ in 0..<3 {
                    damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
                }
                let file = StringsTestSupport.file(damaged)
                if let error = file.syntaxError { _ = LineIndex(damaged).caretSnippet(at: error.offset) }
            }
        }
    }
}
