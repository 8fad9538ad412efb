import Testing

@testable import Engine

/// A project of `format` (or the one detected) from file texts by path.
func keyValueProject(_ files: [String: String], format: FormatName? = nil) -> Project {
    Project(contents: files.mapValues { Array($0.utf8) }, format: format)
}

/// The selectors and texts of an entry, as `few=…` in file order, or its text.
func shown(_ project: Project, _ key: String, _ language: FileLanguage) -> [String] {
    guard let fileIndex = project.fileIndex(of: language), let entry = project.entry(key, in: language) else {
        return []
    }
    switch entry.value {
    case .text(let text): return [text]
    case .variants(let variants):
        return variants.map { variant in
            guard case .text(let text) = variant.content else { return "?" }
            return project.files[fileIndex].selectorText(variant) + "=" + text
        }
    case .widths, .invalid: return ["?"]
    }
}

@Suite struct KeyValueReadingTests {
    @Test func nestedObjectsAreGroupsAndDottedNamesStayWhole() {
        let project = keyValueProject(
            [
                "en.json": #"{"app": {"menu": {"open": "Open"}}, "parakeet-0.6b": "Model", "title": "Title"}"#,
                "pl.json": #"{"app": {"menu": {"open": "Otwórz"}}}"#,
            ], format: .json)
        #expect(project.keys == ["app.menu.open", "parakeet-0.6b", "title"])
        #expect(shown(project, "app.menu.open", .tag(LanguageTag("pl")!)) == ["Otwórz"])
        #expect(project.resolve("parakeet-0.6b", language: "pl").value == "Model")
        #expect(project.files[0].language == .base)
        #expect(project.settings.baseLanguage == LanguageTag("en")!)
    }

    @Test func aDottedNameAndANestedPathSpellingOneKeyAreBothReadAndReported() {
        let project = keyValueProject(
            ["en.json": #"{"a": {"b": "nested"}, "a.b": "flat", "c": "C"}"#], format: .json)
        #expect(project.keys == ["a.b", "c"])
        // The flatter spelling holds the key, as i18next's lookup tries the whole name first.
        #expect(project.resolve("a.b", language: "en").value == "flat")
        #expect(project.files[0].problems.map(\.kind) == [.sameKey(["a.b"])])
        #expect(project.files[0].problems.map(\.path) == [["a", "b"]])
        let findings = Validator().validate(project).findings.filter { $0.ruleID == "key-collision" }
        #expect(findings.count == 1)
        #expect(findings.first?.key == "a.b")
    }

    @Test func aLocaleRootIsNotPartOfTheKeys() throws {
        let project = keyValueProject(
            [
                "en.json": #"{"en": {"icons": {"close": "Close"}}}"#,
                "zh-CN.min.json": #"{"zh-CN": {"icons": {"close": "关闭"}}}"#,
                "pl.json": #"{"app": {"close": "Zamknij"}}"#,
            ], format: .json)
        #expect(project.keys == ["icons.close", "app.close"])
        #expect(project.resolve("icons.close", language: "zh-CN").value == "关闭")
        let chinese = project.files[project.fileIndex(of: .tag(LanguageTag("zh-CN")!))!]
        let added = try FormatName.json.format.setting(
            "打开", at: EntryAddress(key: "icons.open"), in: chinese, force: false)
        #expect(added.text == #"{"zh-CN": {"icons": {"close": "关闭","open": "打开"}}}"#)
        let removed = try FormatName.json.format.removing(EntryAddress(key: "icons.close"), from: chinese)
        #expect(removed.text == #"{"zh-CN": {}}"#)
    }

    @Test func metadataIsNotAKeyAndOtherValuesAreReported() {
        let text =
            "{\n\t\"@metadata\": {\"authors\": [\"Ann\"]},\n\t\"list\": [1, 2],\n\t\"n\": 3,\n\t\"ok\": \"OK\"\n}\n"
        let project = keyValueProject(["en.json": #"{"ok": "OK"}"#, "de.json": text], format: .json)
        let german = project.files[project.fileIndex(of: .tag(LanguageTag("de")!))!]
        #expect(german.entries.map(\.key) == ["ok"])
        #expect(german.bytes == Array(text.utf8))
        #expect(
            german.problems.map(\.kind) == [
                .wrongType(found: "an array", expected: "a text or an object of keys"),
                .wrongType(found: "a number", expected: "a text or an object of keys"),
            ])
    }

    @Test func theSourceIsDefaultJSONThenGlossaJSONThenEnglish() {
        let withDefault = keyValueProject(["default.json": #"{"a": "A"}"#, "fr.json": #"{"a": "Ah"}"#])
        #expect(withDefault.format == .json)
        #expect(withDefault.files.map(\.fileName) == ["default.json", "fr.json"])
        #expect(withDefault.files[0].language == .base)
        let named = keyValueProject(
            ["glossa.json": #"{"sourceLanguage": "fr"}"#, "fr.json": #"{"a": "Ah"}"#, "en.json": #"{"a": "A"}"#],
            format: .json)
        #expect(named.files.map(\.fileName) == ["fr.json", "en.json"])
        #expect(named.resolve("a", language: "base").value == "Ah")
        let missing = keyValueProject(["pl.json": #"{"a": "A"}"#], format: .json)
        #expect(missing.problems.map(\.kind) == [.sourceMissing(expected: "default.json or en.json")])
        let findings = Validator().validate(missing).findings.filter { $0.ruleID == "file-base-missing" }
        #expect(
            findings.map(\.message) == [
                ProjectProblem(fileName: nil, kind: .sourceMissing(expected: "default.json or en.json")).message
            ])
    }

    @Test func i18nextSuffixesAreTheCategoriesOfOneEntry() {
        let project = keyValueProject(
            [
                "en.json":
                    #"{"files_one": "{{count}} file", "files_other": "{{count}} files", "files_zero": "none", "place_ordinal_two": "{{count}}nd", "place_ordinal_other": "{{count}}th"}"#,
                "pl.json":
                    #"{"files_one": "{{count}} plik", "files_few": "{{count}} pliki", "files_many": "{{count}} plików"}"#,
                "ru.json":
                    #"{"files_one": "{{count}} файл", "files_few": "{{count}} файла", "files_many": "{{count}} файлов", "files_other": "{{count}} файла."}"#,
            ], format: .i18next)
        #expect(project.keys == ["files", "place"])
        #expect(shown(project, "files", .base) == ["one={{count}} file", "other={{count}} files", "zero=none"])
        #expect(shown(project, "place", .base) == ["ordinal_two={{count}}nd", "ordinal_other={{count}}th"])
        // `_zero` is exact 0 in English, which has no zero category; an ordinal never answers a count.
        #expect(project.resolve("files", language: "en", number: "0").value == "none")
        #expect(project.resolve("files", language: "en", number: "2").value == "{{count}} files")
        // i18next, too, tries `place_two` and `place_other` (cardinal), then `place`: the key is shown.
        #expect(project.resolve("place", language: "en", number: "2").value == "place")
        let polish = ["1", "2", "5", "21", "22", "25", "1.5"].map {
            project.resolve("files", language: "pl", number: $0).value
        }
        #expect(
            polish == [
                "{{count}} plik", "{{count}} pliki", "{{count}} plików", "{{count}} plików", "{{count}} pliki",
                "{{count}} plików", "{{count}} files",
            ])
        let russian = ["1", "2", "5", "21", "22", "25", "1.5"].map {
            project.resolve("files", language: "ru", number: $0).value
        }
        #expect(
            russian == [
                "{{count}} файл", "{{count}} файла", "{{count}} файлов", "{{count}} файл", "{{count}} файла",
                "{{count}} файлов", "{{count}} файла.",
            ])
    }

    @Test func aBareKeyBesideItsPluralFormsIsReported() {
        let project = keyValueProject(
            ["en.json": #"{"item": "Item", "item_one": "One item", "item_other": "Items"}"#], format: .i18next)
        #expect(project.keys == ["item"])
        #expect(shown(project, "item", .base) == ["one=One item", "other=Items"])
        #expect(project.files[0].problems.map(\.kind) == [.sameKey(["item_one"])])
    }

    @Test func everyNamespaceIsAPartOfItsLanguageAndTheDefaultOneAnswersPlainKeys() {
        let project = keyValueProject(
            [
                "en/translation.json": #"{"hello": "Hello"}"#, "en/extra.json": #"{"x": "X"}"#,
                "pl/translation.json": #"{"hello": "Cześć"}"#, "pl/extra.json": #"{"x": "Iks"}"#,
                "de/extra.json": #"{"x": "Ix"}"#,
            ])
        #expect(project.format == .i18next)
        #expect(
            project.files.map(\.fileName) == [
                "en/translation.json", "en/extra.json", "de/extra.json", "pl/translation.json", "pl/extra.json",
            ])
        #expect(
            project.files.map(\.part) == [
                "translation.json", "extra.json", "extra.json", "translation.json", "extra.json",
            ])
        #expect(project.languages.map(\.description) == ["base", "de", "pl"])
        #expect(project.keys == ["translation:hello", "extra:x"])
        #expect(project.resolve("hello", language: "pl").value == "Cześć")
        #expect(project.resolve("translation:hello", language: "pl").value == "Cześć")
        #expect(project.resolve("extra:x", language: "pl") == project.resolve("extra:x", language: "pl"))
        #expect(project.resolve("extra:x", language: "pl").value == "Iks")
        #expect(!project.resolve("extra:x", language: "pl").isFallback)
        #expect(project.resolve("hello", language: "de").value == "Hello")
        #expect(project.resolve("hello", language: "de").isFallback)
        #expect(project.problems.isEmpty)
        // A key goes to the file of its part; a language without that part's file gets a new one, named
        // after the source's.
        #expect(project.editTarget(forKey: "extra:x", in: .tag(LanguageTag("pl")!)) == .file(4))
        #expect(project.editTarget(forKey: "hello", in: .tag(LanguageTag("pl")!)) == .file(3))
        #expect(
            project.editTarget(forKey: "translation:hello", in: .tag(LanguageTag("de")!))
                == .newFile(part: "translation.json", model: 0))
        #expect(project.editTarget(forKey: "extra:new", in: .base) == .file(1))
        #expect(project.editTarget(forKey: "brand-new", in: .base) == .file(0))
        let other = keyValueProject(
            ["glossa.json": #"{"defaultNamespace": "common"}"#, "en/common.json": #"{"a": "A"}"#])
        #expect(other.keys == ["common:a"])
        #expect(other.resolve("a", language: "en").value == "A")
    }

    @Test func placeholdersInDoubleBracesAreCheckedAgainstTheSource() {
        let project = keyValueProject(
            [
                "en.json":
                    #"{"hi": "Hi {{name}}, {{count}} new", "n_one": "{{count}} file", "n_other": "{{count}} files"}"#,
                "pl.json":
                    #"{"hi": "Cześć {{user}}", "n_one": "jeden plik", "n_few": "{{count}} pliki", "n_many": "{{count}} plików"}"#,
            ], format: .i18next)
        let findings = Validator().validate(project).findings
        let messages = findings.filter { $0.ruleID.hasPrefix("placeholder") }.map { "\($0.ruleID): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("placeholder-mismatch: '{{user}}' has no value to show") })
        #expect(messages.contains { $0.hasPrefix("placeholder-missing:") && $0.contains("'{{count}}', '{{name}}'") })
        // `{{count}}` left out of a plural form ("jeden plik") is not a missing placeholder.
        #expect(messages.count == 2)
        let missing = findings.filter { $0.ruleID == "plural-missing-category" }
        #expect(missing.isEmpty)
        let withoutFew = keyValueProject(
            [
                "en.json": #"{"n_one": "{{count}} file", "n_other": "{{count}} files"}"#,
                "pl.json": #"{"n_one": "{{count}} plik", "n_other": "{{count}} plików"}"#,
            ], format: .i18next)
        let categories = Validator().validate(withoutFew).findings.filter { $0.ruleID == "plural-missing-category" }
        #expect(categories.map(\.message).contains { $0.contains("'few'") })
    }
}
