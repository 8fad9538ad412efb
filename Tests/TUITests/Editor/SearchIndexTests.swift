import Engine
import Testing

@testable import EditorCore

/// The search index brought up to date after an edit (`SearchIndex.updated(for:)`, which builds again only the
/// blocks of the keys whose values changed) finds what an index built whole finds.
@Suite struct SearchIndexTests {
    /// 1,000 keys (four blocks) in three languages, with texts that share words; every third key has plural forms.
    static func project() -> Project {
        let words = ["Zapisz", "plik", "保存", "Сохранить", "café", "e\u{301}", "photo", "👍🏽", "ok"]
        var files: [String: String] = [:]
        for (number, language) in ["base", "pl", "ja"].enumerated() {
            let entries = (0..<1_000).map { id in
                let text = "\(words[(id + number) % words.count]) \(language) \(id % 7)"
                return id % 3 == 0
                    ? "    \"key.\(id)\": {\"one\": \"\(text) one\", \"other\": \"\(text) other\"}"
                    : "    \"key.\(id)\": \"\(text)\""
            }
            files[language + ".json"] = "{\n" + entries.joined(separator: ",\n") + "\n}\n"
        }
        return Project(directory: "/tmp/search-index", contents: files.mapValues { Array($0.utf8) })
    }

    static let queries = ["zapisz", "PLIK", "保存", "сохран", "café", "e\u{301}", "pl 3", "ja", "changed", "ŻÓŁW", "k"]

    @Test func anUpdateAfterEditsOfValuesFindsWhatAWholeIndexFinds() {
        var project = Self.project()
        let index = SearchIndex(project: project)
        // Texts in four blocks' keys, a plural form among them (key 300), each moving what follows it in its file.
        let changes = [(1, "pl", nil), (2, "base", nil), (300, "ja", "one"), (302, "ja", nil), (998, "pl", nil)].map {
            id, tag, selector in
            TextChange(
                language: tag == "base" ? .base : .tag(LanguageTag(tag)!),
                address: EntryAddress(key: "key.\(id)", selector: selector), text: "changed Żółw \(id)")
        }
        project.replaceFiles(project.settingTexts(changes).replacements)
        let updated = index.updated(for: project)
        let whole = SearchIndex(project: project)
        for query in Self.queries + ["changed żółw 300", "changed żółw 998", "one", "other"] {
            #expect(updated.matches(query) == whole.matches(query), "\(query)")
            #expect(
                updated.matches(query, among: [0, 1, 299, 300, 999])
                    == whole.matches(query, among: [0, 1, 299, 300, 999]))
        }
        #expect(updated.matches("changed żółw") == [1, 2, 300, 302, 998])
        #expect(updated.blocksBuilt == 3, "the blocks of the keys edited, though the edits move later variants")
        #expect(index.matches("changed żółw").isEmpty, "the earlier index is as it was")
    }

    @Test func anUpdateAfterTheKeysChangedIsAWholeIndex() throws {
        var project = Self.project()
        let index = SearchIndex(project: project)
        let base = try #require(project.fileIndex(of: .base))
        let file = project.files[base]
        let renamed = try file.format.format.renamingKey("key.5", to: "key.renamed", in: file)
        project.replaceFiles([(base, renamed.bytes)])
        let updated = index.updated(for: project)
        let whole = SearchIndex(project: project)
        for query in Self.queries + ["key.renamed", "key.5"] {
            #expect(updated.matches(query) == whole.matches(query), "\(query)")
        }
    }
}
