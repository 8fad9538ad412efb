/// `key-collision`: two members of a key–value JSON file spell one key (`"a.b"` beside `a` › `b`, or
/// i18next's `key` beside `key_one`): both load, one is used, the other never shows.
struct KeyCollisionRule: FileRule {
    static let id = "key-collision"
    static let severity = Severity.warning
    static let group = RuleGroup.file
    static let summary =
        "Two members spell one key (a dotted name and a nested path, or an i18next key beside its plural forms): "
        + "only one is used."

    func check(_ file: FileCheck) {
        for problem in file.file.problems {
            guard case .sameKey = problem.kind else { continue }
            file.emit(
                Self.id, Self.severity, at: problem.offset, key: problem.path.joined(separator: "."),
                "\(problem.message): remove or rename one of them")
        }
    }
}
