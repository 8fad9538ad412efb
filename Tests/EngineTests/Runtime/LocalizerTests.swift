import Foundation
import Synchronization
import Testing

@testable import Engine

/// A small project: English base, German with gaps, French, Brazilian Portuguese, Polish with a partial
/// plural entry.
private let project = makeProject([
    "base.json": """
    {"welcome": "Welcome", "bye": "Goodbye", "only-base": "Base only",
     "photos": {"ie:x=0": "No photos", "one": "%d photo", "other": "%d photos"},
     "back": {"@100": "Back", "@200": "Back to albums"},
     "tagged": {"one": "%1$@ and %2$d other person", "other": "%1$@ and %2$d other people"},
     "invite": "Hi {{name}}, {{count}} new", "files": {"exp:^[a-z]+$": "a word", "other": "%@ files"},
     "distance": {"one": "%@ kilometre", "other": "%@ kilometres"}}
    """,
    "de.json": #"{"welcome": "Willkommen", "photos": {"one": "%d Foto", "other": "%d Fotos"}}"#,
    "fr.json": #"{"welcome": "Bienvenue", "bye": "Au revoir"}"#,
    "pt-BR.json": #"{"welcome": "Bem-vindo"}"#,
    "pl.json": #"{"photos": {"one": "%d zdjęcie", "few": "%d zdjęcia"}}"#,
])

@Suite struct LocalizerTests {
    @Test func negotiatesFromThePreferredLanguages() {
        let localizer = Localizer(project: project, preferredLanguages: ["de-AT", "fr"])
        #expect(localizer.language == LanguageTag("de"))
        #expect(localizer.languages.map(\.description) == ["de", "fr", "en"])
        #expect(localizer.supportedLanguages.map(\.description) == ["en", "de", "fr", "pl", "pt-BR"])
        #expect(Localizer(project: project, preferredLanguages: ["pt-PT"]).language == LanguageTag("pt-BR"))
        #expect(Localizer(project: project, preferredLanguages: ["ja"]).language == LanguageTag("en"))
        #expect(
            Localizer(project: project, defaultLanguage: LanguageTag("fr"), preferredLanguages: ["ja"]).language
                == LanguageTag("fr"))
        let limited = Localizer(
            project: project, supportedLanguages: [LanguageTag("en")!, LanguageTag("fr")!],
            preferredLanguages: ["de", "fr"])
        #expect(limited.language == LanguageTag("fr"))
    }

    @Test func aMissingKeyComesFromTheNextNegotiatedLanguageThenBase() {
        let localizer = Localizer(project: project, preferredLanguages: ["de-AT", "fr"])
        #expect(localizer["welcome"] == "Willkommen")
        #expect(localizer["bye"] == "Au revoir")
        #expect(localizer["only-base"] == "Base only")
        #expect(localizer["nowhere"] == "nowhere")
        #expect(localizer.string("nowhere", default: "Fallback") == "Fallback")
        #expect(localizer.resolution("bye").language == .tag(LanguageTag("fr")!))
        #expect(localizer.resolution("bye").isFallback)
    }

    @Test func aPartialPluralEntryGivesWayToTheNextLanguagesWholeEntry() {
        let localizer = Localizer(project: project, preferredLanguages: ["pl", "de"])
        #expect(localizer.string("photos", count: 1) == "1 zdjęcie")
        #expect(localizer.string("photos", count: 3) == "3 zdjęcia")
        // Polish has no `many` or `other`: 5 is German's whole entry, never a mix.
        #expect(localizer.string("photos", count: 5) == "5 Fotos")
        #expect(localizer.string("photos", count: 0) == "0 Fotos")
    }

    @Test func countsOfEveryKind() {
        let localizer = Localizer(project: project)
        #expect(localizer.string("photos", count: 0) == "No photos")
        #expect(localizer.string("photos", count: 1) == "1 photo")
        #expect(localizer.string("photos", count: UInt8(2)) == "2 photos")
        #expect(localizer.string("photos", count: Int64(-1)) == "-1 photo")
        #expect(localizer.string("distance", count: 1.5) == "1.5 kilometres")
        #expect(localizer.string("distance", count: 1.0) == "1 kilometre")
        #expect(localizer.string("distance", count: Float(2.25)) == "2.25 kilometres")
        #expect(localizer.string("distance", count: Decimal(string: "0.5")!) == "0.5 kilometres")
        #expect(localizer.string("distance", count: "1.0") == "1.0 kilometres")
        #expect(localizer.string("distance", count: "1") == "1 kilometre")
        #expect("photos".localized(count: 3, in: localizer) == "3 photos")
    }

    @Test func widthsDefaultsArgumentsAndNames() {
        let localizer = Localizer(project: project)
        #expect(localizer.string("back", fittingWidth: 150) == "Back")
        #expect(localizer.string("back", fittingWidth: 50) == "Back")
        #expect(localizer.string("back") == "Back to albums")
        #expect(localizer.string("back", comment: "the navigation button") == "Back to albums")
        #expect(localizer.string("tagged", count: 2, arguments: ["Ana", 2]) == "Ana and 2 other people")
        #expect(localizer.string("tagged", count: 1, arguments: ["Ana", 1]) == "Ana and 1 other person")
        #expect(localizer.string("invite", count: 4, named: ["name": "Zoë"]) == "Hi Zoë, 4 new")
        #expect(localizer.string("invite", arguments: [], named: ["name": "Zoë", "count": 1]) == "Hi Zoë, 1 new")
        #expect(localizer.string("files", matching: "abc") == "a word")
        #expect(localizer.string("files", count: 12) == "12 files")
        #expect(localizer.string("missing", count: 3, default: "%d things") == "3 things")
    }

    @Test func formatProblemsAreVisibleReportedAndThrownWhenAsked() throws {
        let reported = Mutex<[String]>([])
        let localizer = Localizer(project: project) { key, problem in
            reported.withLock { $0.append("\(key): \(problem)") }
        }
        #expect(localizer.string("tagged", count: 3) == "3 and %2$d other people")
        #expect(
            reported.withLock { $0 }
                == ["tagged: '%2$d' has no value to show: the app passes fewer values than the text uses"])
        #expect(throws: FormatProblem.notANumber(placeholder: "%2$d", argument: "Ben")) {
            try localizer.checkedString("tagged", count: 3, arguments: ["Ana", "Ben"])
        }
        #expect(try localizer.checkedString("tagged", count: 3, arguments: ["Ana", 3]) == "Ana and 3 other people")
    }

    @Test func numbersInTheLanguagesStyleWhenAsked() throws {
        let big = makeProject([
            "base.json": #"{"n": {"one": "%d item", "other": "%d items"}}"#,
            "de.json": #"{"n": {"one": "%d Stück", "other": "%d Stück"}}"#,
        ])
        let localizer = Localizer(project: big, preferredLanguages: ["de"], localizesNumbers: true)
        #expect(localizer.string("n", count: 1234567) == "1.234.567 Stück")
        try localizer.select(language: "en")
        #expect(localizer.string("n", count: 1234567) == "1,234,567 items")
    }

    @Test func selectAndResetSwitchAtRunTime() throws {
        let localizer = Localizer(project: project, preferredLanguages: ["de"])
        try localizer.select(language: "FR")
        #expect(localizer.language == LanguageTag("fr"))
        #expect(localizer.chosenLanguage == LanguageTag("fr"))
        #expect(localizer.languages.map(\.description) == ["fr", "de", "en"])
        #expect(localizer["welcome"] == "Bienvenue")
        #expect(throws: LocalizerError.unsupportedLanguage("ja", supported: localizer.supportedLanguages)) {
            try localizer.select(language: "ja")
        }
        #expect(localizer.language == LanguageTag("fr"))
        try localizer.reset()
        #expect(localizer.language == LanguageTag("de"))
        #expect(localizer.chosenLanguage == nil)
        localizer.setPreferredLanguages(["pt-PT"])
        #expect(localizer["welcome"] == "Bem-vindo")
    }

    @Test func theChoiceIsKeptInTheSettingsFileAndForgottenByReset() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-localizer-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("language").path
        let first = Localizer(project: project, preferredLanguages: ["de"], choiceStore: .file(path))
        #expect(first.language == LanguageTag("de"))
        try first.select(language: "pt_br")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "pt-BR\n")

        let second = Localizer(project: project, preferredLanguages: ["de"], choiceStore: .file(path))
        #expect(second.language == LanguageTag("pt-BR"))
        #expect(second.chosenLanguage == LanguageTag("pt-BR"))
        // A saved choice the app no longer supports is ignored.
        let without = Localizer(
            project: project, supportedLanguages: [LanguageTag("en")!, LanguageTag("de")!], preferredLanguages: ["de"],
            choiceStore: .file(path))
        #expect(without.language == LanguageTag("de"))

        try second.reset()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            Localizer(project: project, preferredLanguages: ["de"], choiceStore: .file(path)).language
                == LanguageTag("de"))
        try second.reset()

        let unwritable = Localizer(project: project, choiceStore: .file(folder.path + "/no/such/folder/language"))
        #expect(throws: LocalizerError.self) { try unwritable.select(language: "fr") }
        #expect(unwritable.language == LanguageTag("fr"))
    }

    @Test func changesAreAnnouncedThroughStreams() async throws {
        let localizer = Localizer(project: project, preferredLanguages: ["de"])
        let stream = localizer.changes()
        let other = localizer.changes()
        try localizer.select(language: "fr")
        try localizer.select(language: "fr")
        localizer.setPreferredLanguages(["pl"])
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        #expect(
            first
                == LanguageChange(
                    language: LanguageTag("fr")!,
                    languages: [LanguageTag("fr")!, LanguageTag("de")!, LanguageTag("en")!], reason: .selected))
        let second = await iterator.next()
        #expect(second?.languages.map(\.description) == ["fr", "pl", "en"])
        #expect(second?.reason == .preferredLanguagesChanged)
        var otherIterator = other.makeAsyncIterator()
        #expect(await otherIterator.next()?.language == LanguageTag("fr"))
    }

    @Test func changesAreAnnouncedThroughCallbacksUntilCancelled() throws {
        let localizer = Localizer(project: project)
        let seen = Mutex<[String]>([])
        let observation = localizer.onChange { change in seen.withLock { $0.append(change.language.description) } }
        try localizer.select(language: "de")
        try localizer.select(language: "pl")
        observation.cancel()
        try localizer.select(language: "fr")
        #expect(seen.withLock { $0 } == ["de", "pl"])
        localizer.replaceProject(makeProject(["base.json": #"{"welcome": "Hello"}"#, "fr.json": "{}"]))
        #expect(localizer["welcome"] == "Hello")
    }

    @Test func addsStringsAtRunTime() throws {
        let localizer = Localizer(project: project, preferredLanguages: ["fr"])
        let seen = Mutex<[LanguageChange.Reason]>([])
        let observation = localizer.onChange { change in seen.withLock { $0.append(change.reason) } }
        defer { observation.cancel() }
        try localizer.addStrings(["new": "Nouveau", "bye": "Salut", "photos": "des photos"], for: "fr")
        #expect(localizer["new"] == "Nouveau")
        #expect(localizer["bye"] == "Salut")
        #expect(localizer.string("photos", count: 3) == "des photos")
        #expect(localizer["welcome"] == "Bienvenue")
        let french = localizer.project.files[localizer.project.fileIndex(of: .tag(LanguageTag("fr")!))!]
        #expect(
            String(decoding: french.bytes, as: UTF8.self)
                == #"{"welcome": "Bienvenue", "bye": "Salut", "new": "Nouveau", "photos": "des photos"}"#)
        // A language without a file gets one and becomes selectable.
        try localizer.addStrings(["welcome": "Witaj z Krakowa"], for: "pl_PL")
        try localizer.select(language: "pl-PL")
        #expect(localizer["welcome"] == "Witaj z Krakowa")
        #expect(localizer.string("photos", count: 3) == "3 zdjęcia")
        #expect(seen.withLock { $0 } == [.stringsAdded, .stringsAdded, .selected])
        #expect(throws: LocalizerError.notALanguage("english!")) {
            try localizer.addStrings(["a": "b"], for: "english!")
        }
        let broken = Localizer(project: makeProject(["base.json": #"{"a": "A"}"#, "de.json": "{"]))
        #expect(throws: LocalizerError.cannotAddStrings("de", reason: "de.json has a syntax error")) {
            try broken.addStrings(["a": "B"], for: "de")
        }
        #expect(broken["a"] == "A")
    }

    @Test func findsTheProjectInAnAppsResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-resources-\(UUID())")
        let lproj = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: LocalizerError.noProject(inResources: folder.path)) {
            try Localizer.projectDirectory(inResources: folder.path)
        }
        try Data(#"{"welcome": "Welcome"}"#.utf8).write(to: lproj.appendingPathComponent("base.json"))
        try Data(#"{"welcome": "Witaj"}"#.utf8).write(to: lproj.appendingPathComponent("pl.json"))
        let directory = try Localizer.projectDirectory(inResources: folder.path)
        #expect(directory == lproj.path)
        let localizer = try Localizer(directory: directory, preferredLanguages: ["pl-PL"])
        #expect(localizer["welcome"] == "Witaj")
        #expect(throws: LocalizerError.self) { try Localizer(directory: folder.path + "/none") }
    }

    @Test(arguments: [
        (["LANG": "de_AT.UTF-8"], ["de-AT"]),
        (["LANGUAGE": "fr:de_DE", "LANG": "pl_PL.UTF-8"], ["fr", "de-DE", "pl-PL"]),
        (["LC_ALL": "pt_BR.UTF-8@euro", "LC_MESSAGES": "ru_RU", "LANG": "de_DE"], ["pt-BR"]),
        (["LC_MESSAGES": "sr_RS@latin", "LANG": "de_DE"], ["sr-RS"]),
        (["LANGUAGE": "fr", "LANG": "C.UTF-8"], []), (["LANG": "POSIX"], []), ([:], []),
        (["LANGUAGE": "de:de", "LANG": "de"], ["de"]),
    ])
    func readsPreferredLanguagesFromTheEnvironment(_ environment: [String: String], _ expected: [String]) {
        #expect(Localizer.preferredLanguages(fromEnvironment: environment) == expected)
    }

    @Test func theStringExtensionUsesTheSharedLocalizerOnlyWhenSet() {
        let localizer = Localizer(project: project, preferredLanguages: ["fr"])
        #expect("welcome".localized(in: localizer) == "Bienvenue")
        #expect("back".localized(fittingWidth: 120, in: localizer) == "Back")
        #expect("distance".localized(count: 2.5, in: localizer) == "2.5 kilometres")
    }
}

@Test func aChainOverSeveralLanguagesTriesEachFileOnceThenBase() {
    let names = { (languages: [String]) in
        let chain = project.chain(for: languages)
        return chain.files.map { project.files[$0].language.description }
    }
    #expect(names(["pt-BR", "de"]) == ["pt-BR", "de", "base"])
    #expect(names(["en", "de"]) == ["base", "de"])
    #expect(names(["de", "en", "fr"]) == ["de", "base", "fr"])
    #expect(names([]) == ["base"])
    #expect(project.chain(for: ["de", "fr"]).ownFile == project.fileIndex(of: .tag(LanguageTag("de")!)))
}
