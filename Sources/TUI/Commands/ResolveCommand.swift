import ArgumentParser
import Engine

struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "resolve")
    func run() throws {}
}
func loadProjectOrExit(_ dir: String) throws -> Int { 0 }
