import Foundation
import Testing

@testable import Engine

/// Reading Android `strings.xml`: the scanner, Android's escapes, plurals, arrays, and the corpus.
@Suite struct AndroidReadingTests {
    private func file(_ xml: String, language: FileLanguage = .base, locale: String = "en") -> LanguageFile {
        LanguageFile(
            androidFileName: "values/strings.xml", language: language, bytes: Array(xml.utf8),
            rules: try! PluralRules(locale: locale))
    }

    private func text(_ file: LanguageFile, _ key: String) -> String? {
        guard case .text(let text)? = file.entries.first(where: { $0.key == key })?.value else { return nil }
        return text
    }

    @Test func readsStringsPluralsArraysAndKeepsMarkup() {
        let file = file(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- a comment -->
            <resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="apostrophe">Couldn\\'t find \\"it\\"</string>
                <string name="escapes">a\\nb\\tc \\@d \\u00e9 \\\\</string>
                <string name="at">\\@string/x</string>
                <string name="spaces">  two   words\n   here  </string>
                <string name="quoted">"  kept  'as' is  "</string>
                <string name="markup">Hi <b>%1$s</b> <xliff:g id="n" example="3">%2$d</xliff:g>!</string>
                <string name="cdata"><![CDATA[<a href=\\"x\\">link</a> & more]]></string>
                <string name="entities">Tom &amp; Jerry &lt;3 &#233;</string>
                <string name="fixed" translatable="false" tools:ignore="MissingTranslation">Glossa</string>
                <string name="empty"/>
                <dimen name="margin">4dp</dimen>
                <plurals name="cars">
                    <item quantity="one">%d car</item>
                    <item quantity="other">%d cars</item>
                </plurals>
                <string-array name="planets">
                    <item>Mercury</item>
                    <item>Venus\\'s</item>
                </string-array>
            </resources>
            """)
        #expect(file.syntaxError == nil)
        #expect(text(file, "apostrophe") == "Couldn't find \"it\"")
        #expect(text(file, "escapes") == "a\nb\tc @d é \\")
        #expect(text(file, "at") == "@string/x")
        #expect(text(file, "spaces") == "two words here")
        #expect(text(file, "quoted") == "  kept  'as' is  ")
        #expect(text(file, "markup") == "Hi <b>%1$s</b> <xliff:g id=\"n\" example=\"3\">%2$d</xliff:g>!")
        #expect(text(file, "cdata") == "<a href=\"x\">link</a> & more")
        #expect(text(file, "entities") == "Tom & Jerry <3 é")
        #expect(text(file, "fixed") == "Glossa")
        #expect(text(file, "empty") == "")
        #expect(text(file, "margin") == nil)
        #expect(text(file, "planets[0]") == "Mercury")
        #expect(text(file, "planets[1]") == "Venus's")
        #expect(file.entries.map(\.key).filter { !file.needsTranslation($0) } == ["fixed"])
        guard case .variants(let variants)? = file.entries.first(where: { $0.key == "cars" })?.value else {
            Issue.record("cars is not plural")
            return
        }
        #expect(variants.map { file.selectorText($0) } == ["one", "other"])
        #expect(variants.map { if case .text(let t) = $0.content { t } else { "" } } == ["%d car", "%d cars"])
    }

    @Test(arguments: [
        ("<resources><string name=\"a\">x</resources>", "expected </string>, found </resources>", 1, 30),
        ("<resources>\n  <string name=a>x</string>\n</resources>", "a quoted value", 2, 16),
        ("<resources><string name=\"a\">Tom & Jerry</string></resources>", "entity reference", 1, 33),
        ("<resources><string name=\"a\">x</string>", "</resources>", 1, 39),
        ("<resource/>", "expected <resources>", 1, 1),
        ("", "the root element", 1, 1),
        ("<resources><!-- open </resources>", "'-->'", 1, 34),
    ])
    func malformedXMLIsLocated(xml: String, message: String, line: Int, column: Int) {
        let file = file(xml)
        let error = file.syntaxError
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        let location = error.map { LineIndex(Array(xml.utf8)).location(of: $0.offset) }
        #expect(location == SourceLocation(line: line, column: column))
        #expect(file.entries.isEmpty)
    }

    /// Every prefix of a file, and markup nested past the bound, gives entries or a located error, never a crash.
    /// The comment just before an element (only white space between) is its entry's comment; a comment before
    /// an array's item is that item's, else the array's.
    @Test func theCommentBeforeAnElementIsItsComment() {
        let file = file(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- The file's licence. -->
            <resources>
                <!--
                  Greets the user,
                  once. -->
                <string name="hello">Hello</string>
                <!-- Not this one: an element is between. -->
                <dimen name="gap">4dp</dimen>
                <string name="bye">Bye</string> <!-- After, not before. -->
                <string-array name="days">
                    <item>Mon</item>
                    <!-- Short for Tuesday. -->
                    <item>Tue</item>
                </string-array>
            </resources>
            """)
        #expect(file.notes["hello"]?.comment == "Greets the user,\nonce.")
        #expect(file.notes["bye"]?.comment == nil)
        #expect(file.notes["days[0]"]?.comment == nil)
        #expect(file.notes["days[1]"]?.comment == "Short for Tuesday.")
    }

    @Test func truncatedAndDeepFilesAreLocatedErrors() {
        let xml = Array(
            """
            <?xml version="1.0"?><!DOCTYPE resources [<!ENTITY x "y">]>
            <resources><!-- c --><string name="a" tools:ignore="x">A &amp; <b>b</b><![CDATA[c]]></string>
            <plurals name="p"><item quantity="one">o</item></plurals></resources>
            """.utf8)
        for end in 0..<xml.count {
            let file = LanguageFile(
                androidFileName: "values/strings.xml", language: .base, bytes: Array(xml[..<end]),
                rules: try! PluralRules(locale: "en"))
            #expect(file.syntaxError.map { $0.offset <= end } ?? true)
        }
        let deep = "<resources><string name=\"a\">" + String(repeating: "<b>", count: 300) + "</string></resources>"
        #expect(file(deep).syntaxError?.message.contains("nested at most 256") == true)
    }

    @Test func pluralQuantitiesAreCategoriesOfTheLanguage() {
        let file = file(
            """
            <resources>
                <plurals name="files">
                    <item quantity="zero">none</item>
                    <item quantity="one">%d plik</item>
                    <item quantity="few">%d pliki</item>
                    <item quantity="many">%d plików</item>
                </plurals>
            </resources>
            """, language: .tag(LanguageTag("pl")!), locale: "pl")
        guard case .variants(let variants)? = file.entries.first?.value else {
            Issue.record("not plural")
            return
        }
        let roles = variants.map { file.selectors[$0.selector].selector.role }
        #expect(roles[0] == .explicit, "a zero Polish lacks is the number 0 (DESIGN §3.1)")
        #expect(roles[1] == .category(.one))
        #expect(roles[3] == .category(.many))
    }

    /// The Tusky corpus (GPL, read in place, skipped when absent): every file reads without errors.
    @Test func tuskyCorpusReads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../../../shared/corpus/tuskyapp__Tusky__android-strings"
        ).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: root) else { return }
        let files = try ProjectFiles.discover(in: root)
        #expect(files.paths.count == 5)
        let format = AndroidFormat()
        #expect(format.fit(files)?.strength == 3)
        let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())
        let layout = format.layout(files, settings: ProjectSettings())
        #expect(layout.files.map { $0.language?.description } == ["base", "ar", "he", "pl", "ru"])
        for file in format.read(layout, files: files, context: context) {
            #expect(file.syntaxError == nil, "\(file.fileName): \(file.syntaxError?.message ?? "")")
            #expect(file.bytes == files.contents[file.fileName])
            #expect(file.fileName == "values-iw/strings.xml" ? file.entries.isEmpty : file.entries.count > 400)
        }
    }
}
