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

    @OptionGroup var options: LookupBenchmarkOptions

    func run() throws {
        let (project, plain, plural) = try options.load()
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
            "Lookups in one language at a time, in blocks through all \(chains.count) languages; keys in random order.")
        print("Working set | lookup                      | lookups/s   | ns/lookup | vs [String: String]")
        for setSize in options.workingSets {
            let label = setSize == Int.max ? "all keys" : "\(setSize) keys"
            let plainSet = Array(plain.shuffled(using: &generator).prefix(setSize))
            let pluralSet = Array(plural.shuffled(using: &generator).prefix(setSize))
            var timer = BlockedLookups(
                languages: Array(zip(chains, dictionaries)).map { (context: $0, dictionary: $1) },
                lookups: options.lookups,
                runs: options.runs, seed: UInt64.random(in: 0...UInt64.max, using: &generator))
            let baseline = timer.time { index, random, _, dictionary in
                dictionary[plainSet[random % plainSet.count]]?.utf8.count ?? index
            }
            let plainTime = timer.time { _, random, chain, _ in
                project.resolve(plainSet[random % plainSet.count], in: chain, input: LookupInput()).value
                    .utf8.count
            }
            let plainText = timer.time { _, random, chain, _ in
                project.text(plainSet[random % plainSet.count], in: chain, input: LookupInput()).utf8.count
            }
            let pluralTime = timer.time { index, random, chain, _ in
                project.resolve(
                    pluralSet[random % pluralSet.count], in: chain, input: inputs[index % inputs.count]
                )
                .value.utf8.count
            }
            let pluralParsing = timer.time { index, random, chain, _ in
                let input = LookupInput(number: numbers[index % numbers.count])
                return project.resolve(pluralSet[random % pluralSet.count], in: chain, input: input).value
                    .utf8.count
            }
            let pluralText = timer.time { index, random, chain, _ in
                let input = LookupInput(number: numbers[index % numbers.count])
                return project.text(pluralSet[random % pluralSet.count], in: chain, input: input).utf8.count
            }
            timer.report(
                label,
                [
                    ("[String: String] (baseline)", baseline), ("plain key", plainTime),
                    ("plain key, text()", plainText),
                    ("plural, parsed number", pluralTime), ("plural, number as string", pluralParsing),
                    ("plural, string, text()", pluralText),
                ], baseline: baseline, nameWidth: 27)
        }
    }
}
