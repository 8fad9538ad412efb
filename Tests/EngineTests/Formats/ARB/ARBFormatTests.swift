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

    @Test func convertingSwifternalizationExactNumbersGivesExactBranches() throws {
        let result = try sampleConversion(to: .arb)
        #expect(result.report.losses(of: "photos.count", in: .base).isEmpty)
        #expect(result.report.losses(of: "notifications.badge", in: .base).map(\.selector) == ["over-limit"])
        let converted = Project(contents: result.contents)
        #expect(converted.resolve("notifications.badge", language: "en", number: "0").value == "No new notifications")
        #expect(converted.resolve("photos.count", language: "pl", number: "0").value == "Brak zdjęć")
    }
}
