import Testing

@testable import Engine

/// Comments for translators through `glossa convert`: written where the target keeps them (a PO `#.` or `# `
/// line, a `.strings` `/* */`, an Android `<!-- -->`, a catalog's `comment`, an XLIFF `<note>`, an ARB
/// `@key.description`), reported lost exactly where it keeps none.
@Suite struct ConversionCommentTests {
    /// The formats whose files hold a comment for a key.
    static let keepingComments: Set<FormatName> = [.gettext, .android, .strings, .xcstrings, .xliff12, .xliff20, .arb]

    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "comment" : "Shown on the home screen",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : "Cześć" } }
              }
            },
            "bye" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : "Pa" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private func commentLosses(_ result: ConversionResult) -> [String] {
        result.report.losses.filter { $0.construct == .comment }.map {
            "\($0.language) \($0.key) \($0.outcome.name): \($0.reason)"
        }
    }

    /// The catalog's comment converted to each format, and from there to every other: it lands wherever the
    /// target keeps comments; elsewhere the report lists it once, and nothing else about comments.
    @Test(arguments: FormatName.allCases.filter { keepingComments.contains($0) })
    func aCommentThroughEveryPairOfFormats(_ first: FormatName) throws {
        let start = try Conversion.converting(
            Project(contents: ["Localizable.xcstrings": Array(Self.catalog.utf8)]), to: first)
        #expect(commentLosses(start).isEmpty)
        let middle = Project(contents: start.contents)
        #expect(middle.sourceComment(forKey: "greeting") == "Shown on the home screen")
        #expect(middle.sourceComment(forKey: "bye") == nil)
        for target in FormatName.allCases {
            let result = try Conversion.converting(middle, to: target)
            let converted = Project(contents: result.contents)
            if Self.keepingComments.contains(target) {
                #expect(commentLosses(result).isEmpty, "\(first) → \(target)")
                #expect(
                    converted.sourceComment(forKey: "greeting") == "Shown on the home screen", "\(first) → \(target)")
                #expect(converted.sourceComment(forKey: "bye") == nil, "\(first) → \(target)")
            } else {
                #expect(
                    commentLosses(result) == ["base greeting dropped: \(target.title) keeps no comments"],
                    "\(first) → \(target)")
            }
        }
    }

    /// Where each target writes the comment, as its tool does.
    @Test func eachTargetWritesTheCommentItsOwnWay() throws {
        let project = Project(contents: ["Localizable.xcstrings": Array(Self.catalog.utf8)])
        func text(_ format: FormatName, _ path: String) throws -> String {
            let result = try Conversion.converting(project, to: format)
            return String(decoding: result.bytes(of: path) ?? [], as: UTF8.self)
        }
        #expect(try text(.gettext, "en.po").contains("#. Shown on the home screen\nmsgid \"greeting\""))
        let strings = try text(.strings, "Base.lproj/Localizable.strings")
        #expect(strings.contains("/* Shown on the home screen */\n\"greeting\""), "\(strings)")
        #expect(
            try text(.android, "values/strings.xml").contains(
                "    <!-- Shown on the home screen -->\n    <string name=\"greeting\">Hello</string>"))
        #expect(
            try text(.xliff12, "en.xliff").contains(
                "<source>Hello</source>\n        <note>Shown on the home screen</note>"))
        let arb = try text(.arb, "app_en.arb")
        #expect(
            arb.contains(
                "\"greeting\": \"Hello\",\n    \"@greeting\": {\n        \"description\": \"Shown on the home screen\"\n    },"
            ),
            "\(arb)")
    }

    /// A translator's comment in a PO file (`# `): kept per language where the target has one file per
    /// language; a catalog (one comment per key) and XLIFF (a translation's units carry the source's notes) keep
    /// the developer's and report the translator's.
    @Test func aTranslatorsCommentGoesWhereTheTargetKeepsOnePerLanguage() throws {
        let po = """
            msgid ""
            msgstr ""
            "Language: pl\\n"
            "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

            # Informal, as in the rest of the app
            #. Shown on the home screen
            msgid "Hello"
            msgstr "Cześć"

            """
        let project = Project(contents: ["pl.po": Array(po.utf8)])
        #expect(project.comment(forKey: "Hello", in: .base) == "Shown on the home screen")
        #expect(project.comment(forKey: "Hello", in: .tag(LanguageTag("pl")!)) == "Informal, as in the rest of the app")
        for target in [FormatName.android, .strings, .arb, .gettext] {
            let result = try Conversion.converting(project, to: target)
            let converted = Project(contents: result.contents)
            #expect(commentLosses(result).isEmpty, "\(target)")
            #expect(
                converted.comment(forKey: "Hello", in: .tag(LanguageTag("pl")!))
                    == "Informal, as in the rest of the app", "\(target)")
        }
        let catalog = try Conversion.converting(project, to: .xcstrings)
        #expect(
            commentLosses(catalog) == [
                "pl Hello dropped: Apple String Catalog cannot hold a second comment for \"Hello\": a catalog keeps "
                    + "one comment per key for every language, and it has \"Shown on the home screen\""
            ])
        // An XLIFF translation is made from the source's units, the developer's note with them.
        let xliff = try Conversion.converting(project, to: .xliff12)
        #expect(
            commentLosses(xliff) == [
                "pl Hello dropped: XLIFF 1.2 cannot hold a second note for \"Hello\": its units already have the "
                    + "note \"Shown on the home screen\""
            ])
    }

    /// A comment of several lines, and one a format cannot hold as it is.
    @Test func severalLinesAndWhatAFormatCannotHold() throws {
        let strings = """
            /* First line
               second line */
            "a" = "A";

            /* Uses -- twice */
            "b" = "B";

            """
        let project = Project(contents: ["Base.lproj/Localizable.strings": Array(strings.utf8)])
        #expect(project.sourceComment(forKey: "a") == "First line\nsecond line")
        let po = try Conversion.converting(project, to: .gettext)
        #expect(
            String(decoding: po.bytes(of: "en.po") ?? [], as: UTF8.self).contains(
                "#. First line\n#. second line\nmsgid \"a\""))
        #expect(commentLosses(po).isEmpty)
        let android = try Conversion.converting(project, to: .android)
        #expect(Project(contents: android.contents).sourceComment(forKey: "a") == "First line\nsecond line")
        #expect(
            commentLosses(android) == [
                "base b dropped: Android strings.xml cannot hold the comment \"Uses -- twice\": an XML comment "
                    + "cannot hold --, and Android's reader trims its lines and drops blank ones"
            ])
    }
}
