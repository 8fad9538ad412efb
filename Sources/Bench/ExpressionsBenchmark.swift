import ArgumentParser
import Engine
import Foundation
import TestSupport

/// `glossa-bench expressions`: validates projects whose keys use many different explicit expressions, against
/// the same projects with one expression repeated, in the same run.
struct ExpressionsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expressions",
        abstract: "Validate projects with many different ie: expressions; the baseline repeats one expression.",
        discussion: """
            The projects: 1,000 keys each {"ie:x=N","one","other"} with its own N; 3,000 keys with ie:x>N; one \
            value with 800 ie:x=N selectors. Each baseline is the same project with N = 7 everywhere (for the \
            800 selectors: 800 keys with one ie:x=7 each). With --write DIR, the projects are also written \
            there, to time the whole `glossa validate` process.
            """
    )

    @Option(help: "Timed runs; the best is reported.") var runs = 3
    @Option(help: "Also write the projects into this folder.") var write: String?

    func run() throws {
        let cases: [(kind: ExpressionProjects.Kind, count: Int, name: String)] = [
            (.equalities, 1_000, #"1,000 keys {"ie:x=N","one","other"}"#),
            (.lowerBounds, 3_000, #"3,000 keys {"ie:x>N","one","other"}"#),
            (.oneValue, 800, "1 value with 800 ie:x=N selectors"),
        ]
        print("glossa-bench expressions: Validator().validate, best of \(runs); baseline: N = 7 everywhere")
        print("project                                    distinct N    one N (baseline)   ratio   findings")
        for row in cases {
            let distinct = ExpressionProjects.files(row.kind, count: row.count)
            let repeated = ExpressionProjects.files(row.kind, count: row.count, distinct: false)
            if let write {
                try save(distinct, to: "\(write)/\(row.kind.rawValue)")
                try save(repeated, to: "\(write)/\(row.kind.rawValue)-baseline")
            }
            let project = Project(contents: distinct)
            let baselineProject = Project(contents: repeated)
            var report = Validator().validate(project)
            let time = Benchmark.best(of: runs) { report = Validator().validate(project) }
            let baseline = Benchmark.best(of: runs) { _ = Validator().validate(baselineProject) }
            print(
                row.name.padding(toLength: 40, withPad: " ", startingAt: 0)
                    + "  \(Benchmark.format(time * 1000, 1)) ms".leftPadded(to: 12)
                    + "  \(Benchmark.format(baseline * 1000, 1)) ms".leftPadded(to: 18)
                    + "  \(Benchmark.format(time / baseline, 2))×".leftPadded(to: 8)
                    + "   \(report.findings.count)"
            )
        }
    }

    private func save(_ files: [String: [UInt8]], to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in files {
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }
}

extension String {
    /// The text with spaces before it to make it `width` characters wide.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
