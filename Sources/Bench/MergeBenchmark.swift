import ArgumentParser
import Engine
import Foundation

/// `glossa-bench merge`: a three-way merge of one language file of the generated project, each side
/// changing its own keys, against parsing the file.
struct MergeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two edited versions of one language file; compare with parsing it.",
        discussion: """
            Ours and theirs each set the text of a different set of --changes keys of the language's file \
            (spread evenly through the file), and theirs also removes a key and adds ten at the end; \
            ThreeWayMerge.merge combines them. Baseline of the same run: parsing the file once with \
            JSONDocument (a merge parses the three versions at least).
            """
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Timed runs; the best and the median are reported.") var runs = 5
    @Option(help: "The language whose file is merged.") var language = "pl"
    @Option(help: "Keys whose text each side changes.", transform: { Int($0) ?? 0 }) var changes: [Int] = [
        10, 100, 1000,
    ]

    func run() throws {
        let path = try size.folder() + "/\(language).json"
        let base = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let document = try JSONDocument(bytes: base)
        let texts = document.root.members!.filter { $0.value.string != nil }.map(\.key)
        let parse = try Benchmark.best(of: runs) { _ = try JSONDocument(bytes: base) }
        print("File: \(language).json, \(base.count) bytes, \(texts.count) plain texts; best of \(runs) runs")
        print(
            "Baseline: JSONDocument parse".padding(toLength: 52, withPad: " ", startingAt: 0)
                + "\(Benchmark.format(parse * 1000, 2)) ms")
        let writer = JSONWriter(style: document.style)
        let ranges = Dictionary(
            document.root.members!.map { ($0.key, $0.value.range) }, uniquingKeysWith: { $1 })
        // The file with the texts of `keys` replaced, spliced directly (setup, not timed).
        func setting(_ keys: [String], _ prefix: String) -> [UInt8] {
            var bytes = base
            for (index, key) in keys.enumerated().reversed() {
                bytes.replaceSubrange(ranges[key]!, with: Array(writer.quoted("\(prefix) \(index)").utf8))
            }
            return bytes
        }
        for count in changes where count > 0 && 2 * count < texts.count {
            let step = texts.count / (2 * count)
            let ours = try JSONDocument(bytes: setting((0..<count).map { texts[2 * $0 * step] }, "Nasze"))
            var theirs = try JSONDocument(bytes: setting((0..<count).map { texts[(2 * $0 + 1) * step] }, "Ich"))
            theirs = try LanguageEdits.removing(EntryAddress(key: texts[1]), from: theirs).document
            for index in 0..<10 {
                theirs = try LanguageEdits.settingString(
                    "Nowy", at: EntryAddress(key: "bench.new.\(index)"), in: theirs
                )
                .document
            }
            var result: MergeResult?
            let merge = try Benchmark.best(of: runs) {
                result = try ThreeWayMerge.merge(base: base, ours: ours.bytes, theirs: theirs.bytes)
            }
            guard let result, result.isClean else { throw ValidationError("the merge was not clean") }
            print(
                "ThreeWayMerge, \(count) changes on each side".padding(toLength: 52, withPad: " ", startingAt: 0)
                    + "\(Benchmark.format(merge * 1000, 2)) ms  = \(Benchmark.format(merge / parse, 1))× parse")
        }
    }
}
