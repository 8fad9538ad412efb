import Foundation
import Testing

@testable import Engine

/// Sets a string and returns the new text and the change line.
private func set(
    _ text: String, _ value: String, key: String, selector: String? = nil, width: Int? = nil, groups: [String] = [],
    force: Bool = false
) throws -> (text: String, change: String) {
    let result = try LanguageEdits.settingString(
        value, at: EntryAddress(key: key, selector: selector, width: width, groups: groups),
        in: JSONDocument(text: text), force: force)
    return (result.document.text, result.change.formatted(fileName: "pl.json"))
}

@Suite struct LanguageEditsTests {
    static let polish = """
        {
            "title": "Samochody",
            "cars": {
                "one": "%d auto",
                "few": "%d auta"
            },
            "forgot": {
                "@100": "Nie pamiętasz?",
                "@200": "Nie pamiętasz hasła?"
            },
            "photos": {
                "one": {
                    "@100": "%d zdjęcie"
                },
                "other": "%d zdjęć"
            }
        }

        """

    @Test func replacesAVariantOnOneLine() throws {
        let (text, change) = try set(Self.polish, "%d samochody", key: "cars", selector: "few")
        #expect(text == Self.polish.replacingOccurrences(of: "\"%d auta\"", with: "\"%d samochody\""))
        #expect(change == "pl.json:5: \"cars\" › few: \"%d auta\" → \"%d samochody\"")
    }

    @Test func replacesAPlainString() throws {
        let (text, change) = try set(Self.polish, "Auta \"nowe\"\n\\ 🚗", key: "title")
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "\"Samochody\"", with: #""Auta \"nowe\"\n\\ 🚗""#))
        #expect(change == #"pl.json:2: "title": "Samochody" → "Auta \"nowe\"\n\\ 🚗""#)
    }

    @Test func reportsAnUnchangedValue() throws {
        let result = try LanguageEdits.settingString(
            "%d auta", at: EntryAddress(key: "cars", selector: "few"), in: JSONDocument(text: Self.polish))
        #expect(result.change.kind == .unchanged)
        #expect(!result.changesFile)
        #expect(result.document.bytes == Array(Self.polish.utf8))
        #expect(result.change.formatted(fileName: "pl.json") == "pl.json:5: \"cars\" › few: unchanged \"%d auta\"")
    }

    @Test func addsAMissingVariantAtTheEndOfItsObject() throws {
        let (text, change) = try set(Self.polish, "%d aut", key: "cars", selector: "many")
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "\"few\": \"%d auta\"\n", with: "\"few\": \"%d auta\",\n        \"many\": \"%d aut\"\n"))
        #expect(change == "pl.json:6: \"cars\" › many: added \"%d aut\"")
    }

    @Test func addsAMissingKeyWithItsVariantAndWidth() throws {
        let (text, change) = try set(Self.polish, "%d pliki", key: "files", selector: "few", width: 200)
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "        \"other\": \"%d zdjęć\"\n    }\n}",
                    with: "        \"other\": \"%d zdjęć\"\n    },\n    \"files\": {\n        \"few\": {\n"
                        + "            \"@200\": \"%d pliki\"\n        }\n    }\n}"))
        #expect(change == "pl.json:19: \"files\" › few › @200: added \"%d pliki\"")
    }

    @Test func addsAndReplacesWidths() throws {
        let added = try set(Self.polish, "Nie pamiętasz hasła? Pomoc.", key: "forgot", width: 300)
        #expect(
            added.text
                == Self.polish.replacingOccurrences(
                    of: "\"Nie pamiętasz hasła?\"\n",
                    with: "\"Nie pamiętasz hasła?\",\n        \"@300\": \"Nie pamiętasz hasła? Pomoc.\"\n"))
        let inVariant = try set(Self.polish, "%d zdj.", key: "photos", selector: "one", width: 100)
        #expect(inVariant.text == Self.polish.replacingOccurrences(of: "\"%d zdjęcie\"", with: "\"%d zdj.\""))
        #expect(inVariant.change == "pl.json:13: \"photos\" › one › @100: \"%d zdjęcie\" → \"%d zdj.\"")
    }

    @Test func changingTheShapeNeedsForce() throws {
        #expect(
            throws: EditError.needsForce(
                "\"title\"", change: "turn the text into variants: it would be kept as variant 'other' and 'few' added")
        ) {
            try set(Self.polish, "x", key: "title", selector: "few")
        }
        #expect(throws: EditError.needsForce("\"cars\"", change: "replace its variants (one, few) with a plain text")) {
            try set(Self.polish, "x", key: "cars")
        }
        #expect(
            throws: EditError.needsForce(
                "\"photos\" › other",
                change: "turn the text into width variations: it would be kept at @101 (for every wider space) "
                    + "and the new text added at @100")
        ) {
            try set(Self.polish, "x", key: "photos", selector: "other", width: 100)
        }
        #expect(throws: EditError.widthBesideVariants("\"cars\"", selectors: ["one", "few"])) {
            try set(Self.polish, "x", key: "cars", width: 100, force: true)
        }
    }

    @Test func forcedTextBecomesVariantsKeepingTheOldTextAsOther() throws {
        let (text, change) = try set(Self.polish, "%d samochody", key: "title", selector: "few", force: true)
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "\"title\": \"Samochody\",",
                    with: "\"title\": {\n        \"other\": \"Samochody\",\n        \"few\": \"%d samochody\"\n    },"))
        #expect(change == "pl.json:2: \"title\": \"Samochody\" → {other: \"Samochody\", few: \"%d samochody\"}")
        let other = try set(Self.polish, "Auta", key: "title", selector: "other", force: true)
        #expect(
            other.text
                == Self.polish.replacingOccurrences(
                    of: "\"title\": \"Samochody\",", with: "\"title\": {\n        \"other\": \"Auta\"\n    },"))
    }

    @Test func forcedTextGivenAWidthKeepsTheTextForWiderSpaces() throws {
        let (text, change) = try set(Self.polish, "Auta", key: "title", width: 100, force: true)
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "\"title\": \"Samochody\",",
                    with: "\"title\": {\n        \"@101\": \"Samochody\",\n        \"@100\": \"Auta\"\n    },"))
        #expect(change == "pl.json:2: \"title\": \"Samochody\" → {@101: \"Samochody\", @100: \"Auta\"}")
    }

    @Test func forcedWidthsBecomeTheOtherVariant() throws {
        let (text, _) = try set(Self.polish, "Zapomniane", key: "forgot", selector: "few", force: true)
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "    \"forgot\": {\n        \"@100\": \"Nie pamiętasz?\",\n"
                        + "        \"@200\": \"Nie pamiętasz hasła?\"\n    },",
                    with: "    \"forgot\": {\n        \"other\": {\n            \"@100\": \"Nie pamiętasz?\",\n"
                        + "            \"@200\": \"Nie pamiętasz hasła?\"\n        },\n"
                        + "        \"few\": \"Zapomniane\"\n    },"))
    }

    @Test func forcedPlainTextReplacesVariants() throws {
        let (text, change) = try set(Self.polish, "Auta", key: "cars", force: true)
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "\"cars\": {\n        \"one\": \"%d auto\",\n        \"few\": \"%d auta\"\n    },",
                    with: "\"cars\": \"Auta\","))
        #expect(change == "pl.json:3: \"cars\": {one: \"%d auto\", few: \"%d auta\"} → \"Auta\"")
    }

    @Test func selectorsFollowTheEngineRules() throws {
        #expect(
            throws: EditError.malformedSelector("ie:x<.5", ExpressionError("'.5' is not a number (write 0.5)", at: 5))
        ) {
            try set(Self.polish, "x", key: "cars", selector: "ie:x<.5")
        }
        do {
            _ = try set(Self.polish, "x", key: "cars", selector: "iex:5<x<2")
            Issue.record("accepted an empty range")
        } catch let error as EditError {
            guard case .malformedSelector(let selector, let expression) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(selector == "iex:5<x<2")
            #expect(expression.offset == 4)
        }
        #expect(throws: EditError.widthAsSelector("@200")) { try set(Self.polish, "x", key: "cars", selector: "@200") }
        #expect(throws: EditError.invalidWidth("@x")) { try set(Self.polish, "x", key: "cars", selector: "@x") }
        #expect(throws: EditError.emptySelector) { try set(Self.polish, "x", key: "cars", selector: "") }
        for name in ["one", "few", "other", ">one", "ten", "ie:x>=2", "iex:2<=x<=4", "exp:^1$"] {
            _ = try set(Self.polish, "x", key: "cars", selector: name)
        }
        #expect(throws: EditError.invalidWidth("@abc")) { try EntryAddress.width(parsing: "@abc") }
        #expect(throws: EditError.invalidWidth("-1")) { try EntryAddress.width(parsing: "-1") }
        #expect(try EntryAddress.width(parsing: "@200") == 200)
        #expect(try EntryAddress.width(parsing: "0") == 0)
    }

    @Test func removesKeysVariantsAndWidths() throws {
        let document = try JSONDocument(text: Self.polish)
        let key = try LanguageEdits.removing(EntryAddress(key: "title"), from: document)
        #expect(key.document.text == Self.polish.replacingOccurrences(of: "    \"title\": \"Samochody\",\n", with: ""))
        #expect(key.change.formatted(fileName: "pl.json") == "pl.json:2: \"title\": removed \"Samochody\"")
        let variant = try LanguageEdits.removing(EntryAddress(key: "cars", selector: "few"), from: document)
        #expect(
            variant.document.text
                == Self.polish.replacingOccurrences(
                    of: "\"%d auto\",\n        \"few\": \"%d auta\"\n", with: "\"%d auto\"\n"))
        let width = try LanguageEdits.removing(EntryAddress(key: "forgot", width: 100), from: document)
        #expect(
            width.document.text
                == Self.polish.replacingOccurrences(of: "        \"@100\": \"Nie pamiętasz?\",\n", with: ""))
        #expect(throws: EditError.noSuchKey("\"nope\"")) {
            try LanguageEdits.removing(EntryAddress(key: "nope"), from: document)
        }
        #expect(throws: EditError.noSuchVariant("\"cars\"", selector: "many", existing: ["one", "few"])) {
            try LanguageEdits.removing(EntryAddress(key: "cars", selector: "many"), from: document)
        }
        #expect(throws: EditError.noVariants("\"title\"", found: "a plain text")) {
            try LanguageEdits.removing(EntryAddress(key: "title", selector: "one"), from: document)
        }
        #expect(throws: EditError.wouldLeaveEmpty("\"photos\" › one › @100", container: "\"photos\" › one")) {
            try LanguageEdits.removing(EntryAddress(key: "photos", selector: "one", width: 100), from: document)
        }
        #expect(throws: EditError.noSuchWidth("\"forgot\"", width: 300, existing: ["@100", "@200"])) {
            try LanguageEdits.removing(EntryAddress(key: "forgot", width: 300), from: document)
        }
    }

    @Test func renamesAKey() throws {
        let document = try JSONDocument(text: Self.polish)
        let renamed = try LanguageEdits.renamingKey("cars", to: "vehicles", in: document)
        #expect(renamed.document.text == Self.polish.replacingOccurrences(of: "\"cars\":", with: "\"vehicles\":"))
        #expect(renamed.change.formatted(fileName: "pl.json") == "pl.json:3: \"cars\" renamed to \"vehicles\"")
        #expect(throws: EditError.keyExists("\"title\"")) {
            try LanguageEdits.renamingKey("cars", to: "title", in: document)
        }
        #expect(throws: EditError.noSuchKey("\"bikes\"")) {
            try LanguageEdits.renamingKey("bikes", to: "x", in: document)
        }
    }

    @Test func duplicatedKeysAreNotRemovedOrRenamedHalfway() throws {
        let text = "{\n    \"a\": \"1\",\n    \"b\": \"2\",\n    \"a\": \"3\"\n}\n"
        let document = try JSONDocument(text: text)
        #expect(throws: EditError.duplicated("\"a\"", lines: [2, 4])) {
            try LanguageEdits.removing(EntryAddress(key: "a"), from: document)
        }
        #expect(throws: EditError.duplicated("\"a\"", lines: [2, 4])) {
            try LanguageEdits.renamingKey("a", to: "c", in: document)
        }
        // Setting changes the value that counts: the last one.
        let (edited, change) = try set(text, "4", key: "a")
        #expect(edited == text.replacingOccurrences(of: "\"3\"", with: "\"4\""))
        #expect(change == "pl.json:4: \"a\": \"3\" → \"4\"")
        #expect(
            EditError.duplicated("\"a\"", lines: [2, 4]).description
                == "\"a\" appears 2 times (lines 2, 4); only the last one counts, and the others would remain: "
                + "remove the duplicates first")
    }

    @Test func editsNestedGroups() throws {
        let text =
            "{ \"translations\": {\n    \"Notes\" : \"Notatki\",\n    \"Error\" : \"Błąd\"\n},\"pluralForm\" :\"x\"\n}"
        let (edited, change) = try set(text, "Notatnik", key: "Notes", groups: ["translations"])
        #expect(edited == text.replacingOccurrences(of: "\"Notatki\"", with: "\"Notatnik\""))
        #expect(change == "pl.json:2: \"translations\" › \"Notes\": \"Notatki\" → \"Notatnik\"")
        #expect(throws: EditError.noSuchGroup("\"nope\"")) { try set(text, "x", key: "Notes", groups: ["nope"]) }
        #expect(throws: EditError.notAGroup("\"pluralForm\"", found: "a string")) {
            try set(text, "x", key: "Notes", groups: ["pluralForm"])
        }
    }

    @Test func writesInTheFileEscapeStyle() throws {
        let text = "{\n    \"a\": \"Zaloguj si\\u0119\"\n}"
        let (edited, change) = try set(text, "Wyślij „to”", key: "b")
        #expect(edited == "{\n    \"a\": \"Zaloguj si\\u0119\",\n    \"b\": \"Wy\\u015blij \\u201eto\\u201d\"\n}")
        #expect(change == "pl.json:3: \"b\": added \"Wyślij „to”\"")
    }

    @Test func createsAFileInTheStyleOfTheBase() throws {
        let base = try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("{\r\n\t\"a\" : \"x\"\r\n}\r\n".utf8))
        let created = try LanguageEdits.creatingFile(setting: "y", at: EntryAddress(key: "a"), like: base)
        #expect(created.document.bytes == [0xEF, 0xBB, 0xBF] + Array("{\r\n\t\"a\" : \"y\"\r\n}\r\n".utf8))
        let minified = try JSONDocument(text: "{\"a\":\"x\",\"b\":\"y\"}")
        let small = try LanguageEdits.creatingFile(
            setting: "ż", at: EntryAddress(key: "a", selector: "one"), like: minified)
        #expect(small.document.text == "{\"a\":{\"one\":\"ż\"}}")
        let plain = try LanguageEdits.creatingFile(setting: "y", at: EntryAddress(key: "a"), like: nil)
        #expect(plain.document.text == "{\n    \"a\": \"y\"\n}\n")
        #expect(plain.change.formatted(fileName: "de.json") == "de.json:2: \"a\": added \"y\"")
    }

    @Test func summariesAreShortAndEscaped() {
        let long = String(repeating: "ą", count: 70)
        #expect(ValueSummary.quoted(long) == "\"" + String(repeating: "ą", count: 60) + "…\"")
        #expect(ValueSummary.quoted("a\tb\"") == #""a\tb\"""#)
    }
}
