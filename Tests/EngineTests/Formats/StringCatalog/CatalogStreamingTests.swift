import Foundation
import Testing

@testable import Engine

/// The streaming reader (`CatalogBuilder`) gives the model the tree reader it replaced gave: same entries,
/// spans, problems, notes, selectors and states, on every fixture and corpus catalog and on odd shapes.
@Suite struct CatalogStreamingTests {
    /// The reader before streaming: the whole catalog parsed into a `JSONDocument`, then walked. Kept here as
    /// the reference the streaming reader must agree with.
    static func treeRead(_ bytes: [UInt8], context: FormatContext, path: String = "Localizable.xcstrings")
        -> [LanguageFile]
    {
        guard let document = try? JSONDocument(bytes: bytes) else { return [] }
        let source = document.root["sourceLanguage"]?.string ?? context.settings.baseLanguage.description
        var problems: [ValueProblem] = []
        let strings =
            document.root["strings"].flatMap {
                ValueProblem.members(of: $0, path: ["strings"], expected: "an object of keys", into: &problems)
            } ?? []
        var languages = [LanguageFile.Builder(language: .base, rules: context.rules(for: .base), bytes: bytes)]
        var languageIndex: [String: Int] = [source: 0]
        var tags: [String] = []
        var notes: [String: EntryNotes] = [:]
        for member in strings {
            let key = member.key
            guard
                let entry = ValueProblem.members(
                    of: member.value, path: [key], expected: "an object (localizations)", into: &problems)
            else { continue }
            var entryNotes = EntryNotes()
            var localizations: [JSONMember] = []
            for field in entry {
                switch field.key {
                case "comment": entryNotes.comment = field.value.string
                case "extractionState": entryNotes.extractionState = field.value.string
                case "shouldTranslate": if case .bool(false) = field.value.kind { entryNotes.shouldTranslate = false }
                case "localizations":
                    localizations =
                        ValueProblem.members(
                            of: field.value, path: [key, "localizations"], expected: "an object of languages",
                            into: &problems) ?? []
                default: break
                }
            }
            if entryNotes != EntryNotes() { notes[key] = entryNotes }
            var hasSource = false
            for localization in localizations {
                let tag = localization.key
                let index: Int
                if let known = languageIndex[tag] {
                    index = known
                } else {
                    guard let language = LanguageTag(tag) else { continue }
                    languages.append(
                        LanguageFile.Builder(
                            language: .tag(language), rules: context.rules(for: .tag(language)), bytes: bytes))
                    index = languages.count - 1
                    languageIndex[tag] = index
                    tags.append(tag)
                }
                if index == 0 { hasSource = true }
                languages[index].add(
                    key: key, localization: localization.value, path: [key, "localizations", tag],
                    offset: localization.keyRange.lowerBound)
            }
            if !hasSource {
                languages[0].entries.append(Entry(key: key, value: .text(key), offset: member.keyRange.lowerBound))
            }
        }
        // The files are assembled as the streaming reader assembles them: only the reading is compared.
        return CatalogReader(path: path, bytes: bytes, context: context).files(
            languages: languages, tags: tags, notes: notes, problems: problems)
    }

    /// Everything a language file holds, as text to compare.
    static func dump(_ files: [LanguageFile]) -> [String] {
        files.map { file in
            var lines = ["language \(file.language)", "error \(String(describing: file.syntaxError))"]
            lines += file.entries.map { String(reflecting: $0) }
            lines += file.problems.map { String(reflecting: $0) }
            lines += file.notes.sorted { $0.key < $1.key }.map { "note \($0.key) \(String(reflecting: $0.value))" }
            lines += (file.nativeStates ?? [:]).sorted { $0.key < $1.key }.map {
                "state \($0.key) \(String(reflecting: $0.value))"
            }
            lines += file.selectors.map { "selector \($0.text) \(String(reflecting: $0.selector))" }
            return lines.joined(separator: "\n")
        }
    }

    static let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())

    private func expectSameModel(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let streamed = CatalogReader(path: "Localizable.xcstrings", bytes: bytes, context: Self.context).read()
        let reference = Self.treeRead(bytes, context: Self.context)
        let (a, b) = (Self.dump(streamed), Self.dump(reference))
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (new, old) in zip(a, b) where new != old {
            let newLines = new.split(separator: "\n")
            let oldLines = old.split(separator: "\n")
            let first = zip(newLines, oldLines).first { $0 != $1 }
            let shown = "first difference: new \(String(describing: first?.0 ?? newLines.last)) old "
            Issue.record(
                Comment(rawValue: shown + String(describing: first?.1 ?? oldLines.last)),
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: CatalogTestSupport.catalogs())
    func readsEveryCatalogAsTheTreeReaderDid(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        expectSameModel(bytes)
        let files = CatalogReader(path: "Localizable.xcstrings", bytes: bytes, context: Self.context).read()
        #expect(files.count > 1)
    }

    /// Shapes the common path leaves at every step, repeated members, wrong kinds at every level, the source
    /// language after `strings`.
    @Test(arguments: [
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"state":"new","value":"A"}}}}}}"#,
        #"{"strings":{"a":{"localizations":{"pl":{"stringUnit":{"value":"A","state":"needs_review"},"substitutions":{}}}}},"sourceLanguage":"pl"}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"value":"A","value":"B"}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"value":1}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"state":"new"}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":[1,{"x":2}],"de":"x","fr":null}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":"x"}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"value":"x","extra":{"y":[1]}}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"value":"x"},"stringUnit":{"value":"y"}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringSet":{"values":["x"]}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"value":"A!"}},"x y":{"stringUnit":{"value":"?"}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"value":"A"}}},"localizations":{"de":{"stringUnit":{"value":"B"}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"stringUnit":{"value":"A"}}},"localizations":7}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"c","comment":5,"extractionState":"manual","shouldTranslate":false}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":"text","b":[],"c":{"localizations":[]}}}"#,
        #"{"sourceLanguage":"en","strings":[]}"#,
        #"{"sourceLanguage":"en","strings":{"a":{}},"strings":{"b":{"localizations":{"pl":{"stringUnit":{"value":"B"}}}}}}"#,
        #"{"sourceLanguage":"en","version":{"strings":{"localizations":{"a":{"b":{"c":{}}}}}},"strings":{"a":{}}}"#,
        #"{"sourceLanguage":"de","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}}},"sourceLanguage":7}"#,
        #"["strings"]"#,
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pl":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"1"}},"other":{"stringUnit":{"state":"needs_review","value":"n"}}}}}}}}}"#,
    ])
    func readsOddCatalogsAsTheTreeReaderDid(text: String) {
        expectSameModel(Array(text.utf8))
    }

    @Test func readsTheStatesOfEachLanguage() {
        let files = CatalogReader(
            path: "Localizable.xcstrings", bytes: Array(CatalogReadingTests.catalog.utf8), context: Self.context
        ).read()
        #expect(files.allSatisfy { $0.nativeStates != nil })
        let text = #"""
            {"sourceLanguage":"en","strings":{
            "a":{"localizations":{"pl":{"stringUnit":{"state":"new","value":"A"}}}},
            "b":{"localizations":{"pl":{"stringUnit":{"state":"needs_review","value":"B"}}}},
            "c":{"localizations":{"pl":{"stringUnit":{"state":"translated","value":"C"}}}},
            "d":{"localizations":{"pl":{"variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"1"}},
              "other":{"stringUnit":{"state":"needs_review","value":"n"}}}}}}},
            "e":{"localizations":{"pl":{"stringUnit":{"state":"stale","value":"E"}}}}}}
            """#
        let pl = CatalogReader(path: "L.xcstrings", bytes: Array(text.utf8), context: Self.context).read()[1]
        #expect(
            (pl.nativeStates ?? [:]).mapValues(\.state) == [
                "a": .needsTranslation, "b": .needsReview, "d": .needsReview, "e": .needsReview,
            ])
    }
}
