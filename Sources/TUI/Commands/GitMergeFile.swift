import Foundation

/// git's own line merge (`git merge-file -p`), for files the key-wise merge cannot read.
enum GitMergeFile {
    /// What `git merge-file` gave.
    enum Outcome: Equatable {
        /// The merged text and how many conflicts git marked in it.
        case merged([UInt8], conflicts: Int)
        /// git is missing or failed; nothing was merged.
        case failed(String)
    }

    /// Merges the three files line by line; the files are not changed.
    ///
    /// - Parameter labels: the marker labels of ours, base and theirs.
    static func run(base: String, ours: String, theirs: String, labels: (String, String, String)) -> Outcome {
        guard let git = executable("git") else { return .failed("git is not installed (not found in PATH)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["merge-file", "-p", "-L", labels.0, "-L", labels.1, "-L", labels.2, ours, base, theirs]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failed("git could not be started (\(error.localizedDescription))")
        }
        // Read both pipes before waiting, so that a large output cannot fill a pipe and stall git.
        nonisolated(unsafe) var message = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            message = errors.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let merged = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        let status = process.terminationStatus
        // 0: clean; 1…127: the number of conflicts; other statuses are errors.
        guard process.terminationReason == .exit, status < 128 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failed("git merge-file failed (status \(status))" + (text.isEmpty ? "" : ": \(text)"))
        }
        return .merged(Array(merged), conflicts: Int(status))
    }

    /// The path of an executable found in `PATH`.
    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
