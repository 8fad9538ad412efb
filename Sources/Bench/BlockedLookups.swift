import ArgumentParser
import Engine
import TestSupport

/// The options and the keys `glossa-bench resolve` and `runtime` share.
struct LookupBenchmarkOptions: ParsableArguments {
    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Lookups per measurement.") var lookups = 2_000_000
    @Option(help: "Timed runs of each measurement; the best is reported.") var runs = 3
    @Option(parsing: .upToNextOption, help: "Working sets: how many keys the lookups go through; 0 means all.")
    var sets = [1_000, 0]

    /// The working sets, `Int.max` for all keys.
    var workingSets: [Int] { sets.map { $0 > 0 ? $0 : Int.max } }

    /// The generated project (its texts kept as `texts` says) and its base file's plain and plural keys, in file
    /// order; prints their counts.
    func load(texts: TextStorage = .spans) throws -> (project: Project, plain: [String], plural: [String]) {
        let project = try Project.load(directory: try size.folder(), texts: texts)
        guard let baseIndex = project.fileIndex(of: .base) else {
            throw ValidationError("the project has no base.json")
        }
        var plain: [String] = []
        var plural: [String] = []
        for entry in project.files[baseIndex].entries {
            if case .variants = entry.value {
                plural.append(entry.key)
            } else if case .text = entry.value {
                plain.append(entry.key)
            }
        }
        print(
            "Project: \(project.keys.count) keys × \(project.files.count) files; \(plain.count) plain and \(plural.count) plural keys in base"
        )
        return (project, plain, plural)
    }
}

/// Lookups timed the way an app makes them, shared by `glossa-bench resolve` and `runtime`: in one language at a
/// time, the languages in blocks of lookups, each language's context (a chain, a localizer) and baseline
/// dictionary taken once per block, on random keys.
///
/// The random positions come from a generator held in registers (SplitMix64), the same sequence for every
/// measurement: a precomputed array of them streamed 16 MB through the cache during the timing and evicted the
/// very tables being measured.
struct BlockedLookups<Context> {
    /// Each language's context and its `[String: String]` baseline.
    let languages: [(context: Context, dictionary: [String: String])]
    /// Lookups per measurement, spread over the languages.
    let lookups: Int
    /// Timed runs of each measurement; the best is kept.
    let runs: Int
    /// The seed of the random positions.
    let seed: UInt64
    /// The sum of every lookup's result, printed so that no lookup is optimized away.
    private(set) var checksum = 0

    init(languages: [(context: Context, dictionary: [String: String])], lookups: Int, runs: Int, seed: UInt64) {
        self.languages = languages
        self.lookups = lookups
        self.runs = runs
        self.seed = seed
    }

    /// The best time of `runs` runs of `lookup` (given the lookup's index, a random number, the language's
    /// context and its dictionary; it returns a number for the checksum).
    mutating func time(
        _ lookup: (_ index: Int, _ random: Int, _ context: Context, _ dictionary: [String: String]) -> Int
    ) -> Double {
        let block = (lookups + languages.count - 1) / languages.count
        var checksum = self.checksum
        let seconds = Benchmark.best(of: runs) {
            var positions = SplitMix64(seed: seed)
            for language in languages.indices {
                let (context, dictionary) = languages[language]
                for index in language * block..<min(lookups, (language + 1) * block) {
                    let random = Int(truncatingIfNeeded: positions.next() >> 1)
                    checksum &+= lookup(index, random, context, dictionary)
                }
            }
        }
        self.checksum = checksum
        return seconds
    }

    /// Prints a row per measurement — rate, time per lookup, ratio to the baseline — then the checksum.
    func report(_ label: String, _ rows: [(name: String, seconds: Double)], baseline: Double, nameWidth: Int) {
        for (name, seconds) in rows {
            let rate = Double(lookups) / seconds
            print(
                "\(label.padding(toLength: 11, withPad: " ", startingAt: 0)) | \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)) | \(Benchmark.format(rate / 1e6, 2))M/s"
                    .padding(toLength: nameWidth + 29, withPad: " ", startingAt: 0)
                    + " | \(Benchmark.format(seconds / Double(lookups) * 1e9)) | \(Benchmark.format(baseline / seconds, 2))×"
            )
        }
        print("(checksum \(checksum))")
    }
}
