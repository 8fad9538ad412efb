import ArgumentParser

/// `glossa-bench`: release-build benchmarks. Each prints its figures and the baseline measured in the same run.
@main
struct GlossaBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossa-bench",
        abstract: "Measure Glossa's speed against baselines measured in the same run.",
        subcommands: [
            GenerateCommand.self, LoadBenchmark.self, ResolveBenchmark.self, RuntimeBenchmark.self,
            PluralBenchmark.self, RegexBenchmark.self, EditorBenchmark.self, MergeBenchmark.self, CatalogBenchmark.self,
            FileLoadBenchmark.self,
        ]
            + checks + saving + editing + processes
    )
}
