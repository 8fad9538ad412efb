/// How the app reads its translations at run time, from `"runtime"` in `glossa.json`: it decides how the
/// portability rules report.
enum RuntimeSetting: Sendable, Equatable {
    /// Not said: portability findings are notes, summarised into one per rule.
    case unspecified
    /// `"glossa"`: the app uses Glossa's Engine; portability rules are off.
    case glossa
    /// `"swifternalization"` or `"objcnalization"`: portability findings are warnings, one per entry.
    case legacy(LegacyRuntime)
    /// A value Glossa does not know (reported by `settings-invalid`); treated as ``unspecified``.
    case unknown(String)

    init(_ text: String?) {
        switch text?.lowercased() {
        case nil: self = .unspecified
        case "glossa": self = .glossa
        case "swifternalization": self = .legacy(.swifternalization)
        case "objcnalization": self = .legacy(.objcnalization)
        case let other?: self = .unknown(other)
        }
    }

    /// The library whose behaviour the portability rules compare with, if they run.
    var model: LegacyRuntime? {
        switch self {
        case .glossa: return nil
        case .legacy(let runtime): return runtime
        case .unspecified, .unknown: return .swifternalization
        }
    }

    /// The severity of portability findings.
    var severity: Severity {
        if case .legacy = self { return .warning }
        return .note
    }
}

/// A model of how Swifternalization (or its port ObjCnalization) picks a variant, read from their code:
/// every selector is a pattern (`ie:`, `iex:`, `exp:`, a shared or built-in name, or else a literal string)
/// and the variants are tried in dictionary order, which changes from launch to launch.
enum LegacyRuntime: Sendable, Equatable {
    case swifternalization, objcnalization

    /// The library's name, for messages.
    var name: String {
        switch self {
        case .swifternalization: return "Swifternalization"
        case .objcnalization: return "ObjCnalization"
        }
    }

    /// The built-in names of a file's language, with their patterns: `one`, `>one`, `two` and `other`
    /// everywhere, `few` and `many` for exactly `pl` (and `ru` in ObjCnalization, with its own `one`).
    func builtIns(for language: FileLanguage) -> [String: String] {
        var names = [
            "one": "ie:x=1", ">one": "ie:x>1", "two": "ie:x=2", "other": "exp:(^[^1])|(^\\d{2,})",
        ]
        switch language.tag?.description {
        case "pl":
            names["few"] = "exp:(((?!1).[2-4]{1})$)|(^[2-4]$)"
            names["many"] = "exp:(^[05-9]$)|(.*(?=1).[0-9]$)|(^[0-9]{1}.*[0156789]$)"
        case "ru" where self == .objcnalization:
            names["one"] = "exp:(^1$)|(^[^1]1$)|(^[1-9][0-9]?[0,2,3,4,5,6,7,8,9]+1$)"
            names["few"] = "exp:(^[2-4]$)|(^[2-9][2-4]$)|([1-9]+[0-9]*[^1][2-4]$)"
            names["many"] = "exp:(^[05-9]$)|(^1[1-4]$)|(^[1-9]+[0-9]*[5-9]$)|(^[1-9]+[0-9]*1{1}[1-4]$)|([1-9]+[0-9]*0$)"
        default:
            break
        }
        return names
    }

    /// Whether the library has `few` and `many` for a language (exactly `pl`, or `ru` in ObjCnalization).
    func hasFewAndMany(_ language: FileLanguage) -> Bool {
        builtIns(for: language)["few"] != nil
    }
}

/// What a pattern means to Swifternalization: a literal string, a conjunction of comparisons with a
/// `Double`, or a regular expression.
enum LegacyPattern: Sendable, Hashable {
    /// The value must equal the text (unknown names, and `ie:`/`iex:` patterns it cannot read).
    case literal(String)
    /// Every comparison must hold for the value read as a `Double`.
    case comparisons([LegacyComparison])
    /// An `exp:` pattern.
    case regex(String)

    /// Reads a pattern as the library's parsers do (`InequalityExpressionParser`,
    /// `InequalityExtendedExpressionParser`): by regular expressions that expect no spaces, take at most two
    /// characters between `x` and the number of `ie:` (so `ie:x<.5` reads as x < 5), and invert the first
    /// sign of `iex:` only when its number is not negative.
    init(_ pattern: String) {
        if pattern.hasPrefix("exp:") {
            self = .regex(String(pattern.dropFirst(4)))
        } else if pattern.hasPrefix("iex:") {
            self = Self.extendedInequality(Array(pattern.utf8)).map { .comparisons($0) } ?? .literal(pattern)
        } else if pattern.hasPrefix("ie:") {
            self = Self.inequality(Array(pattern.utf8)).map { .comparisons([$0]) } ?? .literal(pattern)
        } else {
            self = .literal(pattern)
        }
    }

    /// `ie:x(<=|<|=|>=|>)` for the sign, `ie:x[^-\d]{1,2}(-?\d+[.]{0,1}[\d]{0,})` for the number.
    private static func inequality(_ bytes: [UInt8]) -> LegacyComparison? {
        guard bytes.starts(with: Array("ie:x".utf8)), let op = sign(bytes, at: 4)?.op else { return nil }
        for gap in [2, 1] where bytes.count > 4 + gap {
            let between = bytes[4..<4 + gap]
            guard between.allSatisfy({ $0 != UInt8(ascii: "-") && !isDigit($0) }),
                let number = number(bytes, at: 4 + gap)
            else { continue }
            return LegacyComparison(op: op, value: number.value)
        }
        return nil
    }

    /// `iex:A<x<B`: the first number right after `iex:`, the first sign right after it, the second sign after
    /// one or two of `<=>` and `x`, the second number the last one that follows `x<=`, `<`, `=`, `>=` or `>`.
    private static func extendedInequality(_ bytes: [UInt8]) -> [LegacyComparison]? {
        guard let first = number(bytes, at: 4) else { return nil }
        var position = 4
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") { position += 1 }
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        guard let firstSign = sign(bytes, at: position) else { return nil }
        var afterSigns = position
        while afterSigns < bytes.count, afterSigns - position < 2, "<=>".utf8.contains(bytes[afterSigns]) {
            afterSigns += 1
        }
        // `[<=>]{1,2}x` backtracks: try two sign characters, then one.
        var secondSign: (op: Expression.ComparisonOperator, length: Int)?
        for length in stride(from: afterSigns - position, through: 1, by: -1)
        where position + length < bytes.count && bytes[position + length] == UInt8(ascii: "x") {
            secondSign = sign(bytes, at: position + length + 1)
            if secondSign != nil { break }
        }
        guard let secondSign else { return nil }
        var second: (value: Double, end: Int)?
        var index = 0
        while index < bytes.count {
            if followsSign(bytes, index), let found = number(bytes, at: index) {
                second = found
                index = found.end
            } else {
                index += 1
            }
        }
        guard let second else { return nil }
        let left = first.value < 0 ? firstSign.op : firstSign.op.inverted
        return [
            LegacyComparison(op: left, value: first.value), LegacyComparison(op: secondSign.op, value: second.value),
        ]
    }

    /// The sign at `position`, trying `<=`, `<`, `=`, `>=`, `>` in that order, as the alternation does.
    private static func sign(_ bytes: [UInt8], at position: Int) -> (op: Expression.ComparisonOperator, length: Int)? {
        for (text, op) in [("<=", .lessOrEqual), ("<", .less), ("=", .equal), (">=", .greaterOrEqual), (">", .greater)]
            as [(String, Expression.ComparisonOperator)]
        where bytes.count >= position + text.utf8.count
            && bytes[position..<position + text.utf8.count].elementsEqual(text.utf8)
        {
            return (op, text.utf8.count)
        }
        return nil
    }

    /// `-?\d+[.]?\d*` at `position`, read as `NSString.doubleValue` reads it.
    private static func number(_ bytes: [UInt8], at position: Int) -> (value: Double, end: Int)? {
        var end = position
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
        let digitsStart = end
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        guard end > digitsStart else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        }
        var text = String(decoding: bytes[position..<end], as: UTF8.self)
        if text.hasSuffix(".") { text.removeLast() }
        guard let value = Double(text) else { return nil }
        return (value, end)
    }

    /// Whether the text before `index` ends with `x<=`, `<`, `=`, `>=` or `>` (the look-behind of the second
    /// number, whose alternatives bind loosely).
    private static func followsSign(_ bytes: [UInt8], _ index: Int) -> Bool {
        guard index > 0 else { return false }
        return "<=>".utf8.contains(bytes[index - 1])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// One comparison of the value with a number.
struct LegacyComparison: Sendable, Hashable {
    var op: Expression.ComparisonOperator
    var value: Double

    func holds(for number: Double) -> Bool {
        switch op {
        case .less: return number < value
        case .lessOrEqual: return number <= value
        case .equal: return number == value
        case .greaterOrEqual: return number >= value
        case .greater: return number > value
        }
    }
}

extension Expression.ComparisonOperator {
    /// The sign seen from the other side: `<` ↔ `>`, `<=` ↔ `>=`, `=` stays.
    var inverted: Expression.ComparisonOperator {
        switch self {
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .equal: return .equal
        case .greaterOrEqual: return .lessOrEqual
        case .greater: return .less
        }
    }
}
