import ArgumentParser
import Foundation

/// The `glossa` command: opens the editor, or runs one of the non-interactive subcommands.
@main
struct Glossa: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossa",
        abstract: "Edit, resolve and check Swifternalization-style JSON translations.",
        subcommands: [OpenCommand.self, ResolveCommand.self, PluralCommand.self] + validationCommands + editCommands
            + formatCommands + gitCommands,
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command; usage errors exit with status 2 (DESIGN §6) instead of argument-parser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
