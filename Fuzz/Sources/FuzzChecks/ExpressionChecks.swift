import Engine

/// The expression and selector parsers' invariants, on the input as one selector text.
public enum ExpressionChecks {
    private static let languages = ["en", "pl", "ar", "ja", "lv"].map { try! PluralRules(locale: $0) }
    private static let numbers = ["0", "1", "2", "-1", "1.5", "21", "1c6", "100000000000000000000.5"].map {
        try! NumberLiteral($0)
    }

    /// Parses `bytes` (as UTF-8, invalid bytes replaced) as an expression and as a selector.
    public static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed: Result<Expression, ExpressionError>
        do throws(ExpressionError) {
            parsed = .success(try Expression(parsing: text))
        } catch {
            parsed = .failure(error)
        }
        switch parsed {
        case .success(let expression): checkExpression(expression, text: text)
        case .failure(let error): checkError(error, in: text)
        }
        require(
            Expression.isExpressionSyntax(text) || (try? parsed.get()) == nil,
            "'\(text)' parses without an expression prefix")

        for rules in languages {
            let selector = Selector(text, rules: rules, shared: [:])
            require(
                describe(selector) == describe(Selector(text, rules: rules, shared: [:])),
                "'\(text)' is classified differently twice")
            switch (selector, parsed) {
            case (.expression, .success), (.malformed, .failure): break
            case (_, .success):
                require(false, "'\(text)' parses as an expression but classifies as \(describe(selector))")
            case (.expression, .failure):
                require(false, "'\(text)' does not parse but classifies as an expression")
            case (_, .failure):
                require(!Expression.isExpressionSyntax(text), "'\(text)' has the syntax but is \(describe(selector))")
            }
            if case .malformed(let error) = selector { checkError(error, in: text) }
            for number in numbers {
                let first = selector.matchesExplicitly(number: number, text: number.description)
                require(
                    first == selector.matchesExplicitly(number: number, text: number.description),
                    "'\(text)' matches \(number) differently twice")
                if first { require(selector.isExplicit, "'\(text)' matches \(number) without being explicit") }
            }
        }
        checkShared(text, parsed: parsed)
    }

    /// The same text as a named expression of `expressions.json` classifies the same way.
    private static func checkShared(_ text: String, parsed: Result<Expression, ExpressionError>) {
        guard let document = try? JSONDocument(text: "{\"base\": {\"name\": \(quoted(text))}}") else {
            require(false, "'\(text)' cannot be written as a JSON string")
            return
        }
        let shared = SharedExpressions(document: document)
        let definitions = shared.definitions(for: .base)
        require(definitions["name"]?.source == text, "'\(text)' is read back from JSON as something else")
        let selector = Selector("name", rules: languages[0], shared: definitions)
        switch (selector, parsed) {
        case (.shared, .success), (.malformed, .failure): break
        default: require(false, "'\(text)' as a shared expression classifies as \(describe(selector))")
        }
    }

    private static func checkExpression(_ expression: Expression, text: String) {
        switch expression {
        case .comparison(_, let bound):
            require(text.hasPrefix("ie:"), "'\(text)' is a comparison without 'ie:'")
            require(text.contains(bound.description), "'\(text)': bound \(bound) is not in the text")
        case .range(let lower, _, let upper, _):
            require(text.hasPrefix("iex:"), "'\(text)' is a range without 'iex:'")
            require(lower.numericOrder(upper) == .ascending, "'\(text)': range \(lower)…\(upper) is empty")
            for number in numbers where expression.matches(number: number, text: number.description) {
                require(
                    number.numericOrder(lower) != .ascending && number.numericOrder(upper) != .descending,
                    "'\(text)' matches \(number) outside \(lower)…\(upper)")
            }
        case .regex(let pattern):
            require(text.hasPrefix("exp:") && pattern.source == String(text.dropFirst(4)), "'\(text)': wrong pattern")
            for subject in ["", "1", "21", "ab"] { _ = pattern.search(subject) }
        }
    }

    /// An error points inside the text (or just after it, for something missing at the end).
    static func checkError(_ error: ExpressionError, in text: String) {
        require(!error.message.isEmpty, "empty message for '\(text)'")
        require(
            error.offset >= 0 && error.offset <= text.count,
            "'\(text)': error offset \(error.offset) is outside 0…\(text.count)")
    }

    /// The selector's case and payload as text, to compare two classifications.
    static func describe(_ selector: Selector) -> String {
        switch selector {
        case .expression(let expression), .shared(_, let expression): return "\(selector.role) \(describe(expression))"
        case .malformed(let error): return "malformed \(error.offset) \(error.message)"
        default: return "\(selector)"
        }
    }

    private static func describe(_ expression: Expression) -> String {
        switch expression {
        case .regex(let pattern): return "regex \(pattern.source)"
        default: return "\(expression)"
        }
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
