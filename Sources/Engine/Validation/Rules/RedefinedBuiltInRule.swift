/// `plural-redefined-builtin`: `expressions.json` defines a name that is also a plural form or built-in
/// (`"one": "ie:x>1"`); where it is visible, the definition wins.
struct RedefinedBuiltInRule: ProjectRule {
    static let id = "plural-redefined-builtin"
    static let severity = Severity.note
    static let group = RuleGroup.plural
    static let summary = "`expressions.json` redefines a plural form or built-in (`\"one\": \"ie:x>1\"`)."

    static let builtIns: Set<String> = ["zero", "one", "two", "few", "many", "other", ">one"]

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for (section, definitions) in project.project.expressions.sections.sorted(by: { $0.key < $1.key }) {
            for definition in definitions.values.sorted(by: { $0.offset < $1.offset })
            where Self.builtIns.contains(definition.name) {
                let scope = section == "base" ? "every language" : section
                let meaning =
                    definition.name == ">one" ? "Swifternalization's x > 1" : "the CLDR '\(definition.name)' form"
                sink.emit(
                    Self.id, Self.severity, file: "expressions.json", at: definition.offset, key: definition.name,
                    "'\(definition.name)' is redefined as '\(definition.source)' for \(scope): there it means that, "
                        + "not \(meaning)")
            }
        }
    }
}
