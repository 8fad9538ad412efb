/// The named expressions of `expressions.json`: `{"base": {name: pattern}, "pl": {...}}` (DESIGN §3.3).
public struct SharedExpressions: Sendable {
    /// One named pattern.
    public struct Definition: Sendable {
        /// The name used as a selector.
        public var name: String
        /// The pattern as written (`ie:x=10`).
        public var source: String
        /// The parsed pattern, or why it is malformed (a shared name must be `ie:`, `iex:` or `exp:`).
        public var expression: Result<Expression, ExpressionError>
        /// The byte offset of the pattern's text in `expressions.json`.
        public var offset: Int
    }

    /// Definitions by section (`base` or a canonical tag), then by name.
    public private(set) var sections: [String: [String: Definition]] = [:]
    /// Entries of the wrong shape; each affects only itself.
    public private(set) var problems: [ValueProblem] = []

    /// No shared expressions.
    public init() {}

    /// Reads the sections of a parsed `expressions.json`.
    public init(document: JSONDocument) {
        guard
            let sectionMembers = ValueProblem.members(
                of: document.root, path: [], expected: "an object", into: &problems)
        else { return }
        for section in sectionMembers {
            let name = section.key == "base" ? "base" : LanguageTag(section.key)?.description ?? section.key
            guard
                let members = ValueProblem.members(
                    of: section.value, path: [section.key], expected: "an object of named expressions", into: &problems)
            else { continue }
            var definitions = sections[name] ?? [:]
            for member in members {
                guard let source = member.value.string else {
                    problems.append(
                        ValueProblem(
                            .wrongType(
                                found: member.value.kindDescription, expected: "an 'ie:', 'iex:' or 'exp:' pattern"),
                            path: [section.key, member.key], offset: member.value.range.lowerBound))
                    continue
                }
                let expression: Result<Expression, ExpressionError>
                do throws(ExpressionError) {
                    expression = .success(try Expression(parsing: source))
                } catch {
                    expression = .failure(error)
                }
                definitions[member.key] = Definition(
                    name: member.key, source: source, expression: expression, offset: member.value.range.lowerBound)
            }
            sections[name] = definitions
        }
    }

    /// Adds a section's patterns, by name, each with the offset of its text in its file (Swifternalization
    /// 1.x's `Expressions.strings`: `base` for `Base.lproj`, a canonical tag for the others).
    public mutating func define(section: String, patterns: [(name: String, source: String, offset: Int)]) {
        var definitions = sections[section] ?? [:]
        for pattern in patterns {
            let expression: Result<Expression, ExpressionError>
            do throws(ExpressionError) {
                expression = .success(try Expression(parsing: pattern.source))
            } catch {
                expression = .failure(error)
            }
            definitions[pattern.name] = Definition(
                name: pattern.name, source: pattern.source, expression: expression, offset: pattern.offset)
        }
        sections[section] = definitions
    }

    /// The definitions visible to a file: its exact tag's section over its language's section over `base`.
    public func definitions(for language: FileLanguage) -> [String: Definition] {
        var merged = sections["base"] ?? [:]
        guard let tag = language.tag else { return merged }
        for section in tag.chain.reversed() {
            merged.merge(sections[section.description] ?? [:]) { _, specific in specific }
        }
        return merged
    }
}
