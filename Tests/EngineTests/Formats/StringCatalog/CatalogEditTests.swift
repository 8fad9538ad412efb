import Foundation
import Testing

@testable import Engine

/// Each kind of catalog edit, with the bytes expected: Xcode's layout, the edited entry only, and the same
/// bytes `JSONSerialization` writes with Xcode's options.
@Suite struct CatalogEditTests {
    let small = CatalogTestSupport.small

    /// Sets a text and checks that Xcode would write the result the same way.
    func set(
        _ text: String, _ key: String, _ selector: String? = nil, language: FileLanguage, in catalog: String? = nil,
        force: Bool = false
    ) throws -> (text: String, change: ChangeDescription) {
        let document = try JSONDocument(text: catalog ?? small)
        let result = try StringCatalogFormat.setting(
            text, at: EntryAddress(key: key, selector: selector), language: language, in: document, force: force)
        #expect(result.document.bytes == (try CatalogTestSupport.xcodeBytes(result.document.bytes)))
        return (result.document.text, result.change)
    }

    func edits(_ language: FileLanguage, in catalog: String? = nil) throws -> CatalogEdits {
        CatalogEdits(document: try JSONDocument(text: catalog ?? small), language: language)
    }

    @Test func theSmallCatalogIsWhatXcodeWrites() throws {
        #expect(Array(small.utf8) == (try CatalogTestSupport.xcodeBytes(Array(small.utf8))))
    }

    @Test func settingATranslationReplacesItsValueAndMarksItTranslated() throws {
        let (text, change) = try set("Zamknij", "Cancel", language: .tag(LanguageTag("pl")!))
        let expected = small.replacingOccurrences(
            of: "\"state\" : \"new\",\n            \"value\" : \"Anuluj\"",
            with: "\"state\" : \"translated\",\n            \"value\" : \"Zamknij\"")
        #expect(text == expected)
        #expect(change.kind == .changed)
        #expect(change.old == "\"Anuluj\"")
    }

    @Test func aNewLanguageGoesInItsSortedPlace() throws {
        let (text, change) = try set("Abbrechen", "Cancel", language: .tag(LanguageTag("de")!))
        let expected = small.replacingOccurrences(
            of: "\"Cancel\" : {\n      \"localizations\" : {\n",
            with: """
                "Cancel" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abbrechen"
                          }
                        },

                """)
        #expect(text == expected)
        #expect(change.kind == .added)
    }

    @Test func theFirstTranslationOfAnEmptyEntryReplacesItsEmptyBody() throws {
        let (text, _) = try set("Pusty", "Empty", language: .tag(LanguageTag("pl")!))
        let expected = small.replacingOccurrences(
            of: "\"Empty\" : {\n\n    }",
            with: """
                "Empty" : {
                      "localizations" : {
                        "pl" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Pusty"
                          }
                        }
                      }
                    }
                """)
        #expect(text == expected)
    }

    @Test func aNewKeyIsAManualEntryInItsSortedPlace() throws {
        let (text, change) = try set("Delete it", "Delete", language: .base)
        let expected = small.replacingOccurrences(
            of: "    \"Empty\" : {",
            with: """
                    "Delete" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Delete it"
                          }
                        }
                      }
                    },
                    "Empty" : {
                """)
        #expect(text == expected)
        #expect(change.kind == .added)
        #expect(change.line == 36)
    }

    @Test func aNewKeyAfterTheLastOneAndInAnEmptyCatalog() throws {
        let (last, _) = try set("Zoom", "Zoom", language: .base)
        #expect(
            last.hasSuffix(
                "    },\n    \"Zoom\" : {\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Zoom\"\n          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"
            ))
        let empty = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
        let (first, _) = try set("Hej", "Hi", language: .tag(LanguageTag("sv")!), in: empty)
        #expect(first.contains("\"strings\" : {\n    \"Hi\" : {\n      \"extractionState\" : \"manual\","))
    }

    @Test func pluralFormsAreAddedInXcodesOrder() throws {
        let (polish, _) = try set("%lld pliki", "%lld files", "few", language: .tag(LanguageTag("pl")!))
        #expect(
            polish.contains(
                "\"pl\" : {\n          \"variations\" : {\n            \"plural\" : {\n              \"few\" : {"))
        let (zero, _) = try set("No files", "%lld files", "zero", language: .base)
        let plural = try #require(
            try JSONDocument(text: zero).node(at: [
                "strings", "%lld files", "localizations", "en", "variations", "plural",
            ]))
        #expect(plural.members?.map(\.key) == ["one", "other", "zero"])
        let (one, change) = try set("%lld file!", "%lld files", "one", language: .base)
        #expect(one == small.replacingOccurrences(of: "\"%lld file\"", with: "\"%lld file!\""))
        #expect(change.kind == .changed)
    }

    @Test func aTextBecomesPluralFormsOnlyWhenForced() throws {
        let polish = FileLanguage.tag(LanguageTag("pl")!)
        #expect(throws: EditError.self) { try set("Anuluj 1", "Cancel", "one", language: polish) }
        let (text, _) = try set("Anuluj 1", "Cancel", "one", language: polish, force: true)
        let localization = try #require(
            try JSONDocument(text: text).node(at: ["strings", "Cancel", "localizations", "pl"]))
        #expect(localization.members?.map(\.key) == ["variations"])
        #expect(localization["variations"]?["plural"]?.members?.map(\.key) == ["one", "other"])
        #expect(localization["variations"]?["plural"]?["other"]?["stringUnit"]?["state"]?.string == "new")
    }

    @Test func theSourceTextEqualToTheKeyIsNotWritten() throws {
        let (text, change) = try set("Cancel", "Cancel", language: .base)
        #expect(text == small)
        #expect(change.kind == .unchanged)
    }

    @Test func whatACatalogCannotHoldIsRefusedWithAReason() throws {
        let polish = FileLanguage.tag(LanguageTag("pl")!)
        for address in [
            EntryAddress(key: "Cancel", width: 200), EntryAddress(key: "Cancel", selector: "ie:x=3"),
            EntryAddress(key: "Cancel", selector: "exp:^1$"), EntryAddress(key: "Cancel", selector: "more"),
        ] {
            #expect {
                try StringCatalogFormat.setting(
                    "x", at: address, language: polish, in: try JSONDocument(text: small), force: true)
            } throws: { error in
                guard case .notInFormat(.xcstrings, _, let reason)? = error as? EditError else { return false }
                return !reason.isEmpty
            }
        }
    }

    @Test func removingTheLastTranslationLeavesAnEmptyEntry() throws {
        let result = try edits(.tag(LanguageTag("pl")!)).removing(EntryAddress(key: "Cancel"))
        let expected = small.replacingOccurrences(
            of:
                "\"Cancel\" : {\n      \"localizations\" : {\n        \"pl\" : {\n          \"stringUnit\" : {\n            \"state\" : \"new\",\n            \"value\" : \"Anuluj\"\n          }\n        }\n      }\n    }",
            with: "\"Cancel\" : {\n\n    }")
        #expect(result.document.text == expected)
        #expect(result.document.bytes == (try CatalogTestSupport.xcodeBytes(result.document.bytes)))
        #expect(result.change.kind == .removed)
    }

    @Test func removingInTheSourceLanguageRemovesTheKey() throws {
        let result = try edits(.base).removing(EntryAddress(key: "Empty"))
        #expect(
            result.document.text
                == small.replacingOccurrences(of: "    },\n    \"Empty\" : {\n\n    }\n", with: "    }\n"))
        let first = try edits(.base).removing(EntryAddress(key: "%lld files"))
        #expect(first.document.bytes == (try CatalogTestSupport.xcodeBytes(first.document.bytes)))
        #expect(first.document.node(at: ["strings"])?.members?.map(\.key) == ["Cancel", "Empty"])
    }

    @Test func removingAPluralForm() throws {
        let result = try edits(.base).removing(EntryAddress(key: "%lld files", selector: "one"))
        #expect(result.document.bytes == (try CatalogTestSupport.xcodeBytes(result.document.bytes)))
        let plural = result.document.node(at: ["strings", "%lld files", "localizations", "en", "variations", "plural"])
        #expect(plural?.members?.map(\.key) == ["other"])
        #expect(throws: EditError.self) {
            try CatalogEdits(document: result.document, language: .base)
                .removing(EntryAddress(key: "%lld files", selector: "other"))
        }
    }

    @Test func renamingMovesTheEntryToItsSortedPlace() throws {
        let result = try edits(.base).renamingKey("Cancel", to: "Zed")
        let cancel =
            "    \"Cancel\" : {\n      \"localizations\" : {\n        \"pl\" : {\n          \"stringUnit\" : {\n            \"state\" : \"new\",\n            \"value\" : \"Anuluj\"\n          }\n        }\n      }\n    },\n"
        #expect(small.contains(cancel))
        let expected = small.replacingOccurrences(of: cancel, with: "").replacingOccurrences(
            of: "    \"Empty\" : {\n\n    }\n",
            with: "    \"Empty\" : {\n\n    },\n"
                + String(cancel.replacingOccurrences(of: "\"Cancel\"", with: "\"Zed\"").dropLast(2)) + "\n")
        #expect(result.document.text == expected)
        #expect(result.document.bytes == (try CatalogTestSupport.xcodeBytes(result.document.bytes)))
        #expect(throws: EditError.keyExists("\"Empty\"")) { try edits(.base).renamingKey("Cancel", to: "Empty") }
    }

    @Test func keysSortAsXcodeSortsThem() {
        let keys = [
            "item 10", "item 2", "Radial Menu", "Radial menu", "API", "alert", "%@", "_x", "-x", "zh-Hant", "zh-Hans",
        ]
        #expect(
            keys.sorted(by: CatalogOrder.precedes)
                == [
                    "_x", "-x", "%@", "alert", "API", "item 2", "item 10", "Radial menu", "Radial Menu", "zh-Hans",
                    "zh-Hant",
                ])
    }
}
