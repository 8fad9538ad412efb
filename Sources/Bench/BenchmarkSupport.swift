import ArgumentParser
import Foundation

/// The size of the generated project a benchmark runs on.
struct ProjectSizeOptions: ParsableArguments {
    @Option(help: "Keys per file of the generated project.") var keys = 20_000
    @Option(help: "Language files of the generated project.") var languages = 40
    @Option(
        help:
            "The folder holding the generated projects (`project-KEYSxLANGUAGES` in it), for a large one outside the repository."
    )
    var data = "bench-data"

    /// The project folder, generated first if it is not there yet.
    func folder() throws -> String { try Benchmark.projectFolder(keys: keys, languages: languages, in: data) }
}

/// Timing, memory and data helpers shared by the benchmarks.
enum Benchmark {
    /// Seconds taken by `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The best of `runs` timings: the least disturbed by the rest of the machine.
    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs { best = min(best, try time(body)) }
        return best
    }

    /// The best of `runs` timings of `make`; each result is freed after its timing, outside the clock.
    static func best<Result>(of runs: Int, making make: () throws -> Result) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            var result: Result?
            best = min(best, try time { result = try make() })
            withExtendedLifetime(result) {}
            result = nil
        }
        return best
    }

    /// A `/proc/self/status` figure in bytes (`VmRSS`, `VmHWM`), or 0 where there is none.
    static func memory(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }
        return 0
    }

    /// Gives the free pages of malloc's heaps back to the system (glibc's `malloc_trim(0)`, found at run time: the
    /// Swift module of glibc does not declare it); does nothing without it. What stays resident after it is what
    /// the heap holds, not the free space between its blocks.
    static func trimHeap() {
        #if canImport(Glibc)
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        #endif
    }

    /// The generated project folder for a size, written first if it is not there yet.
    static func projectFolder(keys: Int, languages: Int, in data: String) throws -> String {
        let folder = "\(data)/project-\(keys)x\(languages)"
        if !FileManager.default.fileExists(atPath: folder + "/base.json") {
            print("Generating \(folder)…")
            _ = try ProjectGenerator(keyCount: keys, languageCount: languages)
                .write(to: URL(fileURLWithPath: folder, isDirectory: true))
        }
        return folder
    }

    /// The `.json` files of a folder, read into memory, by name.
    static func readFiles(_ folder: String) throws -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") {
            contents[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
        return contents
    }

    /// A number with a fixed count of decimals.
    static func format(_ value: Double, _ decimals: Int = 1) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
