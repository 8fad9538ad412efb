/// A line of the state sidecar that cannot be read, with where it is and what is wrong, worded for a
/// translator: `.glossa/states.jsonl:3:12: expected a state (translated, needs-review, needs-translation)`.
public struct StateSidecarProblem: Sendable, Equatable, CustomStringConvertible {
    /// The byte offset in the sidecar.
    public var offset: Int
    /// The 1-based line and column (in characters).
    public var location: SourceLocation
    /// What is wrong.
    public var message: String

    /// A problem.
    public init(offset: Int, location: SourceLocation, message: String) {
        self.offset = offset
        self.location = location
        self.message = message
    }

    /// `.glossa/states.jsonl:3:12: error: message`.
    public var description: String {
        "\(ProjectFiles.stateSidecarPath):\(location.line):\(location.column): error: \(message)"
    }
}
