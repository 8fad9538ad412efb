extension Expression {
    /// The expression written as a selector, the way `init(parsing:)` reads it back: `ie:x>=2`, `iex:2<=x<4`,
    /// `exp:^a$`. A shared expression's name is not kept: this is its definition.
    public var text: String {
        switch self {
        case .comparison(let op, let bound): return "ie:x\(op.rawValue)\(bound)"
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            return "iex:\(lower)\(lowerInclusive ? "<=" : "<")x\(upperInclusive ? "<=" : "<")\(upper)"
        case .regex(let pattern): return "exp:\(pattern.source)"
        }
    }
}
