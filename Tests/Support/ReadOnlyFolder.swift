import Foundation

/// Makes folders unwritable for the tests: `chmod 555` for a normal user; root ignores permissions,
/// so for root the folder is made immutable with `chattr +i` (ext4 and similar file systems).
public enum ReadOnlyFolder {
    /// Whether it works on this machine, tried once on a scratch folder.
    public static let isPossible: Bool = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-probe-\(UUID().uuidString)")
            .path
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil,
            lock(path)
        else { return false }
        let created = FileManager.default.createFile(atPath: path + "/probe", contents: Data())
        unlock(path)
        try? FileManager.default.removeItem(atPath: path)
        return !created
    }()

    /// Makes `path` unwritable; returns whether that worked.
    public static func lock(_ path: String) -> Bool {
        getuid() != 0 ? chmod(path, 0o555) == 0 : run("/usr/bin/chattr", ["+i", path])
    }

    /// Makes `path` writable again.
    public static func unlock(_ path: String) {
        if getuid() != 0 { chmod(path, 0o755) } else { _ = run("/usr/bin/chattr", ["-i", path]) }
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
