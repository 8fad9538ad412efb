/// Where the parts of one printf conversion specification (`%1$-5.2ld`) lie in a text's bytes: the one reading
/// of the grammar, for the formatter's placeholders and the validator's placeholder signatures.
struct PrintfSpecifier {
    /// The offset after the specification.
    var end: Int
    /// The `N$` argument position, if one is given (and fits in an `Int`).
    var position: Int?
    /// The flags, width and precision (`-5.2`).
    var modifiers: Range<Int>
    /// The length modifier (`l`, `ll`, `h`…).
    var length: Range<Int>
    /// The conversion byte: `d`, `@`, `s`…; `%` for `%%`; `#` for a `.stringsdict` variable `%#@name@`.
    var conversion: UInt8

    /// The specification starting at the `%` at `start`, if the bytes after it make one.
    static func scan<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at start: Int) -> PrintfSpecifier?
    where Bytes.Index == Int {
        let count = bytes.endIndex
        var index = start + 1
        guard index < count else { return nil }
        if bytes[index] == UInt8(ascii: "%") {
            return PrintfSpecifier(
                end: index + 1, position: nil, modifiers: index..<index, length: index..<index,
                conversion: UInt8(ascii: "%"))
        }
        var position: Int?
        var digitsEnd = index
        var value = 0
        var overflowed = false
        while digitsEnd < count, isDigit(bytes[digitsEnd]) {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[digitsEnd] &- UInt8(ascii: "0")))
            (value, overflowed) = (sum, overflowed || overflow1 || overflow2)
            digitsEnd += 1
        }
        if digitsEnd > index, digitsEnd < count, bytes[digitsEnd] == UInt8(ascii: "$") {
            position = overflowed ? nil : value
            index = digitsEnd + 1
        }
        if let end = Placeholder.variableEnd(bytes, at: index) {
            return PrintfSpecifier(
                end: end, position: position, modifiers: index..<index, length: index..<index,
                conversion: UInt8(ascii: "#"))
        }
        let modifiersStart = index
        while index < count, isFlag(bytes[index]) { index += 1 }
        while index < count, isDigit(bytes[index]) { index += 1 }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, isDigit(bytes[index]) { index += 1 }
        }
        let lengthStart = index
        while index < count, index - lengthStart < 2, isLengthModifier(bytes[index]) { index += 1 }
        guard index < count, isConversion(bytes[index]) else { return nil }
        return PrintfSpecifier(
            end: index + 1, position: position, modifiers: modifiersStart..<lengthStart, length: lengthStart..<index,
            conversion: bytes[index])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// `-`, `+`, space, `#`, `0`, `'`.
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
            UInt8(ascii: "'"):
            return true
        default: return false
        }
    }

    /// `h`, `l`, `q`, `L`, `z`, `j`, `t`.
    private static func isLengthModifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
            UInt8(ascii: "j"), UInt8(ascii: "t"):
            return true
        default: return false
        }
    }

    /// The conversions: `d i u o x X f F e E g G a A c C s S @ p`.
    private static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"),
            UInt8(ascii: "X"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"),
            UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "@"), UInt8(ascii: "p"):
            return true
        default: return false
        }
    }
}
