/// `json-trailing-comma`: a comma before `}` or `]` loads here, but Apple's JSONSerialization (and so
/// Swifternalization) rejects the whole file.
struct TrailingCommaRule: FileRule, ProjectRule {
    static let id = "json-trailing-comma"
    static let severity = Severity.warning
    static let group = RuleGroup.file
    static let summary = "A comma before `}` or `]`: Glossa reads it, strict JSON readers reject the file."

    func check(_ file: FileCheck) {
        for notice in file.file.notices where notice.kind == .trailingComma {
            file.emit(
                Self.id, Self.severity, at: notice.offset, key: file.keyContaining(notice.offset), notice.message,
                fixIt: Self.fixIt(notice.offset))
        }
    }

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for (name, notices) in project.auxiliaryNotices() {
            for notice in notices where notice.kind == .trailingComma {
                sink.emit(
                    Self.id, Self.severity, file: name, at: notice.offset, notice.message,
                    fixIt: Self.fixIt(notice.offset))
            }
        }
    }

    static func fixIt(_ offset: Int) -> FixIt {
        FixIt("remove the trailing comma", edits: [FixIt.Edit(range: offset..<offset + 1, replacement: "")])
    }
}
