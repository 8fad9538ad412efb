import Foundation

/// A copy of a project folder in a fresh temporary directory, for a test to edit freely; removed by
/// `remove()` or when the value is released.
final class TemporaryProject {
    /// The copy's path: `<temporary directory>/glossa-e2e-<UUID>/<name of the source folder>`.
    let path: String
    private let container: String

    /// Copies `source` (the package's `sample-project` by default).
    init(copying source: String = GlossaBinary.sampleProject) throws {
        let name = URL(fileURLWithPath: source).lastPathComponent
        let temporary = FileManager.default.temporaryDirectory
        container = temporary.appendingPathComponent("glossa-e2e-\(UUID().uuidString)").path
        path = container + "/" + name
        try FileManager.default.createDirectory(atPath: container, withIntermediateDirectories: true)
        do {
            try FileManager.default.copyItem(atPath: source, toPath: path)
        } catch {
            remove()
            throw error
        }
    }

    deinit {
        remove()
    }

    /// The path of `file` inside the copy.
    func file(_ file: String) -> String {
        path + "/" + file
    }

    /// The text of `file` inside the copy.
    func contents(of file: String) throws -> String {
        try String(contentsOfFile: self.file(file), encoding: .utf8)
    }

    /// Deletes the copy; harmless if already gone.
    func remove() {
        try? FileManager.default.removeItem(atPath: container)
    }
}
