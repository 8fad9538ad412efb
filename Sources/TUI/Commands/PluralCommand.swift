import ArgumentParser

/// `glossa plural --locale TAG [--ordinal] [NUMBER...]`: the CLDR category of each number.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of each number (one per line)."
    )

    func run() throws {
        throw ValidationError("glossa plural is not built yet.")
    }
}
