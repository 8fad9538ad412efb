extension Selector {
    /// The selector written as Glossa shows it, independent of any one format's spelling: a category's name
    /// (`few`; `zero`, `one`, `two` for an exact number written so), `>one`, an expression as Swifternalization
    /// writes it (`ie:x=0`; a shared one's definition, not its name), a text match's text, `ordinal_one`, a
    /// device's name, a substitution's form (`name.few`); `nil` for a selector that means nothing.
    public var text: String? {
        switch self {
        case .category(let category), .exactNumber(let category), .unusedCategory(let category):
            return category.rawValue
        case .moreThanOne: return ">one"
        case .expression(let expression), .shared(_, let expression): return expression.text
        case .textMatch(let text): return text
        case .ordinal(let category): return "ordinal_" + category.rawValue
        case .device(let device): return device
        case .variable(let name, let category): return "\(name).\(category.rawValue)"
        case .unknown, .malformed: return nil
        }
    }
}
