/// `json-duplicate-key`: a key written twice in one object; only the last one is used.
struct DuplicateKeyRule: FileRule, ProjectRule {
    static let id = "json-duplicate-key"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "A key appears twice in one object: only the last one is used."

    func check(_ file: FileCheck) {
        var index: LineIndex?
        for notice in file.file.notices {
            guard case .duplicateKey(let key, let first) = notice.kind else { continue }
            if index == nil { index = LineIndex(file.file.bytes) }
            file.emit(
                Self.id, Self.severity, at: notice.offset, key: file.keyContaining(notice.offset),
                Self.message(key, first: index!.location(of: first)))
        }
    }

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for (name, notices) in project.auxiliaryNotices() {
            let index = LineIndex(project.project.auxiliaryFiles[name] ?? [])
            for notice in notices {
                guard case .duplicateKey(let key, let first) = notice.kind else { continue }
                sink.emit(
                    Self.id, Self.severity, file: name, at: notice.offset,
                    Self.message(key, first: index.location(of: first)))
            }
        }
    }

    static func message(_ key: String, first: SourceLocation) -> String {
        "\"\(key)\" is written twice (first at line \(first.line), column \(first.column)): only this last one is used"
    }
}
