/// `expressions-malformed`: an entry of `expressions.json` that is not a valid `ie:`/`iex:`/`exp:` pattern,
/// or not a string, or a section that is not an object.
struct ExpressionsMalformedRule: ProjectRule {
    static let id = "expressions-malformed"
    static let severity = Severity.error
    static let group = RuleGroup.file
    static let summary = "An entry of `expressions.json` is not a valid `ie:`/`iex:`/`exp:` pattern (or not a text)."

    func check(_ project: ProjectCheck, _ sink: inout ProjectSink) {
        let file = "expressions.json"
        for problem in project.project.problems where problem.fileName == file {
            guard case .value(let value) = problem.kind else { continue }
            sink.emit(Self.id, Self.severity, file: file, at: value.offset, key: value.path.last, problem.message)
        }
        let bytes = project.project.auxiliaryFiles[file] ?? []
        for (section, definitions) in project.project.expressions.sections.sorted(by: { $0.key < $1.key }) {
            for definition in definitions.values.sorted(by: { $0.offset < $1.offset }) {
                guard case .failure(let error) = definition.expression else { continue }
                let offset = Self.offset(ofCharacter: error.offset, inStringAt: definition.offset, in: bytes)
                sink.emit(
                    Self.id, Self.severity, file: file, at: offset, key: definition.name,
                    "'\(definition.name)' in \"\(section)\" is malformed: \(error.message), so selectors named "
                        + "'\(definition.name)' never match")
            }
        }
    }

    /// The byte offset of the `characterOffset`-th character of a string whose opening quote is at `quote`
    /// (escapes count as the character they stand for).
    static func offset(ofCharacter characterOffset: Int, inStringAt quote: Int, in bytes: [UInt8]) -> Int {
        var position = quote + 1
        var remaining = characterOffset
        while remaining > 0, position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == UInt8(ascii: "\\") {
                position += bytes.count > position + 1 && bytes[position + 1] == UInt8(ascii: "u") ? 6 : 2
            } else {
                position += 1
                while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
            }
            remaining -= 1
        }
        return min(position, bytes.count)
    }
}
