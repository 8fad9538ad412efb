/// A comment for translators written on lines of its own just before an entry's first line, indented like it
/// and in the file's line breaks: how the line-based formats add one (`TranslationFormat.addingComment`).
enum CommentLines {
    /// `bytes` (UTF-8) with `lines` inserted before the line holding `offset`, and the change for the user.
    static func inserting(_ lines: [String], beforeLineOf offset: Int, in bytes: [UInt8], key: String) -> FileEdit {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        let indentation = bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }
        let newline = lineBreak(of: bytes)
        let text = lines.map { String(decoding: indentation, as: UTF8.self) + $0 + newline }.joined()
        var edited = bytes
        edited.insert(contentsOf: Array(text.utf8), at: start)
        let line = bytes[..<start].count { $0 == 0x0A } + 1
        return FileEdit(
            bytes: edited,
            change: ChangeDescription(
                kind: .added, line: line, subject: "the comment of \(EntryAddress(key: key).description)", old: nil,
                new: ValueSummary.quoted(lines.joined(separator: " "))))
    }

    /// The file's line break: `\r\n` when its first line ends so, else `\n`.
    static func lineBreak(of bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return first > 0 && bytes[first - 1] == 0x0D ? "\r\n" : "\n"
    }
}
