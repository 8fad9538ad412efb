/// `json-comment`: `//` and `/* */` comments load here, but strict JSON readers reject the file.
struct CommentRule: FileRule, ProjectRule {
    static let id = "json-comment"
    static let severity = Severity.warning
    static let group = RuleGroup.file
    static let summary = "A `//` or `/* */` comment: Glossa reads it, strict JSON readers reject the file."

    func check(_ file: FileCheck) {
        for notice in file.file.notices where notice.kind == .comment {
            file.emit(
                Self.id, Self.severity, at: notice.offset, key: file.keyContaining(notice.offset), notice.message,
                fixIt: Self.fixIt(notice.offset, in: file.file.bytes))
        }
    }

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        for (name, notices) in project.auxiliaryNotices() {
            let bytes = project.project.auxiliaryFiles[name] ?? []
            for notice in notices where notice.kind == .comment {
                sink.emit(
                    Self.id, Self.severity, file: name, at: notice.offset, notice.message,
                    fixIt: Self.fixIt(notice.offset, in: bytes))
            }
        }
    }

    /// Removes the comment; a comment alone on its line goes with its line.
    static func fixIt(_ offset: Int, in bytes: [UInt8]) -> FixIt {
        var start = offset
        var end = SourceText.endOfComment(at: offset, in: bytes)
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
        if lineStart == 0 || bytes[lineStart - 1] == 0x0A, lineEnd < bytes.count,
            bytes[lineEnd] == 0x0A || bytes[lineEnd] == 0x0D
        {
            start = lineStart
            end = lineEnd + (bytes[lineEnd] == 0x0D && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == 0x0A ? 2 : 1)
        } else {
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        }
        return FixIt("remove the comment", edits: [FixIt.Edit(range: start..<end, replacement: "")])
    }
}
