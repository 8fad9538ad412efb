import Foundation
import Glibc

/// A program running in a pane of its own detached tmux server, driven like a user at a terminal.
///
/// ```swift
/// let project = try TemporaryProject()
/// let glossa = TmuxSession.quoted(try GlossaBinary.path())
/// let session = try TmuxSession(command: "\(glossa) \(TmuxSession.quoted(project.path))")
/// try session.waitFor("photos.count")
/// try session.send("Down")
/// try session.waitFor(...)
/// ```
///
/// Each session starts a private server (`tmux -L <unique socket> -f /dev/null`), so sessions never
/// share state and user configuration is ignored. The server is started with `posix_spawn` (see
/// `ChildProcess`), so the program gets an empty signal mask and sees SIGWINCH on `resize`. The
/// pane has `LANG=C.UTF-8` and `SWIFT_BACKTRACE=interactive=no` (a crashing Swift program would
/// otherwise wait 30 s at a backtrace prompt); tmux gives it `TERM=tmux-256color`.
///
/// The command runs as `(command); echo "EXITED rc=$?"; sleep 30` under `/bin/sh`, so that
/// `exitStatus()` can read how it ended and the pane stays readable afterwards.
///
/// `close()` kills the server and makes sure no process of the session survives; `deinit` does
/// the same, so a test that fails half-way leaves nothing behind. Should the test process itself
/// die (killed by a CI time limit, say), a watchdog in the pane kills the server within a second.
/// Use the sessions in a `@Suite(.serialized)`: they are cheap, but the machine may have two cores.
///
/// Never read the screen right after sending keys: the program needs time to redraw (a first frame
/// about 150 ms, a key 20–40 ms). Wait for what should appear with `waitFor` or `waitUntil`.
final class TmuxSession {
    /// The shell command the pane runs, as given.
    let command: String
    /// The tmux socket name (`-L`), unique to this session.
    let socket: String
    /// The pane's current size in columns and rows.
    private(set) var width: Int
    private(set) var height: Int
    /// The server's process id, and the process group of the pane's shell.
    private(set) var serverPID: pid_t = 0
    private(set) var panePID: pid_t = 0

    private let executable: String
    private var isClosed = false

    /// Starts `command` in a new detached tmux server.
    ///
    /// - Parameters:
    ///   - command: a `/bin/sh` command line; quote paths with `TmuxSession.quoted`.
    ///   - width: the pane's columns.
    ///   - height: the pane's rows.
    ///   - environment: extra variables for the pane (e.g. `["NO_COLOR": "1"]`); they override the
    ///     defaults `LANG=C.UTF-8` and `SWIFT_BACKTRACE=interactive=no`.
    ///   - directory: the pane's working directory; the test process's by default.
    ///   - owner: the process whose end kills the server: the test process; tests of the watchdog
    ///     give another.
    /// - Throws: `TmuxError.notInstalled` without tmux (tests must fail, not skip, then), or why the
    ///   server did not start.
    init(
        command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:],
        directory: String? = nil, owner: pid_t = getpid()
    ) throws(TmuxError) {
        self.command = command
        self.width = width
        self.height = height
        self.executable = try Self.locateTmux()
        self.socket = SocketNames.next()
        do {
            try start(environment: environment, directory: directory, owner: owner)
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Kills the server and every process left in the pane, and removes the socket; idempotent.
    ///
    /// Waits up to 2 s for the server and the pane's processes to end after `kill-server`, then
    /// kills what is left with SIGKILL.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? tmux(["kill-server"])
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline && !survivors().isEmpty { usleep(5000) }
        for pid in survivors() { kill(pid, SIGKILL) }
        unlink(socketPath)
    }

    /// The path of the server's socket file.
    var socketPath: String {
        Self.socketDirectory + "/" + socket
    }

    /// Resizes the window (and so the pane) to `width` columns and `height` rows; the program gets
    /// SIGWINCH. Wait for its redraw before reading the screen.
    func resize(width: Int, height: Int) throws(TmuxError) {
        try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
        self.width = width
        self.height = height
    }

    /// Quotes `text` as one word for `/bin/sh`: `it's` becomes `'it'\''s'`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Runs one tmux client command against this session's server and returns its output.
    ///
    /// - Throws: `TmuxError.commandFailed` on a non-zero status, `.commandTimedOut` after `timeout`.
    @discardableResult
    func tmux(_ arguments: [String], timeout: Duration = .seconds(5)) throws(TmuxError) -> String {
        let result = try ChildProcess.run(
            executable, ["-L", socket] + arguments, environment: Self.environment, output: .captured,
            timeout: timeout)
        guard result.status == 0 else {
            throw .commandFailed(
                command: (["tmux", "-L", socket] + arguments).joined(separator: " "), status: result.status,
                errors: result.errors)
        }
        return result.output
    }

    private func start(environment: [String: String], directory: String?, owner: pid_t) throws(TmuxError) {
        var arguments = ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)"]
        if let directory { arguments += ["-c", directory] }
        let defaults = ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "interactive=no"]
        for (name, value) in defaults.merging(environment, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        // The watchdog checks the owner every half second and dies with the pane on `kill-server`;
        // once the owner is gone it ignores the hang-up its own `kill-server` causes, to remove the socket.
        let killServer = [executable, "-L", socket, "kill-server"].map(Self.quoted).joined(separator: " ")
        let watchdog =
            "(while sleep 0.5 && kill -0 \(owner); do :; done; trap '' HUP; \(killServer); "
            + "rm -f \(Self.quoted(socketPath))) </dev/null >/dev/null 2>&1 &"
        // The newlines let the command end with a comment; the subshell lets it `exit`.
        arguments += ["/bin/sh", "-c", "\(watchdog)\n(\n\(command)\n); echo \"EXITED rc=$?\"; sleep 30"]
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).stderr").path
        defer { unlink(errorFile) }
        let started = try ChildProcess.run(
            executable, arguments, environment: Self.environment, output: .detached(errorsTo: errorFile),
            timeout: .seconds(10))
        guard started.status == 0 else {
            throw .commandFailed(
                command: "tmux " + arguments.joined(separator: " "), status: started.status, errors: started.errors)
        }
        let answer = try tmux(["display-message", "-p", "#{pid} #{pane_pid}"])
        let numbers = answer.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        guard numbers.count == 2 else { throw .unexpectedAnswer(command: "display-message", answer: answer) }
        (serverPID, panePID) = (numbers[0], numbers[1])
    }

    /// The server and the pane's processes that are still running.
    private func survivors() -> [pid_t] {
        let server = serverPID > 0 && ProcessTable.isRunning(serverPID) ? [serverPID] : []
        return server + (panePID > 0 ? ProcessTable.running(inGroup: panePID) : [])
    }
}

extension TmuxSession {
    /// The environment of every tmux process: the test's, in UTF-8, without variables that would
    /// leak into the pane and change what it shows (`LINES`/`COLUMNS` override the terminal size in
    /// ncurses; `TMUX` would make tmux think it runs nested).
    fileprivate static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "TMUX_PANE", "LC_ALL", "LC_CTYPE", "LINES", "COLUMNS"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        return environment
    }()

    /// Where tmux puts `-L` sockets; `kill-server` leaves the socket file there.
    fileprivate static let socketDirectory = (environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())"

    /// Finds `tmux` on the search path.
    ///
    /// - Throws: `TmuxError.notInstalled`, whose message says how to install it.
    static func locateTmux(searchPath: String? = nil) throws(TmuxError) -> String {
        let path = searchPath ?? environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where access("\(directory)/tmux", X_OK) == 0 {
            return "\(directory)/tmux"
        }
        throw .notInstalled(searchPath: path)
    }
}

/// Hands out socket names never used before in this test run: process id, a counter and randomness,
/// skipping any name whose socket file exists (reusing a name right after `kill-server` is unreliable).
private enum SocketNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    static func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        while true {
            counter += 1
            let name = "glossa-e2e-\(getpid())-\(counter)-\(UInt32.random(in: 0...UInt32.max))"
            if access(TmuxSession.socketDirectory + "/" + name, F_OK) != 0 { return name }
        }
    }
}
