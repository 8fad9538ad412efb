import ArgumentParser
import Engine
import Foundation
import TestSupport

/// `glossa-bench runtime`: the app-facing `Localizer` (`localizer[key]`, `string(key, count:)`), single
/// thread, against a plain `[String: String]` lookup in the same run.
struct RuntimeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runtime",
        abstract: "Look keys up through a Localizer in its current language; compare with a Swift dictionary."
    )

    @OptionGroup var options: LookupBenchmarkOptions

    func run() throws {
        // Texts as strings of their own, as `Localizer(directory:)` loads a project for an app.
        let (project, plain, plural) = try options.load(texts: .strings)
        // One localizer per language, each showing its language: an app holds one and looks up in it.
        let localizers = project.files.map { file in
            Localizer(project: project, preferredLanguages: [file.language.tag?.description ?? "en"])
        }
        let counts = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 1000, 1_000_000, -4, 7, 14]
        let decimals = [0.5, 1.5, 2.0, 2.25, 1.0, 3.75, 10.5, 0.1]
        var generator = SystemRandomNumberGenerator()
        // The baseline: one `[String: String]` per language holding every key's text in that localizer.
        let dictionaries = localizers.map { localizer in
            Dictionary(uniqueKeysWithValues: project.keys.map { ($0, localizer[$0]) })
        }
        print("One Localizer per language, lookups in blocks through all \(localizers.count); keys in random order.")
        print("Working set | lookup                          | lookups/s   | ns/lookup | vs [String: String]")
        for setSize in options.workingSets {
            let label = setSize == Int.max ? "all keys" : "\(setSize) keys"
            let plainSet = Array(plain.shuffled(using: &generator).prefix(setSize))
            let pluralSet = Array(plural.shuffled(using: &generator).prefix(setSize))
            var timer = BlockedLookups(
                languages: Array(zip(localizers, dictionaries)).map { (context: $0, dictionary: $1) },
                lookups: options.lookups, runs: options.runs, seed: UInt64.random(in: 0...UInt64.max, using: &generator)
            )
            let baseline = timer.time { index, random, _, dictionary in
                dictionary[plainSet[random % plainSet.count]]?.utf8.count ?? index
            }
            let plainTime = timer.time { _, random, localizer, _ in
                localizer[plainSet[random % plainSet.count]].utf8.count
            }
            let pluralTime = timer.time { index, random, localizer, _ in
                localizer.string(pluralSet[random % pluralSet.count], count: counts[index & 15]).utf8.count
            }
            let decimalTime = timer.time { index, random, localizer, _ in
                localizer.string(pluralSet[random % pluralSet.count], count: decimals[index & 7]).utf8.count
            }
            timer.report(
                label,
                [
                    ("[String: String] (baseline)", baseline), ("localizer[key]", plainTime),
                    ("string(key, count: Int)", pluralTime), ("string(key, count: Double)", decimalTime),
                ], baseline: baseline, nameWidth: 31)
        }
    }
}
