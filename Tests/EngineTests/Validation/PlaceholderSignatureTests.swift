import Testing

@testable import Engine

@Suite struct PlaceholderSignatureTests {
    /// The signature built from ``Placeholder/scan(_:)``, the Engine's reference reading.
    func reference(_ string: String) -> PlaceholderSignature.ComparableForm {
        var sequential = 0
        var arguments: [(Int, String, String)] = []
        var jsonlize = false
        for placeholder in Placeholder.scan(string) {
            if placeholder.isJSONlize {
                jsonlize = true
                continue
            }
            guard let kind = placeholder.argumentKind else { continue }
            let number =
                placeholder.position
                ?? {
                    sequential += 1; return sequential
                }()
            if !arguments.contains(where: { $0.0 == number }) { arguments.append((number, kind, placeholder.text)) }
        }
        arguments.sort { $0.0 < $1.0 }
        return .init(arguments: arguments.map { "\($0.0):\($0.1):\($0.2)" }, hasJSONlize: jsonlize)
    }

    static let samples: [String] = [
        "", "plain text", "%d", "%d photos", "%@ and %d", "%2$@ %1$d", "100% sure", "%%", "%d%%", "%.2f km",
        "%-05.2lf", "%lld items", "%1$@ and %2$d other people", "${i} points", "%s", "%c%C%p%x%X%o%u%i%e%g%a%F%E%G%A",
        "%5$@", "%", "%l", "%1$", "%99999999999999999999$d", "zażółć %d gęślą", "%@%@%@", "%1$@ %1$@", "%'d", "${i",
        "${i}%d", "$%d", "%hhd %zd %jd %td %qd %Lf", "%#x %+d % d", "x%", "%%%d",
    ]

    @Test(arguments: samples)
    func agreesWithTheEngineScanner(_ sample: String) {
        #expect(PlaceholderSignature(sample).comparableForm == reference(sample))
    }

    @Test func agreesOnRandomStrings() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("%$@{}i1234.dlfsxy -'#0é")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<12, using: &generator)
            let sample = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(PlaceholderSignature(sample).comparableForm == reference(sample), "\(sample)")
        }
    }

    @Test func numberArgument() {
        #expect(PlaceholderSignature("%1$@ and %2$d others").numberArgument?.number == 2)
        #expect(PlaceholderSignature("%@").numberArgument == nil)
        #expect(PlaceholderSignature("plain").isEmpty)
    }
}

extension PlaceholderSignature {
    /// The signature as plain values, for comparing.
    struct ComparableForm: Equatable, CustomStringConvertible {
        var arguments: [String]
        var hasJSONlize: Bool
        var description: String { "\(arguments) \(hasJSONlize)" }
    }

    var comparableForm: ComparableForm {
        ComparableForm(arguments: arguments.map { "\($0.number):\($0.kind):\($0.text)" }, hasJSONlize: hasJSONlize)
    }
}

@Suite struct TextFactsTests {
    @Test(arguments: PlaceholderSignatureTests.samples)
    func fingerprintsAreThePlaceholdersAsWritten(_ sample: String) {
        let expected = Placeholder.scan(sample).map(\.text).joined()
        #expect(PlaceholderSignature.fingerprint(sample) == expected)
    }

    @Test func whitespaceTableMatchesUnicode() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TextSlot.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [
        ("Delete?", PunctuationRule.Kind.question), ("削除しますか？", .question), ("هل تريد الحذف؟", .question),
        ("Fertig.", .fullStop), ("完了。", .fullStop), ("Loading…", .ellipsis), ("Loading...", .ellipsis),
        ("Name:", .colon), ("名前：", .colon), ("Hello!  ", .exclamation), ("«Bonjour !»", .exclamation),
        ("He said “done.”", .fullStop),
    ])
    func finalPunctuationByKind(_ text: String, _ kind: PunctuationRule.Kind) {
        #expect(PunctuationRule.kind(of: text, language: "") == kind)
    }

    @Test func noPunctuation() {
        for text in ["", " ", "Albums", "%d%%", "📷", "Готово", "a;"] {
            #expect(PunctuationRule.kind(of: text, language: "") == nil, "\(text)")
        }
        #expect(PunctuationRule.kind(of: "Διαγραφή;", language: "el") == .question)
    }

    @Test func slotFacts() {
        func slotOf(_ text: String, language: String) -> TextSlot {
            var text = text
            return text.withUTF8 {
                TextSlot(selector: nil, variant: nil, width: nil, bytes: $0, keyOffset: 0, language: language)
            }
        }
        let slot = slotOf("\u{3000}Zażółć  gęślą %d\u{A0}", language: "pl")
        #expect(slot.startsWithWhitespace && slot.endsWithWhitespace && slot.hasDoubleSpace)
        #expect(slot.fingerprint == Self.fingerprint("%d") && slot.length == 28)
        let plain = slotOf("👍🏽", language: "")
        #expect(!plain.startsWithWhitespace && !plain.endsWithWhitespace && !plain.hasDoubleSpace)
        #expect(plain.fingerprint.isEmpty && plain.punctuation == nil && plain.length == 8)
    }

    /// The eight-bytes-at-a-time scan finds what a byte-by-byte one finds, wherever the bytes fall in the words.
    @Test func marksAgreeWithAByteByByteScan() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "%", "$", "{", "a", "ż", "😀", "  ", "\r\n", "b"]
        for _ in 0..<2000 {
            var text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement()! }.joined()
            let bytes = Array(text.utf8)
            let expected = (
                bytes.contains { $0 == 0x25 || $0 == 0x24 || $0 == 0x7B },
                zip(bytes, bytes.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 },
                !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
            )
            let found = text.withUTF8 { TextSlot.marks(in: $0) }
            #expect(
                found.placeholderSigns == expected.0 && found.doubleSpace == expected.1
                    && found.plainASCII == expected.2, "\(bytes)")
            #expect(found.plainASCII == (text.count == bytes.count) || found.plainASCII == false)
        }
    }

    /// Fingerprints are equal exactly when the placeholders written are, short ones kept whole, long ones hashed.
    /// Every scalar counted as standing alone is a character of its own beside itself and beside a letter, as
    /// Swift's grapheme breaking counts it; texts with scalars that join are left to Swift.
    @Test func standaloneScalarsAreCountedAsSwiftCountsCharacters() {
        func count(_ text: String) -> Int? {
            var text = text
            return text.withUTF8 { TextSlot.standaloneScalarCount($0) }
        }
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), count(String(scalar)) != nil else { continue }
            checked += 1
            for text in [String(scalar) + String(scalar), "x" + String(scalar), String(scalar) + "x"] {
                #expect(count(text) == text.count, "U+\(String(value, radix: 16))")
            }
        }
        #expect(checked > 30000)
        for text in ["e\u{301}", "👍🏽", "🇵🇱", "a\r\nb", "ก่", "\u{1100}\u{1161}", "नमस्ते", "x\u{200D}y"] {
            #expect(count(text) == nil || count(text) == text.count, "\(text)")
        }
        #expect(count("Zażółć gęślą jaźń") == 17 && count("Привет, мир") == 11 && count("中文テキスト") == 6)
    }

    static func fingerprint(_ text: String) -> PlaceholderFingerprint {
        var text = text
        return text.withUTF8 { PlaceholderFingerprint($0) }
    }

    @Test func fingerprintsCompareAsTheirPlaceholders() {
        let fingerprint = Self.fingerprint
        #expect(fingerprint("no placeholders").isEmpty && !fingerprint("%d files").isEmpty)
        #expect(fingerprint("%d files") == fingerprint("%d plików"))
        #expect(fingerprint("%d files") != fingerprint("%@ files"))
        #expect(fingerprint("%1$@ and %2$d") != fingerprint("%2$d and %1$@"))
        let long = "%1$@ %2$@ %3$@ %4$@ %5$@"
        #expect(fingerprint(long) == fingerprint("x " + long))
        #expect(fingerprint(long) != fingerprint("%1$@ %2$@ %3$@ %4$@ %5$d"))
        #expect(fingerprint(long) != fingerprint("%1$@%2$@%3$@"))
        // Hashed fingerprints of every length around the words they are hashed by: one placeholder changed
        // anywhere, or one fewer, is told apart.
        for count in 3...12 {
            let specifiers = (0..<count).map { "%\($0 % 9 + 1)$@" }
            let whole = fingerprint(specifiers.joined(separator: " "))
            #expect(whole == fingerprint("x " + specifiers.joined(separator: " y ")))
            #expect(whole != fingerprint(specifiers.dropLast().joined(separator: " ")))
            for changed in specifiers.indices {
                var other = specifiers
                other[changed] = other[changed].dropLast() + "d"
                #expect(whole != fingerprint(other.joined(separator: " ")), "\(count) \(changed)")
            }
        }
    }
}
