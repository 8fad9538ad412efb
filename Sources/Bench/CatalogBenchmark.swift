import ArgumentParser
import Engine
import Foundation

/// `glossa-bench xcstrings`: loading a string catalog into a project against Foundation's JSONSerialization
/// parsing the same bytes, in the same run.
struct CatalogBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcstrings",
        abstract: "Load a .xcstrings catalog; compare with JSONSerialization parsing the same bytes.",
        discussion: """
            FILE defaults to the largest catalog of the corpus, IceCubes' Localizable.xcstrings \
            (../shared/corpus/Dimillian__IceCubesApp__xcstrings, 2.18 MB).
            """
    )

    @Argument(help: "The catalog.") var file =
        "../shared/corpus/Dimillian__IceCubesApp__xcstrings/Localizable.xcstrings"
    @Option(help: "Timed rounds; each round times every contender once, in turn, and the medians are reported.")
    var runs = 15

    func run() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let name = (file as NSString).lastPathComponent
        let megabytes = Double(bytes.count) / 1_000_000
        let project = Project(contents: [name: bytes])
        let files = ProjectFiles(contents: [name: bytes])
        let format = FormatName.xcstrings.format
        let layout = format.layout(files, settings: project.settings)
        let context = FormatContext(settings: project.settings, expressions: project.expressions)
        let data = Data(bytes)
        // Rounds alternate the contenders, so that a busy machine slows each of them alike; each ratio is taken
        // within a round (against the Foundation run just before), and the median round is reported.
        var times: [[Double]] = [[], [], [], []]
        for _ in 0..<runs {
            times[0].append(try Benchmark.time { _ = try JSONSerialization.jsonObject(with: data) })
            times[1].append(Benchmark.time { _ = try? JSONDocument(bytes: bytes) })
            times[2].append(Benchmark.time { _ = format.read(layout, files: files, context: context) })
            times[3].append(Benchmark.time { _ = Project(contents: [name: bytes]) })
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func ratio(_ index: Int) -> Double { median(zip(times[0], times[index]).map { $0 / $1 }) }
        let foundation = median(times[0])

        print(
            "Catalog: \(file): \(Benchmark.format(megabytes, 2)) MB, \(project.keys.count) keys, "
                + "\(project.files.count) languages (\(project.format.title)); median of \(runs) alternating rounds")
        print(
            "Foundation JSONSerialization.jsonObject:  \(Benchmark.format(foundation * 1000, 2)) ms  \(Benchmark.format(megabytes / foundation)) MB/s"
        )
        for (index, label) in [
            (1, "Glossa JSONDocument parse:                 "),
            (2, "Glossa catalog reader (parse + languages): "),
            (3, "Glossa load into a project (every language):"),
        ] {
            print(
                "\(label) \(Benchmark.format(median(times[index]) * 1000, 2)) ms  = \(Benchmark.format(ratio(index), 2))× Foundation"
            )
        }
    }
}
