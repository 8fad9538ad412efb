import Engine

/// The number parser's invariants, on up to three literals (the input's lines).
public enum NumberChecks {
    /// Checks each line of `bytes` alone, then the numeric order of each pair.
    public static func check(_ bytes: [UInt8]) {
        let texts = bytes.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let literals = texts.compactMap(checkOne)
        for a in literals {
            for b in literals {
                require(
                    a.numericOrder(b) == reversed(b.numericOrder(a)),
                    "'\(a)' vs '\(b)' is not the reverse of '\(b)' vs '\(a)'")
                if let expected = doubleOrder(a, b) {
                    require(a.numericOrder(b) == expected, "'\(a)' vs '\(b)' disagrees with Double")
                }
            }
        }
        if literals.count == 3 { checkTransitive(literals) }
    }

    private static let locales = ["en", "pl", "ru", "ar", "fr", "lv", "cy", "ja", "he", "mt"].map {
        try! PluralRules(locale: $0)
    }

    /// A number that parses prints back as written and equals itself; one that does not names its text.
    static func checkOne(_ text: String) -> NumberLiteral? {
        let literal: NumberLiteral
        do {
            literal = try NumberLiteral(text)
        } catch {
            checkError(error, for: text)
            return nil
        }
        require(literal.description == text, "'\(text)' prints back as '\(literal.description)'")
        require(literal.isNegative == text.hasPrefix("-"), "'\(text)': wrong sign")
        let again = try? NumberLiteral(text[...])
        require(again == literal && again?.operands == literal.operands, "'\(text)' parses differently twice")
        require(literal.numericOrder(literal) == .equal, "'\(text)' is not equal to itself")
        let operands = literal.operands
        require(operands.w <= operands.v && operands.v >= 0, "'\(text)': w \(operands.w) > v \(operands.v)")
        require(operands.e >= 0 && operands.e <= NumberLiteral.maximumExponent, "'\(text)': exponent out of range")
        require(operands.t == 0 || operands.w > 0, "'\(text)': t without w")
        let digits = text.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }
        if !text.contains("e") && !text.contains("c") && !text.contains(".") && digits.count <= 18 {
            let value = UInt64(String(decoding: digits, as: UTF8.self))
            require(operands.i == value && !operands.iIsReduced, "'\(text)': i is \(operands.i)")
        }
        for rules in locales {
            let category = rules.category(of: literal)
            require(rules.categories().contains(category), "'\(text)': \(category) is not a category of its language")
            let ordinal = rules.category(of: literal, ordinal: true)
            require(rules.categories(ordinal: true).contains(ordinal), "'\(text)': \(ordinal) is not an ordinal")
        }
        return literal
    }

    /// A rejected text is named in the error, and an unexpected character is where the error says.
    static func checkError(_ error: NumberLiteralError, for text: String) {
        require(!error.description.isEmpty, "empty message for '\(text)'")
        if case .empty = error {
            require(text.isEmpty, "'\(text)' reported as empty")
            return
        }
        require(error.text == text, "the error names '\(error.text)', not '\(text)'")
        if case .unexpectedCharacter(_, let character, let offset) = error {
            let characters = Array(text)
            require(offset >= 0 && offset < characters.count, "'\(text)': offset \(offset) is outside the text")
            require(characters[offset] == character, "'\(text)': offset \(offset) is not '\(character)'")
        }
    }

    /// The order by `Double`, when both literals are exact enough in a `Double` for it to be right:
    /// 15 significant digits at most (DBL_DIG) and a modest exponent.
    static func doubleOrder(_ a: NumberLiteral, _ b: NumberLiteral) -> NumericOrder? {
        func exact(_ literal: NumberLiteral) -> Double? {
            let text = literal.description.drop { $0 == "-" }
            let mantissa = text.prefix { $0 != "e" && $0 != "c" }
            let significant = mantissa.filter(\.isNumber).drop { $0 == "0" }
            guard significant.count <= 15, literal.operands.e <= 200, literal.operands.v <= 200 else { return nil }
            return literal.doubleValue
        }
        guard let x = exact(a), let y = exact(b) else { return nil }
        return x < y ? .ascending : x > y ? .descending : .equal
    }

    private static func reversed(_ order: NumericOrder) -> NumericOrder {
        switch order {
        case .ascending: .descending
        case .equal: .equal
        case .descending: .ascending
        }
    }

    private static func checkTransitive(_ literals: [NumberLiteral]) {
        for a in literals {
            for b in literals {
                for c in literals where a.numericOrder(b) != .descending && b.numericOrder(c) != .descending {
                    require(a.numericOrder(c) != .descending, "'\(a)' ≤ '\(b)' ≤ '\(c)' but '\(a)' > '\(c)'")
                }
            }
        }
    }
}
