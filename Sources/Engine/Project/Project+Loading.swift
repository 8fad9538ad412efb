import Foundation

extension Project {
    /// Loads the project in a folder: `base.json`, `<tag>.json`, `expressions.json`, `glossa.json`, as
    /// `ProjectLayout.discover(in:)` finds them.
    ///
    /// Files are read and parsed in parallel. A malformed or unreadable file is recorded on the project
    /// and does not stop the others from loading.
    ///
    /// - Throws: `ProjectLoadError` when the folder does not exist, cannot be listed, or holds no translations.
    public static func load(directory: String) throws(ProjectLoadError) -> Project {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notAFolder(directory)
        }
        let layout = try ProjectLayout.discover(in: directory)
        guard layout.hasTranslations else { throw .noTranslations(directory) }
        let names = layout.files.map(\.name)
        let read = loadConcurrently(names.count) { index -> Result<[UInt8], FileAccessError> in
            let path = (directory as NSString).appendingPathComponent(names[index])
            return Result { () throws(FileAccessError) in try AtomicFile.readBytes(path).bytes }
        }
        var contents: [String: [UInt8]] = [:]
        var problems: [ProjectProblem] = []
        for (name, result) in zip(names, read) {
            switch result {
            case .success(let bytes): contents[name] = bytes
            case .failure(let error):
                problems.append(ProjectProblem(fileName: name, kind: .unreadable(error.reason.message)))
            }
        }
        return Project(directory: directory, contents: contents, problems: problems)
    }

    /// Runs `make` for 0..<count on all cores and returns the results in order.
    static func loadConcurrently<T: Sendable>(_ count: Int, _ make: @Sendable (Int) -> T) -> [T] {
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in results.store(make(index), at: index) }
        return results.values
    }
}

/// Write-once slots filled from concurrent iterations, each index by exactly one of them.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: T, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    var values: [T] { slots.map { $0! } }
}
