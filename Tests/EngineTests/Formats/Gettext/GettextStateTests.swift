import Testing

@testable import Engine

/// PO states (DESIGN §12): `fuzzy` is needs review, read into `nativeStates` and written as a splice of the
/// entry's `#,` line, with the expected bytes of each edit.
@Suite struct GettextStateTests {
    static let text = """
        msgid ""
        msgstr ""
        "Language: pl\\n"

        #. Extracted comment.
        #: src/main.c:12
        msgid "Hello"
        msgstr "Cześć"

        #, c-format
        msgid "%d done"
        msgstr "%d gotowe"

        #, fuzzy, c-format
        #| msgid "Old"
        msgid "New"
        msgstr "Nowe"

        # Translator's note.
        #| msgid "Before"
        msgid "After"
        msgstr "Po"

        msgid "Untranslated"
        msgstr ""

        """

    private func file(_ text: String = Self.text, language: FileLanguage = .tag(LanguageTag("pl")!)) -> LanguageFile {
        LanguageFile(
            gettext: "pl.po", language: language, bytes: Array(text.utf8), rules: try! PluralRules(locale: "pl"))
    }

    private func setting(_ state: RecordedState, _ key: String) throws -> FileEdit {
        try #require(try GettextFormat().settingState(state, forKey: key, in: file()))
    }

    @Test func readsFuzzyAsNeedsReview() {
        #expect(file().nativeStates?.mapValues(\.state) == ["New": .needsReview])
        #expect(file(language: .base).nativeStates == [:])
    }

    @Test func addsFuzzyWhereGettextWritesIt() throws {
        let hello = try setting(.needsReview, "Hello")
        #expect(
            hello.text
                == Self.text.replacingOccurrences(
                    of: "#: src/main.c:12\n", with: "#: src/main.c:12\n#, fuzzy\n"))
        #expect(hello.change.formatted(fileName: "pl.po") == "pl.po:8: pl \"Hello\": translated → needs-review")
        let done = try setting(.needsReview, "%d done")
        #expect(
            done.text
                == Self.text.replacingOccurrences(of: "#, c-format\nmsgid \"%d", with: "#, fuzzy, c-format\nmsgid \"%d")
        )
        let after = try setting(.needsReview, "After")
        #expect(
            after.text
                == Self.text.replacingOccurrences(
                    of: "# Translator's note.\n", with: "# Translator's note.\n#, fuzzy\n"))
        #expect(file(after.text).nativeStates?["After"]?.state == .needsReview)
    }

    @Test func removesOnlyFuzzy() throws {
        let new = try setting(.translated, "New")
        #expect(new.text == Self.text.replacingOccurrences(of: "#, fuzzy, c-format\n", with: "#, c-format\n"))
        #expect(file(new.text).nativeStates == [:])
        let alone = Self.text.replacingOccurrences(of: "#, fuzzy, c-format\n", with: "#, fuzzy\n")
        let cleared = try #require(try GettextFormat().settingState(.translated, forKey: "New", in: file(alone)))
        #expect(cleared.text == Self.text.replacingOccurrences(of: "#, fuzzy, c-format\n", with: ""))
        #expect(try setting(.translated, "Hello").change.kind == .unchanged)
        #expect(try setting(.needsReview, "New").change.kind == .unchanged)
    }

    @Test func refusesWhatAPOFileCannotSay() {
        #expect(throws: EditError.self) { try setting(.needsTranslation, "Hello") }
        #expect(throws: EditError.noSuchKey("\"Untranslated\"")) { try setting(.needsReview, "Untranslated") }
        #expect(throws: EditError.self) {
            try GettextFormat().settingState(.needsReview, forKey: "Hello", in: file(language: .base))
        }
    }

    @Test func statesOfAProject() {
        let project = Project(
            files: ProjectFiles(contents: [
                "app.pot": Array(
                    "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Hello\"\nmsgstr \"\"\n\nmsgid \"New\"\nmsgstr \"\"\n".utf8),
                "pl.po": Array(Self.text.utf8),
            ]))
        let states = ProjectStates(project: project)
        #expect(states.recordsStates)
        let pl = FileLanguage.tag(LanguageTag("pl")!)
        #expect(states.state(of: "New", in: pl) == .needsReview)
        #expect(states.state(of: "Hello", in: pl) == .translated)
        #expect(states.state(of: "Untranslated", in: pl) == .missing)
    }
}
