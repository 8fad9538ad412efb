import Foundation
import Testing

@testable import Engine

/// Reading `.stringsdict` files: variables, `zero`, several variables, widths, devices, entities, and errors
/// with their positions on broken and truncated files.
@Suite struct StringsDictReadingTests {
    static func file(
        _ body: String, language: FileLanguage = .base, locale: String = "en",
        path: String = "Base.lproj/Localizable.stringsdict"
    ) -> LanguageFile {
        LanguageFile(
            stringsDictFileName: path, language: language, bytes: Array(plist(body).utf8),
            rules: try! PluralRules(locale: locale))
    }

    /// A property list around `body` (the members of the root dictionary), tab-indented.
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """
    }

    /// A key with one plural variable `name` in `format`, forms as `(category, text)`.
    static func plural(_ key: String, format: String, variable: String = "n", _ forms: [(String, String)]) -> String {
        "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n"
            + "\t\t<key>\(variable)</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n"
            + "\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n"
            + "\t\t\t<string>d</string>\n"
            + forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }.joined()
            + "\t\t</dict>\n\t</dict>\n"
    }

    static func variants(_ file: LanguageFile, _ key: String) -> [(String, String)] {
        guard case .variants(let variants)? = file.entries.first(where: { $0.key == key })?.value else { return [] }
        return variants.map { variant in
            guard case .text(let text) = variant.content else { return (file.selectorText(variant), "<invalid>") }
            return (file.selectorText(variant), text)
        }
    }

    @Test func oneVariableIsAPluralEntryWhoseFormsSitInTheFormatString() {
        let file = Self.file(
            Self.plural("files", format: "%#@n@ in &lt;%@&gt;", [("one", "%d file"), ("other", "%d files &amp; more")]))
        #expect(file.syntaxError == nil)
        let forms = Self.variants(file, "files")
        #expect(forms.map(\.0) == ["one", "other"])
        #expect(forms.map(\.1) == ["%d file in <%@>", "%d files & more in <%@>"])
    }

    @Test(arguments: [("en", "exactNumber"), ("ar", "category"), ("lv", "category"), ("ja", "exactNumber")])
    func zeroIsTheExactNumberWhereTheLanguageHasNoZero(locale: String, meaning: String) {
        let file = Self.file(Self.plural("k", format: "%#@n@", [("zero", "none"), ("other", "%d")]), locale: locale)
        let zero = file.selectors.first { $0.text == "zero" }!.selector
        switch (zero, meaning) {
        case (.exactNumber(.zero), "exactNumber"), (.category(.zero), "category"): break
        default: Issue.record("\(locale): zero is \(zero)")
        }
    }

    @Test func aKeysOwnDeviceRuleIsDeviceVariantsAndItsTextsAreEdited() throws {
        let body = """
            \t<key>device</key>
            \t<dict>
            \t\t<key>NSStringDeviceSpecificRuleType</key>
            \t\t<dict>
            \t\t\t<key>appletv</key>
            \t\t\t<string>Apple TV</string>
            \t\t\t<key>iphone</key>
            \t\t\t<string>iPhone</string>
            \t\t</dict>
            \t</dict>

            """
        let file = Self.file(body)
        guard case .variants(let variants)? = file.entries.first?.value else {
            Issue.record("not variants: \(String(describing: file.entries.first?.value))")
            return
        }
        #expect(variants.map { file.selectorText($0) } == ["appletv", "iphone"])
        #expect(file.problems.isEmpty)
        let edit = try StringsDictFormat().setting(
            "iPhone & co", at: EntryAddress(key: "device", selector: "iphone"), in: file, force: false)
        #expect(edit.text == Self.plist(body.replacingOccurrences(of: ">iPhone<", with: ">iPhone &amp; co<")))
        #expect(throws: EditError.self) {
            try StringsDictFormat().setting(
                "Mac", at: EntryAddress(key: "device", selector: "mac"), in: file, force: false)
        }
    }

    @Test func oneAndTwoTheLanguageLacksAreExactNumbersAndFewNever() {
        // DESIGN §3.1, as in every format: a `one` Japanese lacks is the number 1; a `few` never matches.
        let file = Self.file(
            Self.plural("k", format: "%#@n@", [("one", "1"), ("few", "f"), ("other", "%d")]), locale: "ja")
        guard case .exactNumber(.one) = file.selectors.first(where: { $0.text == "one" })!.selector,
            case .unusedCategory(.few) = file.selectors.first(where: { $0.text == "few" })!.selector
        else {
            Issue.record("Japanese 'one' should be the number 1 and 'few' never chosen")
            return
        }
    }

    @Test func severalVariablesAreNamedVariableDotFormAndOnlyTheFirstIsChosenByTheNumber() {
        let body = """
            \t<key>mixed</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@photos@ in %1$#@albums@</string>
            \t\t<key>albums</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%d album</string>
            \t\t</dict>
            \t\t<key>photos</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%d photo</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%d photos</string>
            \t\t</dict>
            \t</dict>

            """
        let file = Self.file(body)
        let forms = Self.variants(file, "mixed")
        #expect(forms.map(\.0) == ["photos.one", "photos.other", "albums.one"])
        #expect(forms.map(\.1) == ["%d photo in %1$#@albums@", "%d photos in %1$#@albums@", "%#@photos@ in %d album"])
        let meanings = file.selectors.map { "\($0.selector)" }
        #expect(meanings[0].hasPrefix("category(") && meanings[2].hasPrefix("variable("), "\(meanings)")
    }

    @Test func widthsDevicesTextsAndWhatIsNotRead() {
        let body = """
            \t<key>go</key>
            \t<dict>
            \t\t<key>NSStringVariableWidthRuleType</key>
            \t\t<dict>
            \t\t\t<key>20</key>
            \t\t\t<string>Go</string>
            \t\t\t<key>50</key>
            \t\t\t<string>Go &amp; launch</string>
            \t\t\t<key>wide</key>
            \t\t\t<string>?</string>
            \t\t</dict>
            \t</dict>
            \t<key>tap</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@device@</string>
            \t\t<key>device</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringDeviceSpecificRuleType</string>
            \t\t\t<key>mac</key>
            \t\t\t<string>Click</string>
            \t\t\t<key>other</key>
            \t\t\t<string>Tap</string>
            \t\t</dict>
            \t</dict>
            \t<key>plain</key>
            \t<string>Just text</string>
            \t<key>format</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>No variables, 100%% sure</string>
            \t</dict>
            \t<key>empty</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string/>
            \t</dict>
            \t<key>count</key>
            \t<integer>3</integer>

            """
        let file = Self.file(body)
        guard case .widths(let widths)? = file.entries.first(where: { $0.key == "go" })?.value else {
            Issue.record("go has no widths")
            return
        }
        #expect(widths.variations.map(\.width) == [20, 50])
        #expect(widths.select(width: 30)?.text == "Go")
        #expect(widths.select(width: nil)?.text == "Go & launch")
        #expect(
            file.problems.map(\.kind) == [
                .invalidWidth("wide"),
                .wrongType(found: "an <integer>", expected: "a dictionary with NSStringLocalizedFormatKey"),
            ])
        #expect(Self.variants(file, "tap").map(\.0) == ["mac", "other"])
        #expect(file.selectors.map { "\($0.selector)" } == [#"device("mac")"#, #"device("other")"#])
        let texts = file.entries.compactMap { entry -> String? in
            if case .text(let text) = entry.value { return "\(entry.key)=\(text)" }
            return nil
        }
        #expect(texts == ["plain=Just text", "format=No variables, 100%% sure", "empty="])
    }

    @Test func keysOfAnotherTableHaveItsNameInFront() {
        let file = Self.file(
            Self.plural("k", format: "%#@n@", [("other", "%d")]), path: "pl.lproj/InfoPlist.stringsdict")
        #expect(file.entries.map(\.key) == ["InfoPlist:k"])
        #expect(StringsDictLayout.keyPrefix(ofPath: "pl.lproj/Localizable.stringsdict") == "")
    }

    @Test func errorsSayWhereWithLineAndColumn() {
        let cases: [(String, String)] = [
            (
                "\t<key>a</key>\n\t<key>b</key>\n\t<string>x</string>\n",
                "6:2: error: expected a value after <key>a</key>, found <key>"
            ),
            ("\t<string>x</string>\n", "5:2: error: expected <key> before each value of a <dict>, found <string>"),
            (
                "\t<key>a</key>\n\t<string>x <b>y</b></string>\n",
                "6:12: error: expected text only inside <string> (write < as &lt;), found <b>"
            ),
            (
                "\t<key>a</key>\n\t<string>x &nbsp;</string>\n",
                "6:12: error: expected &amp;, &lt;, &gt;, &quot;, &apos; or a character reference, found &nbsp;"
            ),
        ]
        for (body, expected) in cases {
            let file = Self.file(body)
            let message = file.syntaxError.map { "\(Self.location($0.offset, in: file.bytes)): error: \($0.message)" }
            #expect(message?.contains(expected) == true, "\(message ?? "no error") for \(body)")
        }
        let binary = LanguageFile(
            stringsDictFileName: "Base.lproj/Localizable.stringsdict", language: .base,
            bytes: Array("bplist00\u{1}".utf8), rules: try! PluralRules(locale: "en"))
        #expect(binary.syntaxError?.message.contains("plutil -convert xml1") == true)
    }

    /// Every prefix of a real file loads without crashing: an error or, for the whole file, its entries.
    @Test func truncatedFilesNeverCrash() throws {
        let bytes = try Self.fixture("project/Base.lproj/Localizable.stringsdict")
        for end in 0..<bytes.count {
            let file = LanguageFile(
                stringsDictFileName: "Base.lproj/Localizable.stringsdict", language: .base, bytes: Array(bytes[..<end]),
                rules: try PluralRules(locale: "en"))
            #expect(file.syntaxError != nil || end == bytes.count - 1, "\(end)")
        }
    }

    static func location(_ offset: Int, in bytes: [UInt8]) -> String {
        let before = bytes[..<offset]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return "\(line):\(String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)"
    }

    static func fixture(_ path: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/StringsDict/\(path)").standardizedFileURL
        return Array(try Data(contentsOf: url))
    }
}
