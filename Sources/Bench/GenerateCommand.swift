import ArgumentParser
import Foundation

/// `glossa-bench generate DIR`: writes the deterministic benchmark project (20,000 keys × 40 languages).
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a synthetic translation project for the benchmarks (the same bytes on every run)."
    )

    @Argument(help: "The folder to write into (created if missing; files of the same names are replaced).")
    var dir: String

    @Option(help: "How many keys each file has.")
    var keys: Int = 20_000

    @Option(help: "How many language files, base.json included (1 to \(ProjectGenerator.maximumLanguageCount)).")
    var languages: Int = 40

    func validate() throws {
        guard keys >= 0 else { throw ValidationError("--keys must not be negative.") }
        guard (1...ProjectGenerator.maximumLanguageCount).contains(languages) else {
            throw ValidationError("--languages must be between 1 and \(ProjectGenerator.maximumLanguageCount).")
        }
    }

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let generator = ProjectGenerator(keyCount: keys, languageCount: languages)
        let summary = try generator.write(to: URL(fileURLWithPath: dir, isDirectory: true))
        let elapsed = clock.now - start
        let megabytes = Double(summary.bytes) / 1_000_000
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            "Wrote \(summary.files) files, \(summary.bytes) bytes (\((megabytes * 10).rounded() / 10) MB) "
                + "to \(dir) in \((seconds * 100).rounded() / 100) s."
        )
    }
}
