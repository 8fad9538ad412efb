import TestSupport
import Testing

@testable import Engine

/// Checks that an edited project indexes its keys exactly as a project loaded from the same bytes does:
/// the same `keys`, the same ids, the same entry for every key in every file.
func expectIndexMatchesFreshLoad(_ project: Project, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var contents = project.auxiliaryFiles
    for file in project.files { contents[file.fileName] = file.bytes }
    let fresh = Project(directory: project.directory, contents: contents)
    #expect(project.files.map(\.fileName) == fresh.files.map(\.fileName), sourceLocation: sourceLocation)
    #expect(project.keys == fresh.keys, sourceLocation: sourceLocation)
    for (id, key) in fresh.keys.enumerated() {
        #expect(project.keyID(key) == id, "key \(key)", sourceLocation: sourceLocation)
    }
    for fileIndex in fresh.files.indices {
        #expect(
            project.fileIndex(of: fresh.files[fileIndex].language) == fileIndex, sourceLocation: sourceLocation)
        for id in fresh.keys.indices {
            let expected = fresh.entryIndex(keyID: id, file: fileIndex)
            #expect(
                project.entryIndex(keyID: id, file: fileIndex) == expected,
                "\(fresh.files[fileIndex].fileName) \(fresh.keys[id])", sourceLocation: sourceLocation)
            if let expected {
                #expect(
                    project.files[fileIndex].entries[expected].key == fresh.keys[id], sourceLocation: sourceLocation)
            }
        }
    }
}

private let pl = FileLanguage.tag(LanguageTag("pl")!)
private let de = FileLanguage.tag(LanguageTag("de")!)

private func sample() -> Project {
    makeProject([
        "base.json": """
        {
            "welcome": "Welcome",
            "cars": {"one": "%d car", "other": "%d cars"},
            "bye": "Bye"
        }
        """,
        "pl.json": """
        {
            "welcome": "Witaj",
            "cars": {"one": "%d samochód", "few": "%d samochody", "many": "%d samochodów"},
            "only-pl": "x"
        }
        """,
        "de.json": #"{"bye": "Tschüss", "welcome": "Willkommen"}"#,
    ])
}

private func text(_ project: Project, _ key: String, _ language: FileLanguage) -> String? {
    guard case .text(let text)? = project.entry(key, in: language)?.value else { return nil }
    return text
}

@Suite struct ProjectEditingTests {
    @Test func aValueEditKeepsEveryKeyID() throws {
        var project = sample()
        let ids = project.keys.map { project.keyID($0) }
        let document = try #require(project.files[project.fileIndex(of: pl)!].document())
        let result = try LanguageEdits.settingString("Cześć", at: EntryAddress(key: "welcome"), in: document)
        project.apply(result, to: pl)
        #expect(text(project, "welcome", pl) == "Cześć")
        #expect(project.keys == ["welcome", "cars", "bye", "only-pl"])
        #expect(project.keys.map { project.keyID($0) } == ids)
        expectIndexMatchesFreshLoad(project)
    }

    @Test func anAddedKeyTakesItsPlaceInBaseOrder() throws {
        var project = sample()
        let base = try #require(project.files[0].document())
        project.apply(
            try LanguageEdits.settingString("Hello", at: EntryAddress(key: "hello"), in: base), to: .base)
        // Base order first, then keys only other files have.
        #expect(project.keys == ["welcome", "cars", "bye", "hello", "only-pl"])
        #expect(text(project, "hello", .base) == "Hello")
        #expect(project.entry("hello", in: pl) == nil)
        expectIndexMatchesFreshLoad(project)
    }

    @Test func aKeyRemovedFromEveryFileLeavesTheKeys() throws {
        var project = sample()
        for language in [FileLanguage.base, de] {
            let index = project.fileIndex(of: language)!
            let document = try #require(project.files[index].document())
            project.apply(try LanguageEdits.removing(EntryAddress(key: "bye"), from: document), to: language)
        }
        #expect(project.keys == ["welcome", "cars", "only-pl"])
        #expect(project.keyID("bye") == nil)
        #expect(project.entry("bye", in: .base) == nil)
        expectIndexMatchesFreshLoad(project)
    }

    @Test func aKeyRemovedFromBaseOnlyBecomesAKeyOfTheOtherFiles() throws {
        var project = sample()
        let document = try #require(project.files[0].document())
        project.apply(try LanguageEdits.removing(EntryAddress(key: "welcome"), from: document), to: .base)
        #expect(project.keys == ["cars", "bye", "welcome", "only-pl"])
        #expect(text(project, "welcome", pl) == "Witaj")
        expectIndexMatchesFreshLoad(project)
    }

    @Test func renamingAKeyInEveryFileAtOnce() throws {
        var project = sample()
        var replacements: [(index: Int, bytes: [UInt8])] = []
        for (index, file) in project.files.enumerated() {
            let document = try #require(file.document())
            replacements.append(
                (index, try LanguageEdits.renamingKey("welcome", to: "greeting", in: document).document.bytes))
        }
        project.replaceFiles(replacements)
        #expect(project.keys == ["greeting", "cars", "bye", "only-pl"])
        #expect(project.keyID("welcome") == nil)
        #expect(text(project, "greeting", de) == "Willkommen")
        expectIndexMatchesFreshLoad(project)
    }

    @Test func anEarlierValueIsAnUndoSnapshot() throws {
        let original = sample()
        var project = original
        let document = try #require(project.files[0].document())
        project.apply(try LanguageEdits.renamingKey("cars", to: "autos", in: document), to: .base)
        #expect(project.keyID("autos") != nil)
        #expect(original.keys == ["welcome", "cars", "bye", "only-pl"])
        #expect(original.entry("cars", in: .base) != nil)
        #expect(original.entry("autos", in: .base) == nil)
        expectIndexMatchesFreshLoad(original)
        expectIndexMatchesFreshLoad(project)
    }

    @Test func aFileWithASyntaxErrorHasNoKeys() {
        var project = sample()
        project.replaceFile(at: project.fileIndex(of: pl)!, bytes: Array(#"{"welcome": "Witaj" "only-pl": 1}"#.utf8))
        #expect(project.files[project.fileIndex(of: pl)!].syntaxError != nil)
        #expect(project.keyID("only-pl") == nil)
        #expect(project.resolve("welcome", language: "pl").value == "Welcome")
        expectIndexMatchesFreshLoad(project)
    }

    @Test func addsALanguageInTagOrder() throws {
        var project = sample()
        let result = try LanguageEdits.creatingFile(
            setting: "Bienvenue", at: EntryAddress(key: "welcome"), like: project.files[0].document())
        let fr = FileLanguage.tag(LanguageTag("fr")!)
        #expect(project.apply(result, to: fr) == 2)
        #expect(project.files.map(\.fileName) == ["base.json", "de.json", "fr.json", "pl.json"])
        #expect(project.resolve("welcome", language: "fr").value == "Bienvenue")
        #expect(project.resolve("cars", language: "pl", number: "5").value == "%d samochodów")
        #expect(project.files[2].bytes == result.document.bytes)
        expectIndexMatchesFreshLoad(project)

        let ptBR = FileLanguage.tag(LanguageTag("pt_BR")!)
        #expect(try project.addFile(language: ptBR, bytes: Array(#"{"new": "novo"}"#.utf8)) == 4)
        #expect(project.files.last?.fileName == "pt-BR.json")
        #expect(project.keys.last == "new")
        expectIndexMatchesFreshLoad(project)
    }

    @Test func refusesASecondFileForALanguage() {
        var project = sample()
        #expect(throws: ProjectEditError.languageHasFile(pl, fileName: "pl.json")) {
            try project.addFile(language: pl, bytes: Array("{}".utf8))
        }
        #expect(
            ProjectEditError.languageHasFile(pl, fileName: "pl.json").description == "pl already has a file (pl.json)")
    }

    @Test func addingBaseSolvesTheMissingBase() throws {
        var project = makeProject(["pl.json": #"{"a": "b"}"#])
        #expect(project.problems.map(\.kind) == [.baseMissing])
        try project.addFile(language: .base, bytes: Array(#"{"a": "A"}"#.utf8))
        #expect(project.problems.isEmpty)
        #expect(project.files.map(\.fileName) == ["base.json", "pl.json"])
        #expect(project.resolve("a", language: "de").value == "A")
        expectIndexMatchesFreshLoad(project)
    }

    @Test func newSharedExpressionsApplyToEveryFile() {
        var project = makeProject([
            "base.json": #"{"n": {"ten": "ten things", "other": "things"}}"#,
            "expressions.json": #"{"base": {}}"#,
        ])
        #expect(project.resolve("n", language: "base", number: "10").value == "things")
        project.replaceAuxiliaryFile(named: "expressions.json", bytes: Array(#"{"base": {"ten": "ie:x=10"}}"#.utf8))
        #expect(project.resolve("n", language: "base", number: "10").value == "ten things")
        #expect(project.auxiliaryFiles["expressions.json"] == Array(#"{"base": {"ten": "ie:x=10"}}"#.utf8))
    }

    @Test func problemsFoundWhenReadingTheFolderSurviveNewSettings() {
        var project = Project(
            contents: ["base.json": Array(#"{"a": "b"}"#.utf8), "Localizable.json": Array("{}".utf8)],
            problems: [ProjectProblem(fileName: "de.json", kind: .unreadable("permission denied"))])
        let before = project.problems
        project.replaceAuxiliaryFile(named: "glossa.json", bytes: Array(#"{"baseLanguage": "pl"}"#.utf8))
        #expect(project.settings.baseLanguage.description == "pl")
        #expect(project.problems.count == before.count)
        #expect(project.problems.contains(ProjectProblem(fileName: "Localizable.json", kind: .notALanguageTag)))
    }

    /// Random key additions, removals, renames, reorders and value edits in random files: after each,
    /// the index is what a fresh load of the same bytes gives.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomEditsKeepTheIndexAsAFreshLoad(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let names = ["base.json", "de.json", "pl.json", "ru.json"]
        let pool = (0..<30).map { "key\($0)" }
        var model: [[(key: String, value: String)]] = names.map { _ in
            pool.shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random)).map { ($0, "v") }
        }
        func render(_ entries: [(key: String, value: String)]) -> [UInt8] {
            Array(("{" + entries.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ") + "}").utf8)
        }
        var project = Project(contents: Dictionary(uniqueKeysWithValues: zip(names, model.map(render))))
        for step in 0..<60 {
            let file = Int.random(in: 0..<names.count, using: &random)
            var entries = model[file]
            let unused = pool.filter { key in !entries.contains { $0.key == key } }
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !unused.isEmpty:
                entries.insert(
                    (unused.randomElement(using: &random)!, "new"),
                    at: Int.random(in: 0...entries.count, using: &random))
            case 1 where !entries.isEmpty:
                entries.remove(at: Int.random(in: 0..<entries.count, using: &random))
            case 2 where !entries.isEmpty && !unused.isEmpty:
                entries[Int.random(in: 0..<entries.count, using: &random)].key = unused.randomElement(using: &random)!
            case 3:
                entries.shuffle(using: &random)
            default:
                if !entries.isEmpty { entries[Int.random(in: 0..<entries.count, using: &random)].value = "\(step)" }
            }
            model[file] = entries
            if step % 7 == 6 {
                // Two files at once, as a rename in several languages does.
                let other = (file + 1) % names.count
                model[other].shuffle(using: &random)
                project.replaceFiles([(file, render(entries)), (other, render(model[other]))])
            } else {
                project.replaceFile(at: file, bytes: render(entries))
            }
            expectIndexMatchesFreshLoad(project)
        }
    }
}
