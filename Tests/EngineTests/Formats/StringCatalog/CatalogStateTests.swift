import Foundation
import Testing

@testable import Engine

/// A catalog's states (DESIGN §12): read into `nativeStates` and written as the `state` of the language's
/// `stringUnit`s, with the expected bytes of each edit.
@Suite struct CatalogStateTests {
    static let plural = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "pl" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld pliki"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "value" : "%lld plików"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private func file(_ text: String, _ tag: String) -> LanguageFile {
        CatalogTestSupport.project(text).files.first { $0.language.tag?.description == tag }!
    }

    private func setting(_ state: RecordedState, _ key: String, in text: String, _ tag: String = "pl") throws
        -> FileEdit
    {
        try #require(try StringCatalogFormat().settingState(state, forKey: key, in: file(text, tag)))
    }

    @Test func setsTheStateOfAText() throws {
        let small = CatalogTestSupport.small
        let review = try setting(.needsReview, "Cancel", in: small)
        #expect(
            review.text
                == small.replacingOccurrences(of: "\"state\" : \"new\"", with: "\"state\" : \"needs_review\""))
        #expect(
            review.change.formatted(fileName: "Localizable.xcstrings")
                == "Localizable.xcstrings:26: pl \"Cancel\": needs-translation → needs-review")
        #expect(file(review.text, "pl").nativeStates?["Cancel"]?.state == .needsReview)
        let done = try setting(.translated, "Cancel", in: small)
        #expect(done.text == small.replacingOccurrences(of: "\"state\" : \"new\"", with: "\"state\" : \"translated\""))
        #expect(file(done.text, "pl").nativeStates == [:])
        #expect(try setting(.needsTranslation, "Cancel", in: small).change.kind == .unchanged)
    }

    @Test func setsEveryFormOfAPluralAndAddsAMissingState() throws {
        let edit = try setting(.needsReview, "%lld files", in: Self.plural)
        let expected = Self.plural.replacingOccurrences(
            of: "\"state\" : \"translated\"", with: "\"state\" : \"needs_review\""
        ).replacingOccurrences(
            of: "\"value\" : \"%lld plików\"",
            with: "\"state\" : \"needs_review\",\n                  \"value\" : \"%lld plików\"")
        #expect(edit.text == expected)
        #expect(file(expected, "pl").nativeStates?["%lld files"]?.state == .needsReview)
    }

    @Test func refusesTheSourceAndAKeyWithoutText() {
        let project = CatalogTestSupport.project(CatalogTestSupport.small)
        #expect(throws: EditError.self) {
            try StringCatalogFormat().settingState(.translated, forKey: "Cancel", in: project.files[0])
        }
        #expect(throws: EditError.noSuchKey("\"Empty\"")) {
            try setting(.translated, "Empty", in: CatalogTestSupport.small)
        }
    }

    @Test func statesOfAProject() {
        let states = ProjectStates(project: CatalogTestSupport.project(CatalogTestSupport.small))
        #expect(states.recordsStates)
        #expect(states.state(of: "Cancel", in: .tag(LanguageTag("pl")!)) == .needsTranslation)
        #expect(states.state(of: "Empty", in: .tag(LanguageTag("pl")!)) == .missing)
    }
}

/// `glossa fmt`'s style for catalogs: what Xcode writes.
@Suite struct CatalogFmtTests {
    @Test(arguments: CatalogTestSupport.catalogs())
    func xcodeWrittenCatalogsAreTheirOwnCanonicalForm(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let canonical = try #require(StringCatalogFormat().toolCanonicalBytes(bytes))
        #expect(canonical == (try CatalogTestSupport.xcodeBytes(bytes)))
    }

    @Test func anotherLayoutBecomesXcodes() throws {
        let text = #"{"version":"1.0","strings":{"b":{},"a":{"comment":"x/y"}},"sourceLanguage":"en"}"#
        let canonical = try #require(StringCatalogFormat().toolCanonicalBytes(Array(text.utf8)))
        #expect(canonical == (try CatalogTestSupport.xcodeBytes(Array(text.utf8))))
        #expect(StringCatalogFormat().toolCanonicalBytes(Array("{".utf8)) == nil)
    }
}
