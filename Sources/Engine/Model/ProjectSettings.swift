/// The settings of `glossa.json` that the Engine uses; the file's other settings are kept untouched.
public struct ProjectSettings: Sendable {
    /// The language whose plural rules apply to `base.json` (`"baseLanguage"`, default `en`).
    public var baseLanguage = LanguageTag("en")!
    /// Whether `"baseLanguage"` (or `"sourceLanguage"`) was given; otherwise a format may say which language
    /// is the source (an `.xcstrings` catalog's `sourceLanguage`, `en.json`).
    public var namesBaseLanguage = false
    /// The format `"format"` forces, if any (DESIGN §11); an unknown name is a problem and is ignored.
    public var format: FormatName?
    /// The default namespace of an i18next project with `<tag>/<namespace>.json` files (`"defaultNamespace"`,
    /// default `translation`): a key without `ns:` is looked up there.
    public var defaultNamespace = "translation"
    /// The library the app uses at run time (`"runtime"`: `swifternalization`, `objcnalization`), if set.
    public var runtime: String?
    /// How the project's Apple `.strings` files write plural forms (`"stringsPlurals"`: `smartling` for
    /// `KEY##{one}`, `swifternalization` for `key{one}`, `none`); when not set, the files' keys say it.
    public var stringsPlurals: String?
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
            case "baseLanguage", "sourceLanguage":
                if let text = member.value.string, let tag = LanguageTag(text) {
                    baseLanguage = tag
                    namesBaseLanguage = true
                } else {
                    problems.append(
                        ValueProblem(
                            .wrongType(
                                found: member.value.string.map { "'\($0)'" } ?? member.value.kindDescription,
                                expected: "a language tag such as \"en\""), path: [member.key],
                            offset: member.value.range.lowerBound))
                }
            case "format":
                if let text = member.value.string, let name = FormatName(rawValue: text) {
                    format = name
                } else {
                    problems.append(
                        ValueProblem(
                            .wrongType(
                                found: member.value.string.map { "'\($0)'" } ?? member.value.kindDescription,
                                expected: "a format: "
                                    + FormatName.allCases.map { "\"\($0)\"" }.joined(separator: ", ")),
                            path: [member.key], offset: member.value.range.lowerBound))
                }
            case "defaultNamespace":
                if let text = member.value.string { defaultNamespace = text }
            case "runtime":
                runtime = member.value.string
            case "stringsPlurals":
                stringsPlurals = member.value.string
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
