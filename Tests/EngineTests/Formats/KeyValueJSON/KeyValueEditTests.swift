import Foundation
import Testing

@testable import Engine

/// Edits through the format, as the editor and the commands do: the file's new text and the change line.
private struct Edit {
    let format: FormatName
    let fileName: String

    init(_ format: FormatName, fileName: String = "pl.json") {
        self.format = format
        self.fileName = fileName
    }

    func file(_ text: String) -> LanguageFile {
        LanguageFile(
            keyValue: Array(text.utf8), fileName: fileName, language: .tag(LanguageTag("pl")!),
            rules: try! PluralRules(locale: "pl"), format: format, keyPrefix: KeyValueFormat.keyPrefix(of: fileName))
    }

    func set(
        _ text: String, _ value: String, _ key: String, _ selector: String? = nil, width: Int? = nil,
        force: Bool = false
    )
        throws(EditError) -> (String, String)
    {
        let result = try format.format.setting(
            value, at: EntryAddress(key: key, selector: selector, width: width), in: file(text), force: force)
        return (result.text, result.change.formatted(fileName: fileName))
    }

    func remove(_ text: String, _ key: String, _ selector: String? = nil) throws(EditError) -> (String, String) {
        let result = try format.format.removing(EntryAddress(key: key, selector: selector), from: file(text))
        return (result.text, result.change.formatted(fileName: fileName))
    }

    func rename(_ text: String, _ key: String, _ newKey: String) throws(EditError) -> (String, String) {
        let result = try format.format.renamingKey(key, to: newKey, in: file(text))
        return (result.text, result.change.formatted(fileName: fileName))
    }
}

@Suite struct KeyValueEditTests {
    static let nested = """
        {
          "app": {
            "title": "Tytuł",
            "menu": {
              "open": "Otwórz"
            }
          },
          "parakeet-0.6b": "Model"
        }

        """

    static let flat = "{\n\t\"a.b\": \"AB\",\n\t\"c\": \"C\"\n}\n"

    @Test func settingAnExistingKeyReplacesTheStringInPlace() throws {
        let (text, change) = try Edit(.json).set(Self.nested, "Otwieraj", "app.menu.open")
        #expect(text == Self.nested.replacingOccurrences(of: "\"Otwórz\"", with: "\"Otwieraj\""))
        #expect(change == "pl.json:5: \"app.menu.open\": \"Otwórz\" → \"Otwieraj\"")
        let (same, unchanged) = try Edit(.json).set(Self.nested, "Model", "parakeet-0.6b")
        #expect(same == Self.nested)
        #expect(unchanged.contains("unchanged"))
    }

    @Test func aNewKeyGoesIntoTheExistingGroupsAndNestsTheRestInANestedFile() throws {
        let (text, _) = try Edit(.json).set(Self.nested, "Zamknij", "app.menu.close")
        #expect(
            text
                == Self.nested.replacingOccurrences(
                    of: "\"open\": \"Otwórz\"\n", with: "\"open\": \"Otwórz\",\n      \"close\": \"Zamknij\"\n"))
        let (deeper, change) = try Edit(.json).set(Self.nested, "Pomoc", "app.help.about")
        #expect(
            deeper
                == Self.nested.replacingOccurrences(
                    of: "      \"open\": \"Otwórz\"\n    }\n",
                    with: "      \"open\": \"Otwórz\"\n    },\n    \"help\": {\n      \"about\": \"Pomoc\"\n    }\n"))
        #expect(change == "pl.json:8: \"app.help.about\": added \"Pomoc\"")
    }

    @Test func aNewKeyIsAFlatMemberInAFlatFile() throws {
        let (text, _) = try Edit(.json).set(Self.flat, "XY", "x.y")
        #expect(text == "{\n\t\"a.b\": \"AB\",\n\t\"c\": \"C\",\n\t\"x.y\": \"XY\"\n}\n")
    }

    @Test func removingTheLastMemberOfAGroupRemovesTheGroup() throws {
        let (text, change) = try Edit(.json).remove(Self.nested, "app.menu.open")
        #expect(
            text == """
                {
                  "app": {
                    "title": "Tytuł"
                  },
                  "parakeet-0.6b": "Model"
                }

                """)
        #expect(change == "pl.json:5: \"app.menu.open\": removed \"Otwórz\"")
    }

    @Test func renamingWithinAGroupRenamesTheMemberAndAcrossGroupsMovesIt() throws {
        let (text, change) = try Edit(.json).rename(Self.nested, "app.menu.open", "app.menu.show")
        #expect(text == Self.nested.replacingOccurrences(of: "\"open\"", with: "\"show\""))
        #expect(change == "pl.json:5: \"app.menu.open\" renamed to \"app.menu.show\"")
        let (moved, _) = try Edit(.json).rename(Self.nested, "parakeet-0.6b", "app.model")
        #expect(
            moved == """
                {
                  "app": {
                    "title": "Tytuł",
                    "menu": {
                      "open": "Otwórz"
                    },
                    "model": "Model"
                  }
                }

                """)
        #expect(throws: EditError.keyExists("\"app.title\"")) {
            try Edit(.json).rename(Self.nested, "parakeet-0.6b", "app.title")
        }
    }

    @Test func widthsAndVariantsAreNotInTheFormat() {
        #expect {
            try Edit(.json).set(Self.flat, "x", "c", width: 100)
        } throws: { error in
            guard case .notInFormat(.json, _, _) = error as? EditError else { return false }
            return "\(error)".hasPrefix("key–value JSON cannot hold the width variation @100 of \"c\"")
        }
        #expect {
            try Edit(.json).set(Self.flat, "x", "c", "few")
        } throws: { error in
            guard case .notInFormat(.json, _, _) = error as? EditError else { return false }
            return true
        }
        #expect {
            try Edit(.i18next).set(Self.flat, "x", "c", "ie:x=1")
        } throws: { error in
            guard case .notInFormat(.i18next, _, _) = error as? EditError else { return false }
            return true
        }
    }

    static let plural = """
        {
            "files_one": "{{count}} plik",
            "files_many": "{{count}} plików",
            "title": "Tytuł"
        }

        """

    @Test func aFormIsTheSuffixedMemberAndANewOneGoesAmongItsSiblingsInOrder() throws {
        let (text, change) = try Edit(.i18next).set(Self.plural, "{{count}} pliki", "files", "few")
        #expect(
            text
                == Self.plural.replacingOccurrences(
                    of: "\"files_many\"", with: "\"files_few\": \"{{count}} pliki\",\n    \"files_many\""))
        #expect(change == "pl.json:3: \"files\" › few: added \"{{count}} pliki\"")
        let (last, _) = try Edit(.i18next).set(Self.plural, "{{count}} pliku", "files", "other")
        #expect(
            last
                == Self.plural.replacingOccurrences(
                    of: "plików\",\n", with: "plików\",\n    \"files_other\": \"{{count}} pliku\",\n"))
        let (replaced, _) = try Edit(.i18next).set(Self.plural, "jeden plik", "files", "one")
        #expect(replaced == Self.plural.replacingOccurrences(of: "\"{{count}} plik\"", with: "\"jeden plik\""))
        let (ordinal, _) = try Edit(.i18next).set(Self.plural, "{{count}}.", "files", "ordinal_other")
        #expect(
            ordinal.contains("\"files_many\": \"{{count}} plików\",\n    \"files_ordinal_other\": \"{{count}}.\",\n"))
    }

    @Test func aFormInANestedFileIsNested() throws {
        let text = "{\"a\": {\"n_one\": \"1\", \"b\": \"B\"}}"
        let (edited, _) = try Edit(.i18next).set(text, "2", "a.n", "few")
        #expect(edited == "{\"a\": {\"n_one\": \"1\", \"n_few\": \"2\", \"b\": \"B\"}}")
        let (new, _) = try Edit(.i18next).set(text, "5", "a.m", "many")
        #expect(new == "{\"a\": {\"n_one\": \"1\", \"b\": \"B\", \"m_many\": \"5\"}}")
    }

    @Test func removingOrRenamingAPluralKeyTakesAllItsForms() throws {
        let (removed, change) = try Edit(.i18next).remove(Self.plural, "files")
        #expect(removed == "{\n    \"title\": \"Tytuł\"\n}\n")
        #expect(change == "pl.json:2: \"files\": removed {files_one, files_many}")
        let (one, _) = try Edit(.i18next).remove(Self.plural, "files", "many")
        #expect(one == Self.plural.replacingOccurrences(of: "    \"files_many\": \"{{count}} plików\",\n", with: ""))
        let (renamed, _) = try Edit(.i18next).rename(Self.plural, "files", "photos")
        #expect(renamed == Self.plural.replacingOccurrences(of: "\"files_", with: "\"photos_"))
        #expect(throws: EditError.noSuchVariant("\"files\"", selector: "few", existing: ["one", "many"])) {
            try Edit(.i18next).remove(Self.plural, "files", "few")
        }
    }

    @Test func aPlainTextGivenAFormNeedsForceAndIsKeptAsOther() throws {
        #expect {
            try Edit(.i18next).set(Self.plural, "{{count}} tytuły", "title", "few")
        } throws: { error in
            guard case .needsForce = error as? EditError else { return false }
            return true
        }
        let (text, _) = try Edit(.i18next).set(Self.plural, "{{count}} tytuły", "title", "few", force: true)
        #expect(
            text
                == Self.plural.replacingOccurrences(
                    of: "\"title\": \"Tytuł\"\n",
                    with: "\"title_other\": \"Tytuł\",\n    \"title_few\": \"{{count}} tytuły\"\n"))
        #expect {
            try Edit(.i18next).set(Self.plural, "x", "files")
        } throws: { error in
            guard case .notInFormat(.i18next, _, _) = error as? EditError else { return false }
            return true
        }
    }

    @Test func namespacedKeysAreEditedWithoutTheirPrefix() throws {
        let edit = Edit(.i18next, fileName: "pl/common.json")
        let (text, change) = try edit.set("{\"a\": \"A\", \"c\": \"C\"}", "B", "common:b")
        #expect(text == "{\"a\": \"A\", \"c\": \"C\", \"b\": \"B\"}")
        #expect(change == "pl/common.json:1: \"common:b\": added \"B\"")
        let (plain, _) = try edit.set("{\"a\": \"A\"}", "Ah", "a")
        #expect(plain == "{\"a\": \"Ah\"}")
    }

    @Test func aNewFileTakesTheSourceFilesStyle() throws {
        let model = Edit(.i18next).file("\u{FEFF}{\r\n\t\"a\": \"A\"\r\n}\r\n")
        let created = try FormatName.i18next.format.creatingFile(
            for: .tag(LanguageTag("de")!), setting: "Ä", at: EntryAddress(key: "a"), like: model,
            layout: FormatLayout(format: .i18next, files: []))
        #expect(created?.path == "de.json")
        #expect(created?.result.text == "\u{FEFF}{\r\n\t\"a\": \"Ä\"\r\n}\r\n")
        var namespaced = FormatLayout(format: .i18next, files: [])
        namespaced.defaultKeyPrefix = "common:"
        let inFolder = try FormatName.i18next.format.creatingFile(
            for: .tag(LanguageTag("pt-BR")!), setting: "A", at: EntryAddress(key: "common:a"), like: nil,
            layout: namespaced)
        #expect(inFolder?.path == "pt-BR/common.json")
        #expect(inFolder?.result.text == "{\n    \"a\": \"A\"\n}\n")
    }
}

@Suite struct KeyValueSavingTests {
    @Test func aNewLanguageOfANamespacedProjectIsSavedInItsFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("en"), withIntermediateDirectories: false)
        try folder.write("en/translation.json", "{\n  \"hello\": \"Hello\"\n}\n")
        var (project, disk) = try Project.loadForEditing(directory: folder.path)
        let created = try project.format.format.creatingFile(
            for: .tag(LanguageTag("pl")!), setting: "Cześć", at: EntryAddress(key: "hello"),
            like: project.files[0], layout: project.layout)!
        project.apply(created.result, to: .tag(LanguageTag("pl")!), path: created.path)
        let report = disk.save(project)
        #expect(report.written == ["pl/translation.json"])
        #expect(try folder.contents("pl/translation.json") == "{\n  \"hello\": \"Cześć\"\n}\n")
        #expect(try Project.load(directory: folder.path).resolve("hello", language: "pl").value == "Cześć")
    }
}
