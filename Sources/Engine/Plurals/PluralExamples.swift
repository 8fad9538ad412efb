/// Example numbers of one plural category of one locale, for the editor's plural table and the validator's
/// sweep.
///
/// Found by evaluating the rules over fixed candidates when the code was generated: whole numbers 0…1009
/// and round numbers up to 1000000, decimals 0.0…99.9 and 0.00…1.99 and round ones, and compact forms
/// (`1c6`, `1.1c6`) where the rules test the exponent.
public struct PluralExamples: Sendable, Hashable {
    /// Whole numbers (no decimal point) in the category, smallest first, then round ones: at most 12 from
    /// 0…999 (`"1"`, `"21"`, `"31"`), then any of 1000, 1001, 10000, 100000, 1000000 and compact forms.
    public var integers: [String]
    /// Numbers written with a decimal point in the category (`"1.0"`, `"0.5"`, `"1.50"`), up to 12 small
    /// ones then round ones. Empty for ordinal rules.
    public var decimals: [String]
    /// The whole numbers in CLDR's sample notation: `"1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …"`, with
    /// `a~b` for a run and a final `…` when the set is infinite.
    public var integerSummary: String
    /// The decimals in the same notation: `"0.0~1.5, 0.00~0.15, 100.0, …"`. Empty for ordinal rules.
    public var decimalSummary: String

    /// Both summaries on one line, separated by `; ` when both are present.
    public var summary: String {
        [integerSummary, decimalSummary].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// Examples as listed.
    public init(integers: [String], decimals: [String], integerSummary: String, decimalSummary: String) {
        self.integers = integers
        self.decimals = decimals
        self.integerSummary = integerSummary
        self.decimalSummary = decimalSummary
    }

    /// The same examples without decimals, for ordinal rules.
    var withoutDecimals: PluralExamples {
        PluralExamples(integers: integers, decimals: [], integerSummary: integerSummary, decimalSummary: "")
    }
}
