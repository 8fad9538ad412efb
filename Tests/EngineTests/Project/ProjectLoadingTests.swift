import Foundation
import Testing

@testable import Engine

@Suite struct ProjectLoadingTests {
    @Test func indexesKeysInBaseOrderThenOthers() {
        let project = makeProject([
            "base.json": #"{"b": "B", "a": "A"}"#,
            "pl.json": #"{"a": "A-pl", "only-pl": "x"}"#,
            "de.json": #"{"only-de": "y", "b": "B-de"}"#,
        ])
        #expect(project.keys == ["b", "a", "only-de", "only-pl"])
        #expect(project.files.map(\.language.description) == ["base", "de", "pl"])
        #expect(project.entry("a", in: .tag(LanguageTag("pl")!))?.key == "a")
        #expect(project.entry("b", in: .tag(LanguageTag("pl")!)) == nil)
    }

    @Test func acceptsUnderscoreTagsAndRejectsOtherNames() {
        let project = makeProject([
            "base.json": "{}", "pt_BR.json": #"{"k": "v"}"#, "pt-BR.json": "{}", "notes.txt.json": "{}",
            "Localizable.json": "{}",
        ])
        #expect(project.fileIndex(of: .tag(LanguageTag("pt-BR")!)) != nil)
        #expect(project.problems.contains(ProjectProblem(fileName: "pt_BR.json", kind: .sameLanguageAs("pt-BR.json"))))
        #expect(project.problems.contains(ProjectProblem(fileName: "Localizable.json", kind: .notALanguageTag)))
        #expect(project.problems.contains(ProjectProblem(fileName: "notes.txt.json", kind: .notALanguageTag)))
    }

    @Test func keepsAMalformedFileWithItsErrorAndLoadsTheRest() throws {
        let project = makeProject([
            "base.json": #"{"welcome": "Welcome"}"#,
            "ru.json": "{\n  \"welcome\": \"Добро\"\n  \"x\": \"y\"\n}",
            "pl.json": #"{"welcome": "Witaj"}"#,
        ])
        let ru = try #require(project.files.first { $0.fileName == "ru.json" })
        #expect(ru.syntaxError != nil)
        #expect(ru.entries.isEmpty)
        #expect(!ru.isEditable)
        #expect(project.resolve("welcome", language: "pl").value == "Witaj")
        #expect(project.resolve("welcome", language: "ru").value == "Welcome")
    }

    @Test func reportsAMissingBase() {
        let project = makeProject(["pl.json": #"{"a": "b"}"#])
        #expect(project.problems == [ProjectProblem(fileName: nil, kind: .baseMissing)])
    }

    @Test func recordsValuesOfTheWrongShapeAndKeepsTheRest() throws {
        let project = makeProject([
            "base.json": """
            {"n": 5, "ok": "fine", "deep": {"one": {"x": {"y": "z"}}}, "w": {"@abc": "bad", "@100": "good"},
             "arr": ["a"], "nul": null}
            """
        ])
        let base = project.files[0]
        #expect(
            base.problems.map(\.message) == [
                "\"n\" is a number; expected a text or an object of variants",
                "\"deep\" › \"one\" is nested too deeply: a value is a text, variants of texts, or widths (@N) under a variant",
                "'@abc' is not a width: write '@' and a whole number of points, like '@200'",
                "\"arr\" is an array; expected a text or an object of variants",
                "\"nul\" is null; expected a text or an object of variants",
            ])
        #expect(project.resolve("ok", language: "base").value == "fine")
        #expect(project.resolve("w", language: "base", width: 10).value == "good")
        #expect(project.resolve("n", language: "base").value == "n")
    }

    @Test(arguments: [
        ("[1, 2]", "the file is an array; expected an object of keys"),
        ("\"text\"", "the file is a string; expected an object of keys"),
        ("42", "the file is a number; expected an object of keys"),
    ])
    func reportsAFileThatIsNotAnObject(_ text: String, _ message: String) {
        let project = makeProject(["base.json": text])
        #expect(project.files[0].problems.map(\.message) == [message])
        #expect(project.files[0].entries.isEmpty)
    }

    @Test func reportsAnArrayValueOnceWhateverItHolds() {
        let project = makeProject(["base.json": #"{"a": [{"@x": {"one": "y"}}, [1]], "b": {"one": [true]}, "c": "ok"}"#]
        )
        #expect(
            project.files[0].problems.map(\.message) == [
                "\"a\" is an array; expected a text or an object of variants",
                "\"b\" › \"one\" is an array; expected a text or an object of widths (@N)",
            ])
        #expect(project.resolve("c", language: "base").value == "ok")
    }

    @Test func keepsTheLastOfDuplicateKeys() {
        let project = makeProject(["base.json": #"{"a": "1", "b": {"one": "x", "one": "y"}, "a": "2"}"#])
        #expect(project.files[0].entries.map(\.key) == ["b", "a"])
        #expect(project.resolve("a", language: "base").value == "2")
        #expect(project.resolve("b", language: "base", number: "1").value == "y")
    }

    @Test func sharesTheFirstFileKeysWhateverTheOrderOrSpelling() throws {
        let project = makeProject([
            "base.json": #"{"b": "B", "a": "A", "c": "C"}"#,
            "pl.json": #"{"c": "C-pl", "\u0061": "A-pl", "x": "X", "b": "B-pl", "a": "A2-pl"}"#,
        ])
        #expect(project.keys == ["b", "a", "c", "x"])
        let pl = try #require(project.files.first { $0.fileName == "pl.json" })
        #expect(pl.entries.map(\.key) == ["c", "x", "b", "a"])
        #expect(pl.notices.map(\.kind) == [.duplicateKey("a", firstOffset: 14)])
        #expect(project.resolve("a", language: "pl").value == "A2-pl")
        #expect(project.resolve("x", language: "pl").value == "X")
    }

    /// The files after the first are matched on all cores; those with keys not seen yet are indexed after them.
    /// The keys are numbered as one file after the other would number them: in file order, each key once, a
    /// canonically equivalent spelling as the key it spells, which gives it its string.
    @Test func numbersKeysInFileOrderWhicheverFilesAddKeys() throws {
        let project = makeProject([
            "base.json": #"{"café": "1", "a": "2"}"#,
            "de.json": #"{"a": "x", "new-de": "y"}"#,
            "fr.json": #"{"cafe\u0301": "z", "a": "w"}"#,
            "pl.json": #"{"new-pl": "p", "new-de": "q", "a": "r"}"#,
            "ru.json": #"{"a": "s", "café": "t"}"#,
        ])
        #expect(project.keys == ["café", "a", "new-de", "new-pl"])
        #expect(project.keys.map { Array($0.utf8).count } == [5, 1, 6, 6])
        for (fileIndex, file) in project.files.enumerated() {
            for position in file.entries.indices {
                let id = try #require(project.keyIDs[file.entries.key(at: position)])
                #expect(project.slots[fileIndex][id] == Int32(position), "\(file.fileName) \(position)")
                #expect(file.entries.key(at: position).isSameStorage(as: project.keys[id]), "\(file.fileName)")
            }
            #expect(project.slots[fileIndex].filter { $0 >= 0 }.count == file.entries.count)
        }
    }

    @Test func findsRepeatedKeysInALargeObjectOfKnownAndNewKeys() throws {
        let base = "{" + (0..<20).map { #""k\#($0)": "v""# }.joined(separator: ", ") + "}"
        // Known keys, new keys and an escaped spelling of a known key, each repeated; the offsets are noted.
        var pl = "{"
        var offsets: [String: [Int]] = [:]
        for key in (0..<20).map({ "k\($0)" }) + ["x", "k3", "x", #"\u006b5"#] {
            if pl.count > 1 { pl += ", " }
            offsets[key == #"\u006b5"# ? "k5" : key, default: []].append(pl.utf8.count)
            pl += #""\#(key)": "\#(key)-pl""#
        }
        pl += "}"
        let project = makeProject(["base.json": base, "pl.json": pl])
        let file = try #require(project.files.first { $0.fileName == "pl.json" })
        #expect(
            file.notices.map(\.kind) == [
                .duplicateKey("k3", firstOffset: offsets["k3"]![0]), .duplicateKey("x", firstOffset: offsets["x"]![0]),
                .duplicateKey("k5", firstOffset: offsets["k5"]![0]),
            ])
        #expect(file.notices.map(\.offset) == [offsets["k3"]![1], offsets["x"]![1], offsets["k5"]![1]])
        #expect(file.entries.count == 21)
        #expect(project.resolve("k5", language: "pl").value == "k5-pl")
    }

    @Test func readsCanonicallyEquivalentSelectorsAsOne() {
        // "é" as one scalar in the first entry, as "e" and U+0301 in the second.
        let project = makeProject(["base.json": "{\"k1\": {\"caf\u{E9}\": \"x\"}, \"k2\": {\"cafe\u{301}\": \"y\"}}"])
        #expect(project.files[0].selectors.count == 1)
    }

    @Test func readsOnlyKeysStartingWithTheCharacterAtAsWidths() {
        // "@" followed by U+0301 is another character.
        let project = makeProject(["base.json": "{\"w\": {\"@10\": \"x\"}, \"v\": {\"@\u{301}10\": \"y\"}}"])
        let kinds = project.files[0].entries.map { entry in
            switch entry.value {
            case .widths: "widths"
            case .variants: "variants"
            case .text, .invalid: "other"
            }
        }
        #expect(kinds == ["widths", "variants"])
    }

    @Test func readsSettingsAndKeepsDefaultsOnErrors() {
        let project = makeProject([
            "base.json": "{}", "glossa.json": #"{"baseLanguage": "pl", "runtime": "swifternalization", "other": 1}"#,
        ])
        #expect(project.settings.baseLanguage.description == "pl")
        #expect(project.settings.runtime == "swifternalization")
        #expect(project.files[0].rules.cldrLocale == "pl")
        let broken = makeProject(["base.json": "{}", "glossa.json": "{\"baseLanguage\": }"])
        #expect(broken.settings.baseLanguage.description == "en")
        #expect(broken.problems.count == 1)
    }

    @Test func loadsAFolderFromDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"a": "A"}"#.utf8).write(to: folder.appendingPathComponent("base.json"))
        try Data(#"{"a": "Ą"}"#.utf8).write(to: folder.appendingPathComponent("pl.json"))
        try Data("ignored".utf8).write(to: folder.appendingPathComponent("README.md"))
        let project = try Project.load(directory: folder.path)
        #expect(project.resolve("a", language: "pl").value == "Ą")
        #expect(project.files[1].bytes == Array(#"{"a": "Ą"}"#.utf8))
    }

    @Test func refusesFoldersWithoutTranslations() throws {
        #expect(throws: ProjectLoadError.notAFolder("/no/such/folder")) {
            try Project.load(directory: "/no/such/folder")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ProjectLoadError.noTranslations(folder.path)) { try Project.load(directory: folder.path) }
    }

    @Test(arguments: [
        ("pt_br", "pt-BR"), ("ZH-hant-tw", "zh-Hant-TW"), ("sr_Latn", "sr-Latn"), ("en", "en"), ("es-419", "es-419"),
        ("be-tarask", "be-tarask"),
    ])
    func canonicalizesTags(_ written: String, _ canonical: String) {
        #expect(LanguageTag(written)?.description == canonical)
    }

    @Test(arguments: ["", "e", "english!", "en--US", "toolongvalue", "12", "en-toolongsubtag"])
    func rejectsMalformedTags(_ written: String) {
        #expect(LanguageTag(written) == nil)
    }
}
