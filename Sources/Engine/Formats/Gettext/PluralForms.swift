/// A PO header's `Plural-Forms` (`nplurals=3; plural=n==1 ? 0 : …;`): how many forms, and the C expression
/// that gives the form of a number. Evaluated by a small, safe interpreter: only `n`, whole numbers and
/// C's operators; bounded in length and depth; never traps (division by zero is an error).
public struct PluralForms: Sendable, Equatable {
    /// How many `msgstr[i]` an entry has.
    public var count: Int
    /// The formula.
    public var expression: PluralFormula

    /// The most forms a file may declare, and the longest formula read.
    static let maximumCount = 100
    static let maximumLength = 2000

    /// Parses the value of the `Plural-Forms` header field.
    ///
    /// - Throws: `PluralFormsError`, with the position in `text`.
    public init(_ text: String) throws(PluralFormsError) {
        guard text.count <= Self.maximumLength else { throw PluralFormsError(.tooLong, position: 0) }
        var count: Int?
        var formula: PluralFormula?
        let characters = Array(text)
        var position = 0
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            defer { position += part.count + 1 }
            guard let equals = part.firstIndex(of: "=") else {
                if part.allSatisfy(\.isWhitespace) { continue }
                throw PluralFormsError(.expected("name=value"), position: position)
            }
            let name = part[..<equals].trimmingCharacters(in: .whitespaces)
            let valueStart = position + part.distance(from: part.startIndex, to: equals) + 1
            switch name {
            case "nplurals":
                guard let value = Int(part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)),
                    (1...Self.maximumCount).contains(value)
                else { throw PluralFormsError(.expected("a number of forms from 1 to 100"), position: valueStart) }
                count = value
            case "plural":
                formula = try PluralFormula(characters, from: valueStart, to: position + part.count)
            default: continue
            }
        }
        guard let count else { throw PluralFormsError(.expected("nplurals="), position: 0) }
        guard let formula else { throw PluralFormsError(.expected("plural="), position: text.count) }
        _ = characters
        self.count = count
        self.expression = formula
    }

    /// The form `n` takes, checked against `count`.
    ///
    /// - Throws: `PluralFormsError` when the formula divides by zero or gives a form the file does not have.
    public func form(of n: Int) throws(PluralFormsError) -> Int {
        let value = try expression.evaluate(n)
        guard value >= 0, value < count else {
            throw PluralFormsError(.formOutOfRange(value, number: n, count: count), position: 0)
        }
        return value
    }

    /// For each CLDR category of `rules`, the form its example numbers take (the first whole example; a
    /// category with decimal examples only, like Polish `other`, takes the form of their whole part).
    ///
    /// - Throws: `PluralFormsError` when the formula fails on an example.
    public func forms(for rules: PluralRules) throws(PluralFormsError) -> [(category: PluralCategory, form: Int)] {
        var result: [(PluralCategory, Int)] = []
        for category in rules.categories() {
            let examples = rules.examples(category)
            let number =
                examples.integers.lazy.compactMap { Int($0) }.first
                ?? examples.decimals.lazy.compactMap { Int($0.prefix { $0 != "." }) }.first
            guard let number else { continue }
            result.append((category, try form(of: number)))
        }
        return result
    }
}

/// Why a `Plural-Forms` value cannot be used, with the position (in characters) in the value.
public struct PluralFormsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var kind: Kind
    /// Where, in characters from the start of the value.
    public var position: Int

    /// The problems.
    public enum Kind: Sendable, Equatable {
        /// Something else was found where `what` should be.
        case expected(String)
        /// The value is longer than any real one.
        case tooLong
        /// Parentheses or conditions nested deeper than any real formula.
        case tooDeep
        /// The formula divides by zero for `number`.
        case divisionByZero(number: Int)
        /// The formula gives a form the file does not have.
        case formOutOfRange(Int, number: Int, count: Int)
    }

    /// An error.
    public init(_ kind: Kind, position: Int) {
        self.kind = kind
        self.position = position
    }

    /// What is wrong, worded for a translator.
    public var description: String {
        switch kind {
        case .expected(let what): return "Plural-Forms: expected \(what) at character \(position + 1)"
        case .tooLong: return "Plural-Forms is too long to be a plural formula"
        case .tooDeep: return "Plural-Forms nests parentheses too deeply (at character \(position + 1))"
        case .divisionByZero(let number): return "Plural-Forms divides by zero for \(number)"
        case .formOutOfRange(let form, let number, let count):
            return "Plural-Forms gives form \(form) for \(number), but nplurals is \(count)"
        }
    }
}

/// The C expression of `plural=`, parsed once.
public indirect enum PluralFormula: Sendable, Equatable {
    /// The number.
    case n
    /// A whole number.
    case constant(Int)
    /// `!x` or `-x`.
    case unary(Character, PluralFormula)
    /// `x op y`.
    case binary(String, PluralFormula, PluralFormula)
    /// `c ? x : y`.
    case conditional(PluralFormula, PluralFormula, PluralFormula)

    static let maximumDepth = 64

    /// Parses `characters[start..<end]`.
    init(_ characters: [Character], from start: Int, to end: Int) throws(PluralFormsError) {
        var parser = FormulaParser(characters: characters, position: start, end: end)
        self = try parser.conditional(depth: 0)
        parser.skipSpaces()
        if parser.position < end {
            throw PluralFormsError(.expected("an operator or the end"), position: parser.position)
        }
    }

    /// Parses a formula on its own (`n != 1`).
    public init(_ text: String) throws(PluralFormsError) {
        let characters = Array(text)
        try self.init(characters, from: 0, to: characters.count)
    }

    /// The value for `n`, in C's arithmetic on unsigned long (wrapping; comparisons give 0 or 1).
    ///
    /// - Throws: `PluralFormsError.divisionByZero`.
    public func evaluate(_ n: Int) throws(PluralFormsError) -> Int {
        switch self {
        case .n: return n
        case .constant(let value): return value
        case .unary(let op, let operand):
            let value = try operand.evaluate(n)
            return op == "!" ? (value == 0 ? 1 : 0) : 0 &- value
        case .conditional(let condition, let then, let otherwise):
            return try condition.evaluate(n) != 0 ? then.evaluate(n) : otherwise.evaluate(n)
        case .binary(let op, let left, let right):
            let a = try left.evaluate(n)
            if op == "&&" { return a == 0 ? 0 : (try right.evaluate(n) != 0 ? 1 : 0) }
            if op == "||" { return a != 0 ? 1 : (try right.evaluate(n) != 0 ? 1 : 0) }
            let b = try right.evaluate(n)
            switch op {
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            default:
                guard b != 0 else { throw PluralFormsError(.divisionByZero(number: n), position: 0) }
                if a == Int.min && b == -1 { return op == "/" ? Int.min : 0 }
                return op == "/" ? a / b : a % b
            }
        }
    }
}

/// Recursive descent over C's precedence: `?:`, `||`, `&&`, `== !=`, `< > <= >=`, `+ -`, `* / %`, unary.
private struct FormulaParser {
    let characters: [Character]
    var position: Int
    let end: Int

    static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
    ]

    mutating func skipSpaces() {
        while position < end, characters[position].isWhitespace { position += 1 }
    }

    mutating func conditional(depth: Int) throws(PluralFormsError) -> PluralFormula {
        guard depth < PluralFormula.maximumDepth else { throw PluralFormsError(.tooDeep, position: position) }
        let condition = try binary(level: 0, depth: depth)
        skipSpaces()
        guard take("?") else { return condition }
        let then = try conditional(depth: depth + 1)
        skipSpaces()
        guard take(":") else { throw PluralFormsError(.expected("':'"), position: position) }
        let otherwise = try conditional(depth: depth + 1)
        return .conditional(condition, then, otherwise)
    }

    mutating func binary(level: Int, depth: Int) throws(PluralFormsError) -> PluralFormula {
        guard level < Self.levels.count else { return try unary(depth: depth) }
        var left = try binary(level: level + 1, depth: depth)
        while true {
            skipSpaces()
            guard let op = Self.levels[level].first(where: { peek($0) && !peekLonger($0) }) else { return left }
            position += op.count
            let right = try binary(level: level + 1, depth: depth)
            left = .binary(op, left, right)
        }
    }

    mutating func unary(depth: Int) throws(PluralFormsError) -> PluralFormula {
        guard depth < PluralFormula.maximumDepth else { throw PluralFormsError(.tooDeep, position: position) }
        skipSpaces()
        guard position < end else { throw PluralFormsError(.expected("n, a number or '('"), position: position) }
        let character = characters[position]
        if character == "!" && !peek("!=") || character == "-" {
            position += 1
            return .unary(character, try unary(depth: depth + 1))
        }
        if character == "(" {
            position += 1
            let inner = try conditional(depth: depth + 1)
            skipSpaces()
            guard take(")") else { throw PluralFormsError(.expected("')'"), position: position) }
            return inner
        }
        if character == "n" {
            position += 1
            return .n
        }
        var value = 0
        var digits = 0
        while position < end, let digit = characters[position].wholeNumberValue, characters[position].isASCII {
            guard digits < 9 else { throw PluralFormsError(.expected("a smaller number"), position: position) }
            value = value * 10 + digit
            digits += 1
            position += 1
        }
        guard digits > 0 else { throw PluralFormsError(.expected("n, a number or '('"), position: position) }
        return .constant(value)
    }

    private func peek(_ text: String) -> Bool {
        var index = position
        for character in text {
            guard index < end, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    /// Whether a longer operator starts here (`<=` when looking for `<`, `||` never being `|`).
    private func peekLonger(_ op: String) -> Bool {
        guard op.count == 1 else { return false }
        return ["<=", ">=", "==", "!="].contains { $0.hasPrefix(op) && peek($0) }
    }

    private mutating func take(_ character: Character) -> Bool {
        guard position < end, characters[position] == character else { return false }
        position += 1
        return true
    }
}
