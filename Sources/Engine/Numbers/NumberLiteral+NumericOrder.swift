/// How one number compares with another by value.
public enum NumericOrder: Sendable, Hashable {
    /// The first number is smaller.
    case ascending
    /// The numbers are equal in value (`1.0` and `1`, `-0` and `0`, `1e3` and `1000`).
    case equal
    /// The first number is larger.
    case descending

    /// The order seen from the other side: ascending becomes descending.
    var reversed: NumericOrder {
        switch self {
        case .ascending: .descending
        case .equal: .equal
        case .descending: .ascending
        }
    }

    /// The order of two signed values from their signs, whether they are zero, and the order of their
    /// magnitudes, which is asked for only when both are nonzero with the same sign: `-0` equals `0`.
    @inline(__always)
    static func ofSignedValues(
        isZero: (Bool, Bool), isNegative: (Bool, Bool), magnitudes: () -> NumericOrder
    ) -> NumericOrder {
        if isZero.0 && isZero.1 { return .equal }
        let firstIsNegative = isNegative.0 && !isZero.0
        let secondIsNegative = isNegative.1 && !isZero.1
        if firstIsNegative != secondIsNegative { return firstIsNegative ? .ascending : .descending }
        // Same sign, and zero only on the non-negative side.
        if isZero.0 { return .ascending }
        if isZero.1 { return .descending }
        let magnitude = magnitudes()
        return firstIsNegative ? magnitude.reversed : magnitude
    }
}

extension NumberLiteral {
    /// Compares the values of two literals exactly, whatever their length (no `Double` rounding).
    ///
    /// `a.numericOrder(b)` is `.ascending` when a < b. Trailing zeros, leading zeros, the exponent and the
    /// sign of zero do not matter: `1.50` equals `1.5`, `-0` equals `0`, `1.2c3` equals `1200`.
    ///
    /// - Complexity: O(1) without allocation when both numbers are below 10^18 with at most 18 fraction
    ///   digits (compared through their operands); otherwise O(length), still without allocation.
    public func numericOrder(_ other: NumberLiteral) -> NumericOrder {
        .ofSignedValues(
            isZero: (operands.isZero, other.operands.isZero), isNegative: (isNegative, other.isNegative),
            magnitudes: { compareMagnitudes(other) })
    }

    /// Whether the two literals have the same value (`1.0` and `1`, `-0` and `0`); see ``numericOrder(_:)``.
    public func isNumericallyEqual(_ other: NumberLiteral) -> Bool {
        numericOrder(other) == .equal
    }

    /// Compares the absolute values of two nonzero literals.
    private func compareMagnitudes(_ other: NumberLiteral) -> NumericOrder {
        let a = operands
        let b = other.operands
        if a.isSmall && b.isSmall {
            // The value is i + t / 10^w exactly; with w ≤ 18 the scaled fractions fit in 64 bits.
            if a.i != b.i { return a.i < b.i ? .ascending : .descending }
            let digits = max(a.w, b.w)
            let x = a.t * Self.powerOfTen(digits - a.w)
            let y = b.t * Self.powerOfTen(digits - b.w)
            return x < y ? .ascending : x == y ? .equal : .descending
        }
        let selfExponent = Self.leadingExponent(description)
        let otherExponent = Self.leadingExponent(other.description)
        if selfExponent != otherExponent { return selfExponent < otherExponent ? .ascending : .descending }
        return Self.compareSignificantDigits(description, other.description)
    }

    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result &*= 10 }
        return result
    }

    /// For a valid, nonzero number text: the e such that the value is 0.d₁d₂… × 10^e, d₁ its first
    /// nonzero digit.
    private static func leadingExponent(_ text: String) -> Int {
        var integerDigits = 0
        var leadingZeros = 0
        var seenNonzero = false
        var inFraction = false
        var exponent = 0
        var inExponent = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): continue
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "c"), UInt8(ascii: "e"): inExponent = true
            default:
                let digit = Int(byte &- UInt8(ascii: "0"))
                if inExponent {
                    exponent = exponent * 10 + digit
                } else {
                    if !inFraction { integerDigits += 1 }
                    if !seenNonzero {
                        if digit == 0 { leadingZeros += 1 } else { seenNonzero = true }
                    }
                }
            }
        }
        return integerDigits - leadingZeros + exponent
    }

    /// Compares the significant digits of two texts digit by digit (their leading exponents are equal).
    private static func compareSignificantDigits(_ a: String, _ b: String) -> NumericOrder {
        var first = SignificantDigits(a.utf8.makeIterator())
        var second = SignificantDigits(b.utf8.makeIterator())
        while true {
            switch (first.next(), second.next()) {
            case (nil, nil):
                return .equal
            case (let digit?, nil):
                return digit != 0 || first.hasNonzeroDigit() ? .descending : .equal
            case (nil, let digit?):
                return digit != 0 || second.hasNonzeroDigit() ? .ascending : .equal
            case (let x?, let y?):
                if x != y { return x < y ? .ascending : .descending }
            }
        }
    }
}

extension PluralOperands {
    /// Whether the number is zero.
    var isZero: Bool { i == 0 && !iIsReduced && t == 0 }

    /// Whether i + t / 10^w describes the value in 64-bit arithmetic.
    var isSmall: Bool { !iIsReduced && !tIsReduced && w <= 18 }
}

/// The digits of a valid number text from its first nonzero digit on, skipping the point and stopping at
/// the exponent.
private struct SignificantDigits: IteratorProtocol {
    var bytes: String.UTF8View.Iterator
    var started = false

    init(_ bytes: String.UTF8View.Iterator) {
        self.bytes = bytes
    }

    mutating func next() -> UInt8? {
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e") { return nil }
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") { continue }
            let digit = byte &- UInt8(ascii: "0")
            if !started {
                if digit == 0 { continue }
                started = true
            }
            return digit
        }
        return nil
    }

    /// Whether any digit after the current one is nonzero.
    mutating func hasNonzeroDigit() -> Bool {
        while let digit = next() {
            if digit != 0 { return true }
        }
        return false
    }
}
