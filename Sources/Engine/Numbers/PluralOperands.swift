/// The operands of a number that CLDR plural rules test (UTS #35, Part 3, "Plural Operand Meanings").
///
/// They come from the number **as written**: `1` has v = 0, `1.0` has v = 1, `1.50` has v = 2, f = 50,
/// w = 1, t = 5. A compact exponent (`1.2c6`, `1.2e6`; `c` and `e` are synonyms) shifts the decimal point
/// first: `1.2c6` has i = 1200000, v = 0 and e = 6. The sign is ignored (operands describe the absolute
/// value).
///
/// Numbers of any length are exact: `i`, `f` and `t` are kept modulo 10^18 together with a flag that says
/// the true value is at least 10^18. Every modulus in CLDR's rules (10 … 1000000) divides 10^18, so
/// `i % 100` is right for any length, and a comparison such as `i = 5` is false when the flag is set.
/// Get operands from ``NumberLiteral/operands`` or, for a plain count, ``init(_:)``.
public struct PluralOperands: Sendable, Hashable {
    /// 10^18: `i`, `f` and `t` are reduced modulo this when their true value reaches it.
    public static let reductionModulus: UInt64 = 1_000_000_000_000_000_000

    // Stored in this order (64-bit fields first, flags last) to keep the struct small and its copies cheap.
    /// The integer digits of the number (`i`), modulo 10^18 when ``iIsReduced``.
    public let i: UInt64
    /// The visible fraction digits as an integer, with trailing zeros (`f`), modulo 10^18 when
    /// ``fIsReduced``.
    public let f: UInt64
    /// The visible fraction digits as an integer, without trailing zeros (`t`), modulo 10^18 when
    /// ``tIsReduced``.
    public let t: UInt64
    /// The number of visible fraction digits, with trailing zeros (`v`).
    public let v: Int
    /// The number of visible fraction digits, without trailing zeros (`w`).
    public let w: Int
    /// The compact decimal exponent (`e`, also written `c`): 6 for `1.2c6`, 0 without an exponent.
    public let e: Int
    /// Whether the true `i` is 10^18 or more, and ``i`` holds it modulo 10^18.
    public let iIsReduced: Bool
    /// Whether the true `f` is 10^18 or more, and ``f`` holds it modulo 10^18.
    public let fIsReduced: Bool
    /// Whether the true `t` is 10^18 or more, and ``t`` holds it modulo 10^18.
    public let tIsReduced: Bool

    /// The compact decimal exponent under its other name (`c`); the same as ``e``.
    public var c: Int { e }

    /// Whether the number has no nonzero fraction digits (`1`, `1.0`, `1.00`), so that `n` equals `i`.
    public var isIntegral: Bool { t == 0 }

    /// The absolute value of the number (`n`), approximately: for display only. Rules never use it; they
    /// test `n` exactly through ``i`` and ``isIntegral``.
    public var n: Double {
        var value = Double(i)
        if iIsReduced { value += 1e18 }  // a lower bound: the true value has more digits than are kept
        if t != 0 && w > 0 {
            var scale = 1.0
            for _ in 0..<min(w, 40) { scale *= 10 }
            value += Double(t) / scale
        }
        return value
    }

    /// The operands of a whole number, written without fraction digits or exponent (`5`, `-3`).
    public init(_ integer: Int) {
        let magnitude = UInt64(integer.magnitude)
        self.init(
            i: magnitude % Self.reductionModulus, iIsReduced: magnitude >= Self.reductionModulus,
            v: 0, w: 0, f: 0, fIsReduced: false, t: 0, tIsReduced: false, e: 0
        )
    }

    /// Every operand as given; the caller keeps them consistent (the parser of ``NumberLiteral``).
    init(i: UInt64, iIsReduced: Bool, v: Int, w: Int, f: UInt64, fIsReduced: Bool, t: UInt64, tIsReduced: Bool, e: Int)
    {
        self.i = i
        self.iIsReduced = iIsReduced
        self.v = v
        self.w = w
        self.f = f
        self.fIsReduced = fIsReduced
        self.t = t
        self.tIsReduced = tIsReduced
        self.e = e
    }
}
