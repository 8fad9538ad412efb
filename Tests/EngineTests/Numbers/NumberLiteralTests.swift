import Testing

@testable import Engine

/// Operands as (i, v, w, f, t, e), for compact tables.
private func operands(_ text: String) throws -> [Int] {
    let o = try NumberLiteral(text).operands
    return [Int(o.i), o.v, o.w, Int(o.f), Int(o.t), o.e]
}

// The examples of UTS #35, Part 3, "Plural Operand Examples", plus signs and leading zeros.
@Test(arguments: [
    ("1", [1, 0, 0, 0, 0, 0]),
    ("1.0", [1, 1, 0, 0, 0, 0]),
    ("1.00", [1, 2, 0, 0, 0, 0]),
    ("1.3", [1, 1, 1, 3, 3, 0]),
    ("1.30", [1, 2, 1, 30, 3, 0]),
    ("1.03", [1, 2, 2, 3, 3, 0]),
    ("1.230", [1, 3, 2, 230, 23, 0]),
    ("1200000", [1_200_000, 0, 0, 0, 0, 0]),
    ("1.2c6", [1_200_000, 0, 0, 0, 0, 6]),
    ("1.2e6", [1_200_000, 0, 0, 0, 0, 6]),
    ("123c6", [123_000_000, 0, 0, 0, 0, 6]),
    ("123c5", [12_300_000, 0, 0, 0, 0, 5]),
    ("1200.50", [1200, 2, 1, 50, 5, 0]),
    ("1.20050c3", [1200, 2, 1, 50, 5, 3]),
    ("1.2345c2", [123, 2, 2, 45, 45, 2]),
    ("0.0012c3", [1, 1, 1, 2, 2, 3]),
    ("-12.50", [12, 2, 1, 50, 5, 0]),
    ("-0", [0, 0, 0, 0, 0, 0]),
    ("007", [7, 0, 0, 0, 0, 0]),
    ("0.05", [0, 2, 2, 5, 5, 0]),
    ("0c6", [0, 0, 0, 0, 0, 6]),
])
func operandsFollowUTS35(text: String, expected: [Int]) throws {
    #expect(try operands(text) == expected)
}

@Test func operandsOfHugeNumbersKeepTheLowDigitsAndSayTheyAreReduced() throws {
    let huge = try NumberLiteral("10000000000000000000001").operands
    #expect(huge.i == 1 && huge.iIsReduced)
    let exact = try NumberLiteral("999999999999999999").operands
    #expect(exact.i == 999_999_999_999_999_999 && !exact.iIsReduced)
    let limit = try NumberLiteral("1000000000000000000").operands
    #expect(limit.i == 0 && limit.iIsReduced)
    let compact = try NumberLiteral("1c30").operands
    #expect(compact.i == 0 && compact.iIsReduced && compact.e == 30)
    let zero = try NumberLiteral("0c30").operands
    #expect(zero.i == 0 && !zero.iIsReduced)
    let fraction = try NumberLiteral("0.1000000000000000000000").operands
    #expect(fraction.v == 22 && fraction.w == 1 && fraction.f == 0 && fraction.fIsReduced)
    #expect(fraction.t == 1 && !fraction.tIsReduced && fraction.isIntegral == false)
    let longFraction = try NumberLiteral("2.0000000000000000000000000000001").operands
    #expect(longFraction.t == 1 && !longFraction.tIsReduced && longFraction.w == 31)  // t = 000…01 = 1
    #expect(!longFraction.isIntegral)
    let manyDigits = try NumberLiteral("0.12345678901234567890120").operands
    #expect(manyDigits.t == 567_890_123_456_789_012 && manyDigits.tIsReduced && manyDigits.w == 22)
    #expect(manyDigits.f == 678_901_234_567_890_120 && manyDigits.fIsReduced && manyDigits.v == 23)
    let zeros = try NumberLiteral("5.000000000000000000000000000000000").operands
    #expect(zeros.isIntegral && zeros.v == 33 && zeros.f == 0 && !zeros.fIsReduced)
}

@Test func operandsOfAnIntegerCount() throws {
    #expect(try PluralOperands(21) == NumberLiteral("21").operands)
    #expect(try PluralOperands(-3) == NumberLiteral("3").operands)
    #expect(PluralOperands(Int.min).iIsReduced)
}

@Test func literalsKeepTheirTextAndSign() throws {
    let number = try NumberLiteral("-12.50")
    #expect(number.description == "-12.50")
    #expect(number.isNegative)
    #expect(number.doubleValue == -12.5)
    #expect(try NumberLiteral("1.2c3").doubleValue == 1200)
    #expect(NumberLiteral(-42).description == "-42")
    #expect(try NumberLiteral("5"[...]) == NumberLiteral(5))
}

@Test func equalityIsTextualAndNumericEqualityIsSeparate() throws {
    let one = try NumberLiteral("1")
    let onePointZero = try NumberLiteral("1.0")
    #expect(one != onePointZero)
    #expect(one.isNumericallyEqual(onePointZero))
    #expect(Set([one, onePointZero, try NumberLiteral("1")]).count == 2)
}

@Test(arguments: [
    ("1.0", "1", NumericOrder.equal),
    ("-0", "0", .equal),
    ("-0.00", "0c3", .equal),
    ("1e3", "1000", .equal),
    ("1.2c3", "1200", .equal),
    ("1.20050c3", "1200.5", .equal),
    ("1.50", "1.5", .equal),
    ("007", "7", .equal),
    ("1", "2", .ascending),
    ("2", "1.99999999999999999999999999", .descending),
    ("-5", "3", .ascending),
    ("-5", "-4", .ascending),
    ("-4", "-5", .descending),
    ("-0.5", "0", .ascending),
    ("0", "0.001", .ascending),
    ("0.001", "0.01", .ascending),
    ("9.99", "10", .ascending),
    ("1.2c6", "1199999.9", .descending),
    ("10000000000000000000001", "10000000000000000000000", .descending),
    ("99999999999999999999", "100000000000000000000", .ascending),
    ("123456789012345678901234567890", "123456789012345678901234567891", .ascending),
    ("-123456789012345678901234567890", "-123456789012345678901234567891", .descending),
    ("1.00000000000000000000000000001", "1", .descending),
    ("1.000000000000000000000000000000", "1", .equal),
    ("3.14159265358979323846264338327950288", "3.14159265358979323846264338327950289", .ascending),
    ("12345678901234567890.5", "1.23456789012345678905c19", .equal),
    ("1c1000", "9c999", .descending),
])
func numericOrderIsExact(a: String, b: String, expected: NumericOrder) throws {
    let x = try NumberLiteral(a)
    let y = try NumberLiteral(b)
    #expect(x.numericOrder(y) == expected)
    let reversed: NumericOrder = expected == .ascending ? .descending : expected == .descending ? .ascending : .equal
    #expect(y.numericOrder(x) == reversed)
}

@Test func numericOrderSortsLikeTheValues() throws {
    let texts = ["-1000", "-1.5", "-1", "-0.5", "0", "0.25", "1", "1.5", "2", "10", "1c2", "1000.5", "1c6"]
    let numbers = try texts.map { try NumberLiteral($0) }
    for (index, number) in numbers.enumerated() {
        for (otherIndex, other) in numbers.enumerated() {
            let expected: NumericOrder =
                index < otherIndex ? .ascending : index == otherIndex ? .equal : .descending
            #expect(number.numericOrder(other) == expected, "\(number) vs \(other)")
        }
    }
}

@Test(arguments: [
    ("", "a number is needed here, but the text is empty"),
    ("1,000", "'1,000' is not a number: grouping separators are not allowed (write 1000, not 1,000)"),
    ("1 000", "'1 000' is not a number: grouping separators are not allowed (write 1000, not 1,000)"),
    ("1\u{A0}000", "'1\u{A0}000' is not a number: grouping separators are not allowed (write 1000, not 1,000)"),
    ("1\u{202F}000", "'1\u{202F}000' is not a number: grouping separators are not allowed (write 1000, not 1,000)"),
    ("1'000", "'1'000' is not a number: grouping separators are not allowed (write 1000, not 1,000)"),
    ("1_000", "'1_000' is not a number: grouping separators are not allowed (write 1000, not 1,000)"),
    ("1.000.000", "'1.000.000' is not a number: grouping separators are not allowed (write 1000, not 1,000)"),
    ("1,5", "'1,5' is not a number: the decimal separator must be '.' (write 1.5, not 1,5)"),
    ("+1", "'+1' is not a number: a leading '+' is not allowed"),
    ("-", "'-' is not a number: it has no digits"),
    (".5", "'.5' is not a number: write a digit before the decimal point (0.5, not .5)"),
    ("-.5", "'-.5' is not a number: write a digit before the decimal point (0.5, not .5)"),
    ("1.", "'1.' is not a number: write digits after the decimal point, or leave the point out"),
    ("1e", "'1e' is not a number: the exponent after 'c' or 'e' has no digits"),
    ("1e-3", "'1e-3' is not a number: the exponent after 'c' or 'e' cannot have a sign"),
    ("1c+3", "'1c+3' is not a number: the exponent after 'c' or 'e' cannot have a sign"),
    ("1c1000000000", "'1c1000000000' is not a number: the exponent is larger than 999999999"),
    (" 1", "' 1' is not a number: remove the spaces around it"),
    ("1 ", "'1 ' is not a number: remove the spaces around it"),
    ("1\n", "'1↵' is not a number: remove the spaces around it"),
    ("\t-1", "'⇥-1' is not a number: remove the spaces around it"),
    ("abc", "'abc' is not a number: unexpected 'a' at position 1"),
    ("12a", "'12a' is not a number: unexpected 'a' at position 3"),
    ("--1", "'--1' is not a number: unexpected '-' at position 2"),
    ("1-", "'1-' is not a number: unexpected '-' at position 2"),
    ("1.2.3", "'1.2.3' is not a number: unexpected '.' at position 4"),
    ("1E6", "'1E6' is not a number: unexpected 'E' at position 2"),
    ("0x10", "'0x10' is not a number: unexpected 'x' at position 2"),
    ("1 x", "'1 x' is not a number: unexpected ' ' at position 2"),
    ("١٢", "'١٢' is not a number: unexpected '١' at position 1"),
    ("5€", "'5€' is not a number: unexpected '€' at position 2"),
    ("−5", "'−5' is not a number: unexpected '−' at position 1"),
    ("NaN", "'NaN' is not a number: unexpected 'N' at position 1"),
    ("1\u{0}", "'1␀' is not a number: unexpected '␀' at position 2"),
    (
        String(repeating: "z", count: 50),
        "'\(String(repeating: "z", count: 40))…' is not a number: unexpected 'z' at position 1"
    ),
])
func malformedNumbersAreRejectedWithAMessage(text: String, message: String) {
    #expect(throws: (any Error).self) { try NumberLiteral(text) }
    do {
        _ = try NumberLiteral(text)
    } catch {
        #expect(error.description == message)
        #expect(error.text == text)
    }
}

@Test func errorsAreTypedSoCallersCanTellThemApart() {
    #expect(throws: NumberLiteralError.groupingSeparator("1,000")) { try NumberLiteral("1,000") }
    #expect(throws: NumberLiteralError.missingFractionDigits("1.")) { try NumberLiteral("1.") }
    #expect(throws: NumberLiteralError.unexpectedCharacter("12a", "a", offset: 2)) { try NumberLiteral("12a") }
    #expect(throws: NumberLiteralError.empty) { try NumberLiteral("") }
}

/// Found by `fuzz-number`: a combining mark after a digit makes one character of the two, and the error
/// named the mark alone, one position past the end of the text.
@Test(arguments: [
    ("1\u{301}", "1\u{301}", 0),
    ("12\u{301}", "2\u{301}", 1),
    ("\u{FFFD}\u{320}07", "\u{FFFD}\u{320}", 0),
    ("1.5\u{20DD}x", "5\u{20DD}", 2),
])
func anUnexpectedCharacterIsTheWholeCharacterAtItsPosition(text: String, character: Character, offset: Int) {
    #expect(throws: NumberLiteralError.unexpectedCharacter(text, character, offset: offset)) {
        try NumberLiteral(text)
    }
    #expect(offset < text.count && Array(text)[offset] == character)
}

/// Random short decimals (at most 7 significant digits, so `Double` orders them exactly), compared as
/// written, scaled up by 10^21 (beyond 64 bits) and scaled down by 10^-21 (more than 18 fraction digits).
@Test func numericOrderAgreesWithDoubleOnRandomNumbersOfAnySize() throws {
    var state: UInt64 = 12345
    func next(_ bound: UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return (state >> 33) % bound
    }
    func randomText() -> (integer: String, fraction: String, negative: Bool) {
        let integer = String(next(10_000))
        let fraction = next(2) == 0 ? "" : String(next(1000))
        return (integer, fraction, next(5) == 0)
    }
    for _ in 0..<2000 {
        let a = randomText()
        let b = randomText()
        func written(_ x: (integer: String, fraction: String, negative: Bool), scale: Int) -> String {
            let sign = x.negative ? "-" : ""
            switch scale {
            case 0: return sign + x.integer + (x.fraction.isEmpty ? "" : "." + x.fraction)
            case 1: return sign + x.integer + x.fraction + String(repeating: "0", count: 21 - x.fraction.count)
            default: return sign + "0." + String(repeating: "0", count: 21 - x.integer.count) + x.integer + x.fraction
            }
        }
        let first = try NumberLiteral(written(a, scale: 0))
        let second = try NumberLiteral(written(b, scale: 0))
        let x = first.doubleValue
        let y = second.doubleValue
        let expected: NumericOrder = x < y ? .ascending : x == y ? .equal : .descending
        #expect(first.numericOrder(second) == expected, "\(first) vs \(second)")
        for scale in [1, 2] {
            let big = try NumberLiteral(written(a, scale: scale))
            let other = try NumberLiteral(written(b, scale: scale))
            #expect(big.numericOrder(other) == expected, "\(big) vs \(other)")
        }
    }
}
