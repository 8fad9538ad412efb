/// Placeholder until the project model lands.
public struct Project: Sendable {
    public var base: Int?
    public var languages: [Int] = []
    public var keys: [String] = []
    public init() {}
}
