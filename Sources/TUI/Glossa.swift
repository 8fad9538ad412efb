import ArgumentParser
import Engine
import Foundation

/// The `glossa` command: opens the editor, or runs one of the non-interactive subcommands.
@main
struct Glossa: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossa",
        abstract: "Edit, resolve and check Swifternalization-style JSON translations.",
        subcommands: [OpenCommand.self, ResolveCommand.self, PluralCommand.self] + validationCommands + editCommands
            + formatCommands + [ConvertCommand.self, ImportCommand.self] + gitCommands,
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command; usage errors exit with status 2 (DESIGN §6) instead of argument-parser's 64.
    ///
    /// Error messages echo arguments (`Unknown option '…'`): they are printed through `VisibleText`, so an
    /// argument cannot put control characters on the terminal. Help goes to standard output as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty {
                FileHandle.standardError.write(Data((VisibleText.keepingLineFeeds(message) + "\n").utf8))
            }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
