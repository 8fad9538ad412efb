/// `file-another-catalog`: a second `.xcstrings` catalog in the folder (`InfoPlist.xcstrings` beside
/// `Localizable.xcstrings`); only one is loaded, and the other is opened on its own (`glossa FILE`).
struct AnotherCatalogRule: ProjectRule {
    static let id = "file-another-catalog"
    static let severity = Severity.warning
    static let group = RuleGroup.file
    static let summary =
        "A second `.xcstrings` catalog in the folder is not loaded: open it on its own (`glossa FILE`)."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for problem in project.project.problems {
            switch problem.kind {
            case .anotherCatalog: break
            default: continue
            }
            sink.emit(Self.id, Self.severity, file: problem.fileName, at: nil, problem.message)
        }
    }
}
