import ArgumentParser

/// The `glossa` command: opens the editor, or runs one of the non-interactive subcommands.
@main
struct Glossa: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossa",
        abstract: "Edit, resolve and check Swifternalization-style JSON translations.",
        subcommands: [OpenCommand.self, ResolveCommand.self, PluralCommand.self, ValidateCommand.self, StatsCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
