/// Why a selector or an expression is malformed, with where in the selector the problem starts.
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, worded for a translator.
    public var message: String
    /// The character offset in the selector text (0-based) where the problem is.
    public var offset: Int

    /// Creates an error.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { message }
}
