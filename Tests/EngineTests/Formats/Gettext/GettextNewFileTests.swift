import Foundation
import Testing

@testable import Engine

/// A language without a PO file gets one as `msginit` writes it from the template: its header, the
/// language's `Plural-Forms` from CLDR, every template entry with empty translations.
@Suite struct GettextNewFileTests {
    static let template = """
        # SOME DESCRIPTIVE TITLE.
        # Copyright (C) YEAR THE PACKAGE'S COPYRIGHT HOLDER
        # This file is distributed under the same license as the PACKAGE package.
        # FIRST AUTHOR <EMAIL@ADDRESS>, YEAR.
        #
        #, fuzzy
        msgid ""
        msgstr ""
        "Project-Id-Version: PACKAGE VERSION\\n"
        "Report-Msgid-Bugs-To: \\n"
        "POT-Creation-Date: 2026-11-01 10:00+0000\\n"
        "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
        "Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
        "Language-Team: LANGUAGE <LL@li.org>\\n"
        "Language: \\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=CHARSET\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

        #: src/main.c:12
        msgid "Hello"
        msgstr ""

        #, c-format
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] ""
        msgstr[1] ""

        """

    static let polish = """
        # Polish translations for PACKAGE package.
        # Copyright (C) 2026 THE PACKAGE'S COPYRIGHT HOLDER
        # This file is distributed under the same license as the PACKAGE package.
        # Automatically generated, 2026.
        #
        msgid ""
        msgstr ""
        "Project-Id-Version: PACKAGE VERSION\\n"
        "Report-Msgid-Bugs-To: \\n"
        "POT-Creation-Date: 2026-11-01 10:00+0000\\n"
        "PO-Revision-Date: 2026-11-25 08:05+0000\\n"
        "Last-Translator: Automatically generated\\n"
        "Language-Team: none\\n"
        "Language: pl\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=3; plural=(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && "
        "(n % 100 < 12 || n % 100 > 14) ? 1 : 2);\\n"

        #: src/main.c:12
        msgid "Hello"
        msgstr ""

        #, c-format
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] ""
        msgstr[1] ""
        msgstr[2] ""

        """

    /// 2026-11-25 08:05 UTC.
    static let date = Date(timeIntervalSince1970: 1_795_593_900)

    @Test func writesWhatMsginitWrites() throws {
        let template = try PODocument(bytes: Array(Self.template.utf8))
        let bytes = POInit.bytes(for: LanguageTag("pl")!, template: template, date: Self.date)
        #expect(String(decoding: bytes, as: UTF8.self) == Self.polish)
    }

    @Test func aNewLanguageGetsItsFileThroughTheFormat() throws {
        let project = Project(
            files: ProjectFiles(contents: ["app.pot": Array(Self.template.utf8)]))
        let layout = project.layout
        let (path, edit) = try #require(
            try GettextFormat().creatingFile(
                for: .tag(LanguageTag("pt-BR")!), setting: "Olá", at: EntryAddress(key: "Hello"),
                like: project.files[0], layout: layout))
        #expect(path == "pt_BR.po")
        let text = edit.text
        #expect(text.hasPrefix("# Portuguese translations for PACKAGE package.\n"))
        #expect(text.contains("\"Language: pt_BR\\n\"\n"))
        #expect(
            text.contains("\"Plural-Forms: nplurals=3; plural=(n >= 0 && n <= 1 ? 0 : n != 0 && n % \"\n\"1000000 == 0")
        )
        #expect(text.contains("#: src/main.c:12\nmsgid \"Hello\"\nmsgstr \"Olá\"\n"))
        #expect(text.hasSuffix("msgstr[0] \"\"\nmsgstr[1] \"\"\nmsgstr[2] \"\"\n"))
        let file = LanguageFile(
            gettext: path, language: .tag(LanguageTag("pt-BR")!), bytes: edit.bytes,
            rules: try PluralRules(locale: "pt-BR"))
        #expect(file.syntaxError == nil)
        #expect(file.entries.map(\.key) == ["Hello"])
        #expect(GettextFormat.pluralFormsProblems(of: try PODocument(bytes: edit.bytes), rules: file.rules).isEmpty)
    }

    @Test func withoutATemplateTheHeaderAlone() {
        let bytes = POInit.bytes(for: LanguageTag("ja")!, template: nil, date: Self.date)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("# Japanese translations for PACKAGE package.\n"))
        #expect(text.hasSuffix("\"Plural-Forms: nplurals=1; plural=0;\\n\"\n"))
    }

    /// Every CLDR locale's header gives each whole number's CLDR category its own form.
    @Test func everyHeaderAgreesWithCLDR() throws {
        for (locale, header) in PluralForms.cldrHeaders {
            let forms = try PluralForms(header)
            let rules = try PluralRules(locale: locale.replacingOccurrences(of: "_", with: "-"))
            var formOf: [PluralCategory: Int] = [:]
            var categoryOf: [Int: PluralCategory] = [:]
            for number in Array(0...1200) + [1_000_000, 2_000_000] {
                let category = rules.category(PluralOperands(number))
                let form = try forms.form(of: number)
                #expect(formOf[category, default: form] == form, "\(locale) \(number)")
                #expect(categoryOf[form, default: category] == category, "\(locale) \(number)")
                formOf[category] = form
                categoryOf[form] = category
            }
        }
        #expect(
            PluralForms.header(for: LanguageTag("ru")!).hasPrefix(
                "nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0"))
        #expect(PluralForms.header(for: LanguageTag("en-GB")!) == "nplurals=2; plural=(n == 1 ? 0 : 1);")
    }
}
