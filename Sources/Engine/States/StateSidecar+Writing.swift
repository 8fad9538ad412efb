import Foundation

/// Why the state sidecar was not written.
public enum StateSidecarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sidecar on disk has lines that cannot be read: writing would lose them. Nothing was written.
    case malformed([StateSidecarProblem])
    /// Reading or writing the file failed (see `AtomicFile`).
    case file(FileAccessError)
    /// The `.glossa` folder could not be created.
    case folder(String, reason: String)

    /// What went wrong, for people: the problems one per line.
    public var description: String {
        switch self {
        case .malformed(let problems):
            return problems.map(\.description).joined(separator: "\n")
                + "\n\(ProjectFiles.stateSidecarPath): fix these lines first; the states were not recorded"
        case .file(let error): return error.description
        case .folder(let path, let reason): return "cannot create the folder \(path): \(reason)"
        }
    }
}

extension StateSidecar {
    /// Changes the sidecar of the project in `directory` through the one writer (`AtomicFile`): under the
    /// folder's lock, the sidecar is read as it is now, `change` is applied to it, and it is written back
    /// atomically — so edits of different keys by two programs never overwrite each other. The `.glossa` folder
    /// and the file are created when missing; nothing is written when `change` changes nothing.
    ///
    /// - Returns: the sidecar as written (or as it was, when unchanged).
    /// - Throws: `StateSidecarError.malformed` (the lines that cannot be read; nothing written), `.file`,
    ///   `.folder`.
    @discardableResult
    public static func update(
        in directory: String, options: WriteOptions = .init(), _ change: (inout StateSidecar) -> Void
    ) throws(StateSidecarError) -> StateSidecar {
        let path = (directory as NSString).appendingPathComponent(ProjectFiles.stateSidecarPath)
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .folder(folder, reason: (error as NSError).localizedDescription)
        }
        var problems: [StateSidecarProblem] = []
        var result = StateSidecar()
        do throws(FileAccessError) {
            _ = try AtomicFile.update(path, options: options, readsCurrent: true, failing: nil) { current in
                let parsed = current.map { StateSidecar.parse($0.bytes) } ?? (sidecar: StateSidecar(), problems: [])
                guard parsed.problems.isEmpty else {
                    problems = parsed.problems
                    return nil
                }
                result = parsed.sidecar
                change(&result)
                let bytes = result.bytes
                return bytes == current?.bytes ? nil : bytes
            }
        } catch {
            throw .file(error)
        }
        if !problems.isEmpty { throw .malformed(problems) }
        return result
    }
}
