import Foundation
import Testing

@testable import Engine

/// Edits of `.strings` tables: the expected bytes of each, in the file's own style and encoding, and what the
/// format refuses.
@Suite struct StringsEditingTests {
    let format = AppleStringsFormat()

    static let smartling = """
        /* Greeting */
        "hello" = "Cześć";

        "%d apples##{one}" = "%d jabłko";
        "%d apples##{many}" = "%d jabłek";

        "bye" = "Pa";
        """

    private func edited(
        _ text: String, convention: StringsPluralConvention = .smartling, _ edit: (LanguageFile) throws -> FileEdit
    ) throws -> String {
        String(decoding: try edit(StringsTestSupport.file(text, convention: convention)).bytes, as: UTF8.self)
    }

    @Test func setsAValueBetweenItsQuotes() throws {
        let result = try format.setting(
            "Hej \"ty\"\n", at: EntryAddress(key: "hello"), in: StringsTestSupport.file(Self.smartling), force: false)
        #expect(result.text == Self.smartling.replacingOccurrences(of: "\"Cześć\"", with: #""Hej \"ty\"\n""#))
        #expect(
            result.change.formatted(fileName: "pl.lproj/Localizable.strings")
                == #"pl.lproj/Localizable.strings:2: "hello": "Cześć" → "Hej \"ty\"\n""#)
    }

    @Test func addsAKeyAfterTheLastWithTheFilesSpacing() throws {
        let result = try format.setting(
            "Nowy", at: EntryAddress(key: "new"), in: StringsTestSupport.file(Self.smartling), force: false)
        #expect(result.text == Self.smartling + "\n\n\"new\" = \"Nowy\";")
        #expect(
            result.change.formatted(fileName: "pl.lproj/Localizable.strings")
                == #"pl.lproj/Localizable.strings:9: "new": added "Nowy""#)
        let tight = try edited("\"a\"=\"1\"; // one\r\n\"b\"=\"2\";\r\n") {
            try format.setting("3", at: EntryAddress(key: "c"), in: $0, force: false)
        }
        #expect(tight == "\"a\"=\"1\"; // one\r\n\"b\"=\"2\";\r\n\"c\"=\"3\";\r\n")
        let empty = try edited("") { try format.setting("1", at: EntryAddress(key: "a"), in: $0, force: false) }
        #expect(empty == "\"a\" = \"1\";\n")
    }

    @Test func addsAPluralFormInCLDROrder() throws {
        let result = try format.setting(
            "%d jabłka", at: EntryAddress(key: "%d apples", selector: "few"),
            in: StringsTestSupport.file(Self.smartling),
            force: false)
        #expect(result.change.line == 5)
        #expect(
            result.text
                == Self.smartling.replacingOccurrences(
                    of: "jabłko\";\n", with: "jabłko\";\n\"%d apples##{few}\" = \"%d jabłka\";\n"))
        let first = try edited(Self.smartling) {
            try format.setting("%d", at: EntryAddress(key: "%d apples", selector: "zero"), in: $0, force: false)
        }
        #expect(first.contains("\n\"%d apples##{zero}\" = \"%d\";\n\"%d apples##{one}\""))
        let swifternalization = try edited("\"cars{one}\" = \"1 car\";\n", convention: .swifternalization) {
            try format.setting("%d cars", at: EntryAddress(key: "cars", selector: "ie:x>=2"), in: $0, force: false)
        }
        #expect(swifternalization == "\"cars{one}\" = \"1 car\";\n\"cars{ie:x>=2}\" = \"%d cars\";\n")
    }

    @Test func turnsATextIntoPluralFormsOnlyWhenForced() throws {
        let file = StringsTestSupport.file(Self.smartling)
        #expect(throws: EditError.needsForce(#""hello" › one"#, change: "turn the text into plural forms")) {
            try format.setting("x", at: EntryAddress(key: "hello", selector: "one"), in: file, force: false)
        }
        let forced = try format.pluralizing(
            "hello", categories: [.one, .few, .many, .other], in: file,
            context: FormatContext(settings: ProjectSettings(), expressions: SharedExpressions()))
        #expect(
            forced.text
                == Self.smartling.replacingOccurrences(
                    of: "\"hello\" = \"Cześć\";",
                    with: "\"hello##{one}\" = \"Cześć\";\n\"hello##{few}\" = \"Cześć\";\n"
                        + "\"hello##{many}\" = \"Cześć\";\n\"hello##{other}\" = \"Cześć\";"))
        let back = try format.setting("%d", at: EntryAddress(key: "%d apples"), in: file, force: true)
        #expect(back.text.contains("\"%d apples\" = \"%d\";\n\n\"bye\""))
        #expect(!back.text.contains("##{"))
    }

    @Test func removesAKeyWithItsCommentAndOneBlankLine() throws {
        let text = try edited(Self.smartling) { try format.removing(EntryAddress(key: "hello"), from: $0) }
        #expect(
            text == "\"%d apples##{one}\" = \"%d jabłko\";\n\"%d apples##{many}\" = \"%d jabłek\";\n\n\"bye\" = \"Pa\";"
        )
        let plural = try edited(Self.smartling) { try format.removing(EntryAddress(key: "%d apples"), from: $0) }
        #expect(plural == "/* Greeting */\n\"hello\" = \"Cześć\";\n\n\"bye\" = \"Pa\";")
        let form = try edited(Self.smartling) {
            try format.removing(EntryAddress(key: "%d apples", selector: "many"), from: $0)
        }
        #expect(form == Self.smartling.replacingOccurrences(of: "\"%d apples##{many}\" = \"%d jabłek\";\n", with: ""))
        let file = StringsTestSupport.file(form, convention: .smartling)
        #expect(throws: EditError.self) {
            try format.removing(EntryAddress(key: "%d apples", selector: "one"), from: file)
        }
    }

    @Test func renamesEveryPairOfAKey() throws {
        let text = try edited(Self.smartling) { try format.renamingKey("%d apples", to: "%d pears", in: $0) }
        #expect(text == Self.smartling.replacingOccurrences(of: "%d apples##", with: "%d pears##"))
        let file = StringsTestSupport.file(Self.smartling)
        #expect(throws: EditError.keyExists("bye")) { try format.renamingKey("hello", to: "bye", in: file) }
    }

    @Test func refusesWhatAStringsFileCannotHold() {
        let file = StringsTestSupport.file(Self.smartling)
        for address in [
            EntryAddress(key: "hello", width: 200), EntryAddress(key: "%d apples", selector: "ie:x=1"),
            EntryAddress(key: "hello", groups: ["a"]),
        ] {
            #expect {
                try format.setting("x", at: address, in: file, force: true)
            } throws: { error in
                guard case .notInFormat(.strings, _, _) = error as? EditError else { return false }
                return true
            }
        }
        let plain = StringsTestSupport.file(Self.smartling, convention: .none)
        #expect {
            try format.setting("x", at: EntryAddress(key: "a", selector: "one"), in: plain, force: true)
        } throws: { error in
            (error as? EditError)?.description.contains("stringsPlurals") == true
        }
    }

    @Test func keepsUTF16AndAsciiEscapeStyles() throws {
        let text = "/* c */\r\n\"a\" = \"ą\";\r\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let result = try format.setting(
            "é", at: EntryAddress(key: "b"), in: StringsTestSupport.file(bytes), force: false)
        let expected = text + "\"b\" = \"é\";\r\n"
        #expect(result.bytes == [0xFF, 0xFE] + expected.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let ascii = try edited("\"a\" = \"\\U0105\";\n") {
            try format.setting("é😀", at: EntryAddress(key: "a"), in: $0, force: false)
        }
        #expect(ascii == "\"a\" = \"\\U00E9\\UD83D\\UDE00\";\n")
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"1\";".utf8)
        let withBOM = try format.setting(
            "2", at: EntryAddress(key: "a"), in: StringsTestSupport.file(bom), force: false)
        #expect(withBOM.bytes == [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"2\";".utf8))
        #expect(StringsEdits.emptyFile(like: StringsTestSupport.file(bom)) == [0xEF, 0xBB, 0xBF])
    }

    @Test func aNewLanguageGetsATableLikeTheSource() throws {
        let text = "\"a\" = \"1\";\r\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let model = StringsTestSupport.file(bytes, path: "Res/Base.lproj/Localizable.strings", language: .base)
        let layout = FormatLayout(
            format: .strings, files: [FormatLayout.File(path: "Res/Base.lproj/Localizable.strings", language: .base)])
        let created = try #require(
            try format.creatingFile(
                for: .tag(LanguageTag("pt-BR")!), setting: "um", at: EntryAddress(key: "a"), like: model,
                layout: layout))
        #expect(created.path == "Res/pt-BR.lproj/Localizable.strings")
        let expected = "\"a\" = \"um\";\n"
        #expect(created.result.bytes == [0xFF, 0xFE] + expected.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }
}
