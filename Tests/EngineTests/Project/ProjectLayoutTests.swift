import Foundation
import Testing

@testable import Engine

@Suite struct ProjectLayoutTests {
    private func tag(_ text: String) -> FileLanguage { .tag(LanguageTag(text)!) }

    @Test func givesALanguageToTheFirstOfTwoFilesNamedAfterIt() {
        let layout = ProjectLayout(names: ["pt_BR.json", "base.json", "pt-BR.json"])
        #expect(
            layout.files == [
                .init(name: "base.json", role: .language(.base)),
                .init(name: "pt-BR.json", role: .language(tag("pt-BR"))),
                .init(name: "pt_BR.json", role: .ignored(.sameLanguage(tag("pt-BR"), as: "pt-BR.json"))),
            ])
        #expect(layout.languages.map(\.name) == ["base.json", "pt-BR.json"])
        #expect(layout.languageFileNames == ["base.json", "pt-BR.json", "pt_BR.json"])
        #expect(layout.fileNames(of: tag("pt-BR")) == ["pt-BR.json", "pt_BR.json"])
        #expect(layout.fileNames(of: .base) == ["base.json"])
        #expect(
            layout.problems.map(\.message) == ["'pt_BR.json' is the same language as 'pt-BR.json', so it is not loaded"]
        )
    }

    @Test func ordersLanguagesByTagAndFileNamesByName() {
        let layout = ProjectLayout(names: ["PT-br.json", "de.json", "base.json"])
        #expect(layout.languages.map(\.name) == ["base.json", "de.json", "PT-br.json"])
        #expect(layout.languages.map(\.language.description) == ["base", "de", "pt-BR"])
        #expect(layout.languageFileNames == ["base.json", "PT-br.json", "de.json"])
    }

    @Test func reportsAMissingBaseAfterTheIgnoredFiles() {
        let layout = ProjectLayout(names: ["pl.json", "notes.old.json", "de.json"])
        #expect(layout.baseIsMissing)
        #expect(layout.hasTranslations)
        #expect(layout.fileNames(of: .base).isEmpty)
        #expect(layout.languages.map(\.name) == ["de.json", "pl.json"])
        #expect(
            layout.problems == [
                ProjectProblem(fileName: "notes.old.json", kind: .notALanguageTag),
                ProjectProblem(fileName: nil, kind: .baseMissing),
            ])
    }

    @Test func tellsTheOtherJSONFilesFromLanguagesAndLeavesOutTheRest() {
        let layout = ProjectLayout(names: [
            "README.md", "glossa.json", "expressions.json", "notes.old.json", "pl.json.bak", "english!.json",
            "base.json",
        ])
        #expect(
            layout.files == [
                .init(name: "base.json", role: .language(.base)),
                .init(name: "english!.json", role: .ignored(.notALanguageTag)),
                .init(name: "expressions.json", role: .expressions),
                .init(name: "glossa.json", role: .settings),
                .init(name: "notes.old.json", role: .ignored(.notALanguageTag)),
            ])
        #expect(layout.languageFileNames == ["base.json"])
        #expect(layout.auxiliaryFileNames == ["expressions.json", "glossa.json"])
        #expect(ProjectLayout.language(named: "expressions.json") == nil)
        #expect(ProjectLayout.language(named: "sr_Latn.json") == tag("sr-Latn"))
        #expect(ProjectLayout.fileName(for: tag("sr_Latn")) == "sr-Latn.json")
        #expect(ProjectLayout.fileName(for: .base) == "base.json")
    }

    @Test func findsNoTranslationsAmongOtherFilesOnly() {
        let layout = ProjectLayout(names: ["glossa.json", "expressions.json", "notes.old.json", "README.md"])
        #expect(!layout.hasTranslations)
        #expect(layout.languageFileNames.isEmpty)
        #expect(layout.languages.isEmpty)
    }

    @Test func listsAFolderAndAFIFONamedLikeLanguageFilesAndTheLoaderFindsThemUnreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"a": "A"}"#.utf8).write(to: folder.appendingPathComponent("base.json"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("de.json"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.appendingPathComponent("pl.json").path, 0o644) == 0)

        let layout = ProjectLayout(names: try ProjectFiles.paths(in: folder.path))
        #expect(layout.languageFileNames == ["base.json", "de.json", "pl.json"])
        #expect(layout.languages.map(\.language.description) == ["base", "de", "pl"])

        let project = try Project.load(directory: folder.path)
        #expect(project.files.map(\.fileName) == ["base.json"])
        #expect(Set(project.problems.compactMap(\.fileName)) == ["de.json", "pl.json"])
        #expect(
            project.problems.allSatisfy {
                if case .unreadable = $0.kind { return true }
                return false
            })
    }

    @Test func cannotListAMissingFolder() {
        #expect(throws: ProjectLoadError.self) { try ProjectFiles.paths(in: "/no/such/folder") }
    }
}
