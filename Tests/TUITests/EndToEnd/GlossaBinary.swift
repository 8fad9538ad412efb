import Foundation

/// Finds the package and the built `glossa` executable for end-to-end tests.
enum GlossaBinary {
    /// The package's root folder, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EndToEnd
        .deletingLastPathComponent()  // TUITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent().path

    /// The `sample-project` folder in the package.
    static let sampleProject = packageRoot + "/sample-project"

    /// Where `glossa` may be, best first: `$GLOSSA_BINARY`; beside the running test bundle (`swift
    /// test` builds the executables into the same folder as the tests, whatever `--scratch-path` or
    /// configuration it was given); `.build/debug` in the package.
    static var candidates: [String] {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["GLOSSA_BINARY"] { candidates.append(explicit) }
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent("glossa").path)
        candidates.append(packageRoot + "/.build/debug/glossa")
        return candidates
    }

    /// The path of the built `glossa` executable.
    ///
    /// - Throws: `GlossaBinary.NotFound`, listing where it looked, if none of the candidates exists.
    static func path() throws -> String {
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw NotFound(searched: candidates)
        }
        return found
    }

    /// The executable was not found; build it with `swift build` (or `swift build --build-tests`).
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "the glossa executable was not found (looked at \(searched.joined(separator: ", "))); build it first "
                + "with `swift build --build-tests`, or set GLOSSA_BINARY"
        }
    }
}
