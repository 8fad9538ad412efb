import Foundation
import Testing

@testable import Engine

/// gettext's `<tag>/LC_MESSAGES/<domain>.po` with several domains: each domain a part of every language, its
/// keys `domain:msgid` except in the default domain, its `.pot` the source (or, without one, the domain's first
/// PO file). The files are written for these tests.
@Suite struct GettextDomainTests {
    static let header = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"

        """
    static let polishHeader = """
        msgid ""
        msgstr ""
        "Language: pl\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        """

    /// `app` and `errors`, both with a template; Polish has both domains, Russian only `app`. Both domains have a
    /// `Save`.
    static let files: [String: String] = [
        "app.pot": header + """

            #. The greeting.
            msgid "Hello"
            msgstr ""

            msgid "Save"
            msgstr ""

            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] ""
            msgstr[1] ""

            """,
        "errors.pot": header + """

            msgid "Not found"
            msgstr ""

            msgid "Save"
            msgstr ""

            """,
        "pl/LC_MESSAGES/app.po": polishHeader + """

            msgid "Hello"
            msgstr "Cześć"

            msgid "Save"
            msgstr "Zapisz"

            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "%d plik"
            msgstr[1] "%d pliki"
            msgstr[2] "%d plików"

            """,
        "pl/LC_MESSAGES/errors.po": polishHeader + """

            msgid "Not found"
            msgstr "Nie znaleziono"

            msgid "Save"
            msgstr "Nie można zapisać"

            """,
        "ru/LC_MESSAGES/app.po": header + """

            msgid "Hello"
            msgstr "Привет"

            """,
    ]

    private func project(_ files: [String: String] = files, settings: String? = nil) -> Project {
        var contents = files.mapValues { Array($0.utf8) }
        if let settings { contents["glossa.json"] = Array(settings.utf8) }
        return Project(files: ProjectFiles(contents: contents))
    }

    private let polish = FileLanguage.tag(LanguageTag("pl")!)
    private let russian = FileLanguage.tag(LanguageTag("ru")!)

    @Test func everyDomainIsAPartWithItsKeysPrefixed() {
        let project = project()
        #expect(project.format == .gettext)
        #expect(
            project.layout.files.map(\.path) == [
                "app.pot", "errors.pot", "pl/LC_MESSAGES/app.po", "pl/LC_MESSAGES/errors.po", "ru/LC_MESSAGES/app.po",
            ])
        #expect(project.layout.files.map(\.part) == ["app", "errors", "app", "errors", "app"])
        #expect(project.languages.count == 3)
        // No glossa.json names a default domain: every key has its domain.
        #expect(
            project.keys.sorted() == ["app:%d file", "app:Hello", "app:Save", "errors:Not found", "errors:Save"])
        #expect(project.resolve("app:Save", language: "pl").value == "Zapisz")
        #expect(project.resolve("errors:Save", language: "pl").value == "Nie można zapisać")
        #expect(project.resolve("app:%d file", language: "pl", number: "22").value == "%d pliki")
        // An untranslated entry, and a domain Russian lacks, answer the msgid.
        #expect(project.resolve("errors:Not found", language: "ru").value == "Not found")
        #expect(project.resolve("app:Save", language: "ru").value == "Save")
    }

    @Test func glossaJSONNamesTheDefaultDomain() {
        let project = project(settings: #"{"defaultNamespace": "app"}"#)
        #expect(project.keys.sorted() == ["%d file", "Hello", "Save", "errors:Not found", "errors:Save"])
        #expect(project.layout.files.map(\.path).prefix(2) == ["app.pot", "errors.pot"])
        #expect(project.resolve("Save", language: "pl").value == "Zapisz")
        #expect(project.resolve("errors:Save", language: "pl").value == "Nie można zapisać")
        // A lone domain is the default one whatever glossa.json says.
        let lone = self.project(
            Self.files.filter { !$0.key.contains("errors") }, settings: #"{"defaultNamespace": "x"}"#)
        #expect(lone.keys.sorted() == ["%d file", "Hello", "Save"])
        #expect(lone.layout.files.map(\.part) == ["", "", ""])
    }

    @Test func withoutTemplatesTheFirstFileOfEachDomainIsItsSource() {
        // Django's layout: django.po and djangojs.po in each language, no .pot.
        let project = project([
            "de/LC_MESSAGES/django.po": Self.header + "\nmsgid \"Yes\"\nmsgstr \"Ja\"\n",
            "de/LC_MESSAGES/djangojs.po": Self.header + "\nmsgid \"Yes\"\nmsgstr \"Jawohl\"\n",
            "fr/LC_MESSAGES/django.po": Self.header + "\nmsgid \"Yes\"\nmsgstr \"Oui\"\n",
        ])
        #expect(project.layout.files.map(\.language) == [nil, nil, .tag(LanguageTag("fr")!)])
        #expect(project.keys.sorted() == ["django:Yes", "djangojs:Yes"])
        #expect(project.resolve("djangojs:Yes", language: "de").value == "Jawohl")
        #expect(project.resolve("django:Yes", language: "base").value == "Yes")
        #expect(project.resolve("djangojs:Yes", language: "fr").value == "Yes")
    }

    @Test func editsGoIntoTheKeysDomainFile() throws {
        var project = project()
        let file = try #require(project.files.firstIndex { $0.fileName == "pl/LC_MESSAGES/errors.po" })
        let edit = try GettextFormat().setting(
            "Nie da się zapisać", at: EntryAddress(key: "errors:Save"), in: project.files[file], force: false)
        #expect(
            String(decoding: edit.bytes, as: UTF8.self)
                == Self.files["pl/LC_MESSAGES/errors.po"]!.replacingOccurrences(
                    of: "Nie można zapisać", with: "Nie da się zapisać"))
        #expect(edit.change.subject == "\"errors:Save\"")
        #expect(project.editTarget(forKey: "errors:Save", in: polish) == .file(file))
        // A key of another domain is refused by this file, naming the prefix its keys have.
        #expect(throws: EditError.self) {
            try GettextFormat().setting("x", at: EntryAddress(key: "app:Save"), in: project.files[file], force: false)
        }
        // Removing clears the msgstr; the entry stays.
        let removed = try GettextFormat().removing(EntryAddress(key: "errors:Not found"), from: project.files[file])
        #expect(String(decoding: removed.bytes, as: UTF8.self).contains("msgid \"Not found\"\nmsgstr \"\"\n"))
        project.replaceFile(at: file, bytes: removed.bytes)
        #expect(project.resolve("errors:Not found", language: "pl").value == "Not found")
        #expect(GettextFormat().rawRange(ofKey: "errors:Save", in: project.files[file]) != nil)
        #expect(GettextFormat().rawRange(ofKey: "Save", in: project.files[file]) == nil)
    }

    @Test func aLanguageWithoutTheDomainGetsItsFileFromTheTemplate() throws {
        var project = project()
        guard case .newFile(let part, let model?) = project.editTarget(forKey: "errors:Not found", in: russian) else {
            Issue.record("no new file for errors:Not found in ru")
            return
        }
        #expect(part == "errors")
        #expect(project.files[model].fileName == "errors.pot")
        let created = try #require(
            try project.creatingFile(
                part: part, model: model, for: russian, setting: "Не найдено", at: EntryAddress(key: "errors:Not found")
            ))
        #expect(created.path == "ru/LC_MESSAGES/errors.po")
        #expect(created.result.text.contains("msgid \"Not found\"\nmsgstr \"Не найдено\"\n"))
        #expect(created.result.text.contains("msgid \"Save\"\nmsgstr \"\"\n"))
        project.apply(created.result, to: russian, path: created.path, part: part)
        #expect(project.resolve("errors:Not found", language: "ru").value == "Не найдено")
        #expect(
            project.fileIndices(of: russian).map { project.files[$0].fileName }.sorted() == [
                "ru/LC_MESSAGES/app.po", "ru/LC_MESSAGES/errors.po",
            ])
        // A new key names its domain: it goes into that domain's file.
        #expect(
            project.editTarget(forKey: "errors:Disk full", in: polish)
                == .file(
                    project.files.firstIndex { $0.fileName == "pl/LC_MESSAGES/errors.po" }!))
    }

    @Test func validationReportsAMissingDomainInTheLanguagesMainFile() {
        let report = Validator().validate(project())
        let missing = report.findings.filter { $0.ruleID == "coverage-missing-key" }
        #expect(missing.map(\.key) == ["app:Save", "app:%d file", "errors:Not found", "errors:Save"])
        #expect(Set(missing.map(\.fileName)) == ["ru/LC_MESSAGES/app.po"])
        #expect(missing.last?.message.contains("errors.pot") == true, "\(missing.map(\.message))")
        #expect(!report.findings.contains { $0.fileName?.hasPrefix("pl/") == true && $0.ruleID.hasPrefix("coverage") })
    }
}
