import ArgumentParser
import Engine

/// `glossa-bench regex`: lookups through `exp:` selectors on long values, a catastrophic pattern among them,
/// against a plain search of the same text (`String.contains`) in the same run.
struct RegexBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regex",
        abstract: "Time lookups whose exp: patterns search long values, catastrophic ones included.",
        discussion: """
            Each row resolves one key through Project.resolve with the value as the number, and reports the \
            fastest (the least disturbed by the rest of the machine), the median and the slowest of --runs \
            lookups, and the fastest plain search of the same value (String.contains) as the baseline.
            """
    )

    @Option(help: "Timed lookups per row.") var runs = 20

    /// One row: the key's patterns (one `exp:` variant each), the value searched, and the answer expected.
    private struct Case {
        var name: String
        var patterns: [String]
        var value: String
        var plainNeedle: String
    }

    func run() throws {
        let sentences = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 2_223)
        let cases = [
            Case(
                name: "(x+x+)+y on 50,000 × x (gives up)", patterns: ["(x+x+)+y"],
                value: String(repeating: "x", count: 50_000), plainNeedle: "y"),
            Case(
                name: "20 such patterns on one key (one budget)",
                patterns: (1...20).map { "(x+x+)+" + String(repeating: "y", count: $0) },
                value: String(repeating: "x", count: 50_000), plainNeedle: "y"),
            Case(
                name: "(a+)+$ on 100,000 × a, then b (gives up)", patterns: ["(a+)+$"],
                value: String(repeating: "a", count: 100_000) + "b", plainNeedle: "ab$"),
            Case(
                name: #"\d+ files$ at the end of 100,000 chars"#, patterns: [#"\d+ files$"#],
                value: sentences + "done in 3 files", plainNeedle: "3 files"),
            Case(
                name: "(?!x).files$ at the end of 100,000 chars", patterns: ["(?!x).files$"],
                value: sentences + "done in 3 files", plainNeedle: " files"),
        ]
        print("glossa-bench regex: one lookup = Project.resolve(key, number: value); \(runs) runs per row")
        print("case                                              best    median   slowest  plain search  answer")
        for row in cases {
            let variants = row.patterns.map { #""exp:\#(Self.escaped($0))": "matched""# }.joined(separator: ", ")
            let base = #"{"k": {"# + variants + #", "other": "other"}}"#
            let project = Project(contents: ["base.json": Array(base.utf8)])
            var answer = ""
            var times: [Double] = []
            for _ in 0..<runs {
                times.append(
                    Benchmark.time { answer = project.resolve("k", language: "base", number: row.value).value })
            }
            times.sort()
            var found = 0
            let plain = Benchmark.best(of: runs) { found += row.value.contains(row.plainNeedle) ? 1 : 0 }
            print(
                row.name.padding(toLength: 46, withPad: " ", startingAt: 0)
                    + "\(Self.milliseconds(times[0]))\(Self.milliseconds(times[times.count / 2]))"
                    + "\(Self.milliseconds(times.last!))"
                    + "  \(Self.milliseconds(plain))      \(answer == "matched" ? "match" : "no match")"
                    + "  (plain search found it \(found)/\(runs))"
            )
        }
    }

    private static func milliseconds(_ seconds: Double) -> String {
        (Benchmark.format(seconds * 1000, 3) + " ms").leftPadded(to: 10)
    }

    private static func escaped(_ pattern: String) -> String {
        pattern.replacingOccurrences(of: "\\", with: "\\\\")
    }
}
