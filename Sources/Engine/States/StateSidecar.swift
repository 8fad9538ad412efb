/// The translation states of a project whose format has none of its own (DESIGN §12): one small file,
/// `.glossa/states.jsonl`, meant to be committed and merged with the translations.
///
/// One line per language and key, a JSON array of four strings — the language tag, the key, the recorded
/// state and the fingerprint of the source text when it was recorded:
///
/// ```
/// ["pl","cars","translated","5c1d3a0e9f2b7d44"]
/// ["pl","welcome","needs-review","0b8e4f1c2a6d9e31"]
/// ```
///
/// Lines are sorted by language, then key (UTF-8 byte order), and nothing else is in the file, so that an
/// edit changes only its own line and two people's edits of different keys merge line by line (`git
/// merge-file`, `ThreeWayMerge`) without conflict. Every line is valid JSON on its own.
public struct StateSidecar: Sendable, Equatable {
    /// The records: language tag → key → record.
    public private(set) var records: [String: [String: StateRecord]]

    /// An empty sidecar.
    public init() {
        records = [:]
    }

    /// Reads a sidecar's bytes. Lines that cannot be read are skipped and returned as problems, with their
    /// position; a key recorded twice keeps its last line (and is a problem too).
    public static func parse(_ bytes: [UInt8]) -> (sidecar: StateSidecar, problems: [StateSidecarProblem]) {
        var sidecar = StateSidecar()
        var problems: [(offset: Int, message: String)] = []
        var seen: [String: [String: Int]] = [:]
        var tags: [String: Bool] = [:]
        var start = 0
        var lineNumber = 0
        while start < bytes.count {
            lineNumber += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            let line = Array(bytes[start..<end])
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            switch Self.parse(line: line, tags: &tags) {
            case .failure(let problem):
                problems.append((start + problem.offset, problem.message))
            case .success(let parsed):
                if let previous = seen[parsed.language]?[parsed.key] {
                    problems.append(
                        (
                            start,
                            "\(parsed.language) \"\(parsed.key)\" is recorded on line \(previous) too; this line counts"
                        ))
                }
                seen[parsed.language, default: [:]][parsed.key] = lineNumber
                sidecar.records[parsed.language, default: [:]][parsed.key] = parsed.record
            }
        }
        let lines = LineIndex(bytes)
        let located = problems.map {
            StateSidecarProblem(offset: $0.offset, location: lines.location(of: $0.offset), message: $0.message)
        }
        return (sidecar, located)
    }

    private struct LineProblem: Error {
        var offset: Int
        var message: String
    }

    /// One line; `tags` remembers which language texts are canonical tags (a sidecar has few languages and many
    /// lines).
    private static func parse(line: [UInt8], tags: inout [String: Bool]) -> Result<
        (language: String, key: String, record: StateRecord), LineProblem
    > {
        let root: JSONNode
        do throws(JSONSyntaxError) {
            // The parser alone: a line has no style to detect.
            var tree = JSONTreeBuilder()
            root = try JSONParser.parse(line, into: &tree).0
        } catch {
            return .failure(
                LineProblem(
                    offset: error.offset,
                    message: error.message.replacingOccurrences(of: "the file ends", with: "the line ends")))
        }
        let shape = "expected [\"language\", \"key\", \"state\", \"source fingerprint\"]"
        guard case .array(let items) = root.kind else {
            return .failure(
                LineProblem(
                    offset: root.range.lowerBound, message: "\(shape), found \(root.kindDescription)")
            )
        }
        guard items.count == 4 else {
            return .failure(
                LineProblem(offset: root.range.lowerBound, message: "\(shape), found \(items.count) items"))
        }
        for item in items where item.string == nil {
            return .failure(
                LineProblem(offset: item.range.lowerBound, message: "expected a string, found \(item.kindDescription)"))
        }
        let language = items[0].string!
        if tags[language] == nil { tags[language] = LanguageTag(language)?.description == language }
        guard tags[language]! else {
            return .failure(
                LineProblem(
                    offset: items[0].range.lowerBound,
                    message: "'\(language)' is not a language tag (like pl, pt-BR or zh-Hans)"))
        }
        guard let state = RecordedState(rawValue: items[2].string!) else {
            let names = RecordedState.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(
                LineProblem(
                    offset: items[2].range.lowerBound, message: "'\(items[2].string!)' is not a state (\(names))"))
        }
        guard let source = SourceFingerprint(hex: items[3].string!) else {
            return .failure(
                LineProblem(
                    offset: items[3].range.lowerBound, message: "expected the source text's fingerprint (16 hex digits)"
                ))
        }
        return .success((language, items[1].string!, StateRecord(state: state, source: source)))
    }

    /// The record of `key` in the language tagged `language` (`pl`, `pt-BR`).
    public func record(language: String, key: String) -> StateRecord? {
        records[language]?[key]
    }

    /// Records `record` for `key` in `language`, or removes the key's record (`nil`).
    public mutating func set(_ record: StateRecord?, language: String, key: String) {
        records[language, default: [:]][key] = record
        if records[language]?.isEmpty == true { records[language] = nil }
    }

    /// The sidecar as written: one line per record, sorted by language, then key.
    public var bytes: [UInt8] {
        let writer = JSONWriter(style: .standard)
        var out: [UInt8] = []
        for language in records.keys.sorted(by: Self.byteOrder) {
            let keys = records[language]!
            for key in keys.keys.sorted(by: Self.byteOrder) {
                let record = keys[key]!
                out += "[\(writer.quoted(language)),\(writer.quoted(key)),\"\(record.state.rawValue)\",".utf8
                out += "\"\(record.source?.description ?? "0000000000000000")\"]\n".utf8
            }
        }
        return out
    }

    /// UTF-8 byte order: what every tool sorts the same way (`sort` under `LC_ALL=C`).
    static func byteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
