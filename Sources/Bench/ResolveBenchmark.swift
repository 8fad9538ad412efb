import ArgumentParser
import Engine
import Foundation
import TestSupport

/// `glossa-bench resolve`: lookups per second, single thread, against a plain `[String: String]` lookup.
struct ResolveBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve plain and plural keys in the generated project; compare with a Swift dictionary."
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Lookups per measurement.") var lookups = 2_000_000
    @Option(help: "Timed runs of each measurement; the best is reported.") var runs = 3
    @Option(parsing: .upToNextOption, help: "Working sets: how many keys the lookups go through; 0 means all.")
    var sets = [1_000, 0]

    func run() throws {
        let project = try Project.load(directory: try size.folder())
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
        let chains = project.files.map { project.chain(for: $0.language.description) }
        let numbers = [
            "0", "1", "2", "3", "5", "11", "12", "21", "22", "25", "101", "1.5", "0.5", "2.0", "1000000", "-4",
        ]
        let inputs = numbers.map { LookupInput(number: $0) }
        var generator = SystemRandomNumberGenerator()
        // The baseline is what an app could do without the Engine: one `[String: String]` per language
        // holding every key's final text (the Engine's own strings), looked up in the same loop. (Earlier
        // runs used one dictionary mapping each key to itself: its value was the very object just hashed,
        // already in the cache, which no real table of translations gives.)
        let dictionaries = chains.map { chain in
            Dictionary(
                uniqueKeysWithValues: project.keys.map { ($0, project.text($0, in: chain, input: LookupInput())) })
        }

        print(
            "Project: \(project.keys.count) keys × \(project.files.count) files; \(plain.count) plain and \(plural.count) plural keys in base"
        )
        print(
            "Lookups in one language at a time, in blocks through all \(chains.count) languages; keys in random order.")
        print("Working set | lookup                      | lookups/s   | ns/lookup | vs [String: String]")
        for setSize in sets.map({ $0 > 0 ? $0 : Int.max }) {
            let label = setSize == Int.max ? "all keys" : "\(setSize) keys"
            let plainSet = Array(plain.shuffled(using: &generator).prefix(setSize))
            let pluralSet = Array(plural.shuffled(using: &generator).prefix(setSize))
            let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
            // An app resolves in one language at a time: the lookups go through the languages in blocks.
            let block = (lookups + chains.count - 1) / chains.count
            var checksum = 0
            /// Runs `lookup` on random keys, one language per block of lookups; the language's chain and
            /// baseline dictionary are taken once per block, as an app holds them. The random positions come
            /// from a generator held in registers (SplitMix64), the same sequence for every measurement: a
            /// precomputed array of them streamed 16 MB through the cache during the timing and evicted the
            /// very tables being measured.
            func timeLookups(
                _ lookup: (_ index: Int, _ random: Int, _ chain: LanguageChain, _ dictionary: [String: String]) -> Int
            ) -> Double {
                Benchmark.best(of: runs) {
                    var positions = SplitMix64(seed: seed)
                    for language in chains.indices {
                        let (chain, dictionary) = (chains[language], dictionaries[language])
                        for index in language * block..<min(lookups, (language + 1) * block) {
                            let random = Int(truncatingIfNeeded: positions.next() >> 1)
                            checksum &+= lookup(index, random, chain, dictionary)
                        }
                    }
                }
            }
            let baseline = timeLookups { index, random, _, dictionary in
                dictionary[plainSet[random % plainSet.count]]?.utf8.count ?? index
            }
            let plainTime = timeLookups { _, random, chain, _ in
                project.resolve(plainSet[random % plainSet.count], in: chain, input: LookupInput()).value
                    .utf8.count
            }
            let plainText = timeLookups { _, random, chain, _ in
                project.text(plainSet[random % plainSet.count], in: chain, input: LookupInput()).utf8.count
            }
            let pluralTime = timeLookups { index, random, chain, _ in
                project.resolve(
                    pluralSet[random % pluralSet.count], in: chain, input: inputs[index % inputs.count]
                )
                .value.utf8.count
            }
            let pluralParsing = timeLookups { index, random, chain, _ in
                let input = LookupInput(number: numbers[index % numbers.count])
                return project.resolve(pluralSet[random % pluralSet.count], in: chain, input: input).value
                    .utf8.count
            }
            let pluralText = timeLookups { index, random, chain, _ in
                let input = LookupInput(number: numbers[index % numbers.count])
                return project.text(pluralSet[random % pluralSet.count], in: chain, input: input).utf8.count
            }
            for (name, seconds) in [
                ("[String: String] (baseline)", baseline), ("plain key", plainTime), ("plain key, text()", plainText),
                ("plural, parsed number", pluralTime), ("plural, number as string", pluralParsing),
                ("plural, string, text()", pluralText),
            ] {
                let rate = Double(lookups) / seconds
                print(
                    "\(label.padding(toLength: 11, withPad: " ", startingAt: 0)) | \(name.padding(toLength: 27, withPad: " ", startingAt: 0)) | \(Benchmark.format(rate / 1e6, 2))M/s"
                        .padding(toLength: 56, withPad: " ", startingAt: 0)
                        + " | \(Benchmark.format(seconds / Double(lookups) * 1e9)) | \(Benchmark.format(baseline / seconds, 2))×"
                )
            }
            print("(checksum \(checksum))")
        }
    }
}
