@testable import Engine

/// A project built in memory from file texts by name.
func makeProject(_ files: [String: String]) -> Project {
    Project(contents: files.mapValues { Array($0.utf8) })
}
