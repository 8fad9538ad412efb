import Foundation
import Testing

@testable import Engine

/// Edits of Android `strings.xml` as splices: the expected bytes of each.
@Suite struct AndroidEditingTests {
    private static let source = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools">
          <!-- Greetings -->
          <string name="hello">Hello</string>
          <string name="quoted">" spaced "</string>
          <plurals name="cars">
            <item quantity="one">%d car</item>
            <item quantity="other">%d cars</item>
          </plurals>
          <string-array name="planets">
            <item>Mercury</item>
          </string-array>
        </resources>

        """

    private func file(_ xml: String = source, locale: String = "pl") -> LanguageFile {
        LanguageFile(
            androidFileName: "values-pl/strings.xml", language: .tag(LanguageTag(locale)!), bytes: Array(xml.utf8),
            rules: try! PluralRules(locale: locale))
    }

    private func set(_ text: String, _ key: String, _ selector: String? = nil, force: Bool = false) throws -> String {
        let edit = try AndroidFormat().setting(
            text, at: EntryAddress(key: key, selector: selector), in: file(), force: force)
        return String(decoding: edit.bytes, as: UTF8.self)
    }

    private func source(replacing old: String, with new: String) -> String {
        Self.source.replacingOccurrences(of: old, with: new)
    }

    @Test func settingAStringEncodesAndroidEscapes() throws {
        #expect(
            try set("Don't \"go\" & <stay>\nnow", "hello")
                == source(
                    replacing: "\"hello\">Hello<", with: "\"hello\">Don\\'t \\\"go\\\" &amp; &lt;stay>\\nnow<"))
        #expect(try set("@home", "hello") == source(replacing: ">Hello<", with: ">\\@home<"))
        #expect(try set("<b>bold</b> it's", "hello") == source(replacing: ">Hello<", with: "><b>bold</b> it\\'s<"))
        // A quoted value stays quoted; white space inside quotes is kept.
        #expect(try set(" it's ", "quoted") == source(replacing: "\" spaced \"", with: "\" it's \""))
    }

    @Test func settingPluralItemsInCategoryOrder() throws {
        #expect(
            try set("%d auta", "cars", "few")
                == source(
                    replacing: "<item quantity=\"one\">%d car</item>\n",
                    with: "<item quantity=\"one\">%d car</item>\n    <item quantity=\"few\">%d auta</item>\n"))
        #expect(
            try set("%d samochód", "cars", "one")
                == source(replacing: ">%d car<", with: ">%d samochód<"))
        #expect(
            try set("none", "cars", "zero")
                == source(
                    replacing: "    <item quantity=\"one\">",
                    with: "    <item quantity=\"zero\">none</item>\n    <item quantity=\"one\">"))
    }

    @Test func addingStringsPluralsAndArrayItems() throws {
        #expect(
            try set("Bye", "bye")
                == source(
                    replacing: "  </string-array>\n",
                    with: "  </string-array>\n  <string name=\"bye\">Bye</string>\n"))
        #expect(
            try set("%d dni", "days", "many")
                == source(
                    replacing: "  </string-array>\n",
                    with:
                        "  </string-array>\n  <plurals name=\"days\">\n    <item quantity=\"many\">%d dni</item>\n  </plurals>\n"
                ))
        #expect(
            try set("Venus", "planets[1]")
                == source(replacing: "<item>Mercury</item>\n", with: "<item>Mercury</item>\n    <item>Venus</item>\n"))
        #expect(try set("Merkury", "planets[0]") == source(replacing: "Mercury", with: "Merkury"))
    }

    @Test func removingAndRenaming() throws {
        let format = AndroidFormat()
        func text(_ edit: FileEdit) -> String { String(decoding: edit.bytes, as: UTF8.self) }
        #expect(
            text(try format.removing(EntryAddress(key: "hello"), from: file()))
                == source(replacing: "  <string name=\"hello\">Hello</string>\n", with: ""))
        #expect(
            text(try format.removing(EntryAddress(key: "cars", selector: "one"), from: file()))
                == source(replacing: "    <item quantity=\"one\">%d car</item>\n", with: ""))
        #expect(
            text(try format.removing(EntryAddress(key: "planets[0]"), from: file()))
                == source(replacing: "    <item>Mercury</item>\n", with: ""))
        let removed = try format.removing(EntryAddress(key: "cars"), from: file())
        #expect(
            removed.change.formatted(fileName: "x") == "x:6: \"cars\": removed {one: \"%d car\", other: \"%d cars\"}")
        let renamed = try format.renamingKey("cars", to: "vehicles", in: file())
        #expect(text(renamed) == source(replacing: "name=\"cars\"", with: "name=\"vehicles\""))
        #expect(renamed.change.formatted(fileName: "x") == "x:6: \"cars\" renamed to \"vehicles\"")
        #expect(throws: EditError.keyExists("hello")) { try format.renamingKey("cars", to: "hello", in: file()) }
    }

    @Test func refusesWhatAndroidCannotHold() throws {
        let format = AndroidFormat()
        #expect {
            try format.setting("x", at: EntryAddress(key: "cars", selector: "one", width: 20), in: file(), force: true)
        } throws: { error in
            if case .notInFormat(.android, _, _) = error as? EditError { return true } else { return false }
        }
        #expect {
            try format.setting("x", at: EntryAddress(key: "cars", selector: "ie:x=3"), in: file(), force: true)
        } throws: { error in
            if case .notInFormat(.android, _, _) = error as? EditError { return true } else { return false }
        }
        #expect(throws: EditError.needsForce("\"hello\" › one", change: "turn the text into plural forms")) {
            try format.setting("x", at: EntryAddress(key: "hello", selector: "one"), in: file(), force: false)
        }
        #expect(throws: EditError.fileHasSyntaxError("values-pl/strings.xml")) {
            try format.setting("x", at: EntryAddress(key: "a"), in: file("<resources>"), force: false)
        }
    }

    @Test func editedFilesReadBackWithTheNewValue() throws {
        let text = "Tab\there, \"quoted\" 'n' \\ & < > @ ?"
        let edit = try AndroidFormat().setting(text, at: EntryAddress(key: "hello"), in: file(), force: false)
        let again = LanguageFile(
            androidFileName: "values-pl/strings.xml", language: .tag(LanguageTag("pl")!), bytes: edit.bytes,
            rules: try! PluralRules(locale: "pl"))
        guard case .text(let read)? = again.entries.first(where: { $0.key == "hello" })?.value else {
            Issue.record("hello is gone")
            return
        }
        #expect(read == text)
    }

    @Test func pluralizingTurnsAStringIntoPlurals() throws {
        let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())
        let edit = try AndroidFormat().pluralizing(
            "hello", categories: [.one, .few, .many, .other], in: file(), context: context)
        #expect(
            String(decoding: edit.bytes, as: UTF8.self)
                == source(
                    replacing: "  <string name=\"hello\">Hello</string>\n",
                    with: """
                          <plurals name="hello">
                            <item quantity="one">Hello</item>
                            <item quantity="few">Hello</item>
                            <item quantity="many">Hello</item>
                            <item quantity="other">Hello</item>
                          </plurals>

                        """))
    }

    @Test(
        arguments: [
            ("values", "base"), ("values-pl", "pl"), ("values-pt-rBR", "pt-BR"), ("values-b+sr+Latn", "sr-Latn"),
            ("values-iw", "he"), ("values-in", "id"), ("values-ji", "yi"), ("values-night", nil),
            ("values-pl-land", nil),
            ("values-es-r419", "es-419"),
        ] as [(String, String?)])
    func qualifierFoldersAreLanguages(folder: String, tag: String?) {
        let language = AndroidFolders.language(ofFolder: folder)
        #expect(language?.description == tag)
        if let language { #expect(AndroidFolders.folder(for: language) == folder) }
    }

    @Test func newFilesGoInTheLegacyFolder() throws {
        let created = try AndroidFormat().creatingFile(
            for: .tag(LanguageTag("he")!), setting: "שלום", at: EntryAddress(key: "hello"), like: nil,
            layout: FormatLayout(format: .android, files: []))
        #expect(created?.path == "values-iw/strings.xml")
        #expect(
            created.map { String(decoding: $0.result.bytes, as: UTF8.self) }
                == "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"hello\">שלום</string>\n</resources>\n"
        )
    }
}
