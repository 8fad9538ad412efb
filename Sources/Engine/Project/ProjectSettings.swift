/// The settings of `glossa.json` that the Engine uses; the file's other settings are kept untouched.
public struct ProjectSettings: Sendable {
    /// The language whose plural rules apply to `base.json` (`"baseLanguage"`, default `en`).
    public var baseLanguage = LanguageTag("en")!
    /// The library the app uses at run time (`"runtime"`: `swifternalization`, `objcnalization`), if set.
    public var runtime: String?
    /// Findings silenced per rule id: `"ignore": {"rule-id": ["key", …]}`.
    public var ignore: [String: [String]] = [:]

    /// Default settings.
    public init() {}

    /// Reads the settings from a parsed `glossa.json`, collecting what is wrong instead of stopping.
    init(document: JSONDocument, problems: inout [ValueProblem]) {
        guard
            let members = ValueProblem.members(
                of: document.root, path: [], expected: "an object of settings", into: &problems)
        else { return }
        for member in members {
            switch member.key {
            case "baseLanguage":
                if let text = member.value.string, let tag = LanguageTag(text) {
                    baseLanguage = tag
                } else {
                    problems.append(
                        ValueProblem(
                            .wrongType(
                                found: member.value.string.map { "'\($0)'" } ?? member.value.kindDescription,
                                expected: "a language tag such as \"en\""), path: [member.key],
                            offset: member.value.range.lowerBound))
                }
            case "runtime":
                runtime = member.value.string
            case "ignore":
                for rule in member.value.members ?? [] {
                    ignore[rule.key] = (rule.value.kind.arrayElements ?? []).compactMap(\.string)
                }
            default:
                continue
            }
        }
    }
}

extension JSONNode.Kind {
    /// The elements when this is an array.
    var arrayElements: [JSONNode]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
