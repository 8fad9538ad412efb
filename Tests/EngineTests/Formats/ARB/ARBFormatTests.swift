import Testing

@testable import Engine

/// Flutter ARB on the formats seam: reading ICU messages, and edits as changes of one message.
@Suite struct ARBFormatTests {
    private let english = """
        {
          "@@locale": "en",
          "title": "Hello {name}",
          "@title": {"placeholders": {"name": {"type": "String"}}},
          "items": "You have {count, plural, =0{no items} one{# item} other{# items}} in the cart",
          "@items": {"description": "The cart"},
          "greeting": "{sex, select, male{Hello, sir} female{Hello, madam} other{Hello}}"
        }

        """

    private func project(_ files: [String: String]) -> Project {
        Project(contents: files.mapValues { Array($0.utf8) })
    }

    @Test func readsMessagesAndSkipsMetadata() throws {
        let project = project(["app_en.arb": english, "app_pt_BR.arb": #"{"title": "Olá {name}"}"#])
        #expect(project.format == .arb)
        #expect(project.layout.files.map(\.path) == ["app_en.arb", "app_pt_BR.arb"])
        #expect(project.files.map(\.language.description) == ["base", "pt-BR"])
        #expect(project.keys == ["title", "items", "greeting"])
        #expect(project.resolve("items", language: "en", number: "0").value == "You have no items in the cart")
        #expect(project.resolve("items", language: "en", number: "1").value == "You have # item in the cart")
        #expect(project.resolve("items", language: "en", number: "7").value == "You have # items in the cart")
        #expect(project.resolve("greeting", language: "en", number: "female").value == "Hello, madam")
        #expect(project.resolve("title", language: "pt-BR").value == "Olá {name}")
        let file = project.files[0]
        #expect(file.selectors.map(\.text) == ["=0", "one", "other", "male", "female"])
    }

    private func edit(_ text: String, _ address: EntryAddress, force: Bool = false) throws -> String {
        let file = LanguageFile(arb: Array(english.utf8), fileName: "app_en.arb", language: .base, rules: .root)
        return try ARBFormat().setting(text, at: address, in: file, force: force).text
    }

    @Test func settingABranchRewritesOnlyItsMessage() throws {
        let edited = try edit("You have many items in the cart", EntryAddress(key: "items", selector: "other"))
        #expect(
            edited
                == english.replacingOccurrences(
                    of: "other{# items}} in the cart", with: "other{many items}} in the cart"))
        let added = try edit("You have two items in the cart", EntryAddress(key: "items", selector: "=2"))
        #expect(
            added.contains(
                #""You have {count, plural, =0{no items} =2{two items} one{# item} other{# items}} in the cart""#))
        // A text without the text around the argument moves it into every branch.
        let moved = try edit("Nothing", EntryAddress(key: "items", selector: "=0"))
        #expect(
            moved.contains(
                #""{count, plural, =0{Nothing} one{You have # item in the cart} other{You have # items in the cart}}""#)
        )
    }

    @Test func aNewKeyIsAddedAtTheEnd() throws {
        let edited = try edit("Bye", EntryAddress(key: "bye"))
        #expect(
            edited.hasSuffix(
                #""greeting": "{sex, select, male{Hello, sir} female{Hello, madam} other{Hello}}","#
                    + "\n  \"bye\": \"Bye\"\n}\n"))
    }

    @Test func whatAnICUMessageCannotHoldIsRefused() throws {
        #expect(
            throws: EditError.notInFormat(
                .arb, what: "width variations", reason: "a message is one text for every width")
        ) {
            try edit("x", EntryAddress(key: "title", width: 100))
        }
        #expect {
            try edit("x", EntryAddress(key: "items", selector: "ie:x>2"))
        } throws: { error in
            (error as? EditError)?.description.hasPrefix("Flutter ARB cannot hold the selector 'ie:x>2'") == true
        }
        #expect {
            try edit("x", EntryAddress(key: "greeting", selector: "few"))
        } throws: { error in
            (error as? EditError)?.description.hasPrefix(
                "Flutter ARB cannot hold the selector 'few' in the select message") == true
        }
        #expect(throws: EditError.self) { try edit("x", EntryAddress(key: "title", selector: "one")) }
    }

    @Test func removingAndRenamingCarryTheMetadata() throws {
        let file = LanguageFile(arb: Array(english.utf8), fileName: "app_en.arb", language: .base, rules: .root)
        let removed = try ARBFormat().removing(EntryAddress(key: "items"), from: file).text
        #expect(!removed.contains("items") && !removed.contains("The cart"))
        let renamed = try ARBFormat().renamingKey("title", to: "heading", in: file).text
        #expect(renamed.contains(#""heading": "Hello {name}""#) && renamed.contains(#""@heading": {"placeholders""#))
        let branch = try ARBFormat().removing(EntryAddress(key: "items", selector: "one"), from: file).text
        #expect(branch.contains(#""You have {count, plural, =0{no items} other{# items}} in the cart""#))
    }

    @Test func aNewLanguagesFileSaysItsLocale() throws {
        let model = LanguageFile(arb: Array(english.utf8), fileName: "app_en.arb", language: .base, rules: .root)
        let created = try ARBFormat().creatingFile(
            for: .tag(LanguageTag("pt-BR")!), setting: "Olá", at: EntryAddress(key: "title"), like: model,
            layout: FormatLayout(format: .arb, files: []))
        #expect(created?.path == "app_pt_BR.arb")
        #expect(created?.result.text == "{\n  \"@@locale\": \"pt-BR\",\n  \"title\": \"Olá\"\n}\n")
    }

    /// A new plural or select message in the template gets the placeholder metadata Flutter's `gen-l10n`
    /// reads (`num` for a plural's count, `String` for a select's value), beside a description; a translation's
    /// file and an existing message do not.
    @Test func aNewPluralMessageInTheTemplateGetsItsPlaceholderMetadata() throws {
        let plural = try edit("%d photos", EntryAddress(key: "photos", selector: "other"))
        #expect(
            plural.hasSuffix(
                "  \"photos\": \"{count, plural, other{%d photos}}\",\n  \"@photos\": {\n    \"placeholders\": {\n"
                    + "      \"count\": {\n        \"type\": \"num\"\n      }\n    }\n  }\n}\n"))
        // A text turned into a plural message whose metadata has a description: placeholders added beside it.
        let turned = try edit("# items", EntryAddress(key: "title", selector: "other"), force: true)
        let document = try JSONDocument(bytes: Array(turned.utf8))
        #expect(document.node(at: ["@title", "placeholders", "name", "type"])?.string == "String")
        #expect(document.node(at: ["@title", "placeholders", "count", "type"])?.string == "num")
        let select = try edit("Hi", EntryAddress(key: "hello", selector: "male"))
        #expect(
            select.contains(#""@hello": {"#) && select.contains(#""choice": {"#)
                && select.contains(#""type": "String""#))
        // A translation: no metadata.
        let polish = LanguageFile(
            arb: Array(#"{"@@locale": "pl"}"#.utf8), fileName: "app_pl.arb", language: .tag(LanguageTag("pl")!),
            rules: try PluralRules(locale: "pl"))
        let translated = try ARBFormat().setting(
            "%d zdjęć", at: EntryAddress(key: "photos", selector: "many"), in: polish, force: false
        ).text
        #expect(!translated.contains("@photos"))
        // Through a conversion, with the comment as its description, first.
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"photos": {"comment": "Photo count",
            "localizations": {"en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%d photo"}},
            "other": {"stringUnit": {"state": "translated", "value": "%d photos"}}}}}}}}}
            """
        let result = try Conversion.converting(project(["Localizable.xcstrings": catalog]), to: .arb)
        #expect(result.report.losses.isEmpty)
        let template = String(decoding: result.bytes(of: "app_en.arb") ?? [], as: UTF8.self)
        #expect(
            template.contains(
                "\"@photos\": {\n        \"description\": \"Photo count\",\n        \"placeholders\": {\n"
                    + "            \"count\": {\n                \"type\": \"num\"\n            }"), "\(template)")
    }

    @Test func convertingSwifternalizationExactNumbersGivesExactBranches() throws {
        let result = try sampleConversion(to: .arb)
        #expect(result.report.losses(of: "photos.count", in: .base).isEmpty)
        #expect(result.report.losses(of: "notifications.badge", in: .base).map(\.selector) == ["over-limit"])
        let converted = Project(contents: result.contents)
        #expect(converted.resolve("notifications.badge", language: "en", number: "0").value == "No new notifications")
        #expect(converted.resolve("photos.count", language: "pl", number: "0").value == "Brak zdjęć")
    }
}
