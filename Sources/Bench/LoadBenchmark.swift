import ArgumentParser
import Engine
import Foundation

/// `glossa-bench load`: parsing + building a project against Foundation's JSONSerialization on the same bytes.
struct LoadBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Load the generated project; compare with JSONSerialization parsing the same bytes."
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Timed runs of each; the best is reported.") var runs = 3

    func run() throws {
        let folder = try size.folder()
        // Memory first, on a fresh heap; the project is freed before the timings.
        let rssBefore = Benchmark.memory("VmRSS")
        var loaded: Project? = try Project.load(directory: folder)
        let rssLoaded = Benchmark.memory("VmRSS") - rssBefore
        Benchmark.trimHeap()
        let rssTrimmed = Benchmark.memory("VmRSS") - rssBefore
        let keyCount = loaded?.keys.count ?? 0
        loaded = nil
        let contents = try Benchmark.readFiles(folder)
        let bytes = contents.values.reduce(0) { $0 + $1.count }
        let megabytes = Double(bytes) / 1_000_000
        let allBytes = Array(contents.values)

        // Glossa before Foundation, whose millions of small objects leave the heap fragmented.
        let glossa = Benchmark.best(of: runs) { Project(contents: contents) }
        let fromDisk = try Benchmark.best(of: runs) { try Project.load(directory: folder) }
        let parseOnly = Benchmark.best(of: runs) { allBytes.map { try? JSONDocument(bytes: $0) } }
        let datas = allBytes.map { Data($0) }
        let foundation = try Benchmark.best(of: runs) { try datas.map { try JSONSerialization.jsonObject(with: $0) } }

        print("Project: \(folder): \(contents.count) files, \(Benchmark.format(megabytes)) MB, \(keyCount) keys")
        print(
            "Foundation JSONSerialization (parse only):  \(Benchmark.format(foundation, 3)) s  \(Benchmark.format(megabytes / foundation)) MB/s"
        )
        print(
            "Glossa JSONDocument parse (one thread):      \(Benchmark.format(parseOnly, 3)) s  \(Benchmark.format(megabytes / parseOnly)) MB/s  = \(Benchmark.format(foundation / parseOnly, 2))× Foundation"
        )
        print(
            "Glossa parse + build project (in memory):    \(Benchmark.format(glossa, 3)) s  \(Benchmark.format(megabytes / glossa)) MB/s  = \(Benchmark.format(foundation / glossa, 2))× Foundation"
        )
        print(
            "Glossa Project.load (read files + build):    \(Benchmark.format(fromDisk, 3)) s  \(Benchmark.format(megabytes / fromDisk)) MB/s"
        )
        print(
            "Memory of the loaded project (RSS growth):   \(Benchmark.format(Double(rssLoaded) / 1e6)) MB  = \(Benchmark.format(Double(rssLoaded) / Double(bytes), 2))× the bytes on disk"
        )
        print(
            "  after malloc_trim (free heap pages back):  \(Benchmark.format(Double(rssTrimmed) / 1e6)) MB  = \(Benchmark.format(Double(rssTrimmed) / Double(bytes), 2))× the bytes on disk"
        )
    }
}
