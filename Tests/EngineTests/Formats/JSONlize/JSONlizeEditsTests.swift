import Foundation
import Testing

@testable import Engine

/// The file of a JSONlize project as the format reads it.
func jsonlizeFile(_ text: String, _ name: String = "lang.pl.json", language: FileLanguage = .tag(LanguageTag("pl")!))
    -> LanguageFile
{
    LanguageFile(
        jsonlize: Array(text.utf8), fileName: name, language: language,
        rules: try! PluralRules(locale: language.tag?.description ?? "en"))
}

/// Sets a text through the format and returns the new text and the change line.
private func set(
    _ text: String, _ value: String, key: String, selector: String? = nil, width: Int? = nil, groups: [String] = [],
    force: Bool = false
) throws(EditError) -> (text: String, change: String) {
    let result = try JSONlizeFormat().setting(
        value, at: EntryAddress(key: key, selector: selector, width: width, groups: groups), in: jsonlizeFile(text),
        force: force)
    return (result.text, result.change.formatted(fileName: "lang.pl.json"))
}

/// Removes through the format and returns the new text and the change line.
private func remove(_ text: String, key: String, selector: String? = nil) throws(EditError) -> (
    text: String, change: String
) {
    let result = try JSONlizeFormat().removing(EntryAddress(key: key, selector: selector), from: jsonlizeFile(text))
    return (result.text, result.change.formatted(fileName: "lang.pl.json"))
}

/// The error an edit throws, or `nil`.
private func refusal(_ edit: () throws(EditError) -> Void) -> EditError? {
    do throws(EditError) {
        try edit()
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONlizeEditsTests {
    static let polish = """
        {
          "sentence": "To jest zdanie.",
          "category": {
            "keys": {
              "travel": "Podróże",
              "art": "Sztuka"
            }
          },
          "commentCount": {
            "plurals": {
              "1": "${i} komentarz",
              "*": "${i} komentarzy"
            }
          }
        }

        """

    @Test func setsAText() throws {
        let (text, change) = try set(Self.polish, "Nowe \"zdanie\"", key: "sentence")
        #expect(text == Self.polish.replacingOccurrences(of: #""To jest zdanie.""#, with: #""Nowe \"zdanie\"""#))
        #expect(change == #"lang.pl.json:2: "sentence": "To jest zdanie." → "Nowe \"zdanie\"""#)
    }

    @Test func addsAKeyAtTheEnd() throws {
        let (text, change) = try set(Self.polish, "Tytuł", key: "title")
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "    }\n  }\n}", with: "    }\n  },\n  \"title\": \"Tytuł\"\n}"))
        #expect(change == #"lang.pl.json:15: "title": added "Tytuł""#)
    }

    @Test func setsAnExactNumberWrittenAsEqualsOrAsInTheFile() throws {
        for selector in ["=1", "1"] {
            let (text, change) = try set(Self.polish, "${i} komentarz!", key: "commentCount", selector: selector)
            #expect(text == Self.polish.replacingOccurrences(of: #""${i} komentarz""#, with: #""${i} komentarz!""#))
            #expect(change == #"lang.pl.json:11: "commentCount" › \#(selector): "${i} komentarz" → "${i} komentarz!""#)
        }
    }

    @Test func addsANumberBeforeTheStar() throws {
        let (text, change) = try set(Self.polish, "${i} komentarze", key: "commentCount", selector: "=2")
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: #""1": "${i} komentarz","#,
                    with: "\"1\": \"${i} komentarz\",\n      \"2\": \"${i} komentarze\","))
        #expect(change == #"lang.pl.json:12: "commentCount" › =2: added "${i} komentarze""#)
        // A negative number too, as Swift writes an Int.
        let (negative, _) = try set(Self.polish, "minus ${i}", key: "commentCount", selector: "=-1")
        #expect(negative.contains("\"1\": \"${i} komentarz\",\n      \"-1\": \"minus ${i}\",\n      \"*\""))
    }

    @Test func setsOtherAsTheStar() throws {
        for selector in ["other", "*"] {
            let (text, change) = try set(Self.polish, "${i} komentarzy!", key: "commentCount", selector: selector)
            #expect(text == Self.polish.replacingOccurrences(of: #""${i} komentarzy""#, with: #""${i} komentarzy!""#))
            #expect(change.hasPrefix("lang.pl.json:12: \"commentCount\" › \(selector): "))
        }
    }

    @Test func addsTheStarAtTheEnd() throws {
        let source = Self.polish.replacingOccurrences(
            of: "\"1\": \"${i} komentarz\",\n      \"*\": \"${i} komentarzy\"", with: "\"1\": \"${i} komentarz\"")
        let (text, change) = try set(source, "${i} komentarzy", key: "commentCount", selector: "other")
        #expect(text == Self.polish)
        #expect(change == #"lang.pl.json:12: "commentCount" › other: added "${i} komentarzy""#)
    }

    @Test func setsAndAddsKeysMembers() throws {
        let (changed, _) = try set(Self.polish, "Sztuka współczesna", key: "category", selector: "art")
        #expect(changed == Self.polish.replacingOccurrences(of: #""Sztuka""#, with: #""Sztuka współczesna""#))
        // Any name is a member of keys, plural-looking ones too: keys answer the text an app passes.
        let (added, change) = try set(Self.polish, "Jedzenie", key: "category", selector: "few")
        #expect(
            added
                == Self.polish.replacingOccurrences(
                    of: #""art": "Sztuka""#, with: "\"art\": \"Sztuka\",\n      \"few\": \"Jedzenie\""))
        #expect(change == #"lang.pl.json:7: "category" › few: added "Jedzenie""#)
    }

    @Test func reportsAnUnchangedValue() throws {
        let result = try JSONlizeFormat().setting(
            "Sztuka", at: EntryAddress(key: "category", selector: "art"), in: jsonlizeFile(Self.polish), force: false)
        #expect(!result.changesFile)
        #expect(result.bytes == Array(Self.polish.utf8))
    }

    @Test func newKeysWithASelectorBecomePluralsOrKeys() throws {
        let (plural, pluralChange) = try set(Self.polish, "${i} zdjęć", key: "photos", selector: "other")
        #expect(
            plural.hasSuffix(
                "  },\n  \"photos\": {\n    \"plurals\": {\n      \"*\": \"${i} zdjęć\"\n    }\n  }\n}\n"))
        #expect(pluralChange == #"lang.pl.json:17: "photos" › other: added "${i} zdjęć""#)
        let (keys, _) = try set(Self.polish, "Kurierem", key: "delivery", selector: "courier")
        #expect(
            keys.hasSuffix("  },\n  \"delivery\": {\n    \"keys\": {\n      \"courier\": \"Kurierem\"\n    }\n  }\n}\n")
        )
    }

    @Test func turnsATextIntoPluralsOnlyWhenForced() throws {
        let error = refusal { () throws(EditError) in
            _ = try set(Self.polish, "Dwa zdania", key: "sentence", selector: "=2")
        }
        #expect(
            error?.description
                == "\"sentence\": this would turn the text into plurals: it would be kept as 'other' (*) and '=2' added"
        )
        let (text, change) = try set(Self.polish, "Dwa zdania", key: "sentence", selector: "=2", force: true)
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: #"  "sentence": "To jest zdanie.","#,
                    with: "  \"sentence\": {\n    \"plurals\": {\n      \"2\": \"Dwa zdania\",\n"
                        + "      \"*\": \"To jest zdanie.\"\n    }\n  },"))
        #expect(
            change
                == #"lang.pl.json:2: "sentence": "To jest zdanie." → {plurals: {2: "Dwa zdania", *: "To jest zdanie."}}"#
        )
    }

    @Test func turnsPluralsIntoATextOnlyWhenForced() throws {
        let error = refusal { () throws(EditError) in _ = try set(Self.polish, "Komentarze", key: "commentCount") }
        #expect(error?.description == "\"commentCount\": this would replace its plurals (=1, other) with a plain text")
        let (text, _) = try set(Self.polish, "Komentarze", key: "commentCount", force: true)
        #expect(
            text
                == Self.polish.replacingOccurrences(
                    of: "\"commentCount\": {\n    \"plurals\": {\n      \"1\": \"${i} komentarz\",\n"
                        + "      \"*\": \"${i} komentarzy\"\n    }\n  }",
                    with: #""commentCount": "Komentarze""#))
    }

    @Test(arguments: [
        ("few", "the selector 'few'"), ("one", "the selector 'one'"), ("ie:x>2", "the selector 'ie:x>2'"),
        ("=1.5", "the selector '=1.5'"), ("=01", "the selector '=01'"), ("travel", "the selector 'travel'"),
    ])
    func refusesWhatPluralsCannotHold(_ selector: String, _ what: String) {
        let error = refusal { () throws(EditError) in
            _ = try set(Self.polish, "x", key: "commentCount", selector: selector)
        }
        #expect(error == .notInFormat(.jsonlize, what: what, reason: JSONlizeSelector.pluralsReason))
        #expect(
            error?.description
                == "JSONlize cannot hold \(what): its plurals hold exact whole numbers (=1, =0, =-1) and * for every "
                + "other number (Glossa's 'other'), no plural forms like 'one' or 'few', ranges or expressions: "
                + "write the numbers one by one")
    }

    @Test func refusesPluralFormsForANewKey() {
        let error = refusal { () throws(EditError) in _ = try set(Self.polish, "x", key: "photos", selector: "many") }
        #expect(error == .notInFormat(.jsonlize, what: "the selector 'many'", reason: JSONlizeSelector.pluralsReason))
    }

    @Test func refusesWidthsAndGroups() {
        let width = refusal { () throws(EditError) in _ = try set(Self.polish, "x", key: "sentence", width: 200) }
        #expect(
            width?.description
                == "JSONlize cannot hold a width variation (@200): a value is a text, plurals or keys, with no "
                + "variations by width")
        let removal = refusal { () throws(EditError) in
            _ = try JSONlizeFormat().removing(
                EntryAddress(key: "commentCount", selector: "=1", width: 100), from: jsonlizeFile(Self.polish))
        }
        #expect(removal?.description.hasPrefix("JSONlize cannot hold a width variation (@100):") == true)
        let group = refusal { () throws(EditError) in
            _ = try set(Self.polish, "x", key: "title", groups: ["app"])
        }
        #expect(
            group?.description
                == "JSONlize cannot hold a key inside a group (\"app\"): its files hold top-level keys only")
    }

    @Test func removesAKeyAVariantAndAKeysMember() throws {
        let (key, keyChange) = try remove(Self.polish, key: "sentence")
        #expect(key == Self.polish.replacingOccurrences(of: "  \"sentence\": \"To jest zdanie.\",\n", with: ""))
        #expect(keyChange == #"lang.pl.json:2: "sentence": removed "To jest zdanie.""#)
        let (number, numberChange) = try remove(Self.polish, key: "commentCount", selector: "=1")
        #expect(number == Self.polish.replacingOccurrences(of: "      \"1\": \"${i} komentarz\",\n", with: ""))
        #expect(numberChange == #"lang.pl.json:11: "commentCount" › =1: removed "${i} komentarz""#)
        let (star, _) = try remove(Self.polish, key: "commentCount", selector: "other")
        #expect(
            star
                == Self.polish.replacingOccurrences(
                    of: "\"${i} komentarz\",\n      \"*\": \"${i} komentarzy\"", with: "\"${i} komentarz\""))
        let (member, _) = try remove(Self.polish, key: "category", selector: "art")
        #expect(member == Self.polish.replacingOccurrences(of: ",\n      \"art\": \"Sztuka\"", with: ""))
    }

    @Test func refusesRemovingWhatIsNotThere() {
        let missing = refusal { () throws(EditError) in _ = try remove(Self.polish, key: "commentCount", selector: "=7")
        }
        #expect(missing == .noSuchVariant("\"commentCount\"", selector: "=7", existing: ["=1", "other"]))
        let text = refusal { () throws(EditError) in _ = try remove(Self.polish, key: "sentence", selector: "=1") }
        #expect(text == .noVariants("\"sentence\"", found: "a plain text"))
        let last = refusal { () throws(EditError) in
            _ = try remove(#"{"a": {"keys": {"x": "X"}}}"#, key: "a", selector: "x")
        }
        #expect(last == .wouldLeaveEmpty("\"a\" › x", container: "\"a\""))
    }

    @Test func renamesAKey() throws {
        let result = try JSONlizeFormat().renamingKey("commentCount", to: "comments", in: jsonlizeFile(Self.polish))
        #expect(result.text == Self.polish.replacingOccurrences(of: "\"commentCount\"", with: "\"comments\""))
    }

    @Test func keepsTheFileStyle() throws {
        let crlf =
            "{\r\n\t\"cart\": {\r\n\t\t\"plurals\": {\r\n\t\t\t\"1\": \"a\",\r\n\t\t\t\"*\": \"b\"\r\n\t\t}\r\n\t}\r\n}\r\n"
        let (text, _) = try set(crlf, "c", key: "cart", selector: "=5")
        #expect(text == crlf.replacingOccurrences(of: "\"a\",\r\n", with: "\"a\",\r\n\t\t\t\"5\": \"c\",\r\n"))
        let line = #"{"title": "Loja", "cart": {"plurals": {"1": "a", "*": "b"}}}"#
        let (inline, _) = try set(line, "c", key: "cart", selector: "=5")
        #expect(inline == #"{"title": "Loja", "cart": {"plurals": {"1": "a", "5": "c", "*": "b"}}}"#)
    }

    @Test func createsALanguageFileInTheSourceStyle() throws {
        let layout = FormatLayout(format: .jsonlize, files: [], sourceLanguage: LanguageTag("en-US"))
        let created = try JSONlizeFormat().creatingFile(
            for: .tag(LanguageTag("pt_BR")!), setting: "${i} itens", at: EntryAddress(key: "cart", selector: "other"),
            like: jsonlizeFile(Self.polish), layout: layout)
        #expect(created?.path == "lang.pt-BR.json")
        #expect(
            created?.result.text
                == "{\n  \"cart\": {\n    \"plurals\": {\n      \"*\": \"${i} itens\"\n    }\n  }\n}\n")
        let source = try JSONlizeFormat().creatingFile(
            for: .base, setting: "Hi", at: EntryAddress(key: "hello"), like: nil, layout: layout)
        #expect(source?.path == "lang.en-US.json")
    }

    @Test func theRawEditorJudgesAnEntryAsJSONlize() throws {
        let entry = try RawEntry(key: "commentCount", in: JSONDocument(text: Self.polish))
        let rules = try PluralRules(locale: "pl")
        #expect(entry.problems(in: entry.text, rules: rules, shared: [:], format: .jsonlize).isEmpty)
        // Read as Swifternalization, `plurals` would be a variant nested too deeply.
        #expect(!entry.problems(in: entry.text, rules: rules, shared: [:]).isEmpty)
        let broken = entry.text.replacingOccurrences(of: #""${i} komentarzy""#, with: "5")
        #expect(
            entry.problems(in: broken, rules: rules, shared: [:], format: .jsonlize).map(\.message) == [
                #""commentCount" › "plurals" › "*" is a number; expected a text"#
            ])
    }
}
