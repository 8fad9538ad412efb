import Testing

@testable import Engine

/// Several texts set as one edit (`Project.settingTexts`), and the strings a search and replace changes
/// (`Project.replacements`): each through the file's format, the changes of one file one after the other.
@Suite struct SettingTextsTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)
    static let de = FileLanguage.tag(LanguageTag("de")!)
    static let ja = FileLanguage.tag(LanguageTag("ja")!)

    static func project() -> Project {
        makeProject([
            "base.json": """
            {
                "save": "Save",
                "save.again": "Save",
                "photos": {"one": "%d photo", "other": "%d photos"},
                "title": {"@100": "Save", "@200": "Save the photo"}
            }
            """,
            "pl.json": """
            {
                "save": "Zapisz",
                "photos": {"one": "%d zdjęcie", "few": "%d zdjęcia", "other": "%d zdjęć"},
                "title": {"@100": "Zapisz", "@200": "Zapisz zdjęcie"}
            }
            """,
            "ja.json": #"{"save": "保存", "title": {"@100": "保存", "@200": "写真を保存"}}"#,
        ])
    }

    @Test func setsEveryTextOfAFileOneAfterTheOther() {
        let project = Self.project()
        let result = project.settingTexts([
            TextChange(language: Self.pl, address: EntryAddress(key: "save.again"), text: "Zapisz 💾"),
            TextChange(language: Self.pl, address: EntryAddress(key: "photos", selector: "few"), text: "%d zdjęcia!"),
            TextChange(language: Self.pl, address: EntryAddress(key: "title", width: 200), text: "Zapisz 写真"),
            TextChange(language: Self.ja, address: EntryAddress(key: "save"), text: "保存する"),
        ])
        #expect(result.refused.isEmpty)
        #expect(result.madeCount == 4)
        let files = Dictionary(
            uniqueKeysWithValues: result.replacements.map {
                (project.files[$0.index].fileName, String(decoding: $0.bytes, as: UTF8.self))
            })
        #expect(
            files == [
                "pl.json": """
                {
                    "save": "Zapisz",
                    "photos": {"one": "%d zdjęcie", "few": "%d zdjęcia!", "other": "%d zdjęć"},
                    "title": {"@100": "Zapisz", "@200": "Zapisz 写真"},
                    "save.again": "Zapisz 💾"
                }
                """,
                "ja.json": #"{"save": "保存する", "title": {"@100": "保存", "@200": "写真を保存"}}"#,
            ])
        var edited = project
        edited.replaceFiles(result.replacements)
        expectIndexMatchesFreshLoad(edited)
        #expect(project.files[1].bytes != edited.files[1].bytes, "the project itself is not changed")
    }

    @Test func keysAddedAtTheEndOfOneFileAreAddedOneAfterTheOther() {
        let project = Self.project()
        let result = project.settingTexts([
            TextChange(language: Self.ja, address: EntryAddress(key: "save.again"), text: "もう一度保存"),
            TextChange(language: Self.ja, address: EntryAddress(key: "photos", selector: "one"), text: "%d枚"),
            TextChange(language: Self.ja, address: EntryAddress(key: "title", width: 100), text: "保存 👍🏽"),
        ])
        #expect(result.refused.isEmpty)
        #expect(
            result.replacements.map { String(decoding: $0.bytes, as: UTF8.self) } == [
                #"{"save": "保存", "title": {"@100": "保存 👍🏽", "@200": "写真を保存"}, "save.again": "もう一度保存", "photos": {"one": "%d枚"}}"#
            ])
    }

    @Test func splicesPutTogetherAreWhatOneEditAfterAnotherMakes() {
        let project = Self.project()
        let changes = project.replacements(of: LiteralSearch("Zapisz"), with: "Zachowaj 💾", in: [Self.pl]).map(
            \.change)
        #expect(changes.count == 3)
        var oneByOne = project
        for change in changes {
            let index = oneByOne.fileIndex(of: change.language)!
            let file = oneByOne.files[index]
            oneByOne.replaceFile(
                at: index,
                bytes: try! file.format.format.setting(change.text, at: change.address, in: file, force: false).bytes)
        }
        let together = project.settingTexts(changes)
        #expect(together.replacements.map(\.bytes) == [oneByOne.files[oneByOne.fileIndex(of: Self.pl)!].bytes])
    }

    @Test func aChangeOfShapeIsRefusedAndTheOthersAreMade() {
        let project = Self.project()
        let result = project.settingTexts([
            TextChange(language: Self.pl, address: EntryAddress(key: "save", selector: "one"), text: "x"),
            TextChange(language: Self.pl, address: EntryAddress(key: "save"), text: "Zapisz!"),
        ])
        #expect(result.madeCount == 1)
        #expect(result.refused.map(\.change.address) == [EntryAddress(key: "save", selector: "one")])
        guard case .refused(.needsForce)? = result.refused.first?.reason else {
            Issue.record("expected a change of shape, got \(String(describing: result.refused.first?.reason))")
            return
        }
        #expect(result.replacements.count == 1)
    }

    @Test func languagesOfOneCatalogSeeEachOthersChanges() {
        let project = Project(contents: [
            "Localizable.xcstrings": Array(
                """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
                        "pl" : { "stringUnit" : { "state" : "translated", "value" : "Zapisz" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """.utf8)
        ])
        let result = project.settingTexts([
            TextChange(language: Self.de, address: EntryAddress(key: "Save"), text: "Speichern"),
            TextChange(language: Self.pl, address: EntryAddress(key: "Save"), text: "Zachowaj"),
        ])
        #expect(result.refused.isEmpty)
        #expect(result.replacements.count == 1, "one file, listed once")
        var edited = project
        edited.replaceFiles(result.replacements)
        #expect(edited.resolve("Save", language: "de").value == "Speichern")
        #expect(edited.resolve("Save", language: "pl").value == "Zachowaj")
    }

    @Test func replacementsListEveryStringThatHoldsTheText() {
        let project = Self.project()
        let found = project.replacements(of: LiteralSearch("Zapisz"), with: "Zachowaj", in: [Self.pl, Self.ja])
        #expect(
            found == [
                TextReplacement(
                    language: Self.pl, address: EntryAddress(key: "save"), before: "Zapisz", after: "Zachowaj",
                    occurrences: 1),
                TextReplacement(
                    language: Self.pl, address: EntryAddress(key: "title", width: 100), before: "Zapisz",
                    after: "Zachowaj", occurrences: 1),
                TextReplacement(
                    language: Self.pl, address: EntryAddress(key: "title", width: 200), before: "Zapisz zdjęcie",
                    after: "Zachowaj zdjęcie", occurrences: 1),
            ])
        let japanese = project.replacements(of: LiteralSearch("保存"), with: "セーブ", in: [Self.ja])
        #expect(japanese.map(\.after) == ["セーブ", "セーブ", "写真をセーブ"])
        let variants = project.replacements(of: LiteralSearch("ZDJĘ", caseSensitive: false), with: "fot", in: [Self.pl])
        #expect(
            variants.map(\.address) == [
                EntryAddress(key: "photos", selector: "one"), EntryAddress(key: "photos", selector: "few"),
                EntryAddress(key: "photos", selector: "other"), EntryAddress(key: "title", width: 200),
            ])
        #expect(variants.map(\.after) == ["%d fotcie", "%d fotcia", "%d fotć", "Zapisz fotcie"])
        // Made as one edit, the project holds every replacement.
        var edited = project
        edited.replaceFiles(edited.settingTexts(variants.map(\.change)).replacements)
        #expect(edited.replacements(of: LiteralSearch("zdję", caseSensitive: false), with: "", in: [Self.pl]).isEmpty)
        #expect(project.replacements(of: LiteralSearch("Zapisz"), with: "x", in: [.base]).isEmpty)
    }

    /// Languages are searched each on a core; the list is still by key, then by language in the order given.
    @Test func replacementsComeByKeyThenByLanguageAsGiven() {
        var files: [String: [UInt8]] = [:]
        for tag in ["base", "de", "pl", "ja"] {
            files[tag + ".json"] = Array(#"{"a": "%d \#(tag)", "b": "none", "c": "%d and %d \#(tag)"}"#.utf8)
        }
        let project = Project(directory: "/tmp/replacing-order", contents: files)
        let (ja, pl) = (FileLanguage.tag(LanguageTag("ja")!), FileLanguage.tag(LanguageTag("pl")!))
        let found = project.replacements(of: LiteralSearch("%d"), with: "%ld", in: [ja, .base, pl])
        #expect(
            found.map { "\($0.address.key) \($0.language) \($0.occurrences)" } == [
                "a ja 1", "a base 1", "a pl 1", "c ja 2", "c base 2", "c pl 2",
            ])
        #expect(found.map(\.after).first == "%ld ja")
    }
}
