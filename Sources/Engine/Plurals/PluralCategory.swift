/// A CLDR plural category (UTS #35, "Language Plural Rules").
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case zero, one, two, few, many, other

    /// Categories order as CLDR lists them: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
