import Foundation
import Testing

@testable import Engine

/// XLIFF 1.2 and 2.0 on the formats seam: Xcode's exports read (plural and device units as variants, notes,
/// states), edits as splices of the units they change, states both ways, located errors.
@Suite struct XLIFFFormatTests {
    private static let fixtures = repositoryFolder.appendingPathComponent("Tests/EngineTests/Fixtures/XLIFF")

    private func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    private func project(_ files: [String: String]) -> Project {
        Project(contents: files.mapValues { Array($0.utf8) })
    }

    private func value(_ project: Project, _ key: String, _ language: FileLanguage) -> [String]? {
        project.files.first { $0.language == language }?.entries.last { $0.key == key }?.value.texts
    }

    // MARK: - Reading Xcode's exports

    @Test func xcodesExportOfStringsAndStringsdict() throws {
        let project = Project(contents: ["it.xliff": try fixture("xcode.xliff")])
        #expect(project.format == .xliff12)
        #expect(project.settings.baseLanguage.description == "en")
        #expect(project.files.map(\.language.description) == ["base", "it"])
        #expect(
            project.keys == [
                "[KeyFile/Delete/Confirm/text] Delete key file?\n Make sure you have a backup.",
                "FirefoxHomepage.Common.PagesCount.v112", "Downloads.Toast.Progress.DescriptionText",
                "[Generic/Count/EntriesSelected]", "[Generic/Count/Threads]", "followed_by_three_and_others",
            ])
        #expect(
            project.resolve("[Generic/Count/EntriesSelected]", language: "it", number: "1").value
                == "%d voce selezionata")
        #expect(
            project.resolve("[Generic/Count/EntriesSelected]", language: "it", number: "4").value
                == "%d voci selezionate")
        #expect(project.resolve("[Generic/Count/Threads]", language: "en", number: "1").value == "%d thread")
        // `&amp;` is read as `&`; the `NSStringLocalizedFormatKey` unit is the entry's format, not a key.
        #expect(
            value(project, "followed_by_three_and_others", .base)
                == ["Followed by %2$@, %3$@, %4$@ & %1$d other", "Followed by %2$@, %3$@, %4$@ & %1$d others"])
        let italian = project.files[1]
        #expect(
            italian.notes["Downloads.Toast.Progress.DescriptionText"]?.comment?.hasPrefix("The description text")
                == true)
        #expect(
            italian.notes["[KeyFile/Delete/Confirm/text] Delete key file?\n Make sure you have a backup."]?.comment
                == "Message to confirm deletion of a key file.")
        #expect(italian.nativeStates == [:])
        #expect(italian.syntaxError == nil)
    }

    @Test func xcodesExportOfCatalogsWithPluralAndDeviceUnits() throws {
        let project = Project(contents: ["fi.xliff": try fixture("xcstrings.xliff")])
        #expect(project.format == .xliff12)
        // Two tables: each key is prefixed with its table, as .strings keys are. A substitution's units are keys
        // of their own, as written.
        #expect(
            project.keys == [
                "catalog1:Hello, world!", "catalog1:interpolation_key", "catalog2:string_variant_per_device",
                "catalog2:one_substitution", "catalog2:one_substitution|==|substitutions.strings.plural.one",
                "catalog2:one_substitution|==|substitutions.strings.plural.other",
            ])
        let base = project.files[0]
        #expect(
            base.entries.map { entry in
                guard case .variants(let variants) = entry.value else { return [] }
                return variants.map { base.selectorText($0) }
            } == [
                [], ["one", "other"], ["ipad", "iphone", "other"], [], [], [],
            ])
        #expect(
            project.resolve("catalog1:interpolation_key", language: "en", number: "1").value == "There is %lld thing.")
        #expect(
            project.resolve("catalog2:string_variant_per_device", language: "en").value
                == "This is the string variant for other devices")
        #expect(base.notes["catalog1:interpolation_key"]?.comment == "mind the pluralization")
        // No unit has a target: Finnish has no entries yet.
        #expect(project.files[1].entries.isEmpty)
    }

    @Test func aFileWithoutATargetLanguageIsTheSourceAndUnitsInGroupsAreRead() throws {
        let project = Project(contents: ["en.xliff": try fixture("icu-docs.xliff")])
        #expect(project.format == .xliff12)
        #expect(project.files.map(\.language) == [.base])
        #expect(project.keys.prefix(4) == ["authors", "hello", "menus_help_menu_items_0", "menus_help_menu_items_1"])
        #expect(
            project.files[0].notes["hello"]?.comment == "This is the message that the application displays to the user."
        )
    }

    @Test func inlineMarkupIsKeptAsWritten() throws {
        let project = Project(contents: ["fi.xlf": try fixture("angular.xliff")])
        #expect(
            value(project, "icu_plural", .tag(LanguageTag("fi")!))
                == [
                    #"{VAR_PLURAL, plural, =0 {juuri nyt} =1 {minuutti sitten} other {<x id="INTERPOLATION" equiv-text="{{minutes}}"/> minuuttia sitten} }"#
                ])
        #expect(value(project, "introductionHeader", .base) == ["\n  Hello i18n!\n"])
        let file = project.files[1]
        let edit = try XLIFFFormat(name: .xliff12).setting(
            #"Nyt <x id="INTERPOLATION"/> & <b"#, at: EntryAddress(key: "icu_plural"), in: file, force: false)
        // Markup that is not well-formed is text: escaped, with the `&`.
        #expect(edit.text.contains("<target>Nyt &lt;x id=\"INTERPOLATION\"/&gt; &amp; &lt;b</target>"))
        let markup = try XLIFFFormat(name: .xliff12).setting(
            #"Nyt <x id="INTERPOLATION"/> & muut"#, at: EntryAddress(key: "icu_plural"), in: file, force: false)
        #expect(markup.text.contains(#"<target>Nyt <x id="INTERPOLATION"/> &amp; muut</target>"#))
    }

    // MARK: - Edits

    private let xcodeStyle = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.xcstrings" source-language="en" target-language="pl" datatype="plaintext">
            <body>
              <trans-unit id="title" xml:space="preserve">
                <source>Photos</source>
                <target state="new">Photos</target>
                <note>The screen's title</note>
              </trans-unit>
              <trans-unit id="items|==|plural.one" xml:space="preserve">
                <source>%lld item</source>
                <target state="translated">%lld element</target>
              </trans-unit>
              <trans-unit id="items|==|plural.other" xml:space="preserve">
                <source>%lld items</source>
                <target state="final">%lld elementu</target>
              </trans-unit>
              <trans-unit id="empty" xml:space="preserve">
                <source>Nothing here</source>
              </trans-unit>
              <trans-unit id="review" xml:space="preserve">
                <source>Check</source>
                <target state="needs-review-translation">Sprawdź</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    private func polish(_ text: String? = nil) -> (project: Project, file: LanguageFile) {
        let project = project(["pl.xliff": text ?? xcodeStyle])
        return (project, project.files.first { $0.language.description == "pl" }!)
    }

    private var format: XLIFFFormat { XLIFFFormat(name: .xliff12) }

    @Test func statesAreReadAsGlossasStates() {
        let (project, file) = polish()
        #expect(project.files.map(\.language.description) == ["base", "pl"])
        #expect(
            file.nativeStates == [
                "title": StateRecord(state: .needsTranslation, source: nil),
                "review": StateRecord(state: .needsReview, source: nil),
            ])
        #expect(file.entries.map(\.key) == ["title", "items", "review"])
        #expect(file.notes["title"]?.comment == "The screen's title")
    }

    @Test func settingATargetSplicesItAndMarksItTranslated() throws {
        let (_, file) = polish()
        let edit = try format.setting("Zdjęcia", at: EntryAddress(key: "title"), in: file, force: false)
        #expect(
            edit.text
                == xcodeStyle.replacingOccurrences(
                    of: #"<target state="new">Photos</target>"#, with: #"<target state="translated">Zdjęcia</target>"#))
        // A finished state stays.
        let final = try format.setting(
            "%lld elementów", at: EntryAddress(key: "items", selector: "other"), in: file, force: false)
        #expect(final.text.contains(#"<target state="final">%lld elementów</target>"#))
        // A unit without a target gets one after its source, indented like it.
        let added = try format.setting("Nic tu nie ma", at: EntryAddress(key: "empty"), in: file, force: false)
        #expect(
            added.text.contains(
                "<source>Nothing here</source>\n        <target state=\"translated\">Nic tu nie ma</target>\n"))
        // Setting it back gives the file back byte for byte.
        let back = polish(edit.text).file
        #expect(
            try format.setting("Photos", at: EntryAddress(key: "title"), in: back, force: false).text
                == xcodeStyle.replacingOccurrences(of: #"state="new""#, with: #"state="translated""#))
    }

    @Test func aFormTheSourceLacksTakesTheSourcesOther() throws {
        let (_, file) = polish()
        let edit = try format.setting(
            "%lld elementy", at: EntryAddress(key: "items", selector: "few"), in: file, force: false)
        #expect(
            edit.text.contains(
                """
                        <target state="final">%lld elementu</target>
                      </trans-unit>
                      <trans-unit id="items|==|plural.few" xml:space="preserve">
                        <source>%lld items</source>
                        <target state="translated">%lld elementy</target>
                      </trans-unit>
                """))
        #expect(polish(edit.text).file.entries[1].value.texts == ["%lld element", "%lld elementu", "%lld elementy"])
    }

    @Test func theSourceLanguageEditsSourcesAndUnits() throws {
        let (project, _) = polish()
        let base = project.files[0]
        let changed = try format.setting("Pictures", at: EntryAddress(key: "title"), in: base, force: false)
        #expect(changed.text.contains("<source>Pictures</source>\n        <target state=\"new\">Photos</target>"))
        let added = try format.setting("Bye", at: EntryAddress(key: "bye"), in: base, force: false)
        #expect(
            added.text.hasSuffix(
                """
                      </trans-unit>
                      <trans-unit id="bye" xml:space="preserve">
                        <source>Bye</source>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """))
        // A plain text turned into forms keeps its unit, renamed.
        #expect(throws: EditError.self) {
            try format.setting("Photo", at: EntryAddress(key: "title", selector: "one"), in: base, force: false)
        }
        let forms = try format.setting("Photo", at: EntryAddress(key: "title", selector: "one"), in: base, force: true)
        #expect(
            forms.text.contains(
                "<trans-unit id=\"title|==|plural.one\" xml:space=\"preserve\">\n        <source>Photo</source>"))
        #expect(throws: EditError.self) {
            try format.setting("x", at: EntryAddress(key: "title", selector: "ie:x>2"), in: base, force: true)
        }
        #expect(throws: EditError.self) {
            try format.setting("x", at: EntryAddress(key: "title", width: 100), in: base, force: true)
        }
    }

    @Test func aTranslationCannotAddAUnitWithoutItsSource() {
        let (_, file) = polish()
        #expect {
            try format.setting("Nowy", at: EntryAddress(key: "new"), in: file, force: true)
        } throws: { error in
            (error as? EditError)?.description.contains("a unit holds its source text") == true
        }
    }

    @Test func removingAndRenaming() throws {
        let (project, file) = polish()
        let removed = try format.removing(EntryAddress(key: "review"), from: file)
        #expect(
            removed.text
                == xcodeStyle.replacingOccurrences(
                    of: "        <target state=\"needs-review-translation\">Sprawdź</target>\n", with: ""))
        let unit = try format.removing(EntryAddress(key: "items", selector: "one"), from: project.files[0])
        #expect(!unit.text.contains("plural.one") && unit.text.contains("items|==|plural.other"))
        let renamed = try format.renamingKey("items", to: "photos", in: file)
        #expect(
            renamed.text
                == xcodeStyle.replacingOccurrences(of: "id=\"items|==|", with: "id=\"photos|==|"))
        #expect(throws: EditError.keyExists("title")) { try format.renamingKey("items", to: "title", in: file) }
    }

    @Test func statesAreWrittenTheVersionsWay() throws {
        let (_, file) = polish()
        let review = try format.settingState(.needsReview, forKey: "title", in: file)
        #expect(review?.text.contains(#"<target state="needs-review-translation">Photos</target>"#) == true)
        // Translated keeps `final`, and replaces `translated`'s neighbours' states only where they differ.
        let translated = try format.settingState(.translated, forKey: "items", in: file)
        #expect(translated?.text == xcodeStyle)
        let copy = try format.settingState(.needsTranslation, forKey: "items", in: file)
        #expect(copy?.text.components(separatedBy: #"state="needs-translation""#).count == 3)
        #expect(throws: EditError.self) {
            try format.settingState(.translated, forKey: "title", in: polish().project.files[0])
        }
    }

    // MARK: - 2.0

    private let version2 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
          <file id="f1" original="Localizable.xcstrings">
            <unit id="title">
              <notes>
                <note>The screen's title</note>
              </notes>
              <segment state="initial">
                <source>Photos</source>
                <target>Photos</target>
              </segment>
            </unit>
            <unit id="u2" name="%lld items|==|plural.one">
              <segment state="reviewed">
                <source>%lld item</source>
                <target>%lld Foto</target>
              </segment>
            </unit>
            <unit id="u3" name="%lld items|==|plural.other">
              <segment>
                <source>%lld items</source>
              </segment>
            </unit>
            <unit id="split">
              <segment><source>One. </source><target>Eins. </target></segment>
              <ignorable><source> </source></ignorable>
              <segment><source>Two.</source><target>Zwei.</target></segment>
            </unit>
          </file>
        </xliff>

        """

    @Test func version2ReadsUnitsNamesSegmentsNotesAndStates() {
        let project = project(["de.xlf": version2])
        #expect(project.format == .xliff20)
        let german = project.files[1]
        #expect(german.entries.map(\.key) == ["title", "%lld items", "split"])
        #expect(german.entries[1].value.texts == ["%lld Foto"])
        #expect(german.entries[2].value.texts == ["Eins. Zwei."])
        #expect(project.files[0].entries[2].value.texts == ["One.  Two."])
        #expect(german.notes["title"]?.comment == "The screen's title")
        #expect(german.nativeStates == ["title": StateRecord(state: .needsTranslation, source: nil)])
    }

    @Test func version2EditsTargetsAndSegmentStates() throws {
        let project = project(["de.xlf": version2])
        let format = XLIFFFormat(name: .xliff20)
        let german = project.files[1]
        let title = try format.setting("Fotos", at: EntryAddress(key: "title"), in: german, force: false)
        #expect(
            title.text
                == version2.replacingOccurrences(
                    of: "<segment state=\"initial\">\n        <source>Photos</source>\n        <target>Photos",
                    with: "<segment state=\"translated\">\n        <source>Photos</source>\n        <target>Fotos"))
        let other = try format.setting(
            "%lld Fotos", at: EntryAddress(key: "%lld items", selector: "other"), in: german, force: false)
        #expect(
            other.text.contains(
                "<segment state=\"translated\">\n        <source>%lld items</source>\n        <target>%lld Fotos</target>\n      </segment>"
            ))
        #expect(throws: EditError.self) {
            try format.setting("x", at: EntryAddress(key: "split"), in: german, force: false)
        }
        #expect {
            try format.settingState(.needsReview, forKey: "title", in: german)
        } throws: { error in
            (error as? EditError)?.description.contains("none says a translation needs review") == true
        }
        // A new key's id is a name token; one that cannot be gets a numbered id and its name.
        let added = try format.setting(
            "%lld albums", at: EntryAddress(key: "albums", selector: "other"), in: project.files[0], force: false)
        #expect(added.text.contains(#"<unit id="u5" name="albums|==|plural.other">"#))
        let plain = try format.setting("Bye", at: EntryAddress(key: "bye"), in: project.files[0], force: false)
        #expect(
            plain.text.contains(
                "    <unit id=\"bye\">\n      <segment>\n        <source>Bye</source>\n      </segment>\n    </unit>\n  </file>"
            ))
    }

    // MARK: - Layout and errors

    @Test func aTemplateAndTranslationsMakeTheProject() {
        let template = """
            <xliff version="1.2"><file original="m" source-language="en" datatype="plaintext"><body>
            <trans-unit id="a"><source>A</source></trans-unit>
            </body></file></xliff>
            """
        let french = template.replacingOccurrences(
            of: "source-language=\"en\"", with: "source-language=\"en\" target-language=\"fr\""
        )
        .replacingOccurrences(of: "<source>A</source>", with: "<source>A</source><target>À</target>")
        let project = project(["messages.xlf": template, "messages.fr.xlf": french, "other.fr.xlf": french])
        #expect(project.layout.files.map(\.path) == ["messages.xlf", "messages.fr.xlf"])
        #expect(project.files.map(\.language.description) == ["base", "fr"])
        #expect(project.layout.problems.map(\.fileName) == ["other.fr.xlf"])
        #expect(project.resolve("a", language: "fr").value == "À")
    }

    @Test(arguments: [
        ("<xliff version=\"1.2\"><file><body><trans-unit id=\"a\"><source>x</target>", "expected </source>", 1, 62),
        ("<xliff version=\"3.0\"/>", "version=\"1.2\" or version=\"2.0\"", 1, 1),
        (
            "<xliff version=\"1.2\">\n<file><body>\n  <trans-unit><source>x</source></trans-unit>\n</body></file></xliff>",
            "an id on every", 3, 3
        ),
        (
            "<xliff version=\"1.2\"><file><body><trans-unit id=\"a\"><target>x</target></trans-unit></body></file></xliff>",
            "a <source>", 1, 34
        ),
        (
            "<xliff version=\"1.2\">\n<file><body><trans-unit id=\"a\"><source>Tom & Jerry</source>",
            "entity reference", 2, 44
        ),
    ])
    func malformedFilesAreLocated(xml: String, message: String, line: Int, column: Int) {
        let file = LanguageFile(
            xliff: "pl.xliff", format: .xliff12, language: .base, bytes: Array(xml.utf8), rules: .root)
        let error = file.syntaxError
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        #expect(
            error.map { LineIndex(Array(xml.utf8)).location(of: $0.offset) }
                == SourceLocation(line: line, column: column))
        #expect(file.entries.isEmpty)
    }

    /// Every prefix of a real file gives entries or a located error, never a crash.
    @Test func truncatedFilesAreLocatedErrors() throws {
        let bytes = try fixture("xcode.xliff")
        for end in stride(from: 0, through: bytes.count, by: 7) {
            let file = LanguageFile(
                xliff: "it.xliff", format: .xliff12, language: .tag(LanguageTag("it")!), bytes: Array(bytes[..<end]),
                rules: .root)
            #expect(file.syntaxError.map { $0.offset <= end } ?? true)
        }
    }
}
