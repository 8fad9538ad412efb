extension Expression {
    /// Whether a selector is written as an explicit expression (`ie:`, `iex:`, `exp:`).
    public static func isExpressionSyntax(_ text: String) -> Bool {
        text.hasPrefix("ie:") || text.hasPrefix("iex:") || text.hasPrefix("exp:")
    }

    /// Parses `ie:x>=2`, `iex:2<=x<=4` or `exp:REGEX`. Whitespace around operators and numbers is
    /// allowed; numbers are decimal (`-3`, `0.5`), without exponent.
    ///
    /// - Throws: `ExpressionError` with the character offset of the problem in `text`.
    public init(parsing text: String) throws(ExpressionError) {
        if text.hasPrefix("exp:") {
            let source = String(text.dropFirst(4))
            guard !source.isEmpty else { throw ExpressionError("'exp:' needs a regular expression after it", at: 4) }
            self = .regex(try RegexPattern(source))
            return
        }
        var scanner = ExpressionScanner(text)
        if text.hasPrefix("iex:") {
            scanner.offset = 4
            let lower = try scanner.number()
            let lowerOp = try scanner.rangeOperator()
            try scanner.variable()
            let upperOp = try scanner.rangeOperator()
            let upper = try scanner.number()
            try scanner.end()
            guard lower.value.numericOrder(upper.value) == .ascending else {
                throw ExpressionError(
                    "empty range: \(lower.value) is not less than \(upper.value), so no number matches",
                    at: lower.offset)
            }
            self = .range(lower: lower.value, lowerInclusive: lowerOp, upper: upper.value, upperInclusive: upperOp)
        } else if text.hasPrefix("ie:") {
            scanner.offset = 3
            try scanner.variable()
            let op = try scanner.comparisonOperator()
            let bound = try scanner.number()
            try scanner.end()
            self = .comparison(op, bound.value)
        } else {
            throw ExpressionError("'\(text)' is not an expression: expected 'ie:', 'iex:' or 'exp:'", at: 0)
        }
    }
}

/// Reads the parts of `ie:`/`iex:` expressions, tracking character offsets for errors.
private struct ExpressionScanner {
    let characters: [Character]
    var offset = 0

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func skipSpaces() {
        while offset < characters.count, characters[offset] == " " { offset += 1 }
    }

    var found: String {
        offset < characters.count ? "'\(characters[offset])'" : "the end"
    }

    mutating func variable() throws(ExpressionError) {
        skipSpaces()
        guard offset < characters.count, characters[offset] == "x" else {
            throw ExpressionError("expected 'x', found \(found)", at: offset)
        }
        offset += 1
    }

    mutating func comparisonOperator() throws(ExpressionError) -> Expression.ComparisonOperator {
        skipSpaces()
        for op in Expression.ComparisonOperator.allCases where matches(op.rawValue) {
            offset += op.rawValue.count
            return op
        }
        throw ExpressionError("expected one of < <= = >= >, found \(found)", at: offset)
    }

    /// `<` or `<=`; returns whether it is inclusive.
    mutating func rangeOperator() throws(ExpressionError) -> Bool {
        skipSpaces()
        if matches("<=") {
            offset += 2
            return true
        }
        if matches("<") {
            offset += 1
            return false
        }
        throw ExpressionError("expected < or <=, found \(found)", at: offset)
    }

    mutating func number() throws(ExpressionError) -> (value: NumberLiteral, offset: Int) {
        skipSpaces()
        let start = offset
        var end = offset
        while end < characters.count, characters[end].isASCII,
            characters[end].isNumber || "-.".contains(characters[end])
        {
            end += 1
        }
        let text = String(characters[start..<end])
        guard !text.isEmpty else { throw ExpressionError("expected a number, found \(found)", at: start) }
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains("-") }),
            let value = try? NumberLiteral(text)
        else {
            let sign = text.hasPrefix("-") ? "-" : ""
            let hint = unsigned.hasPrefix(".") ? " (write \(sign)0\(unsigned))" : ""
            throw ExpressionError("'\(text)' is not a number\(hint)", at: start)
        }
        offset = end
        return (value, start)
    }

    mutating func end() throws(ExpressionError) {
        skipSpaces()
        guard offset == characters.count else {
            throw ExpressionError("unexpected \(found) after the expression", at: offset)
        }
    }

    private func matches(_ token: String) -> Bool {
        let tokenCharacters = Array(token)
        return offset + tokenCharacters.count <= characters.count
            && Array(characters[offset..<offset + tokenCharacters.count]) == tokenCharacters
    }
}
