/// Why driving tmux failed; the description is what a failing test shows, so it carries the screen.
enum TmuxError: Error, CustomStringConvertible {
    /// No `tmux` executable on the search path. End-to-end tests fail rather than skip without it.
    case notInstalled(searchPath: String)
    /// `posix_spawn` failed.
    case cannotStart(command: String, reason: String)
    /// A tmux command exited with a non-zero status.
    case commandFailed(command: String, status: Int32, errors: String)
    /// A tmux command ran past its time bound and was killed.
    case commandTimedOut(command: String, timeout: Duration)
    /// The screen did not show what a test waited for in time.
    case screenTimedOut(waitingFor: String, timeout: Duration, program: String, screen: String)
    /// tmux answered something this driver does not understand.
    case unexpectedAnswer(command: String, answer: String)

    var description: String {
        switch self {
        case .notInstalled(let searchPath):
            return "tmux is not installed (no executable 'tmux' in PATH=\(searchPath)); the end-to-end tests "
                + "need it: install it, e.g. `apt-get install tmux`"
        case .cannotStart(let command, let reason):
            return "cannot start `\(command)`: \(reason)"
        case .commandFailed(let command, let status, let errors):
            return "`\(command)` failed with status \(status)"
                + (errors.isEmpty ? "" : ": \(errors.trimmingTrailingNewlines())")
        case .commandTimedOut(let command, let timeout):
            return "`\(command)` did not finish within \(timeout); it was killed"
        case .screenTimedOut(let waitingFor, let timeout, let program, let screen):
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let numbered = lines.enumerated().map { "\(String($0.offset).leftPadded(to: 3))│\($0.element)" }
            return "timed out after \(timeout) waiting for \(waitingFor) in the pane running `\(program)`; "
                + "its last screen was:\n" + numbered.joined(separator: "\n")
        case .unexpectedAnswer(let command, let answer):
            return "unexpected answer from `\(command)`: \(answer.debugDescription)"
        }
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> Substring {
        self[..<(lastIndex { $0 != "\n" }.map(index(after:)) ?? startIndex)]
    }

    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
