import Foundation
import Glibc

/// Runs a program with `posix_spawn` and a time bound, for driving tmux from tests.
///
/// Foundation's `Process` is unsuitable for starting a tmux server (see `NCURSES.md`): the forked
/// server keeps the inherited pipe open, so `waitUntilExit()` never returns, and the child inherits
/// the test thread's blocked signal mask, so SIGWINCH never reaches the program under test. Here the
/// child always gets an empty signal mask, default signal dispositions, its own process group,
/// `/dev/null` as standard input and no inherited descriptor above 2.
enum ChildProcess {
    /// Where the child's standard output and error go.
    enum Output {
        /// Captured through pipes; for short commands that do not leave daemons behind.
        case captured
        /// Standard output to `/dev/null` and standard error to a file, read once the child exits; for
        /// a command that forks a daemon, which would hold a pipe open for as long as it lives.
        case detached(errorsTo: String)
    }

    /// What a finished child left behind.
    struct Result {
        /// The exit status, or 128 plus the signal number when a signal ended it.
        var status: Int32
        /// Standard output (empty when detached).
        var output: String
        /// Standard error.
        var errors: String
    }

    /// Runs `executable` with `arguments` and waits for it, at most `timeout`.
    ///
    /// - Throws: `TmuxError.cannotStart` when spawning fails; `TmuxError.commandTimedOut` after the
    ///   child (and its process group) was killed for running past `timeout`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], output: Output,
        timeout: Duration
    ) throws(TmuxError) -> Result {
        let deadline = ContinuousClock.now + timeout
        let commandLine = ([executable] + arguments).joined(separator: " ")
        var pipes: [(read: Int32, write: Int32)] = []
        defer { for pipe in pipes { close(pipe.read) } }
        let pid: pid_t
        do {
            if case .captured = output { pipes = [try makePipe(), try makePipe()] }
            pid = try spawn(executable, arguments, environment: environment, output: output, pipes: pipes)
        } catch {
            for pipe in pipes { close(pipe.write) }
            throw TmuxError.cannotStart(command: commandLine, reason: String(cString: strerror(error.code)))
        }
        for pipe in pipes { close(pipe.write) }
        var texts = [Data(), Data()]
        var status: Int32?
        if readAll(pipes.map(\.read), into: &texts, until: deadline) {
            status = waitForExit(pid, until: deadline)
        }
        guard let status else {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            waitpid(pid, &ignored, 0)
            throw TmuxError.commandTimedOut(command: commandLine, timeout: timeout)
        }
        var errors = String(decoding: texts[1], as: UTF8.self)
        if case .detached(let errorFile) = output {
            errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        }
        return Result(status: status, output: String(decoding: texts[0], as: UTF8.self), errors: errors)
    }

    private typealias Deadline = ContinuousClock.Instant

    /// An `errno` value from a failed system call.
    struct SystemError: Error {
        var code: Int32
    }

    private static func makePipe() throws(SystemError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so that programs spawned at the same time by other tests (through `Process`)
        // do not inherit the write end and delay the end of file.
        guard pipe2(&ends, O_CLOEXEC) == 0 else { throw SystemError(code: errno) }
        return (ends[0], ends[1])
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], output: Output,
        pipes: [(read: Int32, write: Int32)]
    ) throws(SystemError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .captured:
            posix_spawn_file_actions_adddup2(&actions, pipes[0].write, 1)
            posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 2)
        case .detached(let errorFile):
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        guard closeFrom(&actions, 3) == 0 else { throw SystemError(code: errno) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw SystemError(code: code) }
        return pid
    }

    /// Reads every descriptor to its end; false if `deadline` came first.
    private static func readAll(_ descriptors: [Int32], into texts: inout [Data], until deadline: Deadline) -> Bool {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var open = polled.count
        var buffer = [UInt8](repeating: 0, count: 65536)
        while open > 0 {
            let left = deadline - .now
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            guard poll(&polled, nfds_t(polled.count), milliseconds) >= 0 || errno == EINTR else { return false }
            for index in polled.indices where polled[index].fd >= 0 && polled[index].revents != 0 {
                let count = read(polled[index].fd, &buffer, buffer.count)
                if count > 0 {
                    texts[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    polled[index].fd = -1
                    open -= 1
                }
            }
        }
        return true
    }

    /// Reaps `pid` and returns its status; nil if it is still running at `deadline`.
    private static func waitForExit(_ pid: pid_t, until deadline: Deadline) -> Int32? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { return 127 }  // reaped by someone else: status unknown
            guard ContinuousClock.now < deadline else { return nil }
            usleep(1000)
        }
        // The `WIFEXITED` family are macros, which Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
