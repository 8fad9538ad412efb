import Testing

@testable import Engine

/// `Import`: texts from files of another format merged into a project, each change a splice of the project's
/// file, conflicts and losses reported.
@Suite struct ImportTests {
    /// A Swifternalization project with tabs, widths, plural forms and no final newline in `pl.json`.
    private let base =
        "{\n\t\"title\": \"Photos\",\n\t\"back\": {\"@100\": \"Back\", \"@200\": \"Back to albums\"},\n"
        + "\t\"count\": {\"one\": \"%d photo\", \"other\": \"%d photos\"}\n}\n"
    private let polish =
        "{\n\t\"title\": \"Zdjęcia\",\n\t\"back\": {\"@100\": \"Wstecz\", \"@200\": \"Wróć\"},\n"
        + "\t\"count\": {\"one\": \"%d zdjęcie\", \"few\": \"%d zdjęcia\"}\n}"

    private func project(_ extra: [String: [UInt8]] = [:]) -> Project {
        Project(contents: ["base.json": Array(base.utf8), "pl.json": Array(polish.utf8)].merging(extra) { $1 })
    }

    /// A translator's PO file for Polish.
    private func po(_ entries: String) -> Project {
        let header = """
            msgid ""
            msgstr ""
            "Language: pl\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"


            """
        return Project(contents: ["pl.po": Array((header + entries).utf8)])
    }

    private func text(_ result: ImportResult, _ path: String) -> String? {
        result.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// A translator's comment goes into a project whose format keeps comments where the key has none, and is
    /// reported where the format keeps none; a comment the project has stays.
    @Test func commentsAreAddedWhereTheProjectKeepsThem() throws {
        let incoming = po("# Short\nmsgid \"title\"\nmsgstr \"Zdjęcia\"\n\n# Mine\nmsgid \"back\"\nmsgstr \"Wróć\"\n")
        let android = Project(contents: [
            "values/strings.xml": Array(
                "<resources>\n    <string name=\"title\">Photos</string>\n    <!-- Theirs -->\n    <string name=\"back\">Back</string>\n</resources>\n"
                    .utf8)
        ])
        let result = try Import.importing(incoming, into: android)
        #expect(result.report.losses.isEmpty)
        #expect(
            result.report.changes.filter { $0.kind == .comment }.map { "\($0.language) \($0.address.key) \($0.new)" }
                == ["pl title Short", "pl back Mine"])
        #expect(
            text(result, "values-pl/strings.xml")?.contains(
                "    <!-- Short -->\n    <string name=\"title\">Zdjęcia</string>")
                == true)
        #expect(result.project.comment(forKey: "title", in: .base) == nil)
        // Swifternalization JSON keeps none: reported for Polish, the language imported.
        let json = try Import.importing(incoming, into: project())
        #expect(
            json.report.losses.map { "\($0.language) \($0.key) \($0.construct.rawValue)" } == [
                "pl title comment", "pl back comment",
            ])
    }

    @Test func aTranslatorsPOFileChangesOnlyTheTextsItChangesAndAddsItsNewKeys() throws {
        let incoming = po(
            """
            msgid "title"
            msgstr "Fotografie"

            msgid "back"
            msgstr "Wróć"

            msgid "count"
            msgid_plural "count"
            msgstr[0] "%d zdjęcie"
            msgstr[1] "%d zdjęcia"
            msgstr[2] "%d zdjęć"

            msgid "share"
            msgstr "Udostępnij"

            """)
        let result = try Import.importing(incoming, into: project())
        #expect(result.report.isClean)
        #expect(
            result.report.text == """
                pl: "title": "Zdjęcia" → "Fotografie"
                pl: "count" › many: added "%d zdjęć"
                pl: "count" › other: added "%d zdjęć"
                pl: "share": added "Udostępnij"
                imported into Swifternalization JSON: 3 added, 1 changed, 3 unchanged (1 file)

                """)
        // gettext's third form is `other` too (1.5 takes it). The widest width is what the PO file holds: unchanged, and the narrower one stays.
        #expect(result.files.map(\.path) == ["pl.json"])
        #expect(
            text(result, "pl.json")
                == "{\n\t\"title\": \"Fotografie\",\n\t\"back\": {\"@100\": \"Wstecz\", \"@200\": \"Wróć\"},\n"
                + "\t\"count\": {\"one\": \"%d zdjęcie\", \"few\": \"%d zdjęcia\", \"many\": \"%d zdjęć\", "
                + "\"other\": \"%d zdjęć\"},\n"
                + "\t\"share\": \"Udostępnij\"\n}")
        #expect(result.project.resolve("count", language: "pl", number: "5").value == "%d zdjęć")
    }

    @Test func aChangedWidestTextGoesIntoTheWidestVariation() throws {
        let result = try Import.importing(po("msgid \"back\"\nmsgstr \"Powrót do albumów\"\n"), into: project())
        #expect(result.report.changes.map(\.address.description) == ["\"back\" › @200"])
        #expect(
            text(result, "pl.json")
                == polish.replacingOccurrences(of: "\"@200\": \"Wróć\"", with: "\"@200\": \"Powrót do albumów\""))
    }

    @Test func withoutABaseAConfirmedTranslationIsAConflict() throws {
        var sidecar = StateSidecar()
        let plain = project()
        sidecar.set(plain.stateRecord(.translated, forKey: "title"), language: "pl", key: "title")
        let recorded = project([ProjectFiles.stateSidecarPath: sidecar.bytes])
        let incoming = po("msgid \"title\"\nmsgstr \"Fotografie\"\n")
        let result = try Import.importing(incoming, into: recorded)
        #expect(result.files.isEmpty)
        #expect(
            result.report.conflicts == [
                ImportReport.Conflict(
                    language: .tag(LanguageTag("pl")!), address: EntryAddress(key: "title"), ours: "Zdjęcia",
                    theirs: "Fotografie", base: nil)
            ])
        #expect(!result.report.isClean)
        #expect(
            result.report.text == """
                pl: "title": conflict: the project's "Zdjęcia" kept, imported "Fotografie" not taken (a confirmed translation)
                imported into Swifternalization JSON: 0 added, 0 changed, 0 unchanged; 1 conflict left (0 files)

                """)
        let taken = try Import.importing(incoming, into: recorded, options: Import.Options(takingTheirs: true))
        #expect(taken.report.conflicts.isEmpty)
        #expect(text(taken, "pl.json") == polish.replacingOccurrences(of: "Zdjęcia\"", with: "Fotografie\""))
        // Without recorded states nothing is confirmed: the text is taken.
        #expect(try Import.importing(incoming, into: plain).report.changes.count == 1)
    }

    @Test func withABaseTheMergeIsThreeWay() throws {
        let exported = po(
            "msgid \"title\"\nmsgstr \"Zdjęcia\"\n\nmsgid \"share\"\nmsgstr \"Udostępnij\"\n\n"
                + "msgid \"count\"\nmsgid_plural \"count\"\nmsgstr[0] \"%d zdjęcie\"\nmsgstr[1] \"%d zdjęcia\"\n"
                + "msgstr[2] \"\"\n")
        // Since the export the project changed `count` › one and removed nothing; the translator changed the
        // title and `count` › one, and kept `share`, which the project does not have (removed since).
        let ours = project().polishReplacing("%d zdjęcie\"", with: "%d zdjęcie (1)\"")
        let theirs = po(
            "msgid \"title\"\nmsgstr \"Fotografie\"\n\nmsgid \"share\"\nmsgstr \"Udostępnij\"\n\n"
                + "msgid \"count\"\nmsgid_plural \"count\"\nmsgstr[0] \"%d fotka\"\nmsgstr[1] \"%d zdjęcia\"\n"
                + "msgstr[2] \"\"\n")
        let result = try Import.importing(theirs, into: ours, options: Import.Options(base: exported))
        #expect(result.report.changes.map(\.address.description) == ["\"title\""])
        #expect(
            result.report.conflicts == [
                ImportReport.Conflict(
                    language: .tag(LanguageTag("pl")!), address: EntryAddress(key: "count", selector: "one"),
                    ours: "%d zdjęcie (1)", theirs: "%d fotka", base: "%d zdjęcie")
            ])
        #expect(result.report.unchanged == 2)
    }

    @Test func languagesMapToTheProjectsAndNewOnesGetFiles() throws {
        let android: [String: [UInt8]] = [
            "values/strings.xml": Array(
                "<resources>\n    <string name=\"title\">Pictures</string>\n</resources>\n".utf8),
            "values-pl/strings.xml": Array(
                "<resources>\n    <string name=\"title\">Zdjęcia</string>\n</resources>\n".utf8),
            "values-cs/strings.xml": Array(
                "<resources>\n    <string name=\"title\">Fotky</string>\n</resources>\n".utf8),
        ]
        let incoming = Project(contents: android)
        #expect(incoming.format == .android)
        // The project's source texts are the developers': an import leaves them as they are…
        let result = try Import.importing(incoming, into: project())
        #expect(result.files.map(\.path).sorted() == ["cs.json"])
        #expect(text(result, "cs.json") == "{\n\t\"title\": \"Fotky\"\n}\n")
        #expect(result.files.first { $0.path == "cs.json" }?.created == true)
        // …unless the languages asked for name the source.
        let withSource = try Import.importing(
            incoming, into: project(),
            options: Import.Options(languages: [(.base, nil), (.tag(LanguageTag("cs")!), nil)]))
        #expect(withSource.files.map(\.path).sorted() == ["base.json", "cs.json"])
        #expect(text(withSource, "base.json") == base.replacingOccurrences(of: "\"Photos\"", with: "\"Pictures\""))

        let czech = LanguageTag("cs")!
        let only = try Import.importing(
            incoming, into: project(), options: Import.Options(languages: [(.tag(czech), .tag(LanguageTag("sk")!))]))
        #expect(only.files.map(\.path) == ["sk.json"])
    }

    @Test func theSourceLanguagesTagGoesIntoTheSource() throws {
        let english = Project(contents: ["en.po": Array("msgid \"title\"\nmsgstr \"Pictures\"\n".utf8)])
        // Asked for, English goes into the source. The PO file's msgids are keys, not English texts: only its
        // translations (its msgstrs) are imported.
        let result = try Import.importing(
            english, into: project(), options: Import.Options(languages: [(.tag(LanguageTag("en")!), nil)]))
        #expect(result.report.changes.map { "\($0.language) \($0.address) \($0.new)" } == ["base \"title\" Pictures"])
        // Not asked for, the source's existing texts are left as they are.
        #expect(try Import.importing(english, into: project()).report.changes.isEmpty)
    }

    @Test func whatTheProjectsFormatCannotHoldIsReportedAsConvertReportsIt() throws {
        let android = Project(
            contents: [
                "values/strings.xml": Array("<resources>\n    <string name=\"a\">A</string>\n</resources>\n".utf8)
            ])
        let incoming = Project(contents: [
            "base.json": Array(#"{"a": "A", "b": {"ie:x>=2": "many", "other": "%d"}}"#.utf8)
        ])
        let converted = try Conversion.converting(incoming, to: .android)
        let result = try Import.importing(incoming, into: android)
        #expect(!result.report.losses.isEmpty)
        #expect(result.report.losses == converted.report.losses)
        #expect(result.report.changes.map(\.address.description) == ["\"b\" › other"])
    }

    @Test func statesComeAlongWhereBothFormatsRecordThem() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "album" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Album"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let project = Project(contents: ["Localizable.xcstrings": Array(catalog.utf8)])
        let result = try Import.importing(po("#, fuzzy\nmsgid \"album\"\nmsgstr \"Albumik\"\n"), into: project)
        #expect(result.report.changes.map(\.kind) == [.added, .state])
        let polish = LanguageTag("pl")!
        let file = result.project.files[result.project.fileIndex(of: .tag(polish))!]
        #expect(file.nativeStates?["album"]?.state == .needsReview)
    }
}

extension Project {
    /// The project with a text of `pl.json` replaced.
    fileprivate func polishReplacing(_ old: String, with new: String) -> Project {
        var contents: [String: [UInt8]] = [:]
        for file in diskFiles { contents[file.fileName] = file.bytes }
        let polish = String(decoding: contents["pl.json"]!, as: UTF8.self)
        contents["pl.json"] = Array(polish.replacingOccurrences(of: old, with: new).utf8)
        return Project(contents: contents)
    }
}
