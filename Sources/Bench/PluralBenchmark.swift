import ArgumentParser

/// `glossa-bench plural`: category selections per second.
struct PluralBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "plural")
    func run() throws { print("not built yet") }
}
