extension NumberLiteral {
    /// A reason to reject a text, before it is turned into a ``NumberLiteralError`` with the text.
    enum Problem {
        case empty, whitespace, grouping, decimalComma, plusSign, noDigits, noIntegerDigits, noFractionDigits
        case noExponentDigits, signedExponent, exponentTooLarge, unexpected
    }

    /// A rejected text: what is wrong, and the byte where the parser noticed it.
    struct Failure: Error {
        var problem: Problem
        var byteOffset: Int
    }

    /// Parses a text into its operands and sign, or says why it is not a number.
    @inline(__always)
    static func parse(_ text: String) -> Result<(operands: PluralOperands, isNegative: Bool), Failure> {
        var copy = text
        var isNegative = false
        var operands = PluralOperands(0)
        let failure = copy.withUTF8 { parse($0, isNegative: &isNegative, operands: &operands) }
        if let failure { return .failure(failure) }
        return .success((operands, isNegative))
    }

    private static let zero = UInt8(ascii: "0")
    private static let dot = UInt8(ascii: ".")
    private static let minus = UInt8(ascii: "-")
    private static let plus = UInt8(ascii: "+")

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- zero <= 9 }

    /// Parses the UTF-8 bytes of a number and computes its operands in the same pass (a second pass only
    /// for a compact exponent that moves fraction digits, such as `1.5c3`). Sets `isNegative` and
    /// `operands`; returns why the text is not a number, or nil.
    @inline(__always)  // one caller; inlined, the results stay in registers instead of a stack copy
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, isNegative: inout Bool, operands: inout PluralOperands
    ) -> Failure? {
        let count = bytes.count
        guard count > 0 else { return Failure(problem: .empty, byteOffset: 0) }
        let modulus = PluralOperands.reductionModulus
        var position = 0
        isNegative = bytes[0] == minus
        if isNegative { position = 1 }
        if bytes[0] == plus { return Failure(problem: .plusSign, byteOffset: 0) }

        var i: UInt64 = 0
        var iIsReduced = false
        let integerStart = position
        // Up to 18 digits cannot reach 10^18: no reduction needed in this loop.
        let integerFastEnd = min(count, position + 18)
        while position < integerFastEnd {
            let digit = bytes[position] &- zero
            if digit > 9 { break }
            i = i &* 10 &+ UInt64(digit)
            position += 1
        }
        if position == integerFastEnd {
            while position < count {
                let digit = bytes[position] &- zero
                if digit > 9 { break }
                i = i &* 10 &+ UInt64(digit)
                if i >= modulus {
                    i %= modulus
                    iIsReduced = true
                }
                position += 1
            }
        }
        let integerEnd = position
        if integerEnd == integerStart {
            if position < count && bytes[position] == dot && position + 1 < count && isDigit(bytes[position + 1]) {
                return Failure(problem: .noIntegerDigits, byteOffset: position)
            }
            if position == count { return Failure(problem: .noDigits, byteOffset: position) }
            return classify(bytes, at: position)
        }

        var f: UInt64 = 0
        var fIsReduced = false
        var t: UInt64 = 0
        var tIsReduced = false
        var lastNonzero = -1
        var fractionStart = integerEnd
        var fractionEnd = integerEnd
        if position < count && bytes[position] == dot {
            position += 1
            fractionStart = position
            let fractionFastEnd = min(count, position + 18)
            while position < fractionFastEnd {
                let digit = bytes[position] &- zero
                if digit > 9 { break }
                f = f &* 10 &+ UInt64(digit)
                if digit != 0 {
                    // t is f up to its last nonzero digit.
                    t = f
                    lastNonzero = position
                }
                position += 1
            }
            if position == fractionFastEnd {
                while position < count {
                    let digit = bytes[position] &- zero
                    if digit > 9 { break }
                    f = f &* 10 &+ UInt64(digit)
                    if f >= modulus {
                        f %= modulus
                        fIsReduced = true
                    }
                    if digit != 0 {
                        t = f
                        tIsReduced = fIsReduced
                        lastNonzero = position
                    }
                    position += 1
                }
            }
            fractionEnd = position
            if fractionEnd == fractionStart {
                if position == count { return Failure(problem: .noFractionDigits, byteOffset: position) }
                return classify(bytes, at: position)
            }
        }

        var exponent = 0
        if position < count && (bytes[position] == UInt8(ascii: "c") || bytes[position] == UInt8(ascii: "e")) {
            position += 1
            let exponentStart = position
            if position < count && (bytes[position] == minus || bytes[position] == plus) {
                return Failure(problem: .signedExponent, byteOffset: position)
            }
            while position < count && isDigit(bytes[position]) {
                exponent = exponent * 10 + Int(bytes[position] &- zero)
                if exponent > maximumExponent {
                    return Failure(problem: .exponentTooLarge, byteOffset: exponentStart)
                }
                position += 1
            }
            if position == exponentStart {
                if position == count { return Failure(problem: .noExponentDigits, byteOffset: position) }
                return classify(bytes, at: position)
            }
        }
        if position != count { return classify(bytes, at: position) }

        if exponent > 0 && fractionEnd > fractionStart {
            operands = shiftedOperands(
                bytes, integer: integerStart..<integerEnd, fraction: fractionStart..<fractionEnd, exponent: exponent)
            return nil
        }
        if exponent > 0 && (i != 0 || iIsReduced) {
            // 19 zeros already make a nonzero value a multiple of 10^18: more change nothing.
            for _ in 0..<min(exponent, 19) {
                i = i &* 10
                if i >= modulus {
                    i %= modulus
                    iIsReduced = true
                }
            }
        }
        operands = PluralOperands(
            i: i, iIsReduced: iIsReduced, v: fractionEnd - fractionStart,
            w: lastNonzero < 0 ? 0 : lastNonzero + 1 - fractionStart, f: f, fIsReduced: fIsReduced, t: t,
            tIsReduced: tIsReduced, e: exponent
        )
        return nil
    }

    /// Names the problem with the byte at `position`, which is not where it may be.
    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Failure {
        let byte = bytes[position]
        let afterDigit = position > 0 && isDigit(bytes[position - 1])
        let spaceLength = whitespaceLength(bytes, at: position)
        if spaceLength > 0 {
            var rest = position
            while rest < bytes.count {
                let length = whitespaceLength(bytes, at: rest)
                if length == 0 { break }
                rest += length
            }
            if position == 0 || rest == bytes.count { return Failure(problem: .whitespace, byteOffset: position) }
            let isGroupingSpace = byte == UInt8(ascii: " ") || spaceLength > 1  // no-break and thin spaces
            if isGroupingSpace && afterDigit && position + spaceLength < bytes.count
                && isDigit(bytes[position + spaceLength])
            {
                return Failure(problem: .grouping, byteOffset: position)
            }
            return Failure(problem: .unexpected, byteOffset: position)
        }
        let beforeDigit = position + 1 < bytes.count && isDigit(bytes[position + 1])
        if byte == UInt8(ascii: ",") && afterDigit && beforeDigit {
            var end = position + 1
            while end < bytes.count && isDigit(bytes[end]) { end += 1 }
            return Failure(problem: end - position - 1 == 3 ? .grouping : .decimalComma, byteOffset: position)
        }
        if (byte == UInt8(ascii: "'") || byte == UInt8(ascii: "_")) && afterDigit && beforeDigit {
            return Failure(problem: .grouping, byteOffset: position)
        }
        if byte == dot && afterDigit && position + 3 < bytes.count && isDigit(bytes[position + 3]) {
            // "1.000.000": a second point after three digits is a grouping separator.
            var start = position - 1
            while start > 0 && isDigit(bytes[start - 1]) { start -= 1 }
            if start > 0 && bytes[start - 1] == dot && position - start == 3 {
                return Failure(problem: .grouping, byteOffset: position)
            }
        }
        return Failure(problem: .unexpected, byteOffset: position)
    }

    /// The length in bytes of the whitespace character at `position` (ASCII white space, U+00A0 no-break
    /// space, U+2009 thin space, U+202F narrow no-break space), or 0.
    private static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        let byte = bytes[position]
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
        if byte == 0xC2 && position + 1 < bytes.count && bytes[position + 1] == 0xA0 { return 2 }
        if byte == 0xE2 && position + 2 < bytes.count && bytes[position + 1] == 0x80
            && (bytes[position + 2] == 0x89 || bytes[position + 2] == 0xAF)
        {
            return 3
        }
        return 0
    }

    /// The error for `problem`, naming `text`.
    static func error(_ problem: Problem, in text: String, atByte byteOffset: Int) -> NumberLiteralError {
        switch problem {
        case .empty: return .empty
        case .whitespace: return .surroundingWhitespace(text)
        case .grouping: return .groupingSeparator(text)
        case .decimalComma: return .decimalComma(text)
        case .plusSign: return .leadingPlusSign(text)
        case .noDigits: return .missingDigits(text)
        case .noIntegerDigits: return .missingIntegerDigits(text)
        case .noFractionDigits: return .missingFractionDigits(text)
        case .noExponentDigits: return .missingExponentDigits(text)
        case .signedExponent: return .signedExponent(text)
        case .exponentTooLarge: return .exponentTooLarge(text)
        case .unexpected:
            // The whole character that holds the byte: a combining mark after a digit (`1\u{301}`) joins
            // the digit into one character, which is the one to name, at that character's offset.
            let byte = text.utf8.index(text.utf8.startIndex, offsetBy: byteOffset)
            var start = text.startIndex
            var offset = 0
            while text.index(after: start) <= byte {
                start = text.index(after: start)
                offset += 1
            }
            return .unexpectedCharacter(text, text[start], offset: offset)
        }
    }
}

extension NumberLiteral {
    /// The operands of a number with a compact exponent that moves fraction digits into the integer part
    /// (`1.20050c3` is 1200.50): `integer` and `fraction` are the byte ranges of the digits as written.
    static func shiftedOperands(
        _ bytes: UnsafeBufferPointer<UInt8>, integer: Range<Int>, fraction: Range<Int>, exponent: Int
    ) -> PluralOperands {
        let modulus = PluralOperands.reductionModulus
        let zero = UInt8(ascii: "0")

        @inline(__always)
        func append(_ digit: UInt8, to value: inout UInt64, reduced: inout Bool) {
            value = value &* 10 &+ UInt64(digit &- zero)
            if value >= modulus {
                value %= modulus
                reduced = true
            }
        }

        // The exponent moves the first `shift` fraction digits into the integer part, then appends zeros.
        let shift = min(exponent, fraction.count)
        var i: UInt64 = 0
        var iIsReduced = false
        for index in integer { append(bytes[index], to: &i, reduced: &iIsReduced) }
        for index in fraction.lowerBound..<(fraction.lowerBound + shift) {
            append(bytes[index], to: &i, reduced: &iIsReduced)
        }
        if exponent > shift && (i != 0 || iIsReduced) {
            for _ in 0..<min(exponent - shift, 19) { append(zero, to: &i, reduced: &iIsReduced) }
        }

        let visible = (fraction.lowerBound + shift)..<fraction.upperBound
        var f: UInt64 = 0
        var fIsReduced = false
        var t: UInt64 = 0
        var tIsReduced = false
        var lastNonzero = visible.lowerBound - 1
        for index in visible {
            append(bytes[index], to: &f, reduced: &fIsReduced)
            if bytes[index] != zero {
                t = f
                tIsReduced = fIsReduced
                lastNonzero = index
            }
        }
        return PluralOperands(
            i: i, iIsReduced: iIsReduced, v: visible.count, w: lastNonzero + 1 - visible.lowerBound, f: f,
            fIsReduced: fIsReduced, t: t, tIsReduced: tIsReduced, e: exponent
        )
    }
}
