import TestSupport
import Testing

@testable import Engine

/// Resolution's fast path (the byte-keyed `KeyIndex`, the plain-text tables, the integer `ExplicitTest`s)
/// checked against the plain definitions it replaces: the key dictionary, the entries, the selectors.
@Suite struct FastPathTests {
    /// Keys that stress the byte table: empty, one byte, exactly 48 bytes (the inline part), longer, keys
    /// that differ only in their last byte or only after 48 bytes, prefixes, Unicode, escapes.
    static let awkwardKeys: [String] = {
        let long = String(repeating: "settings.section.", count: 3)  // 51 bytes
        return [
            "", "a", "b", "ab", "abc", "abcdefgh", "abcdefghi", String(repeating: "k", count: 48),
            String(repeating: "k", count: 47) + "l", String(repeating: "k", count: 49), long + "title", long + "titlf",
            long + "title.x", "zażółć.gęślą", "ключ", "مفتاح", "キー", "emoji.👍🏽", "tab\tkey", "quote\"key",
            "photos.count", "photos.count ", " photos.count",
        ]
    }()

    @Test func keyIndexAgreesWithTheDictionary() {
        var keys = Self.awkwardKeys
        var random = SplitMix64(seed: 7)
        for index in 0..<3_000 {
            let length = Int(random.next() % 70)
            keys.append(
                "k\(index)."
                    + String((0..<length).map { _ in Character(UnicodeScalar(UInt8(97 + random.next() % 26))) }))
        }
        let index = KeyIndex(keys)
        let ids = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        for (id, key) in keys.enumerated() {
            guard case .found(let found) = index.lookUp(key) else {
                Issue.record("\(key) not found")
                continue
            }
            #expect(found == id, "\(key)")
            // A copy with its own storage (not the same string object) finds the same id.
            guard case .found(let again) = index.lookUp(String(decoding: Array(key.utf8), as: UTF8.self)) else {
                Issue.record("copy of \(key) not found")
                continue
            }
            #expect(again == id)
        }
        for absent in ["k", "abcd", String(repeating: "k", count: 50), "photos", "k1.", "zażółć", "ключи"] {
            switch index.lookUp(absent) {
            case .found(let id): Issue.record("\(absent) found as \(keys[id])")
            case .absent, .mayBeEquivalent: #expect(ids[absent] == nil)
            }
        }
    }

    /// Keys are Swift strings: a canonically equivalent spelling finds the key, as with `Dictionary`.
    @Test(arguments: [
        ("caf\u{E9}", "cafe\u{301}"), ("cafe\u{301}", "caf\u{E9}"), ("kelvin.\u{212A}", "kelvin.K"),
        ("question\u{37E}", "question;"), ("plain", "plain"),
    ])
    func canonicallyEquivalentKeysResolve(stored: String, asked: String) {
        let project = makeProject(["base.json": #"{"\#(stored)": "found", "other": "x"}"#])
        #expect(project.keyID(asked) == 0)
        #expect(project.resolve(asked, language: "base").value == "found")
        #expect(project.resolve(asked + "!", language: "base").value == asked + "!")
    }

    @Test func keyIDsOfAllKeysAgreeWithTheDictionary() {
        let project = Self.randomProject(seed: 3)
        for (id, key) in project.keys.enumerated() {
            #expect(project.keyID(key) == id)
            #expect(project.keyIDs[key] == id)
        }
    }

    /// Every key × language × input resolves as the entries say (the reference below reads only the public
    /// model: entries and `LanguageFile.select`).
    @Test(arguments: [1, 2, 3])
    func resolutionAgreesWithTheEntries(seed: UInt64) {
        let project = Self.randomProject(seed: seed)
        let inputs: [LookupInput] = [
            LookupInput(), LookupInput(width: 20), LookupInput(number: "0"), LookupInput(number: "1"),
            LookupInput(number: "2"), LookupInput(number: "5", width: 5), LookupInput(number: "1.0"),
            LookupInput(number: "-3"), LookupInput(number: "12.5"), LookupInput(number: "21"),
            LookupInput(number: "100000000000000000000001"), LookupInput(number: "abc"), LookupInput(number: "1e3"),
        ]
        for language in ["base", "pl", "pt-BR", "ru", "de"] {
            let chain = project.chain(for: language)
            for key in project.keys + ["missing"] {
                for input in inputs {
                    let fast = project.resolve(key, in: chain, input: input, defaultValue: "default")
                    let slow = Self.reference(project, key, chain: chain, input: input)
                    #expect(fast == slow, "\(language) \(key) \(input.number ?? "-")")
                }
            }
        }
    }

    /// A key renamed or added in one language only appends a key the other files lack: they still answer, and
    /// the new key falls back to the base in them.
    @Test func lookupsFollowAKeyRenamedInOneFile() {
        var project = makeProject([
            "base.json": #"{"a": "A", "b": "B"}"#,
            "pl.json": #"{"a": "pl A", "b": "pl B"}"#,
            "de.json": #"{"a": "de A"}"#,
        ])
        let pl = project.fileIndex(of: .tag(LanguageTag("pl")!))!
        let de = project.fileIndex(of: .tag(LanguageTag("de")!))!
        project.replaceFile(at: pl, bytes: Array(#"{"a": "pl A", "renamed": "pl B"}"#.utf8))
        #expect(project.keys == ["a", "b", "renamed"])
        #expect(project.slots[de] == [0, -1, -1])
        #expect(project.resolve("a", language: "de").value == "de A")
        #expect(project.resolve("renamed", language: "de").value == "renamed")
        #expect(project.resolve("renamed", language: "pl").value == "pl B")
        #expect(project.resolve("b", language: "pl").value == "B")
        #expect(project.resolve("b", language: "de").value == "B")
    }

    /// Lookups follow a file replaced in place (same keys, new values), as an editor does without re-indexing,
    /// and a re-index that renumbers keys.
    @Test func lookupsFollowReplacedFiles() {
        var project = makeProject([
            "base.json": #"{"a": "A", "b": "B", "c": {"one": "C1", "other": "C"}}"#,
            "pl.json": #"{"a": "pl A", "c": "pl C"}"#,
        ])
        let pl = project.fileIndex(of: .tag(LanguageTag("pl")!))!
        #expect(project.resolve("a", language: "pl").value == "pl A")
        let old = project.files[pl]
        project.files[pl] = LanguageFile(
            fileName: old.fileName, language: old.language,
            bytes: Array(#"{"a": {"other": "new A"}, "c": "new C"}"#.utf8),
            rules: old.rules, shared: [:])
        #expect(project.resolve("a", language: "pl").value == "new A")
        #expect(project.resolve("c", language: "pl", number: "1").value == "new C")
        #expect(project.resolve("b", language: "pl").value == "B")
        project.files[pl] = LanguageFile(
            fileName: old.fileName, language: old.language, bytes: Array(#"{"z": "Z", "b": "pl B"}"#.utf8),
            rules: old.rules, shared: [:])
        project.rebuildIndex()
        #expect(project.keys == ["a", "b", "c", "z"])
        #expect(project.resolve("b", language: "pl").value == "pl B")
        #expect(project.resolve("z", language: "pl").value == "Z")
        #expect(project.resolve("a", language: "pl").value == "A")
    }

    /// Slot tables changed one file at a time, even one slot in place, are followed; a copy taken before
    /// (an undo snapshot) keeps its own answers.
    @Test func lookupsFollowSlotTablesChangedInPlace() {
        var project = makeProject([
            "base.json": #"{"a": "A", "b": "B"}"#, "pl.json": #"{"a": "pl A", "b": "pl B"}"#,
        ])
        let pl = project.fileIndex(of: .tag(LanguageTag("pl")!))!
        let snapshot = project
        project.slots[pl][0] = 1
        project.slots[pl][1] = 0
        #expect(project.resolve("a", language: "pl").value == "pl B")
        #expect(project.resolve("b", language: "pl").value == "pl A")
        #expect(snapshot.resolve("a", language: "pl").value == "pl A")
        project.slots[pl][1] = -1
        #expect(project.resolve("b", language: "pl").value == "B")
    }

    /// `ExplicitTest` decides exactly as the selector it was made from.
    @Test func explicitTestsAgreeWithSelectors() throws {
        let texts = [
            "ie:x=0", "ie:x<0.5", "ie:x<=-2", "ie:x>=1.25", "ie:x>1000000", "ie:x=1.50", "iex:2<=x<10", "iex:-4<x<=-2",
            "iex:0.1<x<0.25", "ie:x>100000000000000000000", "iex:1<x<1.0000000000000000000001", "exp:^1", ">one",
            "zero", "one", "two", "few", "many", "other", "more",
        ]
        var numbers = [
            "0", "-0", "0.0", "1", "1.0", "1.5", "1.50", "2", "-2", "-3", "-4", "-4.0", "9.999", "10", "0.49",
            "0.5", "0.25", "0.2500", "1.25", "1000000", "1000000.1", "100000000000000000001", "1.2c6", "1e3",
            "0.0000000000000000001", "123456789012345678.5",
        ]
        numbers += (0..<200).map { "\($0 - 50).\($0 % 7)" }
        for rules in [try PluralRules(locale: "ja"), try PluralRules(locale: "en")] {
            for text in texts {
                let selector = Selector(text, rules: rules, shared: [:])
                let test = ExplicitTest(selector)
                for number in numbers + ["abc"] {
                    let literal = try? NumberLiteral(number)
                    let decimal = literal.flatMap { ExactDecimal($0) }
                    let expected = selector.isExplicit && selector.matchesExplicitly(number: literal, text: number)
                    let fast =
                        test.matches(decimal, isNumber: literal != nil)
                        ?? selector.matchesExplicitly(number: literal, text: number)
                    #expect(fast == expected, "\(text) \(number)")
                }
            }
        }
    }

    @Test func exactDecimalsOrderAsLiterals() throws {
        let numbers = [
            "0", "-0", "0.000", "1", "1.0", "1.01", "1.1", "-1.1", "-1.01", "2", "10", "9.99999",
            "999999999999999999", "999999999999999999.999999999999999999", "0.000000000000000001", "5.5", "-5.50",
        ]
        for a in numbers {
            for b in numbers {
                let (x, y) = (try NumberLiteral(a), try NumberLiteral(b))
                guard let dx = ExactDecimal(x), let dy = ExactDecimal(y) else {
                    Issue.record("\(a) or \(b) does not fit")
                    continue
                }
                #expect(dx.order(dy) == x.numericOrder(y), "\(a) vs \(b)")
            }
        }
    }

    /// A lookup parses its number once into plain integers; they say what `NumberLiteral` says of the text.
    @Test(arguments: [
        "0", "-0", "1", "1.0", "1.50", "-3", "21", "1.2c6", "1e3", "007", "123456789012345678901", "0.5",
        "999999999999999999.5", "1,5", " 1", "", "abc", "1.", "-", "1e-3",
    ])
    func aLookupParsesItsNumberAsNumberLiteralDoes(text: String) {
        let input = LookupInput(number: text, width: 300)
        let literal = try? NumberLiteral(text)
        #expect(input.number == text)
        #expect(input.width == 300)
        #expect(input.literal == literal)
        #expect(input.literal?.operands == literal?.operands)
        #expect(input.literal?.isNegative == literal?.isNegative)
        let exact = literal.flatMap { ExactDecimal($0) }
        #expect(input.parsed?.exact.map { exact?.order($0) } ?? nil == (exact == nil ? nil : .equal))
        #expect(LookupInput(width: 300).literal == nil)
    }

    // MARK: - Helpers

    /// What resolution answers, read from the public model only.
    static func reference(_ project: Project, _ key: String, chain: LanguageChain, input: LookupInput) -> Resolution {
        if let id = project.keys.firstIndex(of: key) {
            for fileIndex in chain.files {
                let file = project.files[fileIndex]
                guard let entry = file.entries.first(where: { $0.key == project.keys[id] }),
                    let selection = file.select(entry.value, input: input)
                else { continue }
                var selector: String?
                if let variant = selection.variant, case .variants(let variants) = entry.value {
                    selector = file.selectorText(variants[variant])
                }
                return Resolution(
                    value: selection.text, language: file.language, selector: selector, width: selection.width,
                    category: input.literal.map { file.rules.category(of: $0) }, isFallback: chain.isFallback(fileIndex)
                )
            }
        }
        let category = input.literal.flatMap { literal in
            chain.ownFile.map { project.files[$0].rules.category(of: literal) }
                ?? (try? PluralRules(locale: chain.requested))?.category(of: literal)
        }
        return Resolution(
            value: "default", language: nil, selector: nil, width: nil, category: category, isFallback: true)
    }

    /// A small project with every kind of value, some keys missing per language, and shared expressions.
    static func randomProject(seed: UInt64) -> Project {
        var random = SplitMix64(seed: seed)
        let selectors = [
            "one", "few", "many", "other", "zero", "two", "ie:x=0", "ie:x>=10", "iex:2<=x<5", "exp:^1", ">one", "lots",
            "ten",
        ]
        func value(_ key: Int) -> String {
            switch random.next() % 5 {
            case 0, 1: return #""text \#(key)""#
            case 2: return #"{"@10": "narrow \#(key)", "@30": "wide \#(key)"}"#
            default:
                var members: [String] = []
                for selector in selectors where random.next() % 3 == 0 {
                    members.append(
                        random.next() % 4 == 0
                            ? #""\#(selector)": {"@5": "\#(selector) s \#(key)", "@50": "\#(selector) l \#(key)"}"#
                            : #""\#(selector)": "\#(selector) \#(key)""#)
                }
                return "{" + members.joined(separator: ", ") + "}"
            }
        }
        var files: [String: String] = [
            "expressions.json": #"{"base": {"ten": "ie:x=10"}, "pl": {"ten": "exp:^10$"}}"#
        ]
        for name in ["base", "pl", "pt", "pt-BR", "ru"] {
            var members: [String] = []
            for key in 0..<120 where name == "base" || random.next() % 4 != 0 {
                members.append(#""key.\#(key)": \#(value(key))"#)
            }
            if name != "base" { members.append(#""only.\#(name)": "only""#) }
            files[name + ".json"] = "{" + members.joined(separator: ", ") + "}"
        }
        return makeProject(files)
    }
}
