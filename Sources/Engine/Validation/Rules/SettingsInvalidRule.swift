/// `settings-invalid`: a setting of `glossa.json` that Glossa cannot use: a `baseLanguage` that is not a
/// language tag, a `runtime` it does not know, an `ignore` naming a rule that does not exist.
struct SettingsInvalidRule: ProjectRule {
    static let id = "settings-invalid"
    static let severity = Severity.warning
    static let group = RuleGroup.file
    static let summary = "A setting in `glossa.json` cannot be used (unknown runtime or rule id, bad base language)."

    static let runtimes = ["glossa", "swifternalization", "objcnalization"]

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        let file = "glossa.json"
        for problem in project.project.problems where problem.fileName == file {
            guard case .value(let value) = problem.kind else { continue }
            sink.emit(Self.id, Self.severity, file: file, at: value.offset, problem.message)
        }
        guard let document = project.auxiliaryDocuments.first(where: { $0.name == file })?.document,
            let members = document.root.members
        else { return }
        let ruleIDs = Set(Validator.catalogue.map(\.id))
        for member in members {
            switch member.key {
            case "runtime":
                guard let runtime = member.value.string else {
                    sink.emit(
                        Self.id, Self.severity, file: file, at: member.value.range.lowerBound,
                        "\"runtime\" is \(member.value.kindDescription); expected one of \(Self.runtimeList)")
                    continue
                }
                if !Self.runtimes.contains(runtime.lowercased()) {
                    sink.emit(
                        Self.id, Self.severity, file: file, at: member.value.range.lowerBound,
                        "'\(runtime)' is not a runtime Glossa knows; expected one of \(Self.runtimeList)")
                }
            case "ignore":
                guard let rules = member.value.members else {
                    sink.emit(
                        Self.id, Self.severity, file: file, at: member.value.range.lowerBound,
                        "\"ignore\" is \(member.value.kindDescription); expected an object: {\"rule-id\": [\"key\", …]}"
                    )
                    continue
                }
                for rule in rules {
                    if !ruleIDs.contains(rule.key) {
                        sink.emit(
                            Self.id, Self.severity, file: file, at: rule.keyRange.lowerBound,
                            "'\(rule.key)' is not a rule id, so it silences nothing (the README lists the rules)")
                    }
                    guard case .array(let keys) = rule.value.kind, keys.allSatisfy({ $0.string != nil }) else {
                        sink.emit(
                            Self.id, Self.severity, file: file, at: rule.value.range.lowerBound,
                            "the keys to ignore for '\(rule.key)' must be an array of texts, like [\"welcome\"] or [\"*\"]"
                        )
                        continue
                    }
                }
            default:
                continue
            }
        }
    }

    static var runtimeList: String { runtimes.map { "\"\($0)\"" }.joined(separator: ", ") }
}
