import Testing

@testable import Engine

/// `EntryTable` keeps a Swifternalization file's texts as spans of its bytes (a string of their own only when
/// written with escapes) and vends the entries a reader would have made: each text is the string the JSON tree
/// decodes for it, and each part read alone (a plain text, whether it has text, its variants' selectors) agrees
/// with the whole value.
@Suite struct EntryTableTests {
    /// Every fixture and sample file, and the hostile files of the wanted-keys tests (escapes, invalid UTF-8,
    /// lone surrogates, repeated keys, values of the wrong shape).
    static func files() throws -> [(name: String, file: LanguageFile)] {
        let rules = try PluralRules(locale: "pl")
        let hostile = WantedKeysReadingTests.hostileFiles.map { ($0.name, Array($0.text.utf8)) }
        return try (WantedKeysReadingTests.fixtureFiles() + hostile).map { name, bytes in
            let file = LanguageFile(
                fileName: "pl.json", language: .tag(LanguageTag("pl")!), bytes: bytes, rules: rules, shared: [:])
            return (name, file)
        }
    }

    /// The decoded string of every string member of the document, at any depth, by its key's offset.
    static func stringsByKeyOffset(_ bytes: [UInt8]) -> [Int: String] {
        guard let document = try? JSONDocument(bytes: bytes) else { return [:] }
        var strings: [Int: String] = [:]
        func visit(_ node: JSONNode) {
            for member in node.members ?? [] {
                if let string = member.value.string { strings[member.keyRange.lowerBound] = string }
                visit(member.value)
            }
        }
        visit(document.root)
        return strings
    }

    @Test func everyTextIsTheStringTheJSONTreeDecodes() throws {
        var texts = 0
        for (name, file) in try Self.files() {
            let strings = Self.stringsByKeyOffset(file.bytes)
            func check(_ text: String, keyOffset: Int) {
                texts += 1
                #expect(strings[keyOffset] == text, "\(name) at \(keyOffset)")
            }
            func check(_ widths: WidthVariations) {
                for variation in widths.variations { check(variation.text, keyOffset: variation.offset) }
            }
            for entry in file.entries {
                switch entry.value {
                case .text(let text): check(text, keyOffset: entry.offset)
                case .widths(let widths): check(widths)
                case .invalid: break
                case .variants(let variants):
                    for variant in variants {
                        switch variant.content {
                        case .text(let text): check(text, keyOffset: variant.offset)
                        case .widths(let widths): check(widths)
                        case .invalid: break
                        }
                    }
                }
            }
        }
        #expect(texts > 100)
    }

    @Test func eachPartReadAloneAgreesWithTheValue() throws {
        for (name, file) in try Self.files() {
            let entries = file.entries
            for index in entries.indices {
                let entry = entries[index]
                #expect(entries.key(at: index) == entry.key, "\(name)")
                #expect(entries.offset(at: index) == entry.offset, "\(name)")
                #expect(entries.value(at: index) == entry.value, "\(name)")
                #expect(entries.hasText(at: index) == entry.hasText, "\(name) \(entry.key)")
                var plain: String?
                var variants: [Variant] = []
                var invalidPart = false
                switch entry.value {
                case .text(let text): plain = text
                case .invalid: invalidPart = true
                case .widths: break
                case .variants(let all):
                    variants = all
                    invalidPart = all.contains { $0.content == .invalid }
                }
                #expect(entries.plainText(at: index) == plain, "\(name) \(entry.key)")
                #expect(entries.hasInvalidPart(at: index) == invalidPart, "\(name) \(entry.key)")
                #expect(entries.hasVariants(at: index) == (entries.kind(at: index) == .variants))
                #expect(entries.variantCount(at: index) == variants.count, "\(name) \(entry.key)")
                for (position, variant) in variants.enumerated() {
                    #expect(entries.variantSelector(position, at: index) == variant.selector)
                    #expect(entries.storage.variantContent(position, at: index) == variant.content)
                }
            }
        }
    }

    /// Only the texts written with escapes get strings of their own; the others are spans of the file.
    @Test func onlyEscapedTextsAreKeptAsStrings() throws {
        let text = #"""
            {
                "plain": "Zażółć gęślą jaźń 👍🏽",
                "escaped": "Line\nbreak",
                "plural": {"one": "%d plik", "few": "%d pliki\t", "other": "%d plików"},
                "widths": {"@10": "Krótki", "@20": "D\u0142u\u017Cszy"},
                "variant widths": {"one": {"@10": "x", "@20": "\"y\""}, "other": "z"}
            }
            """#
        let file = LanguageFile(
            fileName: "pl.json", language: .tag(LanguageTag("pl")!), bytes: Array(text.utf8),
            rules: try PluralRules(locale: "pl"), shared: [:])
        #expect(file.entries.storage.owned == ["Line\nbreak", "%d pliki\t", "D\u{142}u\u{17C}szy", "\"y\""])
        #expect(file.entries.plainText(at: 0) == "Zażółć gęślą jaźń 👍🏽")
        guard case .widths(let widths) = file.entries.value(at: 3) else {
            Issue.record("not widths: \(file.entries.value(at: 3))")
            return
        }
        #expect(widths.variations.map(\.width) == [10, 20])
        #expect(widths.variations.map(\.text) == ["Krótki", "D\u{142}u\u{17C}szy"])
        // The same entries kept as strings of their own vend the same values.
        let owned = EntryTable(Array(file.entries))
        #expect(owned == file.entries)
        #expect(owned.storage.owned.count == 10)
    }

    /// A project loaded with its texts as strings of their own (as an app's `Localizer` loads it) holds the same
    /// entries, every text a string, in the files read first and in those read later.
    @Test func textsKeptAsStringsReadTheSame() throws {
        let folder = repositoryFolder.appendingPathComponent("sample-project").path
        let spans = try Project.load(directory: folder)
        var strings = try Project.load(directory: folder, languages: ["pl"], texts: .strings)
        strings.loadChains(for: ["de", "ar"])
        #expect(strings.textStorage == .strings && spans.textStorage == .spans)
        for file in strings.files {
            let other = try #require(spans.files.first { $0.fileName == file.fileName })
            #expect(file.entries == other.entries, "\(file.fileName)")
            let texts = file.entries.reduce(0) { $0 + $1.value.texts.count }
            #expect(file.entries.storage.owned.count == texts, "\(file.fileName)")
            #expect(other.entries.storage.owned.count < texts, "\(file.fileName)")
        }
        #expect(strings.files.count >= 3)
    }

    @Test func recordsTake16Bytes() {
        #expect(MemoryLayout<EntryTable.Record>.stride == 16)
        #expect(MemoryLayout<EntryTable.VariantRecord>.stride == 16)
        #expect(MemoryLayout<EntryTable.WidthRecord>.stride == 16)
    }

    @Test(arguments: [0, 1, 255, 65_536, 1 << 24 - 1])
    func aVariantsSelectorAndKindReadBackAsGiven(selector: Int) {
        for kind in [EntryTable.Kind.text, .widths, .invalid] {
            var record = EntryTable.VariantRecord(selector: selector, kind: kind, offset: 7, first: 1, count: 2)
            #expect(record.selector == selector && record.kind == kind)
            record.selector = selector / 3
            #expect(record.selector == selector / 3 && record.kind == kind)
        }
    }
}
