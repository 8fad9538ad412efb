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
    @Option(help: "Timed runs of each; the best is reported.") var runs = 10

    func run() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let name = (file as NSString).lastPathComponent
        let megabytes = Double(bytes.count) / 1_000_000
        let project = Project(contents: [name: bytes])
        let glossa = Benchmark.best(of: runs) { Project(contents: [name: bytes]) }
        let parseOnly = Benchmark.best(of: runs) { try? JSONDocument(bytes: bytes) }
        let files = ProjectFiles(contents: [name: bytes])
        let format = FormatName.xcstrings.format
        let layout = format.layout(files, settings: project.settings)
        let context = FormatContext(settings: project.settings, expressions: project.expressions)
        let readOnly = Benchmark.best(of: runs) { format.read(layout, files: files, context: context) }
        let data = Data(bytes)
        let foundation = try Benchmark.best(of: runs) { try JSONSerialization.jsonObject(with: data) }

        print(
            "Catalog: \(file): \(Benchmark.format(megabytes, 2)) MB, \(project.keys.count) keys, "
                + "\(project.files.count) languages (\(project.format.title))")
        print(
            "Foundation JSONSerialization.jsonObject:  \(Benchmark.format(foundation * 1000, 2)) ms  \(Benchmark.format(megabytes / foundation)) MB/s"
        )
        print(
            "Glossa JSONDocument parse:                \(Benchmark.format(parseOnly * 1000, 2)) ms  = \(Benchmark.format(foundation / parseOnly, 2))× Foundation"
        )
        print(
            "Glossa catalog reader (parse + languages):  \(Benchmark.format(readOnly * 1000, 2)) ms  = \(Benchmark.format(foundation / readOnly, 2))× Foundation"
        )
        print(
            "Glossa load into a project (every language): \(Benchmark.format(glossa * 1000, 2)) ms  = \(Benchmark.format(foundation / glossa, 2))× Foundation"
        )
    }
}
