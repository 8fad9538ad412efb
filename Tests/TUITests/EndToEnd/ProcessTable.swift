import Foundation
import Glibc

/// Looks at running processes through `/proc`, to make sure end-to-end tests leave none behind.
///
/// Zombies count as gone: a process whose parent died is reaped by whatever runs as PID 1, which in
/// a container may never do it.
enum ProcessTable {
    /// One process as `/proc/<pid>/stat` describes it.
    struct Entry {
        var pid: pid_t
        var state: Character
        var processGroup: pid_t
    }

    /// Whether `pid` names a process that is running (not a zombie).
    static func isRunning(_ pid: pid_t) -> Bool {
        entry(pid).map { $0.state != "Z" } ?? false
    }

    /// The running processes whose command line contains `text` (not counting the caller).
    static func running(withCommandLineContaining text: String) -> [pid_t] {
        allPIDs().filter { pid in
            guard pid != getpid(), isRunning(pid),
                let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return false }
            return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text)
        }
    }

    /// The running processes in process group `group`.
    static func running(inGroup group: pid_t) -> [pid_t] {
        allPIDs().compactMap(entry).filter { $0.processGroup == group && $0.state != "Z" }.map(\.pid)
    }

    private static func allPIDs() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    }

    /// Parses `pid (comm) S ppid pgrp …`; the command name may itself hold spaces and parentheses.
    private static func entry(_ pid: pid_t) -> Entry? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let group = pid_t(fields[2]) else { return nil }
        return Entry(pid: pid, state: state, processGroup: group)
    }
}
