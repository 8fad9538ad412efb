import Foundation
import Testing

@testable import Engine

/// Converting to and from XLIFF: every other format → XLIFF → back, the report's entries, states, and
/// Xcode's own export converted to a catalog.
@Suite struct XLIFFConversionTests {
    private func line(_ loss: ConversionLoss) -> String {
        "\(loss.language) \(loss.construct.rawValue) \(loss.subject) → \(loss.outcome.phrase)"
    }

    @Test func theSampleProjectInXLIFFAndItsReport() throws {
        let result = try sampleConversion(to: .xliff12)
        #expect(result.report.files.prefix(2) == ["en.xliff", "ar.xliff"])
        // The source is a template (no target language); each translation a file of the source's units.
        let template = String(decoding: result.bytes(of: "en.xliff")!, as: UTF8.self)
        #expect(
            template.contains(#"<file original="Localizable.xcstrings" source-language="en" datatype="plaintext">"#))
        let polish = String(decoding: result.bytes(of: "pl.xliff")!, as: UTF8.self)
        #expect(
            polish.contains(
                """
                      <trans-unit id="photos.count|==|plural.few" xml:space="preserve">
                        <source>%d photos</source>
                        <target state="translated">%d zdjęcia</target>
                      </trans-unit>
                """))
        // Polish: widths and what a unit cannot select by, nothing else.
        let losses = result.report.losses.filter { $0.language.description == "pl" }.map(line)
        #expect(
            losses == [
                "pl widths \"login.forgot-password\" › @100 @200 @300 → written as its widest text (@300)",
                "pl widths \"comments.count\" › one › @100 @300 → written as its widest text (@300)",
                "pl widths \"comments.count\" › many › @100 @300 → written as its widest text (@300)",
                "pl widths \"comments.count\" › other › @100 @300 → written as its widest text (@300)",
                "pl range \"notifications.badge\" › over-limit → dropped",
                "pl widths \"album.back\" › @100 @200 → written as its widest text (@200)",
                "pl range \"storage.space-left\" › ie:x<=0 → dropped",
                "pl range \"story.expires\" › iex:0<x<1 → dropped",
                "pl regex \"file.kind\" › exp:^(jpe?g|heic|png)$ → dropped",
                "pl regex \"file.kind\" › exp:^(mov|mp4)$ → dropped",
            ])
        let refused = result.report.losses.first { $0.key == "file.kind" }
        #expect(
            refused?.reason
                == "XLIFF 1.2 cannot hold the variant 'exp:^(jpe?g|heic|png)$': its units hold Xcode's plural forms "
                + "(zero, one, two, few, many, other) and device variants")
    }

    /// Each format's conversion of the sample → XLIFF 1.2 and 2.0 → that format: the same texts for every key
    /// and language no report lists.
    @Test(arguments: FormatName.allCases.filter { $0 != .xliff12 && $0 != .xliff20 })
    func everyFormatThroughXLIFFAndBack(_ format: FormatName) throws {
        let original = Project(contents: try sampleConversion(to: format).contents)
        for xliff in [FormatName.xliff12, .xliff20] {
            let there = try Conversion.converting(original, to: xliff)
            let converted = Project(contents: there.contents)
            #expect(converted.format == xliff)
            let back = try Conversion.converting(converted, to: format)
            let losses = there.report.losses + back.report.losses
            let lost = Set(losses.map { "\($0.language)\u{0}\($0.key)" })
            // A source text replaced by the source language's own file (gettext's msgids by `en.po`) leaves the
            // translations of the key as they were: only a source text dropped or changed otherwise counts for them.
            let lostInSource = Set(
                losses.filter { loss in
                    guard loss.language == .base else { return false }
                    if case .replaced = loss.outcome { return false }
                    return true
                }.map(\.key))
            let (found, compared) = differences(original, Project(contents: back.contents)) { key, language in
                !lost.contains("\(language)\u{0}\(key)") && !lostInSource.contains(key)
            }
            #expect(found == [], "\(format) through \(xliff)")
            #expect(compared > 0)
        }
    }

    @Test func statesTravelBothWaysWhereTheVersionHasThem() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "copy" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "new", "value" : "Copy" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Copy" } }
                  }
                },
                "review" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Prüfen" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Review" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let project = Project(contents: ["Localizable.xcstrings": Array(catalog.utf8)])
        let version1 = try Conversion.converting(project, to: .xliff12)
        #expect(version1.report.isLossless)
        let german = String(decoding: version1.bytes(of: "de.xliff")!, as: UTF8.self)
        #expect(german.contains(#"<target state="needs-translation">Copy</target>"#))
        #expect(german.contains(#"<target state="needs-review-translation">Prüfen</target>"#))
        let back = Project(
            contents: try Conversion.converting(Project(contents: version1.contents), to: .xcstrings).contents)
        #expect(
            back.files.first { $0.language.description == "de" }?.nativeStates == [
                "copy": StateRecord(state: .needsTranslation, source: nil),
                "review": StateRecord(state: .needsReview, source: nil),
            ])
        let version2 = try Conversion.converting(project, to: .xliff20)
        #expect(version2.report.losses.map(line) == ["de state \"review\" › needs-review → dropped"])
        #expect(
            String(decoding: version2.bytes(of: "de.xliff")!, as: UTF8.self).contains(#"<segment state="initial">"#))
    }

    @Test func xcodesExportConvertedToACatalog() throws {
        let bytes = Array(
            try Data(
                contentsOf: repositoryFolder.appendingPathComponent("Tests/EngineTests/Fixtures/XLIFF/xcode.xliff")))
        let project = Project(contents: ["it.xliff": bytes])
        let result = try Conversion.converting(project, to: .xcstrings)
        // Nothing is lost: its notes are the catalog's comments.
        #expect(result.report.losses.isEmpty)
        let catalog = Project(contents: result.contents)
        #expect(catalog.resolve("[Generic/Count/Threads]", language: "it", number: "3").value == "%d thread")
        #expect(
            catalog.resolve("[Generic/Count/EntriesSelected]", language: "it", number: "1").value
                == "%d voce selezionata")
        #expect(
            project.files.flatMap { file in file.notes.map { ($0.key, $0.value.comment) } }.allSatisfy { key, comment in
                catalog.sourceComment(forKey: key) == comment
            })
    }
}

/// PO plural entries through XLIFF: `msgstr[i]` as the CLDR categories `Plural-Forms` sends to form `i`, and back.
@Suite struct POPluralConversionTests {
    private let template = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] ""
        msgstr[1] ""

        """

    private let polish = """
        msgid ""
        msgstr ""
        "Language: pl\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d plik"
        msgstr[1] "%d pliki"
        msgstr[2] "%d plików"

        """

    @Test func aPOPluralEntryThroughXLIFFAndBack() throws {
        let project = Project(contents: ["app.pot": Array(template.utf8), "pl.po": Array(polish.utf8)])
        let xliff = try Conversion.converting(project, to: .xliff12)
        #expect(xliff.report.isLossless)
        let converted = Project(contents: xliff.contents)
        let file = try #require(converted.files.first { $0.language.description == "pl" })
        guard case .variants(let variants) = file.entries.first?.value else {
            Issue.record("no plural forms")
            return
        }
        // `msgstr[2]` is `many` and `other` (CLDR's `other` holds the decimals, which gettext sends to form 2).
        #expect(Set(variants.map { file.selectorText($0) }) == ["one", "few", "many", "other"])
        for (number, text) in [("1", "%d plik"), ("3", "%d pliki"), ("5", "%d plików"), ("1.5", "%d plików")] {
            #expect(converted.resolve("%d file", language: "pl", number: number).value == text)
        }
        // Back to PO: one entry with its three forms; `other`, the same text as `many`, goes where `many` is.
        let back = try Conversion.converting(converted, to: .gettext)
        #expect(back.report.isLossless)
        let po = String(decoding: back.bytes(of: "pl.po")!, as: UTF8.self)
        #expect(po.contains("msgstr[0] \"%d plik\"\nmsgstr[1] \"%d pliki\"\nmsgstr[2] \"%d plików\"\n"))
    }
}
