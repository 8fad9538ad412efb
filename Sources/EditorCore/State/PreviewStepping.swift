/// Stepping the preview number by ±1 as written: `1.50` + 1 is `2.50`, `-0.5` + 1 is `0.5`.
enum PreviewStepping {
    /// The number plus `delta`, keeping its fraction digits; `nil` for text that is not a plain decimal
    /// number (compact forms like `1c6`, or anything too long to step exactly).
    static func step(_ number: String, by delta: Int) -> String? {
        let text = number.isEmpty ? "0" : number
        let negative = text.hasPrefix("-")
        let digits = negative ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let integer = parts.first, !integer.isEmpty,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            parts.count == 1 || !parts[1].isEmpty, digits.count <= 17
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard var scaled = Int(integer + fraction) else { return nil }
        if negative { scaled = -scaled }
        var unit = 1
        for _ in 0..<fraction.count { unit *= 10 }
        let result = scaled + delta * unit
        let magnitude = String(result.magnitude)
        let padded = String(repeating: "0", count: max(0, fraction.count + 1 - magnitude.count)) + magnitude
        let integerPart = padded.dropLast(fraction.count)
        let fractionPart = padded.suffix(fraction.count)
        return (result < 0 ? "-" : "") + integerPart + (fraction.isEmpty ? "" : "." + fractionPart)
    }

    /// The next width to preview: the nearest `@N` of the key beyond the current width in the direction
    /// of `delta`; `nil` when there is none that way (the last `@N` going up, the first going down).
    static func stepWidth(_ width: Int?, by delta: Int, thresholds: [Int]) -> Int? {
        let sorted = Set(thresholds).sorted()
        if delta > 0 { return sorted.first { $0 > (width ?? -1) } }
        guard let width else { return sorted.last }
        return sorted.last { $0 < width }
    }
}
